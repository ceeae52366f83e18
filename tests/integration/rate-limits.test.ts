import { env } from "cloudflare:test";
import { SELF } from "./worker";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "~/server/rate-limit.server";
import { memberCookie } from "./constants";
import { awayFromWindowEnd } from "./rate-window";

const post = (userId: number, body: unknown, path = "/api/posts") =>
  SELF.fetch(`http://example.com${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: memberCookie(userId) },
    body: JSON.stringify(body),
  });
const postsBy = async (userId: number) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM posts WHERE author_id = ?").bind(userId).first<{ n: number }>())
    ?.n ?? 0;

describe("per-user write limits", () => {
  it("lets a member post up to the limit, then answers 429 with Retry-After and writes nothing", async () => {
    await awayFromWindowEnd(RATE_LIMITS.post.windowSeconds);
    const before = await postsBy(5);
    // Refused bodies are not counted against the member.
    for (let i = 0; i < 5; i++) expect((await post(5, { type: "post", content: "   " })).status).toBe(400);
    for (let i = 0; i < RATE_LIMITS.post.limit; i++) {
      expect((await post(5, { type: "post", content: `Rate-limited post ${i}` })).status).toBe(201);
    }
    const limited = await post(5, { type: "post", content: "One too many" });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.post.windowSeconds);
    expect((await limited.json<{ error: string }>()).error).toMatch(/Too many posts.*wait \d+ seconds/);
    expect(await postsBy(5)).toBe(before + RATE_LIMITS.post.limit);
    // Another member is not affected.
    expect((await post(6, { type: "post", content: "Someone else" })).status).toBe(201);
  });

  it("limits room creation the same way", async () => {
    await awayFromWindowEnd(RATE_LIMITS.gameRoom.windowSeconds);
    const room = { name: "Limit test", gameType: "chess", isPrivate: false, accessibilityFeatures: [], maxPlayers: 2 };
    for (let i = 0; i < RATE_LIMITS.gameRoom.limit; i++)
      expect((await post(7, room, "/api/game-rooms")).status).toBe(201);
    const limited = await post(7, room, "/api/game-rooms");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("limits messages and reports", async () => {
    await awayFromWindowEnd(RATE_LIMITS.report.windowSeconds);
    await awayFromWindowEnd(RATE_LIMITS.message.windowSeconds);
    for (let i = 0; i < RATE_LIMITS.message.limit; i++) {
      expect((await post(8, { toUserId: 9, content: `Hello ${i}` }, "/api/messages")).status).toBe(201);
    }
    expect((await post(8, { toUserId: 9, content: "Too many" }, "/api/messages")).status).toBe(429);
    const posts = await env.DB.prepare(
      "SELECT id FROM posts WHERE author_id != 10 AND removed_at IS NULL ORDER BY id LIMIT ?",
    )
      .bind(RATE_LIMITS.report.limit + 1)
      .all<{ id: number }>();
    const statuses: number[] = [];
    for (const { id } of posts.results) {
      statuses.push((await post(10, { contentType: "post", contentId: id, reason: "spam" }, "/api/reports")).status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits provider enquiries and campaign creation", async () => {
    await awayFromWindowEnd(RATE_LIMITS.enquiry.windowSeconds);
    const provider = await env.DB.prepare("SELECT id FROM ndis_providers ORDER BY id LIMIT 1").first<{ id: number }>();
    const enquiry = { kind: "message", message: "Do you have weekday openings?" };
    for (let i = 0; i < RATE_LIMITS.enquiry.limit; i++) {
      expect((await post(11, enquiry, `/api/ndis-providers/${provider!.id}/enquiries`)).status).toBe(201);
    }
    const limited = await post(11, enquiry, `/api/ndis-providers/${provider!.id}/enquiries`);
    expect(limited.status).toBe(429);
    expect((await limited.json<{ error: string }>()).error).toMatch(/Too many enquiries/);

    // Member 6 owns ad account 3. Creates past the plan's limit are refused with 403 and still
    // count, so a script cannot hammer the limit check either.
    const campaign = {
      accountId: 3,
      name: "Rate limit",
      objective: "awareness",
      budget: 10,
      startDate: "2026-01-01",
      status: "paused",
    };
    for (let i = 0; i < RATE_LIMITS.campaign.limit; i++) {
      expect([201, 403]).toContain((await post(6, campaign, "/api/campaigns")).status);
    }
    const tooMany = await post(6, campaign, "/api/campaigns");
    expect(tooMany.status).toBe(429);
    expect((await tooMany.json<{ error: string }>()).error).toMatch(/Too many campaigns/);
  });
});
