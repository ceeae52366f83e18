// In-place buttons as page actions: Follow on a profile, Mark as Helpful on a resource, Save on a
// provider, and Connections' Like, Pass, Unblock and Visible. Each calls the command its /api
// endpoint calls; a fetcher gets the answer, a plain post goes back to the button.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { formPost, scalar } from "./http";

describe("Follow and Unfollow post to the member's profile", () => {
  const follows = () => scalar("SELECT count(*) AS n FROM follows WHERE follower_id = 5 AND following_id = 12");

  it("follows and unfollows, answering with the count; a plain post lands on the button", async () => {
    await env.DB.prepare("DELETE FROM follows WHERE follower_id = 5 AND following_id = 12").run();
    const followed = await formPost("/profile/12", { intent: "follow" }, 5, true);
    expect(followed.status).toBe(303);
    expect(followed.headers.get("location")).toBe("/profile/12#follow-12");
    expect(await follows()).toBe(1);
    const unfollowed = await formPost("/profile/12", { intent: "unfollow" }, 5);
    expect(unfollowed.status).toBe(200);
    expect(await follows()).toBe(0);
  });

  it("refuses following yourself and sends a visitor to sign in, writing nothing", async () => {
    const before = await scalar("SELECT count(*) AS n FROM follows");
    const self = await formPost("/profile/5", { intent: "follow" }, 5);
    expect(self.status).toBe(400);
    expect(await self.text()).toContain("You cannot follow yourself.");
    const visitor = await formPost("/profile/12", { intent: "follow" }, null);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/login/);
    expect(await scalar("SELECT count(*) AS n FROM follows")).toBe(before);
  });
});

describe("Mark as Helpful posts to the resource's page", () => {
  it("marks once; a plain post lands on the button, and a missing resource is the form's 404", async () => {
    await env.DB.prepare("DELETE FROM resource_votes WHERE user_id = 7 AND resource_id = 1").run();
    const helpful = () => scalar("SELECT helpful AS n FROM resources WHERE id = 1");
    const before = await helpful();
    const marked = await formPost("/resources/1", { intent: "mark-helpful" }, 7, true);
    expect(marked.status).toBe(303);
    expect(marked.headers.get("location")).toBe("/resources/1#helpful-1");
    expect(await helpful()).toBe(before + 1);
    // Again changes nothing.
    expect((await formPost("/resources/1", { intent: "mark-helpful" }, 7)).status).toBe(200);
    expect(await helpful()).toBe(before + 1);
    const missing = await formPost("/resources/987654", { intent: "mark-helpful" }, 7);
    expect(missing.status).toBe(404);
  });
});

describe("Save posts to the provider's page", () => {
  const saved = () => scalar("SELECT count(*) AS n FROM saved_providers WHERE user_id = 7 AND provider_id = 3");

  it("saves and unsaves; a plain post lands on the button", async () => {
    await env.DB.prepare("DELETE FROM saved_providers WHERE user_id = 7 AND provider_id = 3").run();
    const save = await formPost("/ndis-providers/3", { intent: "save-provider", providerId: "3" }, 7, true);
    expect(save.status).toBe(303);
    expect(save.headers.get("location")).toBe("/ndis-providers/3#save-provider-3");
    expect(await saved()).toBe(1);
    expect((await formPost("/ndis-providers/3", { intent: "unsave-provider", providerId: "3" }, 7)).status).toBe(200);
    expect(await saved()).toBe(0);
  });

  it("refuses no provider or a missing one, writing nothing", async () => {
    const before = await scalar("SELECT count(*) AS n FROM saved_providers");
    const none = await formPost("/ndis-providers/3", { intent: "save-provider", providerId: "x" }, 7);
    expect(none.status).toBe(400);
    expect(await none.text()).toMatch(/positive whole number/);
    expect((await formPost("/ndis-providers/3", { intent: "save-provider", providerId: "987654" }, 7)).status).toBe(
      404,
    );
    expect(await scalar("SELECT count(*) AS n FROM saved_providers")).toBe(before);
  });
});

