// Issue 6: the reports queue, moderation actions and content flags on the real Worker.
// Storage is shared within this file, so every test makes the rows it changes.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEFAULT_ACTION_REASONS, DEFAULT_SEVERITY, SUSPENSION_DAYS } from "~/lib/moderation";
import { REPORT_TEXTS } from "~/lib/texts";
import { scalar } from "./http";
import { memberCookie } from "./constants";
import { expectEvery } from "../shared/expect-every";

type Json = Record<string, unknown>;
type Page = { items: Json[]; nextCursor: string | null };

/** Calls the API as user 1 (a moderator) or, with `as`, as another seeded member (decision 004). */
function call(path: string, { method, body, as }: { method?: string; body?: unknown; as?: number } = {}) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  headers.cookie = memberCookie(as ?? 1);
  return SELF.fetch(`http://example.com${path}`, {
    method: method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}
const put = (path: string, body: unknown, as?: number) => call(path, { method: "PUT", body, as });
const json = async <T = Json>(response: Response) => (await response.json()) as T;
const row = (sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .first<Json>();

/** A fresh pending report on `contentId`, filed by member `by` (never user 1's own seed rows). */
async function fileReport(by: number, contentId: number, extra: Json = {}): Promise<number> {
  const response = await call("/api/reports", {
    body: { contentType: "post", contentId, reason: "spam", ...extra },
    as: by,
  });
  expect(response.status).toBe(201);
  return Number((await json(response)).id);
}
async function reviewingReport(by: number, contentId: number, extra: Json = {}) {
  const id = await fileReport(by, contentId, extra);
  expect((await put(`/api/reports/${id}/assign`, { moderatorId: 1 })).status).toBe(200);
  return id;
}
async function newPost(as: number, content: string): Promise<number> {
  const response = await call("/api/posts", { body: { type: "post", content }, as });
  expect(response.status).toBe(201);
  return Number((await json(response)).id);
}
const inFeed = async (postId: number) => {
  const page = await json<Page>(await call("/api/posts?limit=50"));
  return page.items.some((item) => item.id === postId);
};

describe("GET /api/reports", () => {
  it("pages through the whole queue newest first without repeats", async () => {
    const seen: Json[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await json<Page>(await call(`/api/reports?limit=7${cursor ? `&cursor=${cursor}` : ""}`));
      expect(page.items.length).toBeLessThanOrEqual(7);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.length).toBe(await scalar("SELECT count(*) AS n FROM reports"));
    expect(new Set(seen.map((r) => r.id)).size).toBe(seen.length);
    const times = seen.map((r) => String(r.createdAt));
    expect(times).toEqual([...times].sort().reverse());
    // Each item carries what a card and the detail panel show.
    expect(seen[0]).toMatchObject({
      reason: expect.any(String),
      priority: expect.any(String),
      contentType: expect.any(String),
      reporterName: expect.any(String),
    });
    expect(seen.some((r) => typeof r.contentText === "string" && r.contentText.length > 0)).toBe(true);
  });

  it.each(["pending", "reviewing", "resolved", "dismissed"])("filters by status %s", async (status) => {
    const page = await json<Page>(await call(`/api/reports?status=${status}&limit=50`));
    expect(page.items.length).toBe(await scalar("SELECT count(*) AS n FROM reports WHERE status = ?", status));
    expect(page.items.length).toBeGreaterThan(0);
    expectEvery(page.items, (r) => r.status === status);
  });

  it("filters by priority, and 'all' means no filter", async () => {
    const high = await json<Page>(await call("/api/reports?priority=high&limit=50"));
    expect(high.items.length).toBe(await scalar("SELECT count(*) AS n FROM reports WHERE priority = 'high'"));
    expectEvery(high.items, (r) => r.priority === "high");
    const all = await json<Page>(await call("/api/reports?status=all&priority=all&limit=50"));
    expect(all.items.length).toBe(await scalar("SELECT count(*) AS n FROM reports"));
  });

  it("searches the description and the reason (as stored or as words), ignoring case", async () => {
    const id = await fileReport(5, 30, { description: "Selling Miracle-Cure Tablets in every thread" });
    const byDescription = await json<Page>(await call(`/api/reports?q=${encodeURIComponent("miracle-CURE tablets")}`));
    expect(byDescription.items.map((r) => r.id)).toEqual([id]);
    for (const q of ["hate speech", "HATE_SPEECH"]) {
      const byReason = await json<Page>(await call(`/api/reports?q=${encodeURIComponent(q)}&limit=50`));
      expect(byReason.items.length).toBeGreaterThan(0);
      expectEvery(
        byReason.items,
        (r) => r.reason === "hate_speech" || String(r.description).toLowerCase().includes("hate speech"),
      );
    }
    // Wildcards typed into the box are plain characters.
    expect((await json<Page>(await call("/api/reports?q=%25"))).items).toEqual([]);
    expectEvery(
      (await json<Page>(await call("/api/reports?q=_"))).items,
      (r) => String(r.description).includes("_") || String(r.reason).includes("_"),
    );
  });

  it.each([
    "status=closed",
    "priority=extreme",
    "limit=0",
    "limit=51",
    "cursor=yesterday",
    "sort=oldest",
    `q=${"x".repeat(101)}`,
  ])("refuses ?%s with 400", async (query) => {
    const response = await call(`/api/reports?${query}`);
    expect(response.status).toBe(400);
    expect((await json<{ error: string }>(response)).error).toMatch(/Invalid query/);
  });
});

describe("POST /api/reports: one report per member per item", () => {
  it("refuses a second report on the same item with a friendly 409, and lets others report it", async () => {
    await fileReport(6, 31);
    const before = await scalar("SELECT count(*) AS n FROM reports");
    const again = await call("/api/reports", {
      body: { contentType: "post", contentId: 31, reason: "harassment" },
      as: 6,
    });
    expect(again.status).toBe(409);
    expect((await json<{ error: string }>(again)).error).toBe(REPORT_TEXTS.alreadyReported);
    expect(await scalar("SELECT count(*) AS n FROM reports")).toBe(before);
    // Another member, or the same member on another item, is fine.
    await fileReport(7, 31);
    await fileReport(6, 32);
  });
});

describe("PUT /api/reports/:id/assign (Take Report)", () => {
  it("moves a pending report to reviewing and records the moderator", async () => {
    const id = await fileReport(8, 33);
    const response = await put(`/api/reports/${id}/assign`, { moderatorId: 1 });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ id, status: "reviewing", moderatorId: 1 });
    expect(await row("SELECT status, moderator_id FROM reports WHERE id = ?", id)).toEqual({
      status: "reviewing",
      moderator_id: 1,
    });
  });

  it("may hand a report to another moderator, never to a member", async () => {
    const id = await fileReport(8, 34);
    expect((await put(`/api/reports/${id}/assign`, { moderatorId: 3 })).status).toBe(400);
    expect(await row("SELECT status FROM reports WHERE id = ?", id)).toEqual({ status: "pending" });
    expect(await json(await put(`/api/reports/${id}/assign`, { moderatorId: 2 }))).toMatchObject({
      status: "reviewing",
      moderatorId: 2,
    });
  });

  it.each(["reviewing", "resolved", "dismissed"])(
    "refuses a %s report with 409 and changes nothing",
    async (status) => {
      const id = await scalar("SELECT id AS n FROM reports WHERE status = ? ORDER BY id LIMIT 1", status);
      const before = await row("SELECT * FROM reports WHERE id = ?", id);
      const response = await put(`/api/reports/${id}/assign`, { moderatorId: 1 });
      expect(response.status).toBe(409);
      expect((await json<{ error: string }>(response)).error).toContain("only a pending report can be taken");
      expect(await row("SELECT * FROM reports WHERE id = ?", id)).toEqual(before);
    },
  );

  const bad: [string, string, unknown, number][] = [
    ["a missing report", "/api/reports/99999/assign", { moderatorId: 1 }, 404],
    ["a bad id", "/api/reports/1e3/assign", { moderatorId: 1 }, 400],
    ["a bad moderatorId", "/api/reports/1/assign", { moderatorId: "one" }, 400],
    ["an unknown field", "/api/reports/1/assign", { moderatorId: 1, status: "resolved" }, 400],
    ["a reportId for another report", "/api/reports/1/assign", { reportId: 2, moderatorId: 1 }, 400],
    ["malformed JSON", "/api/reports/1/assign", "{", 400],
  ];
  it.each(bad)("refuses %s and writes nothing", async (_, path, body, status) => {
    const before = await row("SELECT status, moderator_id FROM reports WHERE id = 1");
    expect((await put(path, body)).status).toBe(status);
    expect(await row("SELECT status, moderator_id FROM reports WHERE id = 1")).toEqual(before);
  });
});

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
    // A second report on the same post removed again changes no counter.
    const second = await reviewingReport(14, postId);
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

