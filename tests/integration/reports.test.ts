import { describe, expect, it } from "vitest";
import { REPORT_REASONS } from "~/lib/vocab";
import { api, scalar } from "./http";

const countReports = () => scalar("SELECT count(*) AS n FROM reports");

describe("POST /api/reports", () => {
  // A different post per reason: a member reports an item only once.
  it.each(REPORT_REASONS)("files a pending %s report with the server's priority", async (reason) => {
    const contentId = 2 + REPORT_REASONS.indexOf(reason);
    const response = await api("/api/reports", {
      body: {
        reporterId: 1,
        contentType: "post",
        contentId,
        reason,
        description: "  Seen in the feed.  ",
        priority: "low",
      },
    });
    expect(response.status).toBe(201);
    const report = await response.json<Record<string, unknown>>();
    const expected =
      reason === "hate_speech" || reason === "harassment" ? "high" : reason === "other" ? "low" : "medium";
    expect(report).toMatchObject({
      reporterId: 1,
      contentType: "post",
      contentId,
      reason,
      status: "pending",
      priority: expected,
      description: "Seen in the feed.",
    });
    // The reported user comes from the content, not from the client.
    expect(report.reportedUserId).toBe(await scalar("SELECT author_id AS n FROM posts WHERE id = ?", contentId));
  });

  it("defaults to medium and lets 'other' pick only low, medium or high", async () => {
    const plain = await (
      await api("/api/reports", { body: { contentType: "post", contentId: 20, reason: "other" } })
    ).json<{ priority: string; description: null }>();
    expect(plain).toMatchObject({ priority: "medium", description: null });
    const urgent = await (
      await api("/api/reports", { body: { contentType: "post", contentId: 21, reason: "other", priority: "urgent" } })
    ).json<{ priority: string }>();
    expect(urgent.priority).toBe("medium");
    const forced = await (
      await api("/api/reports", { body: { contentType: "user", contentId: 7, reason: "harassment", priority: "low" } })
    ).json<{ priority: string; reportedUserId: number }>();
    expect(forced).toMatchObject({ priority: "high", reportedUserId: 7 });
  });

  it("reports comments and messages with their authors", async () => {
    const commentId = await scalar("SELECT id AS n FROM comments ORDER BY id LIMIT 1");
    const comment = await (
      await api("/api/reports", { body: { contentType: "comment", contentId: commentId, reason: "spam" } })
    ).json<{ reportedUserId: number }>();
    expect(comment.reportedUserId).toBe(await scalar("SELECT author_id AS n FROM comments WHERE id = ?", commentId));
    const messageId = await scalar("SELECT id AS n FROM messages WHERE to_user_id = 1 ORDER BY id LIMIT 1");
    const message = await (
      await api("/api/reports", { body: { contentType: "message", contentId: messageId, reason: "harassment" } })
    ).json<{ reportedUserId: number }>();
    expect(message.reportedUserId).toBe(await scalar("SELECT from_user_id AS n FROM messages WHERE id = ?", messageId));
  });

  const invalid: [string, unknown, number][] = [
    ["no reason", { contentType: "post", contentId: 1 }, 400],
    ["an unknown reason", { contentType: "post", contentId: 1, reason: "boring" }, 400],
    [
      "a description over 500 characters",
      { contentType: "post", contentId: 1, reason: "spam", description: "x".repeat(501) },
      400,
    ],
    ["an unknown content type", { contentType: "event", contentId: 1, reason: "spam" }, 400],
    ["a bad content id", { contentType: "post", contentId: -4, reason: "spam" }, 400],
    ["an unknown field", { contentType: "post", contentId: 1, reason: "spam", status: "resolved" }, 400],
    ["content that does not exist", { contentType: "post", contentId: 99999, reason: "spam" }, 404],
    ["reporting as someone else", { reporterId: 9, contentType: "post", contentId: 1, reason: "spam" }, 403],
  ];
  it.each(invalid)("refuses %s and writes nothing", async (_, body, status) => {
    const before = await countReports();
    const response = await api("/api/reports", { body });
    expect(response.status).toBe(status);
    expect((await response.json<{ error: string }>()).error.length).toBeGreaterThan(5);
    expect(await countReports()).toBe(before);
  });

  it("accepts exactly 500 characters of description", async () => {
    expect(
      (
        await api("/api/reports", {
          body: { contentType: "post", contentId: 1, reason: "spam", description: "x".repeat(500) },
        })
      ).status,
    ).toBe(201);
  });
});
