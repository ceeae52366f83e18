// `npm run bench` (after `npm run build`): every benchmark in turn, each as its own
// `npm run bench:<name>`. A script that fails its budget does not stop the others; the runner
// prints each script's outcome and wall time, writes bench/results/bench.json, and exits
// non-zero at the end if any script failed. `npm run bench -- page-weight lighthouse` runs a subset.
// The whole run has a budget, TOTAL_BUDGET_SECONDS, enforced: a script still running when it runs
// out is stopped (with its `wrangler dev`), the scripts after it are not started, and the run fails.
// bench:scale and bench:search share one database seeded at scale (db/seed-scale.ts), seeded here
// once before the first of them and removed at the end.
// Afterwards bench/readme-table.ts rewrites the performance table in docs/performance.md from bench/results/.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { printTable, round, writeResult } from "./lib";
import { updateReadmeTable } from "./readme-table";

const SCRIPTS = [
  "page-weight",
  "lighthouse",
  "ssr-throughput",
  "feed-scale",
  "chat-fanout",
  "webhook-storm",
  "move-latency",
  "analytics",
  "scale",
  "search",
];
/** The scripts served a database seeded at scale beforehand (`--state`). */
const AT_SCALE = new Set(["scale", "search"]);
const SCALE_SEED = ["--force", "--members", "100000", "--posts", "1000000"];
/**
 * Lighthouse runs each route once here: three runs of 28 routes took 1,003 s, most of the budget.
 * `npm run bench:lighthouse` on its own keeps the median of three.
 */
const ARGS: Record<string, string[]> = { lighthouse: ["--runs", "1"] };
/** The budget for the whole run (docs/performance.md) is 20 minutes with the build (about 1 minute); BENCH_TOTAL_BUDGET_SECONDS overrides it. */
const TOTAL_BUDGET_SECONDS = Number(process.env.BENCH_TOTAL_BUDGET_SECONDS ?? 19 * 60);

const chosen = process.argv.slice(2).length ? process.argv.slice(2) : SCRIPTS;
const unknown = chosen.filter((name) => !SCRIPTS.includes(name));
if (unknown.length) {
  console.error(`Unknown benchmark(s): ${unknown.join(", ")}. Known: ${SCRIPTS.join(", ")}`);
  process.exit(2);
}

const started = Date.now();
const deadline = started + TOTAL_BUDGET_SECONDS * 1000;

/** Run one npm script in its own process group; stop the whole group if the run's budget runs out. */
function run(script: string, args: string[] = []): Promise<{ code: number; stopped: boolean }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], {
      stdio: "inherit",
      detached: true,
    });
    let stopped = false;
    const stop = (signal: NodeJS.Signals) => {
      try {
        if (child.pid) process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(
      () => {
        stopped = true;
        console.error(`\n${script}: the run's ${TOTAL_BUDGET_SECONDS} s budget ran out; stopping it.`);
        stop("SIGTERM");
        setTimeout(() => stop("SIGKILL"), 10_000).unref();
      },
      Math.max(0, deadline - Date.now()),
    );
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 1 : 0), stopped });
    });
    child.once("error", () => {
      clearTimeout(timer);
      resolve({ code: 1, stopped });
    });
  });
}

const rows: { script: string; result: string; seconds: number }[] = [];
/** Runs `script` as one row of the summary, unless the run's budget is spent. */
async function step(row: string, script: string, args: string[] = []): Promise<boolean> {
  if (Date.now() >= deadline) {
    rows.push({ script: row, result: "NOT RUN (total budget spent)", seconds: 0 });
    return false;
  }
  console.log(`\n=== ${script} ===`);
  const scriptStarted = Date.now();
  const { code, stopped } = await run(script, args);
  rows.push({
    script: row,
    result: stopped ? "STOPPED (total budget spent)" : code === 0 ? "ok" : `FAILED (exit ${code})`,
    seconds: round((Date.now() - scriptStarted) / 1000, 1),
  });
  return code === 0 && !stopped;
}

let scaleState: string | null = null;
let seeded = false;
try {
  for (const name of chosen) {
    if (AT_SCALE.has(name)) {
      if (scaleState === null) {
        scaleState = mkdtempSync(join(tmpdir(), "bench-scale-"));
        seeded = await step("seed at scale", "db:setup", [...SCALE_SEED, "--persist-to", scaleState]);
      }
      if (!seeded) {
        rows.push({ script: name, result: "NOT RUN (no seed at scale)", seconds: 0 });
        continue;
      }
    }
    await step(name, `bench:${name}`, [
      ...(ARGS[name] ?? []),
      ...(scaleState && AT_SCALE.has(name) ? ["--state", scaleState] : []),
    ]);
  }
} finally {
  if (scaleState) rmSync(scaleState, { recursive: true, force: true });
}
const totalSeconds = round((Date.now() - started) / 1000, 1);
const overBudget = totalSeconds > TOTAL_BUDGET_SECONDS;

console.log("\n=== summary ===");
printTable(rows);
console.log(
  `all benchmarks: ${totalSeconds} s (${round(totalSeconds / 60, 1)} min), build not included; budget ${TOTAL_BUDGET_SECONDS} s`,
);
console.log(
  `results: ${writeResult("bench", { rows, totalSeconds, budgetSeconds: TOTAL_BUDGET_SECONDS, scripts: chosen, subset: chosen.length < SCRIPTS.length })}`,
);
try {
  console.log(`Performance table: ${updateReadmeTable()}`);
} catch (error) {
  console.error(
    `FAIL: the performance table was not written: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
const failed = rows.filter((row) => row.result !== "ok");
if (failed.length) {
  console.error(`FAIL: ${failed.map((row) => `${row.script} (${row.result})`).join(", ")}`);
  process.exitCode = 1;
}
if (overBudget) {
  console.error(`FAIL: the run took ${totalSeconds} s, over its ${TOTAL_BUDGET_SECONDS} s budget.`);
  process.exitCode = 1;
}