describe("/api/content-flags", () => {
  it("lists unresolved flags with a preview of the content", async () => {
    const page = await json<Page>(await call("/api/content-flags?isResolved=false&limit=50"));
    expect(page.items.length).toBe(await scalar("SELECT count(*) AS n FROM content_flags WHERE is_resolved = 0"));
    expect(page.items.length).toBeGreaterThan(0);
    expectEvery(page.items, (f) => f.isResolved === false && typeof f.confidence === "number");
    const all = await json<Page>(await call("/api/content-flags?limit=50"));
    expect(all.items.length).toBe(await scalar("SELECT count(*) AS n FROM content_flags"));
    expect((await call("/api/content-flags?isResolved=maybe")).status).toBe(400);
  });

  it("resolves a flag once (409 the second time)", async () => {
    const id = await scalar("SELECT id AS n FROM content_flags WHERE is_resolved = 0 ORDER BY id LIMIT 1");
    const response = await put(`/api/content-flags/${id}`, { isResolved: true });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ flag: { id, isResolved: true, resolvedBy: 1 }, report: null });
    expect(await row("SELECT is_resolved, resolved_by FROM content_flags WHERE id = ?", id)).toEqual({
      is_resolved: 1,
      resolved_by: 1,
    });
    expect((await put(`/api/content-flags/${id}`, { isResolved: true })).status).toBe(409);
  });

  it("turns a flag into a pending report filed by the moderator", async () => {
    const flag = await row(
      "SELECT id, content_type, content_id, flag_type FROM content_flags WHERE is_resolved = 0 ORDER BY id DESC LIMIT 1",
    );
    const reports = await scalar("SELECT count(*) AS n FROM reports");
    const response = await put(`/api/content-flags/${flag?.id}`, { isResolved: true, createReport: true });
    expect(response.status).toBe(200);
    const { report } = await json<{ report: Json }>(response);
    expect(report).toMatchObject({ id: expect.any(Number), status: "pending" });
    expect(
      await row("SELECT reporter_id, content_type, content_id, description FROM reports WHERE id = ?", report.id),
    ).toMatchObject({
      reporter_id: 1,
      content_type: flag?.content_type,
      content_id: flag?.content_id,
      description: expect.stringContaining("Automatic flag"),
    });
    expect(await scalar("SELECT count(*) AS n FROM reports")).toBe(reports + 1);
  });

  const bad: [string, string, unknown, number][] = [
    ["isResolved false", "/api/content-flags/1", { isResolved: false }, 400],
    ["no body fields", "/api/content-flags/1", {}, 400],
    ["an unknown field", "/api/content-flags/1", { isResolved: true, note: "x" }, 400],
    ["a bad id", "/api/content-flags/abc", { isResolved: true }, 400],
    ["a missing flag", "/api/content-flags/99999", { isResolved: true }, 404],
  ];
  it.each(bad)("refuses %s and writes nothing", async (_, path, body, status) => {
    const resolved = await scalar("SELECT count(*) AS n FROM content_flags WHERE is_resolved = 1");
    expect((await put(path, body)).status).toBe(status);
    expect(await scalar("SELECT count(*) AS n FROM content_flags WHERE is_resolved = 1")).toBe(resolved);
  });
});

