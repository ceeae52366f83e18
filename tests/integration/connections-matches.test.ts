// Connections against the real Worker and D1 (docs/features/connections.md): likes, passes and
// mutual matches.
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "./call";
import { scalar } from "./http";
import { A, B, V, discover, ids, json, like, matchesOf, pass, rebuild } from "./connections-fixtures";

describe("likes, passes and mutual matches", () => {
  beforeAll(rebuild);

  it("makes a match only when the like is returned, stored once as low < high", async () => {
    const first = await like(A, V);
    expect(first.status).toBe(200);
    expect(await json<{ matched: boolean }>(first)).toMatchObject({ matched: false });
    expect(await matchesOf(A)).toEqual([]);
    // Liked or passed members leave discovery.
    expect(ids(await discover(A))).not.toContain(V);

    const second = await json<{ matched: boolean; matchId: number }>(await like(V, A));
    expect(second).toMatchObject({ matched: true, matchId: expect.any(Number) });
    expect(
      await scalar("SELECT count(*) AS n FROM connection_matches WHERE user_low_id = ? AND user_high_id = ?", V, A),
    ).toBe(1);
    expect((await matchesOf(V)).map((m) => m.profile.id)).toContain(A);
    expect((await matchesOf(A)).map((m) => m.profile.id)).toContain(V);

    // The member who liked first is told of the match once (docs/features/notifications.md); the
    // one who just liked sees it at once.
    const matchNotices = (userId: number, actorId: number) =>
      scalar(
        "SELECT count(*) AS n FROM notifications WHERE user_id = ? AND actor_id = ? AND kind = 'match'",
        userId,
        actorId,
      );
    expect(await matchNotices(A, V)).toBe(1);
    expect(await matchNotices(V, A)).toBe(0);

    // Liking again changes nothing.
    await like(V, A);
    expect(
      await scalar("SELECT count(*) AS n FROM connection_matches WHERE user_low_id = ? AND user_high_id = ?", V, A),
    ).toBe(1);
    expect(await matchNotices(A, V)).toBe(1);
  });

  it("a pass ends a match and hides the member from discovery", async () => {
    expect((await pass(V, A)).status).toBe(200);
    expect(
      await scalar("SELECT count(*) AS n FROM connection_matches WHERE user_low_id = ? AND user_high_id = ?", V, A),
    ).toBe(0);
    expect(ids(await discover(V))).not.toContain(A);
    expect((await matchesOf(V)).map((m) => m.profile.id)).not.toContain(A);
  });

  it("refuses yourself, strangers, bad ids, other actors and GET", async () => {
    expect((await like(V, V)).status).toBe(400);
    expect((await like(V, 99999)).status).toBe(404);
    expect((await call("/api/matches/abc/like", { as: V, method: "POST" })).status).toBe(400);
    expect((await call(`/api/matches/${B}/like`, { as: V, body: { userId: A } })).status).toBe(403);
    expect((await call(`/api/matches/${B}/like`, { as: V })).status).toBe(405);
  });
});
