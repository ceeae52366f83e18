// bench/long-tasks: what the main thread does while a page loads and hydrates (see
// docs/performance.md and decision 032). Debian's Chromium loads each path given (default `/`) as
// member 1, with the CPU slowed 4x as Lighthouse simulates a phone, and records a trace with CPU
// samples. For every task over 30 ms it prints the trace events in it (layout, script
// evaluation...) and the files and functions that ran, read through the source maps when the client
// was built with them (`npx remix vite:build --sourcemapClient`). The first load warms the Worker
// and is not reported. It measures a real, slowed CPU rather than Lighthouse's simulation, so its
// figures move with the machine's load; it has no budget.
import { existsSync, readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { SourceMapConsumer } from "source-map-js";
import { LOCAL_SIGN_IN_VARS, signInAs, startDevServer } from "../scripts/dev-server";
import { CHROMIUM_ARGS } from "./lib";

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; id?: string };
type DataEvent = TraceEvent & { args: { name?: string; data?: Record<string, never> } };
type CallFrame = { url?: string; lineNumber: number; columnNumber: number; functionName: string };

const LONG_US = 30_000;
const KINDS = [
  "Layout",
  "UpdateLayoutTree",
  "Paint",
  "ParseHTML",
  "EvaluateScript",
  "v8.evaluateModule",
  "FunctionCall",
];
const paths = process.argv.slice(2).filter((arg) => arg.startsWith("/"));

const maps = new Map<string, SourceMapConsumer | null>();
/** The source file and function a sampled frame ran in, through the chunk's source map if there is one. */
function where({ url = "", lineNumber, columnNumber, functionName }: CallFrame) {
  if (!url.includes("/assets/")) return { file: url ? new URL(url).pathname : functionName || "(native)", fn: "" };
  if (!maps.has(url)) {
    const file = `build/client${new URL(url).pathname}.map`;
    maps.set(url, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, "utf8"))) : null);
  }
  const position = maps.get(url)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (!position?.source) return { file: new URL(url).pathname, fn: functionName };
  const file = position.source.replace(/.*node_modules\//, "").replace(/.*\/app\//, "app/");
  return { file, fn: `${position.name ?? functionName}:${position.line}` };
}

const top = (totals: Map<string, number>, count: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
    .join(", ");
const add = (totals: Map<string, number>, key: string, ms: number) => totals.set(key, (totals.get(key) ?? 0) + ms);

const server = await startDevServer({ vars: { ...LOCAL_SIGN_IN_VARS } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
});
try {
  const cookie = await signInAs(server.url, 1);
  for (const path of paths.length ? paths : ["/"]) {
    for (const measured of [false, true]) {
      const context = await browser.newContext({ extraHTTPHeaders: { cookie }, viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await browser.startTracing(page, {
        categories: [
          "devtools.timeline",
          "disabled-by-default-devtools.timeline",
          "v8.execute",
          "disabled-by-default-v8.cpu_profiler",
        ],
      });
      await page.goto(server.url + path, { waitUntil: "load" });
      // A fixed wait: a polling check would run its own script inside the trace.
      await page.waitForTimeout(4000);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: DataEvent[] };
      if ((await page.locator("html[data-hydrated]").count()) === 0) throw new Error(`${path} did not hydrate in 4 s`);
      await context.close();
      if (measured) report(path, trace.traceEvents);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

function report(path: string, events: DataEvent[]) {
  const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const mains = events.filter((e) => e.name === "thread_name" && e.args.name === "CrRendererMain").map(thread);
  const busy = (key: string) =>
    events.filter((e) => thread(e) === key && e.name === "RunTask").reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = mains.sort((a, b) => busy(b) - busy(a))[0];
  const onMain = events.filter((e) => thread(e) === main && e.ph === "X");
  const start = events.find((e) => e.name === "navigationStart" && thread(e) === main)?.ts ?? onMain[0]?.ts ?? 0;

  // CPU samples: the profile's chunks carry its call tree, the sampled nodes and the time between samples.
  const pid = Number(main?.split(":")[0]);
  const profile = events.filter((e) => e.name === "Profile" && e.pid === pid).sort((a, b) => a.ts - b.ts)[0];
  const nodes = new Map<number, CallFrame>();
  const samples: { ts: number; node: number }[] = [];
  let ts = Number((profile?.args.data as { startTime?: number } | undefined)?.startTime ?? 0);
  for (const chunk of events.filter((e) => e.name === "ProfileChunk" && e.pid === pid && e.id === profile?.id)) {
    const data = chunk.args.data as unknown as {
      cpuProfile?: { nodes?: { id: number; callFrame: CallFrame }[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node.callFrame);
    (data.cpuProfile?.samples ?? []).forEach((node, index) => {
      ts += data.timeDeltas?.[index] ?? 0;
      samples.push({ ts, node });
    });
  }

  const tasks = onMain.filter((e) => e.name === "RunTask" && (e.dur ?? 0) > LONG_US);
  const blocking = tasks.reduce((sum, task) => sum + Math.max(0, (task.dur ?? 0) - 50_000), 0) / 1000;
  console.log(
    `\n${path}: ${tasks.length} tasks over 30 ms (CPU 4x slower); time over 50 ms in them: ${blocking.toFixed(0)} ms`,
  );
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const kinds = new Map<string, number>();
    for (const e of onMain)
      if (e !== task && e.ts >= task.ts && e.ts < end && KINDS.includes(e.name))
        add(kinds, e.name, (e.dur ?? 0) / 1000);
    const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end);
    const step = inTask.length ? (task.dur ?? 0) / 1000 / inTask.length : 0;
    const files = new Map<string, number>();
    const functions = new Map<string, number>();
    for (const sample of inTask) {
      const frame = nodes.get(sample.node);
      if (!frame || ["(idle)", "(program)"].includes(frame.functionName)) continue;
      const { file, fn } = where(frame);
      add(files, file, step);
      if (fn) add(functions, `${fn} ${file}`, step);
    }
    console.log(
      `- at ${((task.ts - start) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${top(kinds, 4)}`,
    );
    if (files.size) console.log(`    files: ${top(files, 6)}`);
    if (functions.size) console.log(`    functions: ${top(functions, 6)}`);
  }
}