describe("who may moderate", () => {
  // Member 3 is a plain member; member 2 is a moderator; user 1 stays a moderator.
  const endpoints: [string, string, unknown][] = [
    ["GET", "/api/reports", undefined],
    ["PUT", "/api/reports/1/assign", { moderatorId: 3 }],
    ["PUT", "/api/reports/4", { status: "resolved", resolution: "content_removed" }],
    ["GET", "/api/moderation-actions", undefined],
    ["POST", "/api/moderation-actions", { actionType: "user_suspended", targetUserId: 5, reason: "x" }],
    ["GET", "/api/content-flags?isResolved=false", undefined],
    ["PUT", "/api/content-flags/2", { isResolved: true }],
    ["GET", "/moderation", undefined],
  ];
  it.each(endpoints)("answers %s %s with 403 for a member and changes nothing", async (method, path, body) => {
    const snapshot = () =>
      env.DB.batch([
        env.DB.prepare("SELECT count(*) AS n FROM moderation_actions"),
        env.DB.prepare("SELECT status, moderator_id FROM reports WHERE id IN (1, 4)"),
        env.DB.prepare("SELECT is_resolved FROM content_flags WHERE id = 2"),
        env.DB.prepare("SELECT suspended_until FROM users WHERE id = 5"),
      ]).then((results) => results.map((r) => r.results));
    const before = await snapshot();
    const response = await call(path, { method, body, as: 3 });
    expect(response.status).toBe(403);
    if (path.startsWith("/api/")) expect((await json<{ error: string }>(response)).error).toContain("moderator");
    expect(await snapshot()).toEqual(before);
  });

  it("lets another moderator in", async () => {
    expect((await call("/api/reports", { as: 2 })).status).toBe(200);
    expect((await call("/moderation", { as: 2 })).status).toBe(200);
    expect((await call("/moderation")).status).toBe(200);
  });
});
