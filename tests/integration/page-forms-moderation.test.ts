// The moderation dashboard's forms, the bell panel's "Mark all as read" and the open thread's
// mark-as-read as page actions: the same commands as their /api endpoints, refusals as the
// form's error with nothing written, and a plain post sent back where it came from.
import { SELF } from "./worker";
import { describe, expect, it } from "vitest";
import { DEFAULT_ACTION_REASONS } from "~/lib/moderation";
import { memberCookie } from "./constants";
import { formPost, scalar } from "./http";
import { call, fileReport, json, row } from "./moderation-fixtures";

/** A plain browser post (no script) from the page at `from`, as member `as`. */
const plainPost = (path: string, fields: Record<string, string>, as: number, from: string) =>
  SELF.fetch(`http://example.com${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: memberCookie(as),
      "sec-fetch-mode": "navigate",
      referer: `http://example.com${from}`,
    },
    body: new URLSearchParams(fields),
  });

async function ownPost(as: number, content: string) {
  const created = await call("/api/posts", { body: { type: "post", content }, as });
  expect(created.status).toBe(201);
  return Number((await json(created)).id);
}

const reportRow = (id: number) =>
  row("SELECT status, moderator_id AS moderatorId, resolution, moderator_notes AS notes FROM reports WHERE id = ?", id);

describe("the moderation dashboard's forms", () => {
  it("takes a report: a member who is not a moderator is refused, a plain post lands on the panel", async () => {
    const id = await fileReport(5, await ownPost(9, "Take me to the queue"));
    const refused = await formPost("/moderation", { intent: "take-report", reportId: String(id) }, 5);
    expect(refused.status).toBe(403);
    expect(await reportRow(id)).toMatchObject({ status: "pending", moderatorId: null });

    const from = `/moderation?status=pending&report=${id}`;
    const taken = await plainPost(from, { intent: "take-report", reportId: String(id) }, 2, from);
    expect(taken.status).toBe(303);
    expect(taken.headers.get("location")).toBe(`${from}#report-detail-heading`);
    expect(await reportRow(id)).toMatchObject({ status: "reviewing", moderatorId: 2 });

    // Taken already: the API's 409, said on the page it re-renders, the report as it was.
    const again = await formPost(from, { intent: "take-report", reportId: String(id) }, 1);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("only a pending report can be taken");
    expect(await reportRow(id)).toMatchObject({ status: "reviewing", moderatorId: 2 });
  });

  it("resolves a reviewing report with the pressed action's status and fixed reason", async () => {
    const warned = await fileReport(6, await ownPost(9, "Warn me"));
    const dismissed = await fileReport(7, await ownPost(9, "Dismiss me"));
    for (const id of [warned, dismissed])
      expect((await formPost("/moderation", { intent: "take-report", reportId: String(id) })).status).toBe(200);

    const bad = await formPost("/moderation", { intent: "resolve-report", reportId: String(warned), resolution: "x" });
    expect(bad.status).toBe(400);
    expect(await reportRow(warned)).toMatchObject({ status: "reviewing", resolution: null });

    const from = `/moderation?report=${warned}`;
    const response = await plainPost(
      "/moderation",
      { intent: "resolve-report", reportId: String(warned), resolution: "warning_issued" },
      1,
      from,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${from}#report-detail-heading`);
    expect(await reportRow(warned)).toEqual({
      status: "resolved",
      moderatorId: 1,
      resolution: "warning_issued",
      notes: DEFAULT_ACTION_REASONS.warning_issued,
    });
    const dismiss = await formPost("/moderation", {
      intent: "resolve-report",
      reportId: String(dismissed),
      resolution: "no_action",
    });
    expect(dismiss.status).toBe(200);
    expect(await reportRow(dismissed)).toMatchObject({ status: "dismissed", resolution: "no_action" });
    // Resolved already: a conflict, nothing changed.
    const again = await formPost("/moderation", {
      intent: "resolve-report",
      reportId: String(warned),
      resolution: "no_action",
    });
    expect(again.status).toBe(409);
    expect(await reportRow(warned)).toMatchObject({ status: "resolved", resolution: "warning_issued" });
  });

  it("resolves a flag, or turns one into a report; a plain post goes back to the list without the review", async () => {
    const [first, second] = (
      await SELF.fetch("http://example.com/api/content-flags?isResolved=false&limit=50", {
        headers: { cookie: memberCookie(1) },
      }).then((r) => json<{ items: { id: number; contentText: string | null }[] }>(r))
    ).items.filter((flag) => flag.contentText !== null);
    if (!first || !second) throw new Error("the seed has two unresolved flags on content that exists");
    const resolved = (id: number) => scalar("SELECT is_resolved AS n FROM content_flags WHERE id = ?", id);

    const refused = await formPost("/moderation", { intent: "resolve-flag", flagId: String(first.id) }, 5);
    expect(refused.status).toBe(403);
    expect(await resolved(first.id)).toBe(0);

    const from = `/moderation?tab=flags&dialog=review-flag&flag=${first.id}`;
    const response = await plainPost(from, { intent: "resolve-flag", flagId: String(first.id) }, 1, from);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/moderation?tab=flags#content-flags");
    expect(await resolved(first.id)).toBe(1);
    const again = await formPost(from, { intent: "resolve-flag", flagId: String(first.id) });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("is already resolved");

    const reports = await scalar("SELECT count(*) AS n FROM reports");
    const reported = await formPost("/moderation", {
      intent: "resolve-flag",
      flagId: String(second.id),
      createReport: "true",
    });
    expect(reported.status).toBe(200);
    expect(await resolved(second.id)).toBe(1);
    expect(await scalar("SELECT count(*) AS n FROM reports")).toBe(reports + 1);
  });
});

describe("the bell panel's Mark all as read", () => {
  it("marks every notification of the member read; a plain post goes back to the page, at the bell", async () => {
    const member = 12;
    const unread = () =>
      scalar("SELECT count(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL", member);
    // Something to read: a reply to the member's post.
    const postId = await ownPost(member, "Reply to me, please");
    expect((await call(`/api/posts/${postId}/comments`, { body: { content: "Here you are." }, as: 13 })).status).toBe(
      201,
    );
    expect(await unread()).toBeGreaterThan(0);
    const others = await scalar(
      "SELECT count(*) AS n FROM notifications WHERE user_id <> ? AND read_at IS NULL",
      member,
    );
    const response = await plainPost("/notifications?index", { intent: "bell-mark-all-read" }, member, "/posts/2");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/posts/2#notification-bell");
    expect(await unread()).toBe(0);
    expect(await scalar("SELECT count(*) AS n FROM notifications WHERE user_id <> ? AND read_at IS NULL", member)).toBe(
      others,
    );
  });
});

describe("the open thread's mark-as-read", () => {
  it("marks what the other member sent as read, and refuses a thread with no one", async () => {
    expect((await call("/api/messages", { as: 33, body: { toUserId: 36, content: "Read me in place" } })).status).toBe(
      201,
    );
    const unread = () =>
      scalar("SELECT count(*) AS n FROM messages WHERE to_user_id = 36 AND from_user_id = 33 AND is_read = 0");
    expect(await unread()).toBe(1);
    // Posted to /messages itself: the page re-drawn at ?to=33 would mark the thread read on its own.
    const bad = await formPost("/messages", { intent: "mark-thread-read", otherUserId: "x" }, 36);
    expect(bad.status).toBe(400);
    expect(await unread()).toBe(1);
    const response = await formPost("/messages", { intent: "mark-thread-read", otherUserId: "33" }, 36);
    expect(response.status).toBe(200);
    expect(await unread()).toBe(0);
  });
});
