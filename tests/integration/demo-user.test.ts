import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const asUser = (userId: number) => ({ headers: { cookie: `theme=x; demo-user=${userId}` } });

describe("the demo-user switch (decision 004)", () => {
  it("acts as the member the cookie names when the switch is on", async () => {
    // Member 2's own preferences are theirs to read: 404 (none saved) or 200, never 403.
    const own = await SELF.fetch("http://example.com/api/accessibility-preferences/2", asUser(2));
    expect([200, 404]).toContain(own.status);
    // ... and member 1's are not.
    const other = await SELF.fetch("http://example.com/api/accessibility-preferences/1", asUser(2));
    expect(other.status).toBe(403);
  });

  it("ignores a malformed cookie and falls back to user 1", async () => {
    const response = await SELF.fetch("http://example.com/api/accessibility-preferences/2", { headers: { cookie: "demo-user=2x" } });
    expect(response.status).toBe(403);
  });

  it("posts as the chosen member", async () => {
    const response = await SELF.fetch("http://example.com/api/posts", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: "demo-user=3" },
      body: JSON.stringify({ type: "post", content: "Posted while acting as member 3" }),
    });
    expect(response.status).toBe(201);
    const row = await env.DB.prepare("SELECT author_id FROM posts WHERE content = ?").bind("Posted while acting as member 3").first<{ author_id: number }>();
    expect(row?.author_id).toBe(3);
  });

  it("sets and clears the cookie from /demo-user", async () => {
    const pick = (userId: number) =>
      SELF.fetch("http://example.com/demo-user", { method: "POST", body: new URLSearchParams({ userId: String(userId) }), redirect: "manual" });
    const set = await pick(4);
    expect(set.status).toBe(302);
    expect(set.headers.get("set-cookie")).toMatch(/^demo-user=4; Path=\/; SameSite=Lax/);
    expect((await pick(1)).headers.get("set-cookie")).toMatch(/^demo-user=; Path=\/; Max-Age=0/);
    expect((await pick(999)).status).toBe(400);
  });
});
