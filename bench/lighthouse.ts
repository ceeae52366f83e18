// bench/lighthouse: Lighthouse 12 (npm, pinned) on every route of both spec route lists, with
// Debian's Chromium (one instance, reused) under Lighthouse's default mobile emulation and
// simulated throttling (Moto G Power screen, slow 4G, 4x CPU slowdown). It reports the
// performance, accessibility, best-practices and SEO scores plus LCP, CLS and TBT, and for
// any accessibility score under 100 the audits that failed. Budgets: accessibility 100 on
// every page, performance >= 95, CLS < 0.05. Seed: the default seed (scale 1). npm run build first.
//
// One run's performance score moves by up to 10 points on this 2-core machine, where the
// browser shares the CPU with the server. Lighthouse's guide to variability advises the median
// of several runs: LIGHTHOUSE_RUNS=3 runs performance three times per route and reports the
// median run, at about twice the time (repeat runs gather only the scored metrics). Every run's
// score is printed and kept in the JSON. `npm run bench` uses one run to stay within its
// 15-minute budget. The other categories do not vary and come from the first run.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { startDevServer } from "../scripts/dev-server";
import { CHROMIUM_ARGS, printTable, round, writeResult } from "./lib";
import { benchRoutes } from "./routes";

const BUDGET = { accessibility: 100, performance: 95, cls: 0.05 };
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const PERF_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1);
// The audits the performance score is made of; the repeat runs gather only what these need.
const SCORED_METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];

type Row = {
  route: string;
  perf: number;
  a11y: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  perfRuns: string;
  status: string;
};

const server = await startDevServer();
const chrome = await launchChromium();
const rows: Row[] = [];
const failedAudits: Record<string, string[]> = {};
try {
  const routes = await benchRoutes(server.url);
  for (const route of routes) {
    const first = await audit(server.url + route.path, CATEGORIES);
    const runs = [first];
    for (let i = 1; i < PERF_RUNS; i++) runs.push(await audit(server.url + route.path, ["performance"], SCORED_METRICS));
    const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const median = [...runs].sort((a, b) => score(a, "performance") - score(b, "performance"))[Math.floor(runs.length / 2)] ?? first;
    const metric = (id: string) => median.audits[id]?.numericValue ?? NaN;
    const row: Row = {
      route: route.name,
      perf: score(median, "performance"),
      a11y: score(first, "accessibility"),
      bestPractices: score(first, "best-practices"),
      seo: score(first, "seo"),
      lcpMs: Math.round(metric("largest-contentful-paint")),
      cls: round(metric("cumulative-layout-shift"), 3),
      tbtMs: Math.round(metric("total-blocking-time")),
      perfRuns: runs.map((lhr) => score(lhr, "performance")).join(" "),
      status: "ok",
    };
    // The audits behind any category that lost points (weighted audits scoring under 1).
    for (const id of CATEGORIES) {
      const lhr = id === "performance" ? median : first;
      const failing = (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      if (failing.length) failedAudits[`${route.name} ${id}`] = failing;
    }
    const problems: string[] = [];
    if (row.a11y < BUDGET.accessibility) problems.push("a11y");
    if (row.perf < BUDGET.performance) problems.push("perf");
    if (!(row.cls < BUDGET.cls)) problems.push("CLS");
    row.status = problems.length ? `over budget: ${problems.join(", ")}` : "ok";
    rows.push(row);
    console.log(`${route.name}: perf ${row.perf} (runs ${row.perfRuns}), a11y ${row.a11y}, best practices ${row.bestPractices}, SEO ${row.seo}`);
  }
} finally {
  chrome.stop();
  await server.stop();
}

printTable(rows);
for (const [where, audits] of Object.entries(failedAudits)) console.log(`audits under 1 on ${where}: ${audits.join(", ")}`);
console.log(
  `Scale: default seed; ${rows.length} routes; Lighthouse 12 mobile emulation, simulated throttling; performance ${PERF_RUNS > 1 ? `is the median of ${PERF_RUNS} runs` : "from one run"}. Budgets: accessibility ${BUDGET.accessibility}, performance >= ${BUDGET.performance}, CLS < ${BUDGET.cls}.`,
);
console.log(`results: ${writeResult("lighthouse", { rows, failedAudits, budget: BUDGET })}`);
const misses = rows.filter((row) => row.status !== "ok");
if (misses.length) {
  console.error(`FAIL: ${misses.map((row) => `${row.route} (${row.status})`).join(", ")}`);
  process.exitCode = 1;
}

type Lhr = { categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>; audits: Record<string, { score: number | null; numericValue?: number } | undefined> };

/** One Lighthouse run of `categories` (or only `onlyAudits` of them) on `url`, in the shared Chromium. */
async function audit(url: string, categories: string[], onlyAudits?: string[]): Promise<Lhr> {
  const result = await lighthouse(
    url,
    { port: chrome.port, logLevel: "error", output: "json" },
    {
      extends: "lighthouse:default",
      settings: {
        onlyCategories: categories,
        onlyAudits,
        formFactor: "mobile",
        throttlingMethod: "simulate",
        // Screenshots only feed the HTML report's filmstrip.
        skipAudits: ["screenshot-thumbnails", "final-screenshot", "full-page-screenshot"],
      },
    },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  return result.lhr as unknown as Lhr;
}

/** Debian Chromium with a DevTools port for Lighthouse; one instance for every route. */
async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), "lighthouse-chromium-"));
  const child = spawn(
    process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    [...CHROMIUM_ARGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port:\n${output}`)), 30_000);
    child.stderr.on("data", (chunk) => {
      output += String(chunk);
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once("exit", (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)));
  });
  return {
    port,
    stop() {
      child.kill("SIGTERM");
      setTimeout(() => rmSync(profile, { recursive: true, force: true }), 500);
    },
  };
}
