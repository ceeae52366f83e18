// The edge cache for visitors (docs/features/edge-cache.md, decision 035): what is cached, what
// never is, the fresh nonce on every cached page, and how soon a member's post reaches visitors.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  cacheKeysOf,
  FRESH_SECONDS,
  MAX_AGE_SECONDS,
  PUBLIC_VIEW_PATHS,
  serveWithEdgeCache,
} from "~/server/edge-cache.server";
import { DEFAULT_PREFERENCES, VISITOR_PREFERENCES_COOKIE } from "~/lib/accessibility/preferences";
import { memberCookie } from "./constants";
import { api } from "./http";
import { SELF } from "./worker";

const visit = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`http://example.com${path}`, { headers });
const cacheOf = (response: Response) => response.headers.get("x-cache");

/** The nonce the CSP allows, and every nonce attribute in the body. */
function nonces(response: Response, html: string) {
  const allowed = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  return { allowed, inBody: [...html.matchAll(/ nonce="([^"]+)"/g)].map((match) => match[1]) };
}
const withoutNonces = (html: string) => html.replaceAll(/ nonce="[^"]+"/g, ' nonce=""');

afterEach(() => {
  vi.useRealTimers();
});

describe("a visitor's public page", () => {
  it("is rendered once, then served from the cache: the same HTML bar the nonce, which is fresh on every hit", async () => {
    const miss = await visit("/blogs");
    const missHtml = await miss.text();
    expect(miss.status).toBe(200);
    expect(cacheOf(miss)).toBe("MISS");

    const first = await visit("/blogs");
    const second = await visit("/blogs");
    const [firstHtml, secondHtml] = [await first.text(), await second.text()];
    expect([cacheOf(first), cacheOf(second)]).toEqual(["HIT", "HIT"]);
    expect(withoutNonces(firstHtml)).toBe(withoutNonces(missHtml));
    expect(withoutNonces(secondHtml)).toBe(withoutNonces(missHtml));

    // Each response's scripts carry the nonce its own CSP allows, and no other.
    const seen = [nonces(miss, missHtml), nonces(first, firstHtml), nonces(second, secondHtml)];
    for (const { allowed, inBody } of seen) {
      expect(inBody.length).toBeGreaterThan(0);
      expect(new Set(inBody)).toEqual(new Set([allowed]));
    }
    expect(new Set(seen.map(({ allowed }) => allowed)).size).toBe(3);
    expect(firstHtml).not.toContain(seen[0]!.allowed);
    expect(Number(first.headers.get("age"))).toBeLessThan(FRESH_SECONDS);
  });

  it("caches a page's data request (in-app navigation) as well", async () => {
    const miss = await visit("/blogs.data");
    const hit = await visit("/blogs.data");
    expect([miss.status, cacheOf(miss), cacheOf(hit)]).toEqual([200, "MISS", "HIT"]);
    expect(await hit.text()).toBe(await miss.text());
  });

  it("caches the public JSON lists too, as the same JSON", async () => {
    const miss = await api("/api/forums", { as: null });
    const hit = await api("/api/forums", { as: null });
    expect([cacheOf(miss), cacheOf(hit)]).toEqual(["MISS", "HIT"]);
    expect(await hit.json()).toEqual(await miss.json());
  });

  it("is never cached for a member: they get their own render, and their render is not kept for visitors", async () => {
    await visit("/forums");
    expect(cacheOf(await visit("/forums"))).toBe("HIT");
    const member = await visit("/forums", { cookie: memberCookie(1) });
    expect(cacheOf(member)).toBe("BYPASS");
    // The header offers a visitor "Sign in", and a member their own menu.
    expect(await member.text()).not.toMatch(/>Sign in</);
    const visitor = await visit("/forums");
    expect(cacheOf(visitor)).toBe("HIT");
    expect(await visitor.text()).toMatch(/>Sign in</);
  });

  it("bypasses the cache for a visitor whose preferences change the HTML", async () => {
    await visit("/resources");
    const preferences = encodeURIComponent(JSON.stringify({ ...DEFAULT_PREFERENCES, fontSize: "huge" }));
    const own = await visit("/resources", { cookie: `${VISITOR_PREFERENCES_COOKIE}=${preferences}` });
    expect(cacheOf(own)).toBe("BYPASS");
    expect(await own.text()).toContain("font-size-huge");
    expect(await (await visit("/resources")).text()).not.toContain("font-size-huge");
  });

  it("keeps only allowed query parameters with known values; anything else bypasses", async () => {
    expect(cacheOf(await visit("/?filter=blog"))).toBe("MISS");
    expect(cacheOf(await visit("/?filter=blog"))).toBe("HIT");
    for (const path of [
      "/?filter=nope",
      "/?filter=blog&filter=question",
      "/?cursor=abc",
      "/posts/1?cursor=abc",
      "/ndis-providers?state=NSW",
      "/api/posts?limit=5",
      "/blogs?utm_source=mail",
    ])
      expect(cacheOf(await visit(path)), path).toBe("BYPASS");
    // A page the list leaves out says nothing about the cache.
    expect(cacheOf(await visit("/messages"))).toBeNull();
  });

  it("never keeps a response that sets a cookie", async () => {
    const pending: Promise<unknown>[] = [];
    const ctx = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise) };
    const servedTwice = async (path: string, headers: Record<string, string>) => {
      let renders = 0;
      const render = async () => {
        renders++;
        return new Response("<p>hello</p>", { headers: { "content-type": "text/html; charset=utf-8", ...headers } });
      };
      const served = [];
      for (const nonce of ["n1", "n2"]) {
        served.push(
          cacheOf(await serveWithEdgeCache(new Request(`http://cookie.example.com${path}`), ctx, nonce, render)),
        );
        await Promise.all(pending);
      }
      return { served, renders };
    };
    expect(await servedTwice("/pricing", { "set-cookie": "hello=1; Path=/" })).toEqual({
      served: ["MISS", "MISS"],
      renders: 2,
    });
    // The same render without the cookie is kept.
    expect(await servedTwice("/terms", {})).toEqual({ served: ["MISS", "HIT"], renders: 1 });
  });
});

