// Moderation on the real Worker (docs/features/moderation.md): resolving a report, and what
// content_removed and user_suspended do.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEFAULT_ACTION_REASONS, DEFAULT_SEVERITY, SUSPENSION_DAYS } from "~/lib/moderation";
import { scalar } from "./http";
import {
  call,
  fileReport,
  inFeed,
  json,
  newPost,
  put,
  reviewingReport,
  row,
  type Json,
  type Page,
} from "./moderation-fixtures";

describe("PUT /api/reports/:id (resolve)", () => {
  it("resolves a reviewing report with a warning; the server sets resolvedAt and records no action", async () => {
    const id = await reviewingReport(9, 35);
    const actions = await scalar("SELECT count(*) AS n FROM moderation_actions");
    const started = Date.now();
    const response = await put(`/api/reports/${id}`, {
      status: "resolved",
      resolution: "warning_issued",
      moderatorNotes: DEFAULT_ACTION_REASONS.warning_issued,
    });
    expect(response.status).toBe(200);
    const report = await json(response);
    expect(report).toMatchObject({
      id,
      status: "resolved",
      resolution: "warning_issued",
      moderatorNotes: DEFAULT_ACTION_REASONS.warning_issued,
      moderationAction: null,
    });
    expect(Date.parse(String(report.resolvedAt))).toBeGreaterThanOrEqual(started - 1000);
    expect(await scalar("SELECT count(*) AS n FROM moderation_actions")).toBe(actions);
  });

  it("keeps a resolvedAt the client sends", async () => {
    const id = await reviewingReport(9, 36);
    const resolvedAt = new Date(Date.now() - 60_000).toISOString();
    const report = await json(
      await put(`/api/reports/${id}`, {
        status: "resolved",
        resolution: "warning_issued",
        resolvedAt,
        moderatorNotes: "Spoke to them.",
      }),
    );
    expect(report).toMatchObject({ resolvedAt, moderatorNotes: "Spoke to them." });
  });

  it("dismisses with No Action (decision 006)", async () => {
    const id = await reviewingReport(10, 37);
    const report = await json(
      await put(`/api/reports/${id}`, {
        status: "dismissed",
        resolution: "no_action",
        moderatorNotes: DEFAULT_ACTION_REASONS.no_action,
      }),
    );
    expect(report).toMatchObject({ status: "dismissed", resolution: "no_action" });
  });

  it.each(["pending", "resolved", "dismissed"])("refuses to resolve a %s report with 409", async (status) => {
    const id = await scalar("SELECT id AS n FROM reports WHERE status = ? ORDER BY id LIMIT 1", status);
    const before = await row("SELECT * FROM reports WHERE id = ?", id);
    const response = await put(`/api/reports/${id}`, { status: "resolved", resolution: "warning_issued" });
    expect(response.status).toBe(409);
    expect((await json<{ error: string }>(response)).error).toContain("only a report under review can be resolved");
    expect(await row("SELECT * FROM reports WHERE id = ?", id)).toEqual(before);
  });

  it("cannot resolve the same report twice", async () => {
    const id = await reviewingReport(10, 38);
    expect((await put(`/api/reports/${id}`, { status: "resolved", resolution: "warning_issued" })).status).toBe(200);
    expect((await put(`/api/reports/${id}`, { status: "resolved", resolution: "content_removed" })).status).toBe(409);
    expect(await row("SELECT removed_at FROM posts WHERE id = 38")).toEqual({ removed_at: null });
  });

  const bad: [string, unknown][] = [
    ["status pending", { status: "pending", resolution: "warning_issued" }],
    ["status reviewing", { status: "reviewing", resolution: "warning_issued" }],
    ["an unknown resolution", { status: "resolved", resolution: "banned" }],
    ["no resolution", { status: "resolved" }],
    ["dismissing while removing content", { status: "dismissed", resolution: "content_removed" }],
    ["a resolvedAt that is not a time", { status: "resolved", resolution: "warning_issued", resolvedAt: "today" }],
    [
      "a resolvedAt in the future",
      { status: "resolved", resolution: "warning_issued", resolvedAt: "2999-01-01T00:00:00Z" },
    ],
    [
      "notes over 2000 characters",
      { status: "resolved", resolution: "warning_issued", moderatorNotes: "x".repeat(2001) },
    ],
    ["an unknown severity", { status: "resolved", resolution: "content_removed", severity: "huge" }],
    ["an expiry on a warning", { status: "resolved", resolution: "warning_issued", expiresAt: "2999-01-01T00:00:00Z" }],
    [
      "a suspension that ends in the past",
      { status: "resolved", resolution: "user_suspended", expiresAt: "2001-01-01T00:00:00Z" },
    ],
    ["an unknown field", { status: "resolved", resolution: "warning_issued", moderatorId: 1 }],
  ];
  it.each(bad)("refuses %s with 400 and changes nothing", async (_, body) => {
    const id = await reviewingReport(11, 39);
    const before = await row("SELECT * FROM reports WHERE id = ?", id);
    const actions = await scalar("SELECT count(*) AS n FROM moderation_actions");
    const response = await put(`/api/reports/${id}`, body);
    expect(response.status).toBe(400);
    expect((await json<{ error: string }>(response)).error.length).toBeGreaterThan(5);
    expect(await row("SELECT * FROM reports WHERE id = ?", id)).toEqual(before);
    expect(await scalar("SELECT count(*) AS n FROM moderation_actions")).toBe(actions);
    expect(await row("SELECT removed_at FROM posts WHERE id = 39")).toEqual({ removed_at: null });
    // Clean up: dismiss it so the next case can file its own.
    await env.DB.prepare("DELETE FROM reports WHERE id = ?").bind(id).run();
  });

  it("404s a missing report", async () => {
    expect((await put("/api/reports/99999", { status: "resolved", resolution: "warning_issued" })).status).toBe(404);
  });
});

