// GET /api/users/:id: the spec's User fields, live counts and JSON errors.
import { env } from "cloudflare:test";
import { SELF } from "./worker";
import { describe, expect, it } from "vitest";

describe("GET /api/users/:id", () => {
  it("returns the spec's User fields, and pronouns, with computed counts", async () => {
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
        // Beside the spec's fields: pronouns, which a member sets on /account.
        "pronouns",
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
