// `npm run bench` (after `npm run build`): every benchmark in turn, each as its own
// `npm run bench:<name>`. A script that fails its budget does not stop the others; the runner
// prints each script's outcome and wall time, writes bench/results/bench.json, and exits
// non-zero at the end if any script failed. `npm run bench -- page-weight lighthouse` runs a subset.
import { spawn } from "node:child_process";
import { printTable, round, writeResult } from "./lib";

const SCRIPTS = [
  "page-weight",
  "lighthouse",
  "ssr-throughput",
  "feed-scale",
  "chat-fanout",
  "webhook-storm",
  "move-latency",
  "analytics",
];

const chosen = process.argv.slice(2).length ? process.argv.slice(2) : SCRIPTS;
const unknown = chosen.filter((name) => !SCRIPTS.includes(name));
if (unknown.length) {
  console.error(`Unknown benchmark(s): ${unknown.join(", ")}. Known: ${SCRIPTS.join(", ")}`);
  process.exit(2);
}

function run(name: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", `bench:${name}`], { stdio: "inherit" });
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.once("error", () => resolve(1));
  });
}

const rows: { script: string; result: string; seconds: number }[] = [];
const started = Date.now();
for (const name of chosen) {
  console.log(`\n=== bench/${name} ===`);
  const scriptStarted = Date.now();
  const code = await run(name);
  rows.push({
    script: name,
    result: code === 0 ? "ok" : `FAILED (exit ${code})`,
    seconds: round((Date.now() - scriptStarted) / 1000, 1),
  });
}
const totalSeconds = round((Date.now() - started) / 1000, 1);

console.log("\n=== summary ===");
printTable(rows);
console.log(`all benchmarks: ${totalSeconds} s (${round(totalSeconds / 60, 1)} min), build not included`);
console.log(`results: ${writeResult("bench", { rows, totalSeconds })}`);
const failed = rows.filter((row) => row.result !== "ok");
if (failed.length) {
  console.error(`FAIL: ${failed.map((row) => row.script).join(", ")}`);
  process.exitCode = 1;
}
