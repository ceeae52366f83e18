// npm test: every check in order, stopping at the first that fails, then each stage's time, so a
// slowdown shows the day it lands (CI prints the same table: .ci/run calls npm test).
// Usage: npm test            (all stages)
import { spawnSync } from "node:child_process";
import { recordCheckPassed } from "./record-check";

const STAGES: [name: string, script: string][] = [
  ["typecheck", "typecheck"],
  ["lint", "lint"],
  ["format", "format:check"],
  ["unit", "test:unit"],
  ["build", "build"],
  ["budgets", "budgets"],
  ["integration", "test:integration"],
  ["e2e", "test:e2e:run"],
];

const times: [string, number, string][] = [];
let failed: string | null = null;
for (const [name, script] of STAGES) {
  const start = Date.now();
  const { status } = spawnSync("npm", ["run", "--silent", script], { stdio: "inherit" });
  times.push([name, (Date.now() - start) / 1000, status === 0 ? "ok" : "FAILED"]);
  if (status !== 0) {
    failed = name;
    break;
  }
}

const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, "0")}`;
console.log("\nStage        time   result");
for (const [name, seconds, result] of times)
  console.log(`${name.padEnd(12)} ${minutes(seconds).padStart(5)}  ${result}`);
console.log(`${"total".padEnd(12)} ${minutes(total).padStart(5)}`);
if (failed) {
  console.log(`\nnpm test stopped: the ${failed} stage failed.`);
  process.exit(1);
}
// Every stage passed: the accessibility statement says so, with today's date.
recordCheckPassed("fullTestRun");