describe("Connections: Like, Pass, Unblock and Visible post to /connections", () => {
  // Member 30 has an active seeded profile (members 2 to 41 have one).
  const ME = 30;
  /** A public, active profile member 30 has not liked or passed on, and no block between them. */
  const someoneNew = () =>
    scalar(
      `SELECT p.user_id AS n FROM relationship_profiles p WHERE p.user_id NOT IN (${ME}) AND p.privacy_level = 'public' AND p.is_active = 1
       AND p.user_id NOT IN (SELECT to_user_id FROM connection_likes WHERE from_user_id = ${ME})
       AND p.user_id NOT IN (SELECT blocked_id FROM user_blocks WHERE blocker_id = ${ME})
       AND p.user_id NOT IN (SELECT blocker_id FROM user_blocks WHERE blocked_id = ${ME}) ORDER BY p.user_id LIMIT 1`,
    );
  const actionOf = (to: number) =>
    env.DB.prepare("SELECT action FROM connection_likes WHERE from_user_id = ? AND to_user_id = ?")
      .bind(ME, to)
      .first<{ action: string }>();

  it("likes and passes; a plain post lands on the card the form names, and on Discover's heading otherwise", async () => {
    await env.DB.prepare(`UPDATE relationship_profiles SET is_active = 1 WHERE user_id = ${ME}`).run();
    const liked = await someoneNew();
    expect(liked).toBeGreaterThan(0);
    const like = await formPost(
      "/connections?tab=discover",
      { intent: "like-profile", userId: String(liked), focusAfter: "candidate-9" },
      ME,
      true,
    );
    expect(like.status).toBe(303);
    expect(like.headers.get("location")).toBe("/connections?tab=discover#candidate-9");
    expect(await actionOf(liked)).toEqual({ action: "like" });
    const passed = await someoneNew();
    // Anything but an element id is not a place to land.
    const pass = await formPost(
      "/connections",
      { intent: "pass-profile", userId: String(passed), focusAfter: "//elsewhere.example" },
      ME,
      true,
    );
    expect(pass.status).toBe(303);
    expect(pass.headers.get("location")).toBe("/connections#discover-heading");
    expect(await actionOf(passed)).toEqual({ action: "pass" });
  });

  it("refuses liking yourself, writing nothing", async () => {
    const before = await scalar("SELECT count(*) AS n FROM connection_likes");
    const self = await formPost("/connections", { intent: "like-profile", userId: String(ME) }, ME);
    expect(self.status).toBe(400);
    expect(await self.text()).toContain("You cannot like or pass on yourself.");
    expect(await scalar("SELECT count(*) AS n FROM connection_likes")).toBe(before);
  });

  it("unblocks; a plain post lands on the next Unblock the form names", async () => {
    await env.DB.prepare(`INSERT OR IGNORE INTO user_blocks (blocker_id, blocked_id) VALUES (${ME}, 31)`).run();
    const response = await formPost(
      "/connections?tab=safety",
      { intent: "unblock-user", userId: "31", focusAfter: "blocked-members" },
      ME,
      true,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/connections?tab=safety#blocked-members");
    expect(await scalar(`SELECT count(*) AS n FROM user_blocks WHERE blocker_id = ${ME} AND blocked_id = 31`)).toBe(0);
  });

  it("turns Visible off and on; a value that is not one is refused", async () => {
    const active = () => scalar(`SELECT is_active AS n FROM relationship_profiles WHERE user_id = ${ME}`);
    const off = await formPost("/connections", { intent: "visibility", isActive: "false" }, ME, true);
    expect(off.status).toBe(303);
    expect(off.headers.get("location")).toBe("/connections#visible-switch");
    expect(await active()).toBe(0);
    const odd = await formPost("/connections", { intent: "visibility", isActive: "maybe" }, ME);
    expect(odd.status).toBe(400);
    expect(await active()).toBe(0);
    expect((await formPost("/connections", { intent: "visibility", isActive: "true" }, ME)).status).toBe(200);
    expect(await active()).toBe(1);
  });
});