describe("content_removed", () => {
  it("records an action, hides the post from every list, keeps it in D1 and the author's count in step", async () => {
    const postId = await newPost(12, "A post that breaks the rules, for the moderation test");
    const author = 12;
    const count = await scalar("SELECT posts_count AS n FROM users WHERE id = ?", author);
    expect(await inFeed(postId)).toBe(true);
    const id = await reviewingReport(13, postId);
    const response = await put(`/api/reports/${id}`, {
      status: "resolved",
      resolution: "content_removed",
      moderatorNotes: DEFAULT_ACTION_REASONS.content_removed,
    });
    expect(response.status).toBe(200);
    const body = await json<{ moderationAction: Json }>(response);
    expect(body.moderationAction).toMatchObject({
      moderatorId: 1,
      targetUserId: author,
      reportId: id,
      actionType: "content_removed",
      reason: DEFAULT_ACTION_REASONS.content_removed,
      severity: DEFAULT_SEVERITY.content_removed,
      contentType: "post",
      contentId: postId,
      isActive: true,
      expiresAt: null,
    });
    // Gone from the feed, the author's profile list and likes; still stored for an appeal.
    expect(await inFeed(postId)).toBe(false);
    const byAuthor = await json<Page>(await call(`/api/posts?authorId=${author}&limit=50`));
    expect(byAuthor.items.some((item) => item.id === postId)).toBe(false);
    expect((await call(`/api/posts/${postId}/like`, { method: "POST" })).status).toBe(404);
    expect((await row("SELECT content, removed_at FROM posts WHERE id = ?", postId))?.removed_at).toEqual(
      expect.any(String),
    );
    expect(await scalar("SELECT posts_count AS n FROM users WHERE id = ?", author)).toBe(count - 1);
    // A removed post is gone for members, so they cannot report it (404); a moderator, who still
    // sees it, can, and removing it again changes no counter.
    expect(
      (await call("/api/reports", { as: 14, body: { contentType: "post", contentId: postId, reason: "spam" } })).status,
    ).toBe(404);
    const second = await reviewingReport(2, postId);
    expect((await put(`/api/reports/${second}`, { status: "resolved", resolution: "content_removed" })).status).toBe(
      200,
    );
    expect(await scalar("SELECT posts_count AS n FROM users WHERE id = ?", author)).toBe(count - 1);
    // The action is listed.
    const actions = await json<Page>(await call("/api/moderation-actions"));
    expect(actions.items.some((a) => a.id === body.moderationAction.id && a.actionType === "content_removed")).toBe(
      true,
    );
  });

  it("removes a reported message, and refuses to 'remove' a profile", async () => {
    const messageId = await scalar("SELECT id AS n FROM messages WHERE to_user_id = 1 ORDER BY id LIMIT 1");
    const id = await fileReport(1, messageId, { contentType: "message", reason: "harassment" });
    await put(`/api/reports/${id}/assign`, {});
    expect((await put(`/api/reports/${id}`, { status: "resolved", resolution: "content_removed" })).status).toBe(200);
    expect((await row("SELECT removed_at FROM messages WHERE id = ?", messageId))?.removed_at).toEqual(
      expect.any(String),
    );

    const profile = await reviewingReport(15, 16, { contentType: "user" });
    const response = await put(`/api/reports/${profile}`, { status: "resolved", resolution: "content_removed" });
    expect(response.status).toBe(400);
    expect(await row("SELECT status FROM reports WHERE id = ?", profile)).toEqual({ status: "reviewing" });
  });
});

