// npm test: every check, stopping after the first group with a failure, then each stage's time, so
// a slowdown shows the day it lands (CI prints the same table: .ci/run calls npm test).
// The checks that need nothing but the source run side by side (each is one process on one core,
// and the machine has two); each one's output is printed whole when it ends.
// Usage: npm test            (all stages)
import { spawn } from "node:child_process";
import { recordCheckPassed } from "./record-check";

type Stage = [name: string, script: string];
const GROUPS: Stage[][] = [
  [
    ["typecheck", "typecheck"],
    ["lint", "lint"],
    ["format", "format:check"],
    ["unit", "test:unit"],
    ["build", "build"],
  ],
  [["budgets", "budgets"]],
  [["integration", "test:integration"]],
  [["e2e", "test:e2e:run"]],
];

type Result = { name: string; seconds: number; ok: boolean };

/** Runs one stage; alone it streams its output, beside others it prints it whole at the end. */
function run([name, script]: Stage, alone: boolean): Promise<Result> {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: alone ? "inherit" : "pipe" });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (status) => {
      const seconds = (Date.now() - start) / 1000;
      if (!alone) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`);
      resolve({ name, seconds, ok: status === 0 });
    });
  });
}

const results: Result[] = [];
const wallStart = Date.now();
for (const group of GROUPS) {
  results.push(...(await Promise.all(group.map((stage) => run(stage, group.length === 1)))));
  if (results.some((r) => !r.ok)) break;
}

const minutes = (seconds: number) => {
  // Whole seconds first, so 59.6 s reads 1:00, not 0:60.
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};
console.log("\nStage        time   result");
for (const { name, seconds, ok } of results)
  console.log(`${name.padEnd(12)} ${minutes(seconds).padStart(5)}  ${ok ? "ok" : "FAILED"}`);
console.log(
  `${"total".padEnd(12)} ${minutes((Date.now() - wallStart) / 1000).padStart(5)}  (the first five run side by side)`,
);
const failed = results.filter((r) => !r.ok).map((r) => r.name);
if (failed.length > 0) {
  console.log(`\nnpm test stopped: the ${failed.join(", ")} stage${failed.length > 1 ? "s" : ""} failed.`);
  process.exit(1);
}
// Every stage passed: the accessibility statement says so, with today's date.
recordCheckPassed("fullTestRun");
