// Moderation on the real Worker (docs/features/moderation.md): only moderators may moderate, and a
// refusal changes nothing.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, json } from "./moderation-fixtures";

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