describe("user_suspended", () => {
  it("suspends the reported member for 7 days: posting is refused with 403 until then, reading is not", async () => {
    const postId = await newPost(20, "Member 20 posts before the suspension");
    const id = await reviewingReport(21, postId);
    const before = await scalar("SELECT count(*) AS n FROM posts");
    expect((await call("/api/posts", { body: { type: "post", content: "Allowed before" }, as: 20 })).status).toBe(201);
    const response = await put(`/api/reports/${id}`, {
      status: "resolved",
      resolution: "user_suspended",
      moderatorNotes: DEFAULT_ACTION_REASONS.user_suspended,
    });
    expect(response.status).toBe(200);
    const { moderationAction } = await json<{ moderationAction: Json }>(response);
    expect(moderationAction).toMatchObject({
      actionType: "user_suspended",
      targetUserId: 20,
      severity: DEFAULT_SEVERITY.user_suspended,
      isActive: true,
    });
    const expires = Date.parse(String(moderationAction.expiresAt));
    expect(Math.abs(expires - (Date.now() + SUSPENSION_DAYS * 86_400_000))).toBeLessThan(60_000);
    expect((await row("SELECT suspended_until FROM users WHERE id = 20"))?.suspended_until).toBe(
      moderationAction.expiresAt,
    );

    const refused = await call("/api/posts", { body: { type: "post", content: "Refused while suspended" }, as: 20 });
    expect(refused.status).toBe(403);
    expect((await json<{ error: string }>(refused)).error).toMatch(/suspended until \d{4}-\d\d-\d\d/);
    expect(await scalar("SELECT count(*) AS n FROM posts")).toBe(before + 1);
    expect((await call("/api/posts", { as: 20 })).status).toBe(200);
    // Others still post.
    expect((await call("/api/posts", { body: { type: "post", content: "Member 22 is fine" }, as: 22 })).status).toBe(
      201,
    );
  });

  it("allows posting again once the suspension has expired", async () => {
    await env.DB.prepare("UPDATE users SET suspended_until = ? WHERE id = 23")
      .bind(new Date(Date.now() - 1000).toISOString())
      .run();
    expect(
      (await call("/api/posts", { body: { type: "post", content: "Back after the suspension" }, as: 23 })).status,
    ).toBe(201);
  });

  it("refuses a moderator suspending themself", async () => {
    const postId = await newPost(1, "Moderator's own post, reported by member 24");
    const id = await reviewingReport(24, postId);
    expect((await put(`/api/reports/${id}`, { status: "resolved", resolution: "user_suspended" })).status).toBe(400);
    expect(await row("SELECT suspended_until FROM users WHERE id = 1")).toEqual({ suspended_until: null });
  });
});