describe("a member's post reaches visitors", () => {
  it("at once in the data centre where it was written: the write purges the lists it shows on", async () => {
    for (const path of ["/", "/_root.data", "/?filter=all"]) {
      await visit(path);
      expect(cacheOf(await visit(path)), path).toBe("HIT");
    }
    await api("/api/posts", { as: null });
    expect(cacheOf(await api("/api/posts", { as: null }))).toBe("HIT");

    const content = "Fresh from the edge cache test";
    expect((await api("/api/posts", { as: 3, body: { type: "post", content } })).status).toBe(201);

    for (const path of ["/", "/_root.data", "/?filter=all"]) {
      const home = await visit(path);
      expect(cacheOf(home), path).toBe("MISS");
      expect(await home.text(), path).toContain(content);
    }
    const list = await api("/api/posts", { as: null });
    expect(cacheOf(list)).toBe("MISS");
    expect(JSON.stringify(await list.json())).toContain(content);
  });

  it("names only views the cache has, so a purge never misses by a typo", () => {
    const named = Object.values(PUBLIC_VIEW_PATHS).flatMap((paths) =>
      typeof paths === "function" ? paths(1) : [...paths],
    );
    for (const path of named) expect(cacheKeysOf(path).length, path).toBeGreaterThan(0);
  });

  it(`everywhere else within ${MAX_AGE_SECONDS} s: stale after ${FRESH_SECONDS} s while one request renders anew`, async () => {
    const { id } = (await env.DB.prepare(
      "SELECT min(id) AS id FROM posts WHERE group_id IS NULL AND removed_at IS NULL",
    ).first<{ id: number }>())!;
    const start = Date.now();
    vi.setSystemTime(start);
    await visit(`/posts/${id}`);
    // A change this data centre did not see (a write that ran in another): nothing purged here.
    const content = "Edited where this data centre did not see it";
    await env.DB.prepare("UPDATE posts SET content = ? WHERE id = ?").bind(content, id).run();
    const early = await visit(`/posts/${id}`);
    expect(cacheOf(early)).toBe("HIT");
    expect(await early.text()).not.toContain(content);

    vi.setSystemTime(start + (FRESH_SECONDS + 1) * 1000);
    const stale = await visit(`/posts/${id}`);
    expect(cacheOf(stale)).toBe("STALE");
    expect(await stale.text()).not.toContain(content);
    // That request's waitUntil rendered the next copy (SELF returns once it is done).
    const fresh = await visit(`/posts/${id}`);
    expect(cacheOf(fresh)).toBe("HIT");
    expect(await fresh.text()).toContain(content);

    // Past the longest a copy may be served, nobody gets it: a render.
    vi.setSystemTime(start + (FRESH_SECONDS + 1 + MAX_AGE_SECONDS) * 1000);
    expect(cacheOf(await visit(`/posts/${id}`))).toBe("MISS");
  });
});
