// The edge cache for visitors (docs/decisions/035-edge-cache-for-visitors.md). A visitor's GET of a
// public view (the list below) is answered from the Workers Cache API of the data centre it
// reaches: fresh for FRESH_SECONDS, then served stale while one request renders the next copy in
// waitUntil, and never older than MAX_AGE_SECONDS. A member, a visitor whose preferences cookie
// changes the HTML, and any query parameter outside a view's allow-list bypass it. Commands purge
// the views they change (`publicViews`, decision 031), in the data centre the write ran in; the
// short lifetime bounds every other one. Every response of a public view says what happened in
// `X-Cache`, and a cached page gets this response's CSP nonce stamped on it.
import { VISITOR_PREFERENCES_COOKIE } from "~/lib/accessibility/preferences";
import { COMMENT_SORTS, FEED_FILTERS } from "~/lib/posts";
import { readCookie, sessionCookieName } from "./auth.server";
import { createNonce } from "./security-headers";

/** A copy this young is served as it is. */
export const FRESH_SECONDS = 60;
/** A copy older than FRESH_SECONDS is served (STALE) while one request renders the next, up to this age; past it a visitor waits for a render. */
export const MAX_AGE_SECONDS = 120;
/** While one request renders the next copy, the others in that data centre keep the stale one this long instead of rendering too. */
const REFRESH_CLAIM_SECONDS = 10;

export type CacheStatus = "HIT" | "MISS" | "STALE" | "BYPASS";
export const CACHE_STATUS_HEADER = "X-Cache";

/** The visitors' cache, a named one of the data centre's Cache API. */
export const openEdgeCache = () => caches.open("visitors");

/** When the stored copy was rendered (ms), and when a request claimed its refresh; never sent out. */
const RENDERED_AT = "x-edge-rendered-at";
const REFRESH_CLAIMED_AT = "x-edge-refresh-claimed-at";

/**
 * The public views: what a visitor sees there is the same for every visitor. A query parameter
 * is kept in the key only when the view allows it and its value is one of a few, so a purge can
 * name every copy; any other (a page cursor, a search, a filter of the directory) bypasses.
 */
type PublicView = { path: RegExp; params?: Record<string, readonly string[]> };
const PUBLIC_VIEWS: readonly PublicView[] = [
  { path: /^\/$/, params: { filter: FEED_FILTERS } },
  { path: /^\/(blogs|forums|support-groups|resources|events|ndis-providers|pricing)$/ },
  { path: /^\/posts\/\d{1,12}$/, params: { sort: COMMENT_SORTS } },
  { path: /^\/(support-groups|resources|ndis-providers|profile)\/\d{1,12}$/ },
  { path: /^\/(guidelines|safety|faq|accessibility-statement|privacy|terms)$/, params: { view: ["easy-read"] } },
  { path: /^\/api\/(posts|forums|groups|events|resources|ndis-providers|subscription-plans)$/ },
  { path: /^\/api\/(posts|groups|ndis-providers)\/\d{1,12}$/ },
];

/** Remix's single-fetch data request for a page: `/posts/1.data`, and `/_root.data` for `/`. */
const DATA_SUFFIX = ".data";
const pagePath = (path: string) => (path === `/_root${DATA_SUFFIX}` ? "/" : path.slice(0, -DATA_SUFFIX.length));
const dataPath = (path: string) => (path === "/" ? `/_root${DATA_SUFFIX}` : `${path}${DATA_SUFFIX}`);

function viewOf(path: string): PublicView | undefined {
  return PUBLIC_VIEWS.find((view) => view.path.test(path));
}

type Plan = { key: Request } | { bypass: string };

/**
 * How a request is served: from the cache under `key`, or past it (`bypass`, with the reason),
 * or null when it is not a public view at all (no X-Cache).
 */
