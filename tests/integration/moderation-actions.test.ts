// Moderation on the real Worker (docs/features/moderation.md): listing and taking moderation
// actions directly.
import { describe, expect, it } from "vitest";
import { scalar } from "./http";
import { call, inFeed, json, newPost, row, type Page } from "./moderation-fixtures";

describe("/api/moderation-actions", () => {
  it("lists actions newest first, a page at a time", async () => {
    const first = await json<Page>(await call("/api/moderation-actions?limit=4"));
    expect(first.items.length).toBe(4);
    const second = await json<Page>(await call(`/api/moderation-actions?limit=50&cursor=${first.nextCursor}`));
    expect(first.items.length + second.items.length).toBe(await scalar("SELECT count(*) AS n FROM moderation_actions"));
    expect(first.items[0]).toMatchObject({
      actionType: expect.any(String),
      reason: expect.any(String),
      severity: expect.any(String),
      isActive: expect.any(Boolean),
    });
    expect((await call("/api/moderation-actions?limit=x")).status).toBe(400);
  });

  it("records a warning with no effect", async () => {
    const response = await call("/api/moderation-actions", {
      body: { moderatorId: 1, targetUserId: 25, actionType: "warning_issued", reason: "Please keep it civil" },
    });
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({
      targetUserId: 25,
      actionType: "warning_issued",
      severity: "low",
      expiresAt: null,
    });
    expect(await row("SELECT suspended_until FROM users WHERE id = 25")).toEqual({ suspended_until: null });
  });

  it("removes a post or comment directly, taking the target from the content", async () => {
    const postId = await newPost(26, "Removed directly by a moderator");
    const removed = await call("/api/moderation-actions", {
      body: {
        actionType: "content_removed",
        reason: "Spam",
        contentType: "post",
        contentId: postId,
        severity: "critical",
      },
    });
    expect(removed.status).toBe(201);
    expect(await json(removed)).toMatchObject({ targetUserId: 26, severity: "critical" });
    expect(await inFeed(postId)).toBe(false);

    const comment = await row("SELECT id, post_id FROM comments WHERE removed_at IS NULL ORDER BY id LIMIT 1");
    const commentsBefore = await scalar("SELECT comments_count AS n FROM posts WHERE id = ?", comment?.post_id);
    expect(
      (
        await call("/api/moderation-actions", {
          body: { actionType: "content_removed", reason: "Off topic", contentType: "comment", contentId: comment?.id },
        })
      ).status,
    ).toBe(201);
    expect((await row("SELECT removed_at FROM comments WHERE id = ?", comment?.id))?.removed_at).toEqual(
      expect.any(String),
    );
    expect(await scalar("SELECT comments_count AS n FROM posts WHERE id = ?", comment?.post_id)).toBe(
      commentsBefore - 1,
    );
  });

  it("suspends until the given expiry and never shortens a longer suspension", async () => {
    const long = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const short = new Date(Date.now() + 2 * 86_400_000).toISOString();
    expect(
      (
        await call("/api/moderation-actions", {
          body: { actionType: "user_suspended", reason: "Threats", targetUserId: 27, expiresAt: long },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call("/api/moderation-actions", {
          body: { actionType: "user_suspended", reason: "Again", targetUserId: 27, expiresAt: short },
        })
      ).status,
    ).toBe(201);
    expect(await row("SELECT suspended_until FROM users WHERE id = 27")).toEqual({ suspended_until: long });
    expect((await call("/api/posts", { body: { type: "post", content: "Refused" }, as: 27 })).status).toBe(403);
  });

  const bad: [string, unknown, number][] = [
    ["no reason", { actionType: "warning_issued", targetUserId: 28 }, 400],
    ["a blank reason", { actionType: "warning_issued", targetUserId: 28, reason: "   " }, 400],
    ["an unknown action type", { actionType: "banned", targetUserId: 28, reason: "x" }, 400],
    ["content_removed without content", { actionType: "content_removed", targetUserId: 28, reason: "x" }, 400],
    [
      "content_removed on a profile",
      { actionType: "content_removed", contentType: "user", contentId: 28, reason: "x" },
      400,
    ],
    ["a content id without a type", { actionType: "warning_issued", contentId: 3, reason: "x" }, 400],
    ["user_suspended without a user", { actionType: "user_suspended", reason: "x" }, 400],
    [
      "a suspension ending in the past",
      { actionType: "user_suspended", targetUserId: 28, reason: "x", expiresAt: "2001-01-01T00:00:00Z" },
      400,
    ],
    ["suspending oneself", { actionType: "user_suspended", targetUserId: 1, reason: "x" }, 400],
    [
      "a target who did not write the content",
      { actionType: "content_removed", contentType: "post", contentId: 2, targetUserId: 28, reason: "x" },
      400,
    ],
    [
      "acting as another moderator",
      { moderatorId: 2, actionType: "warning_issued", targetUserId: 28, reason: "x" },
      403,
    ],
    ["missing content", { actionType: "content_removed", contentType: "post", contentId: 99999, reason: "x" }, 404],
    ["a missing user", { actionType: "user_suspended", targetUserId: 99999, reason: "x" }, 404],
    ["a missing report", { actionType: "warning_issued", targetUserId: 28, reason: "x", reportId: 99999 }, 404],
  ];
  it.each(bad)("refuses %s and writes nothing", async (_, body, status) => {
    const actions = await scalar("SELECT count(*) AS n FROM moderation_actions");
    const removed = await scalar("SELECT count(*) AS n FROM posts WHERE removed_at IS NOT NULL");
    expect((await call("/api/moderation-actions", { body })).status).toBe(status);
    expect(await scalar("SELECT count(*) AS n FROM moderation_actions")).toBe(actions);
    expect(await scalar("SELECT count(*) AS n FROM posts WHERE removed_at IS NOT NULL")).toBe(removed);
    expect(await scalar("SELECT count(*) AS n FROM users WHERE suspended_until IS NOT NULL AND id IN (1, 28)")).toBe(0);
  });
});
