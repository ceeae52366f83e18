// Shared bits for the benchmark scripts: timing, a table, and a JSON result file.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statfsSync, writeFileSync } from "node:fs";
import { availableParallelism, setPriority } from "node:os";
import { join } from "node:path";

// Scratch state (each dev server's D1 files, the browser's profile and cache) goes to tmpfs
// when there is room there. This machine's disk stalls at times (top showed 50% iowait), and a
// stall in the browser's cache writes would be measured as page-load time.
const SHM = "/dev/shm";
if (!process.env.TMPDIR && existsSync(SHM)) {
  const { bavail, bsize } = statfsSync(SHM);
  if (bavail * bsize > 2 ** 31) process.env.TMPDIR = SHM;
}

/** `headers` carries the session cookie of the member the requests act as (a visitor without it). */
export async function timeRequests(
  url: string,
  { warmup = 5, runs = 30, headers = {} as Record<string, string> } = {},
) {
  for (let i = 0; i < warmup; i++) await (await fetch(url, { headers })).arrayBuffer();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    // A single-fetch redirect (to /login, say) is a 202 with this header: not the page being timed.
    if (!response.ok || response.headers.has("x-remix-redirect"))
      throw new Error(
        `${url} answered ${response.status}${response.headers.has("x-remix-redirect") ? ` (a redirect to ${response.headers.get("x-remix-redirect")})` : ""}`,
      );
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { median: at(0.5), p90: at(0.9), min: samples[0] ?? 0, runs };
}

export function printTable(rows: Record<string, string | number>[]) {
  console.table(rows);
}

export function writeResult(name: string, result: unknown) {
  const dir = join(process.cwd(), "bench", "results");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify({ name, at: new Date().toISOString(), ...Object(result) }, null, 2));
  return file;
}

export function round(value: number, digits = 2) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * Gives this process (every thread: Linux sets niceness per thread) the lowest CPU priority, so
 * that on a small machine the bench's own work waits for the browser it measures. Call it after
 * starting that browser, which keeps its own priority (decision 032).
 */
export function yieldCpuToBrowser() {
  const threads = existsSync("/proc/self/task") ? readdirSync("/proc/self/task").map(Number) : [0];
  for (const thread of threads) setPriority(thread, 19);
}

/**
 * Splits the CPUs so the pages being measured have one to themselves: every thread of this
 * process moves to all but the last CPU, and so do the processes it starts from now on (the dev
 * server, Chromium's browser, GPU and network processes). The returned Chromium flag starts each
 * renderer, the process that runs a page, on the last CPU alone. Lantern multiplies each
 * main-thread task's observed length by four, so a renderer that waits its turn for a core here
 * is scored as blocking (decision 032). Null, and nothing changed, with one CPU or no `taskset`.
 */
export function givePagesACpu(): string[] | null {
  const cpus = availableParallelism();
  if (cpus < 2) return null;
  const rest = cpus === 2 ? "0" : `0-${cpus - 2}`;
  try {
    execFileSync("taskset", ["--all-tasks", "--cpu-list", "--pid", rest, String(process.pid)], { stdio: "ignore" });
  } catch {
    return null;
  }
  return [`--renderer-cmd-prefix=taskset --cpu-list ${cpus - 1}`];
}

/** Debian Chromium's flags here (as in tests/e2e/harness.ts): headless, no sandbox, no network chatter. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
