// The D1 round trips of every page route of bench/routes.ts, as a member and as a visitor, read as
// bench/page-weight reads them: the Worker's `Server-Timing: d1;desc="N round trips"` on the
// document (root loader and page loader) and on a single-fetch data request for the page's own
// loader alone. The page loader must stay within ROUND_TRIP_TARGET; the document's figure has no
// budget and is reported. A response without the figure fails: a count that cannot be read is not
// a pass. The integration seed has no 2,000-reply thread on /posts/:id (the bench's has); the
// thread is paged, so its length does not change the count.
import { SELF } from "./worker";
import { afterAll, describe, expect, it } from "vitest";
import { ROUND_TRIP_TARGET } from "../../bench/budgets";
import { benchRoutes, CONTENT_ROUTES, type BenchRoute } from "../../bench/routes";
import { parseD1ServerTiming } from "~/server/d1-counter";
import { memberCookie } from "./constants";

const ORIGIN = "http://example.com";
const routes = [
  ...(await benchRoutes(ORIGIN, memberCookie(1), (url, init) => SELF.fetch(url, init))),
  ...CONTENT_ROUTES,
];
const figures: { route: string; viewer: string; document: number | null; pageLoader: number | null }[] = [];

const get = (path: string, cookie: string | null) =>
  SELF.fetch(ORIGIN + path, { redirect: "manual", headers: cookie ? { cookie } : {} });

/**
 * The page's own route: the deepest of those the member's document rendered (Remix's module script
 * names them), as the bench takes it; a visitor's document may be a redirect, and the route is the
 * same. A route without a loader (/accessibility) answers with 0 round trips.
 */
async function leafRoute(path: string): Promise<string> {
  const html = await (await get(path, memberCookie(1))).text();
  const modules = /window\.__remixRouteModules = \{([^}]*)\}/.exec(html)?.[1];
  if (!modules) throw new Error(`${path}: the member's document names no route modules`);
  const ids = Array.from(modules.matchAll(/"([^"]+)":route\d+/g), (match) => match[1]!);
  const leaf = ids.at(-1);
  if (!leaf || leaf === "root") throw new Error(`${path}: no page route among ${ids.join(", ")}`);
  return leaf;
}

/** The page loader's data alone, as the browser asks for it on a client navigation. */
function dataPath(route: BenchRoute, leaf: string): string {
  const url = new URL(route.path, ORIGIN);
  const data = new URL(`${url.pathname === "/" ? "/_root" : url.pathname}.data${url.search}`, ORIGIN);
  data.searchParams.set("_routes", leaf);
  return data.pathname + data.search;
}

describe("D1 round trips per page", () => {
  for (const [viewer, cookie] of [
    ["member", memberCookie(1)],
    ["visitor", null],
  ] as const) {
    it.each(routes.map((route) => [route.name, route] as const))(`%s as a ${viewer}`, async (name, route) => {
      const document = await get(route.path, cookie);
      await document.arrayBuffer();
      if (viewer === "member") {
        expect(document.status, `${name}: the document answered ${document.status}`).toBe(200);
      } else {
        // Pages about "me" send a visitor to sign in; their loaders still run and are counted.
        expect([200, 302], `${name}: the document answered ${document.status}`).toContain(document.status);
      }
      const documentTrips = parseD1ServerTiming(document.headers.get("server-timing"));
      expect(documentTrips, `${name} as a ${viewer}: no Server-Timing d1 figure on the document`).not.toBeNull();

      const leaf = await leafRoute(route.path);
      const data = await get(dataPath(route, leaf), cookie);
      await data.arrayBuffer();
      // 202 is single fetch's answer when the loader redirects.
      expect([200, 202], `${name}: ${dataPath(route, leaf)} answered ${data.status}`).toContain(data.status);
      const pageTrips = parseD1ServerTiming(data.headers.get("server-timing"));
      figures.push({ route: name, viewer, document: documentTrips, pageLoader: pageTrips });
      expect(pageTrips, `${name} as a ${viewer}: no Server-Timing d1 figure on the page loader's data`).not.toBeNull();
      expect(
        pageTrips,
        `${name} as a ${viewer}: the page loader (${leaf}) made ${pageTrips} D1 round trips, ${pageTrips! - ROUND_TRIP_TARGET} over the ${ROUND_TRIP_TARGET} allowed`,
      ).toBeLessThanOrEqual(ROUND_TRIP_TARGET);
    });
  }

  afterAll(() => {
    console.log(
      `D1 round trips (page loader at most ${ROUND_TRIP_TARGET}; the document's figure has no budget):\n` +
        figures
          .map(
            (row) =>
              `  ${row.route.padEnd(26)} ${row.viewer.padEnd(8)} document ${row.document ?? "?"}, page loader ${row.pageLoader ?? "?"}`,
          )
          .join("\n"),
    );
  });
});