export function cachePlan(request: Request): Plan | null {
  const url = new URL(request.url);
  const isData = url.pathname.endsWith(DATA_SUFFIX);
  const view = viewOf(isData ? pagePath(url.pathname) : url.pathname);
  if (!view) return null;
  // A data request's own view is the page's; an /api path has no data request.
  if (isData && url.pathname.startsWith("/api/")) return null;
  // Only reads say anything about the cache; a HEAD could be answered from it, but is not.
  if (request.method === "HEAD") return { bypass: "a HEAD request" };
  if (request.method !== "GET") return null;
  if (readCookie(request, sessionCookieName(request)) !== null) return { bypass: "a member's session" };
  // The preferences are rendered into the HTML, and a visitor sets them rarely: their pages render.
  if (readCookie(request, VISITOR_PREFERENCES_COOKIE) !== null) return { bypass: "a visitor's preferences" };
  const kept: [string, string][] = [];
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    const [value] = values;
    if (values.length !== 1 || value === undefined || !view.params?.[name]?.includes(value))
      return { bypass: `the query parameter ${name}` };
    kept.push([name, value]);
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = kept.length ? `?${new URLSearchParams(kept)}` : "";
  return { key: new Request(`${url.origin}${url.pathname}${search}`) };
}

/**
 * Answers a request for a public view: from the cache for a visitor, or by `render` (the
 * Worker's own route, called with the nonce the response will carry). `render` is called again,
 * in waitUntil, for the request that finds a stale copy.
 */
export async function serveWithEdgeCache(
  request: Request,
  ctx: Pick<ExecutionContext, "waitUntil">,
  nonce: string,
  render: (request: Request, nonce: string) => Promise<Response>,
): Promise<Response> {
  const plan = cachePlan(request);
  if (plan === null) return render(request, nonce);
  if ("bypass" in plan) return marked(await render(request, nonce), "BYPASS");
  const cache = await openEdgeCache();
  const cached = await cache.match(plan.key);
  const now = Date.now();
  if (cached) {
    const age = (now - Number(cached.headers.get(RENDERED_AT))) / 1000;
    // A clock that went back (or a copy without its stamp) proves nothing: render.
    if (age >= 0 && age < FRESH_SECONDS) return fromCache(cached, nonce, "HIT", age);
    if (age >= FRESH_SECONDS && age < MAX_AGE_SECONDS) {
      const claimedAt = Number(cached.headers.get(REFRESH_CLAIMED_AT) ?? 0);
      if (now - claimedAt >= REFRESH_CLAIM_SECONDS * 1000) {
        // Claim the refresh first, so the visitors behind this one keep the stale copy meanwhile.
        const claimed = new Response(cached.clone().body, cached);
        claimed.headers.set(REFRESH_CLAIMED_AT, String(now));
        claimed.headers.set("cache-control", `public, max-age=${Math.ceil(MAX_AGE_SECONDS - age)}`);
        const again = new Request(plan.key.url, { headers: request.headers });
        ctx.waitUntil(
          cache
            .put(plan.key, claimed)
            // Stored only: each response that serves it gets a nonce of its own.
            .then(() => render(again, createNonce()))
            .then((fresh: Response) => store(cache, plan.key, fresh, Date.now()))
            .catch((error: unknown) => console.error(`Edge cache refresh of ${plan.key.url} failed`, error)),
        );
      }
      return fromCache(cached, nonce, "STALE", age);
    }
    await cached.body?.cancel();
  }
  const response = await render(request, nonce);
  if (storable(response)) {
    const [sent, kept] = response.body ? response.body.tee() : [null, null];
    ctx.waitUntil(
      store(cache, plan.key, new Response(kept, response), now).catch((error: unknown) =>
        console.error(`Edge cache store of ${plan.key.url} failed`, error),
      ),
    );
    return marked(new Response(sent, response), "MISS");
  }
  return marked(response, "MISS");
}

/** Only a plain 200 that sets no cookie and asks not to be kept is the same for every visitor. */
function storable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    !/no-store|private/i.test(response.headers.get("cache-control") ?? "")
  );
}

