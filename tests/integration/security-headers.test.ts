import { SELF } from "./worker";
import { describe, expect, it } from "vitest";
// @ts-ignore The Remix server build exists only after `npm run build`; it is untyped JS.
import * as build from "../../build/server";
import { SPEC_STATIC_PATHS } from "../../bench/routes";
import { API_ROUTES } from "../../app/api/endpoints.server";

// Every response the Worker makes carries the security headers (docs/features/security.md). The route list is
// not hand-kept: it is both spec route lists, every route of the Remix server build's route
// manifest and every endpoint module under app/api (so a new page or endpoint is covered the
// day it lands), plus the webhook,
// the rooms, a 404 page, an unknown endpoint and a generated avatar.

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; hasAction: boolean };
const manifest = (build as { routes: Record<string, ManifestRoute> }).routes;

/** A seeded value for each URL parameter name used by the routes. */
const PARAMS: Record<string, string | undefined> & { "*": string } = {
  id: "1",
  userId: "1",
  otherUserId: "2",
  file: "user-1.png",
  "*": "no-such-page",
};

function fullPath(route: ManifestRoute): string {
  const parent = route.parentId ? manifest[route.parentId] : undefined;
  const base = parent ? fullPath(parent) : "";
  return route.path ? `${base}/${route.path}`.replace(/\/+/g, "/") : base;
}

function concrete(path: string): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? "1").replace(/\*$/, PARAMS["*"]);
  return filled === "" ? "/" : filled;
}

const manifestRoutes = Object.values(manifest).filter((route) => route.id !== "root");
const manifestPaths = [...manifestRoutes.map(fullPath), ...API_ROUTES.map((route) => route.path)].map(concrete);
const actionPaths = API_ROUTES.filter((route) => route.hasAction).map((route) => concrete(route.path));

// Both spec route lists, with seeded ids for {id}.
const SPEC_ROUTES = [...SPEC_STATIC_PATHS, "/arcade/room/1", "/ndis-providers/1", "/profile"];

const EXTRA_ROUTES = [
  "/no-such-page",
  "/api/no-such-endpoint",
  "/webhooks/stripe",
  "/parties/chat/community",
  "/parties/game/1",
  "/parties/no-such-party/1",
  "/ws",
  "/avatars/user-1.png",
];

const ROUTES = [...new Set([...SPEC_ROUTES, ...manifestPaths, ...EXTRA_ROUTES])].sort();

function expectSecurityHeaders(response: Response, { https }: { https: boolean }) {
  const csp = response.headers.get("content-security-policy") ?? "";
  // Scripts only from our origin or with this response's nonce: no inline script, no eval.
  expect(csp).toMatch(/(^|; )script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'(;|$)/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  const permissions = response.headers.get("permissions-policy") ?? "";
  for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()"])
    expect(permissions).toContain(feature);
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  // HSTS only when served over https; plain http (local dev) gets none.
  if (https) expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  else expect(response.headers.get("strict-transport-security")).toBeNull();
}

describe("security headers", () => {
  it("covers every spec route, every route in the server build's manifest and every endpoint", () => {
    const apiPaths = manifestPaths.filter((path) => path.startsWith("/api/"));
    expect(apiPaths.length).toBeGreaterThan(40);
    expect(ROUTES).toEqual(
      expect.arrayContaining([
        "/api/posts",
        "/api/messages",
        "/api/game-rooms",
        "/api/ndis-providers/1/enquiries",
        "/events/1/calendar.ics",
      ]),
    );
  });

  it.each(ROUTES)("are on GET %s, over http and https", async (path) => {
    for (const https of [false, true]) {
      const response = await SELF.fetch(`${https ? "https" : "http"}://example.com${path}`, {
        headers: { accept: "text/html,application/json" },
      });
      expect(response.status, `${path} answered ${response.status}`).toBeLessThan(500);
      expectSecurityHeaders(response, { https });
      // Every endpoint answers JSON, a wrong method included.
      if (path.startsWith("/api/") && !path.endsWith("/download") && !path.includes("export")) {
        expect(response.headers.get("content-type"), path).toContain("application/json");
      }
      await response.body?.cancel();
    }
  });

  it.each(actionPaths)("are on a refused POST %s", async (path) => {
    // An empty JSON object is not a valid write anywhere it matters: the error answer is secured too.
    const response = await SELF.fetch(`http://example.com${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(response.status, `${path} answered ${response.status}`).toBeLessThan(500);
    expectSecurityHeaders(response, { https: false });
    await response.body?.cancel();
  });

  it("are on the webhook's refusals", async () => {
    const unsigned = await SELF.fetch("https://example.com/webhooks/stripe", { method: "POST", body: "{}" });
    expect(unsigned.status).toBe(400);
    expectSecurityHeaders(unsigned, { https: true });
    const badlySigned = await SELF.fetch("http://example.com/webhooks/stripe", {
      method: "POST",
      headers: { "stripe-signature": "t=1,v1=00" },
      body: "{}",
    });
    expect(badlySigned.status).toBe(400);
    expectSecurityHeaders(badlySigned, { https: false });
  });

  it("gives every page a fresh nonce, and every inline script carries it", async () => {
    const [first, second] = await Promise.all([SELF.fetch("http://example.com/"), SELF.fetch("http://example.com/")]);
    const nonceOf = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    const nonce = nonceOf(first);
    expect(nonce).toBeTruthy();
    expect(nonceOf(second)).not.toBe(nonce);
    await second.body?.cancel();
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it.each(SPEC_ROUTES)("%s has no inline event handler or script without the nonce", async (path) => {
    const response = await SELF.fetch(`http://example.com${path}`);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    const html = await response.text();
    expect(nonce).toBeTruthy();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/href\s*=\s*["']?\s*javascript:/i);
  });
});
