import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

// Every kind of response the Worker makes: pages, a 404 page, API reads and errors, the
// webhook's refusal, a room's plain-HTTP answer and a generated avatar.
const ROUTES = [
  "/",
  "/blogs",
  "/forums",
  "/messages",
  "/support-groups",
  "/resources",
  "/events",
  "/moderation",
  "/arcade",
  "/connections",
  "/accessibility",
  "/ads",
  "/pricing",
  "/subscription",
  "/ndis-providers",
  "/profile/1",
  "/no-such-page",
  "/api/posts",
  "/api/users/1",
  "/api/no-such-endpoint",
  "/webhooks/stripe",
  "/parties/chat/community",
  "/avatars/user-1.png",
];

describe("security headers", () => {
  it.each(ROUTES)("are on %s", async (path) => {
    const response = await SELF.fetch(`http://example.com${path}`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    // Plain http (local) gets no HSTS.
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("adds HSTS over https", async () => {
    const response = await SELF.fetch("https://example.com/");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("gives every page a fresh nonce, and every inline script carries it", async () => {
    const [first, second] = await Promise.all([SELF.fetch("http://example.com/"), SELF.fetch("http://example.com/")]);
    const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    const nonce = nonceOf(first);
    expect(nonce).toBeTruthy();
    expect(nonceOf(second)).not.toBe(nonce);
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });
});
