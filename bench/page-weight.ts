// bench/page-weight: for every route of both spec route lists, the client JavaScript and CSS a
// first visit transfers (empty cache, Debian Chromium through playwright-core, until the page
// has hydrated and the network is idle), each body gzip-compressed here (zlib level 6) so the
// figure does not depend on what `wrangler dev` compresses. It also reads how many D1 round
// trips the server made for the page from the Worker's `Server-Timing: d1;desc="N round trips"`
// header: for the whole document (root loader + page loader) and for the page's own loader alone
// (a single-fetch data request for the leaf route only). Budgets: gzipped JS at most 120 KB on
// community pages and 200 KB on the arcade room and the ads analytics; the page loader's D1
// round trips at most 2. A document or page-loader response without the Server-Timing header
// fails the run too: a figure that cannot be read is not a pass.
// Seed: the default seed (scale 1), with a 2,000-reply thread on post 1. npm run build first.
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "playwright-core";
import { parseD1ServerTiming } from "../app/server/d1-counter";
import { LOCAL_SIGN_IN_VARS, signInAs, startDevServer } from "../scripts/dev-server";
import { HEAVY_JS_BUDGET_KB, JS_BUDGET_KB, ROUND_TRIP_TARGET } from "./budgets";
import { CHROMIUM_ARGS, printTable, round, writeResult } from "./lib";
import { benchRoutes, type BenchRoute } from "./routes";

const KB = 1024;

type Row = {
  route: string;
  jsFiles: number;
  jsKB: number;
  cssKB: number;
  htmlKB: number;
  budgetKB: number;
  d1Document: number | string;
  d1PageLoader: number | string;
  status: string;
  /** What fails the run on this route; empty when it is within every budget. */
  problems: string[];
};

// Post 1 carries 2,000 replies, so /posts/:id shows its first 50 of a long thread.
const LONG_THREAD = 2_000;
const server = await startDevServer({ seed: { longThread: LONG_THREAD }, vars: { ...LOCAL_SIGN_IN_VARS } });
const rows: Row[] = [];
let browser: Browser | undefined;
try {
  // Every page as member 1 (Jordan Lee); the pages about "me" would send a visitor to /login.
  const cookie = await signInAs(server.url, 1);
  const routes = await benchRoutes(server.url, cookie);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  for (const route of routes) rows.push(await measure(browser, route, cookie));
} finally {
  await browser?.close();
  await server.stop();
}

async function measure(browser: Browser, route: BenchRoute, cookie: string): Promise<Row> {
  const context = await browser.newContext();
  // The session cookie only: the cache stays empty, so this is still a first visit.
  await context.addCookies([
    { name: "session", value: cookie.replace(/^session=/, ""), url: server.url, httpOnly: true },
  ]);
  const page = await context.newPage();
  const bodies: Promise<{ kind: "js" | "css"; url: string; gzipBytes: number }>[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    bodies.push(
      response.body().then((body) => ({
        kind: type === "script" ? "js" : "css",
        url: response.url(),
        gzipBytes: gzipSync(body, { level: 6 }).length,
      })),
    );
  });
  const url = server.url + route.path;
  const document = await page.goto(url);
  if (!document?.ok()) throw new Error(`${route.path} answered ${document?.status()}`);
  await page.waitForSelector("html[data-hydrated='true']", { timeout: 15_000 });
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  // The route ids that rendered this page; the last one is the page's own loader.
  const routeIds = await page.evaluate(() =>
    Object.keys(
      (window as unknown as { __remixContext: { state: { loaderData: object } } }).__remixContext.state.loaderData,
    ),
  );
  const files = await Promise.all(bodies);
  await context.close();

  const js = files.filter((file) => file.kind === "js");
  const css = files.filter((file) => file.kind === "css");
  const sum = (list: { gzipBytes: number }[]) => list.reduce((total, file) => total + file.gzipBytes, 0);
  const html = await fetch(url, { headers: { cookie } });
  if (!html.ok) throw new Error(`${route.path} answered ${html.status} to a plain fetch`);
  const htmlBytes = gzipSync(Buffer.from(await html.arrayBuffer()), { level: 6 }).length;
  const d1Document = parseD1ServerTiming(html.headers.get("server-timing"));
  const leaf = routeIds.at(-1);
  let d1PageLoader: number | null = null;
  const hasPageLoader = Boolean(leaf && leaf !== "root");
  if (leaf && hasPageLoader) {
    const target = new URL(url);
    const dataPath = `${target.pathname === "/" ? "/_root" : target.pathname}.data`;
    const dataUrl = new URL(dataPath + target.search, server.url);
    dataUrl.searchParams.set("_routes", leaf);
    const data = await fetch(dataUrl, { headers: { cookie } });
    await data.arrayBuffer();
    if (!data.ok) throw new Error(`${dataUrl.pathname}${dataUrl.search} answered ${data.status}`);
    d1PageLoader = parseD1ServerTiming(data.headers.get("server-timing"));
  }
  const budgetKB = route.heavy ? HEAVY_JS_BUDGET_KB : JS_BUDGET_KB;
  const jsKB = round(sum(js) / KB, 1);
  const problems: string[] = [];
  if (jsKB > budgetKB) problems.push(`JS ${jsKB} KB > ${budgetKB} KB`);
  if (d1Document === null) problems.push("no Server-Timing d1 header on the document");
  if (hasPageLoader && d1PageLoader === null) problems.push("no Server-Timing d1 header on the page loader's data");
  if (d1PageLoader !== null && d1PageLoader > ROUND_TRIP_TARGET)
    problems.push(`page loader ${d1PageLoader} D1 round trips > ${ROUND_TRIP_TARGET}`);
  return {
    route: route.name,
    jsFiles: js.length,
    jsKB,
    cssKB: round(sum(css) / KB, 1),
    htmlKB: round(htmlBytes / KB, 1),
    budgetKB,
    d1Document: d1Document ?? "?",
    d1PageLoader: d1PageLoader ?? (hasPageLoader ? "missing" : "-"),
    status: problems.length ? problems.join("; ") : "ok",
    problems,
  };
}

printTable(rows.map(({ problems: _problems, ...row }) => row));
const failing = rows.filter((row) => row.problems.length > 0);
const chatty = rows.filter((row) => typeof row.d1PageLoader === "number" && row.d1PageLoader > ROUND_TRIP_TARGET);
console.log(
  `Scale: default seed; ${rows.length} routes, first load with an empty cache. Budgets: JS <= ${JS_BUDGET_KB} KB gzipped (community), <= ${HEAVY_JS_BUDGET_KB} KB (arcade room, ads analytics); page loader D1 round trips <= ${ROUND_TRIP_TARGET}; every response carries Server-Timing.`,
);
console.log(
  `largest JS: ${Math.max(...rows.map((row) => row.jsKB))} KB; loaders over the round-trip target: ${chatty.map((row) => row.route).join(", ") || "none"}`,
);
console.log(
  `results: ${writeResult("page-weight", { rows, budgets: { jsKB: JS_BUDGET_KB, heavyJsKB: HEAVY_JS_BUDGET_KB, roundTripTarget: ROUND_TRIP_TARGET } })}`,
);
if (rows.length === 0) {
  console.error("FAIL: no route was measured.");
  process.exitCode = 1;
}
if (failing.length) {
  console.error(`FAIL: ${failing.map((row) => `${row.route}: ${row.problems.join("; ")}`).join(" | ")}`);
  process.exitCode = 1;
}
