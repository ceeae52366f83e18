// bench/ssr-throughput: requests per second and p50/p99 latency of server-rendered pages and
// one API, under load from a second process on loopback (autocannon, pinned, run as its own
// Node process), against the built Worker under `wrangler dev`. The same run measures
// GET /healthz, a trivial route through the same Worker (no D1, no Remix), as the floor, and
// reports each target as a ratio of it (and the pages a visitor gets from the edge cache): rps ratio = target rps / floor rps (1 = as fast as the
// floor), p50 ratio = target p50 / floor p50. Under load it fails only on errors: absolute figures
// depend on the machine (a shared 2-core box here; workerd runs one isolate), and the table judges
// the ratios.
// Then server time per request: one client, sequential, the median of SEQUENTIAL_RUNS for every
// page route (bench/routes.ts) as member 1 and the floor, each as a ratio to the floor measured in
// the same run. Budget: no page more than SEQUENTIAL_BUDGET times the floor.
// Seed: the default seed (scale 1), with a 2,000-reply thread on the post page measured. npm run build first.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { LOCAL_SIGN_IN_VARS, signInAs, startDevServer } from "../scripts/dev-server";
import { printTable, round, writeResult } from "./lib";
import { benchRoutes } from "./routes";
import { LONG_THREAD_POST_ID } from "../db/seed";

const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 8;
const FLOOR = "/healthz";
const TARGETS = [FLOOR, "/", "/forums", "/ndis-providers", `/posts/${LONG_THREAD_POST_ID}`, "/api/posts"];
/** The same pages for a visitor (no cookie): after the first request, each is a hit of the edge cache (decision 035). */
const VISITOR_TARGETS = ["/", `/posts/${LONG_THREAD_POST_ID}`, "/api/posts"];
const visitorRoute = (path: string) => `${path} (visitor, cached)`;
const SEQUENTIAL_RUNS = 50;
/** No page's sequential median more than this many times the floor's. */
const SEQUENTIAL_BUDGET = 4;

type Cannon = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};

const autocannonBin = createRequire(import.meta.url).resolve("autocannon/autocannon.js");

/** autocannon in its own Node process, so the load generator does not share this event loop. */
function cannon(url: string, cookie: string): Promise<Cannon> {
  return new Promise((resolve, reject) => {
    // `-H name=value` (autocannon splits at the first "="); the warm-up inherits the header.
    const args = [
      autocannonBin,
      "--json",
      "--no-progress",
      "-c",
      String(CONNECTIONS),
      "-d",
      String(DURATION_SECONDS),
      "-H",
      `cookie=${cookie}`,
    ];
    args.push("--warmup", "[", "-c", String(CONNECTIONS), "-d", String(WARMUP_SECONDS), "]", url);
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += String(chunk)));
    child.stderr.on("data", (chunk) => (stderr += String(chunk)));
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${stderr}`));
      try {
        // With --warmup autocannon prints the warm-up's result on a line of its own first; the measured run is the last line.
        resolve(JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as Cannon);
      } catch (error) {
        reject(new Error(`autocannon printed no JSON: ${String(error)}\n${stdout.slice(0, 500)}`));
      }
    });
  });
}

type Row = {
  route: string;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  rpsRatio: number;
  p50Ratio: number;
  non2xx: number;
  errors: number;
};

const server = await startDevServer({ seed: { longThread: 2_000 }, vars: { ...LOCAL_SIGN_IN_VARS } });
const measured: { route: string; result: Cannon }[] = [];
const sequential: { route: string; medianMs: number }[] = [];
try {
  // Every target as member 1 (Jordan Lee), the floor too, so each request carries the same headers.
  const cookie = await signInAs(server.url, 1);
  const runs = [
    ...TARGETS.map((path) => ({ path, route: path, as: cookie })),
    ...VISITOR_TARGETS.map((path) => ({ path, route: visitorRoute(path), as: "" })),
  ];
  for (const { path, route, as } of runs) {
    const probe = await fetch(server.url + path, { headers: { cookie: as } });
    if (!probe.ok) throw new Error(`${path} answered ${probe.status}`);
    await probe.arrayBuffer();
    measured.push({ route, result: await cannon(server.url + path, as) });
  }
  // One request at a time, whole body read: the floor first, then every page route as member 1.
  const pages = (await benchRoutes(server.url, cookie)).map(({ name, path }) => ({ route: name, path }));
  for (const { route, path } of [{ route: FLOOR, path: FLOOR }, ...pages])
    sequential.push({ route, medianMs: await sequentialMedian(server.url + path, cookie) });
} finally {
  await server.stop();
}

/** The median wall time, in ms, of SEQUENTIAL_RUNS requests one after another (after two unmeasured). */
async function sequentialMedian(url: string, cookie: string): Promise<number> {
  const times: number[] = [];
  for (let run = -2; run < SEQUENTIAL_RUNS; run++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (run >= 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return (times[Math.floor((times.length - 1) / 2)]! + times[Math.ceil((times.length - 1) / 2)]!) / 2;
}

const floor = measured[0]!.result;
const rows: Row[] = measured.map(({ route, result }) => ({
  route,
  rps: round(result.requests.average, 1),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  rpsRatio: round(result.requests.average / floor.requests.average, 3),
  p50Ratio: round(result.latency.p50 / Math.max(floor.latency.p50, 1), 1),
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
}));
printTable(rows);
const floorMs = sequential[0]!.medianMs;
const sequentialRows = sequential.map(({ route, medianMs }) => ({
  route,
  medianMs: round(medianMs, 1),
  ratio: round(medianMs / floorMs, 1),
}));
printTable(sequentialRows);
const overSequential = sequentialRows.filter((row) => row.ratio > SEQUENTIAL_BUDGET);
console.log(
  `Server time per request: one client, sequential, median of ${SEQUENTIAL_RUNS} as member 1; budget: no page over ${SEQUENTIAL_BUDGET}x the floor (${round(floorMs, 1)} ms). Over it: ${overSequential.map((row) => `${row.route} ${row.ratio}x`).join(", ") || "none"}.`,
);
console.log(
  `Scale: default seed; ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${DURATION_SECONDS} s per route, autocannon in a second process on loopback; floor = GET ${FLOOR} through the same Worker.`,
);
console.log(
  `results: ${writeResult("ssr-throughput", {
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    floor: FLOOR,
    rows,
    sequential: { runs: SEQUENTIAL_RUNS, budgetRatio: SEQUENTIAL_BUDGET, rows: sequentialRows },
  })}`,
);
const broken = rows.filter((row) => row.non2xx > 0 || row.errors > 0);
if (broken.length) {
  console.error(`FAIL: errors or non-2xx answers under load on ${broken.map((row) => row.route).join(", ")}`);
  process.exitCode = 1;
}
if (overSequential.length) {
  console.error(
    `FAIL: over ${SEQUENTIAL_BUDGET}x the floor, one request at a time: ${overSequential.map((row) => row.route).join(", ")}`,
  );
  process.exitCode = 1;
}