async function store(cache: Cache, key: Request, response: Response, renderedAt: number) {
  if (!storable(response)) return response.body?.cancel();
  const kept = new Response(response.body, response);
  // The lifetime is for the Cache API alone (it drops the copy then); the copy sent out has none.
  kept.headers.set("cache-control", `public, max-age=${MAX_AGE_SECONDS}`);
  kept.headers.set(RENDERED_AT, String(renderedAt));
  kept.headers.delete(REFRESH_CLAIMED_AT);
  kept.headers.delete("server-timing");
  await cache.put(key, kept);
}

/** A cached copy as this response: this response's nonce on every element that carries one, and its age. */
function fromCache(cached: Response, nonce: string, status: CacheStatus, age: number): Response {
  const headers = new Headers(cached.headers);
  for (const name of [RENDERED_AT, REFRESH_CLAIMED_AT, "cache-control", "cf-cache-status"]) headers.delete(name);
  headers.set("Age", String(Math.floor(age)));
  const html = headers.get("content-type")?.startsWith("text/html") ?? false;
  // The stamped nonce may differ in length from the stored one.
  if (html) headers.delete("content-length");
  const response = new Response(cached.body, { status: cached.status, headers });
  const stamped = html
    ? new HTMLRewriter()
        .on("[nonce]", {
          element(element) {
            element.setAttribute("nonce", nonce);
          },
        })
        .transform(response)
    : response;
  return marked(stamped, status);
}

function marked(response: Response, status: CacheStatus): Response {
  const out = new Response(response.body, response);
  out.headers.set(CACHE_STATUS_HEADER, status);
  return out;
}

// ------------------------------------------------------------ purging

/**
 * The public views a change shows on, named by path (each purged with every copy its allow-list
 * permits, page and data request). Commands name them in `publicViews`.
 */
const CONVERSATIONS = ["/", "/blogs", "/forums", "/api/posts", "/api/forums"] as const;
const GROUPS = ["/", "/support-groups", "/api/groups"] as const;
export const PUBLIC_VIEW_PATHS = {
  conversations: CONVERSATIONS,
  post: (id: number) => [...CONVERSATIONS, `/posts/${id}`, `/api/posts/${id}`],
  groups: GROUPS,
  group: (id: number) => [...GROUPS, `/support-groups/${id}`, `/api/groups/${id}`],
  events: ["/", "/events", "/api/events"],
  resource: (id: number) => ["/resources", "/api/resources", `/resources/${id}`],
  profile: (id: number) => [`/profile/${id}`],
} as const;

/** Every cache key a view's path stands for: each allowed query combination, as a page and as its data request. */
export function cacheKeysOf(path: string): string[] {
  const view = viewOf(path);
  if (!view) return [];
  let searches = [""];
  for (const [name, values] of Object.entries(view.params ?? {}).sort(([a], [b]) => (a < b ? -1 : 1))) {
    searches = searches.flatMap((search) => [
      search,
      ...values.map((value) => `${search ? `${search}&` : "?"}${new URLSearchParams([[name, value]])}`),
    ]);
  }
  const paths = path.startsWith("/api/") ? [path] : [path, dataPath(path)];
  return paths.flatMap((p) => searches.map((search) => `${p}${search}`));
}

/**
 * Drops every cached copy of `paths` in this data centre, for each origin visitors reach it by
 * (the request's, and the configured public one). Other data centres keep theirs until they
 * expire: at most MAX_AGE_SECONDS (decision 035).
 */
export async function purgePublicViews(paths: readonly string[], origins: readonly string[]): Promise<void> {
  const keys = new Set([...new Set(paths)].flatMap(cacheKeysOf).flatMap((key) => origins.map((o) => `${o}${key}`)));
  if (keys.size === 0) return;
  const cache = await openEdgeCache();
  await Promise.all([...keys].map((key) => cache.delete(key)));
}
