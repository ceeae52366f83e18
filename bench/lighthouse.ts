// bench/lighthouse: Lighthouse 12 (npm, pinned) on every route of both spec route lists, with
// Debian's Chromium (one instance, reused) under Lighthouse's default mobile emulation and
// simulated throttling (Moto G Power screen, slow 4G, 4x CPU slowdown). It reports the
// performance, accessibility, best-practices and SEO scores plus LCP, CLS and TBT, and for
// any accessibility score under 100 the audits that failed. Budgets: accessibility 100 on
// every page, performance >= 95, CLS < 0.05. Seed: the default seed (scale 1). npm run build first.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { LOCAL_SIGN_IN_VARS, signInAs, startDevServer } from "../scripts/dev-server";
import { CHROMIUM_ARGS, printTable, round, writeResult } from "./lib";
import { benchRoutes } from "./routes";

const BUDGET = { accessibility: 100, performance: 95, cls: 0.05 };
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** One route's scores, as written to bench/results/lighthouse.json (readme-page-rows.ts reads it). */
export type Row = {
  route: string;
  perf: number;
  a11y: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  status: string;
};

const server = await startDevServer({ vars: { ...LOCAL_SIGN_IN_VARS } });
const chrome = await launchChromium();
const rows: Row[] = [];
const failedAudits: Record<string, string[]> = {};
try {
  // Every page as member 1 (Jordan Lee); the pages about "me" would send a visitor to /login.
  const cookie = await signInAs(server.url, 1);
  const routes = await benchRoutes(server.url, cookie);
  for (const route of routes) {
    await warm(server.url + route.path, cookie);
    const result = await lighthouse(
      server.url + route.path,
      { port: chrome.port, logLevel: "error", output: "json" },
      {
        extends: "lighthouse:default",
        settings: {
          onlyCategories: CATEGORIES,
          formFactor: "mobile",
          throttlingMethod: "simulate",
          // Member 1's session on every request of the page (the browser itself holds no cookie).
          extraHeaders: { Cookie: cookie },
          // Screenshots only feed the HTML report's filmstrip.
          skipAudits: ["screenshot-thumbnails", "final-screenshot", "full-page-screenshot"],
        },
      },
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${route.path}: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.numericValue ?? NaN;
    const row: Row = {
      route: route.name,
      perf: score("performance"),
      a11y: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(metric("largest-contentful-paint")),
      cls: round(metric("cumulative-layout-shift"), 3),
      tbtMs: Math.round(metric("total-blocking-time")),
      status: "ok",
    };
    // The audits behind any category that lost points (weighted audits scoring under 1).
    for (const id of CATEGORIES) {
      const failing = (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      if (failing.length) failedAudits[`${route.name} ${id}`] = failing;
    }
    const problems: string[] = [];
    if (row.a11y < BUDGET.accessibility) problems.push("a11y");
    if (row.perf < BUDGET.performance) problems.push("perf");
    if (!(row.cls < BUDGET.cls)) problems.push("CLS");
    row.status = problems.length ? `over budget: ${problems.join(", ")}` : "ok";
    rows.push(row);
    console.log(
      `${route.name}: perf ${row.perf}, a11y ${row.a11y}, best practices ${row.bestPractices}, SEO ${row.seo}`,
    );
  }
} finally {
  chrome.stop();
  await server.stop();
}

printTable(rows);
for (const [where, audits] of Object.entries(failedAudits))
  console.log(`audits under 1 on ${where}: ${audits.join(", ")}`);
console.log(
  `Scale: default seed; ${rows.length} routes; Lighthouse 12 mobile emulation, simulated throttling. Budgets: accessibility ${BUDGET.accessibility}, performance >= ${BUDGET.performance}, CLS < ${BUDGET.cls}.`,
);
console.log(`results: ${writeResult("lighthouse", { rows, failedAudits, budget: BUDGET })}`);
const misses = rows.filter((row) => row.status !== "ok");
if (misses.length) {
  console.error(`FAIL: ${misses.map((row) => `${row.route} (${row.status})`).join(", ")}`);
  process.exitCode = 1;
}

/**
 * One unmeasured request for the page and each script and stylesheet it links, so the score
 * measures a warm Worker (as a deployed one is) rather than workerd compiling its code paths
 * on the first route of the run. Lighthouse still loads the page with an empty browser cache.
 * Best effort: a request that fails or takes over 10 s is reported and the run goes on.
 */
async function warm(url: string, cookie: string) {
  const get = async (target: string) =>
    (await fetch(target, { headers: { cookie }, signal: AbortSignal.timeout(10_000) })).text();
  try {
    const html = await get(url);
    const links = html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g);
    for (const path of new Set(Array.from(links, (match) => match[1] ?? "/"))) await get(new URL(path, url).href);
  } catch (error) {
    console.warn(`warm-up of ${url} failed: ${String(error)}`);
  }
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
