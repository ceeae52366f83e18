import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SEED_USER_COUNT } from "../../db/seed";
import { expectEvery } from "../shared/expect-every";

describe("D1 is migrated and seeded", () => {
  it("has every seeded area, with the spec's plans", async () => {
    const counts = await env.DB.batch(
      ["users", "posts", "reports", "game_rooms", "subscription_plans", "ndis_providers", "campaign_daily_metrics"].map(
        (t) => env.DB.prepare(`SELECT count(*) AS n FROM ${t}`),
      ),
    );
    const n = counts.map((r) => (r.results[0] as { n: number }).n);
    expect(n[0]).toBe(SEED_USER_COUNT);
    expectEvery(n, (value) => value > 0);
    const plans = await env.DB.prepare(
      "SELECT name, price, yearly_price, campaigns_limit FROM subscription_plans ORDER BY sort_order",
    ).all();
    expect(plans.results).toEqual([
      { name: "free", price: 0, yearly_price: 0, campaigns_limit: 3 },
      { name: "starter", price: 29, yearly_price: 290, campaigns_limit: 25 },
      { name: "professional", price: 99, yearly_price: 990, campaigns_limit: 100 },
      { name: "enterprise", price: 299, yearly_price: 2990, campaigns_limit: null },
    ]);
  });

  it("gives user 1 the member, moderator and advertiser roles", async () => {
    const row = await env.DB.prepare("SELECT roles FROM users WHERE id = 1").first<{ roles: string }>();
    expect(JSON.parse(row?.roles ?? "[]")).toEqual(["member", "moderator", "advertiser"]);
  });
});

describe("pages render on the server from D1", () => {
  it("serves the home page with the real member count", async () => {
    const response = await SELF.fetch("http://example.com/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('id="main-content"');
    expect(html).toContain(`${SEED_USER_COUNT} members`);
    // The newest post is shown with its real author (guards the batch column-collision pitfall).
    const newest = await env.DB.prepare(
      "SELECT p.id, u.id AS author_id, u.display_name AS author FROM posts p JOIN users u ON u.id = p.author_id ORDER BY p.created_at DESC, p.id DESC LIMIT 1",
    ).first<{ id: number; author_id: number; author: string }>();
    expect(html).toContain(`aria-labelledby="post-${newest?.id}"`);
    expect(html).toMatch(new RegExp(`href="/profile/${newest?.author_id}"[^>]*>${newest?.author}</a>`));
  });

  it("answers an unknown page with a 404 titled as the spec says", async () => {
    const response = await SELF.fetch("http://example.com/no-such-page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<title>404 Page Not Found</title>");
  });
});

describe("GET /api/users/:id", () => {
  it("returns the spec's User fields with computed counts", async () => {
    const response = await SELF.fetch("http://example.com/api/users/1");
    expect(response.status).toBe(200);
    const user = await response.json<Record<string, unknown>>();
    expect(Object.keys(user).sort()).toEqual(
      [
        "id",
        "displayName",
        "username",
        "avatar",
        "bio",
        "memberSince",
        "location",
        "website",
        "followers",
        "following",
        "postsCount",
        "isActive",
      ].sort(),
    );
    const counts = await env.DB.batch([
      env.DB.prepare("SELECT count(*) AS n FROM follows WHERE following_id = 1"),
      env.DB.prepare("SELECT count(*) AS n FROM follows WHERE follower_id = 1"),
      env.DB.prepare("SELECT count(*) AS n FROM posts WHERE author_id = 1 AND removed_at IS NULL"),
    ]);
    const [followers, following, postsCount] = counts.map((r) => (r.results[0] as { n: number }).n);
    expect(user).toMatchObject({
      id: 1,
      displayName: "Jordan Lee",
      avatar: "/avatars/user-1.png",
      followers,
      following,
      postsCount,
    });
    expect(postsCount).toBeGreaterThan(0);
  });

  it("counts a new follower immediately", async () => {
    const before = await (await SELF.fetch("http://example.com/api/users/5")).json<{ followers: number }>();
    await env.DB.prepare("INSERT OR IGNORE INTO follows (follower_id, following_id) VALUES (40, 5)").run();
    await env.DB.prepare("INSERT OR IGNORE INTO follows (follower_id, following_id) VALUES (41, 5)").run();
    const after = await (await SELF.fetch("http://example.com/api/users/5")).json<{ followers: number }>();
    expect(after.followers).toBeGreaterThan(before.followers);
  });

  it.each(["abc", "0", "-1", "1e3", "0x10", "1.5", "99999999999"])(
    "refuses id %s with a 400 JSON error",
    async (id) => {
      const response = await SELF.fetch(`http://example.com/api/users/${id}`);
      expect(response.status).toBe(400);
      const body = await response.json<{ error: string; issues: unknown[] }>();
      expect(body.error).toMatch(/id/);
      expect(body.issues.length).toBeGreaterThan(0);
    },
  );

  it("answers a missing user with a 404 JSON error", async () => {
    const response = await SELF.fetch("http://example.com/api/users/9999");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "User 9999 not found." });
  });

  it("answers an unknown API path with JSON, not the HTML page", async () => {
    for (const method of ["GET", "POST"]) {
      const response = await SELF.fetch("http://example.com/api/does-not-exist", { method });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await response.json()).toEqual({ error: "No API endpoint at /api/does-not-exist." });
    }
  });
});
