// Connections against the real Worker and D1 (docs/features/connections.md): blocking both ways,
// messages included, and reporting a member.
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "./call";
import { scalar } from "./http";
import { A, B, V, discover, ids, json, like, matchesOf, rebuild } from "./connections-fixtures";

describe("blocking", () => {
  beforeAll(rebuild);

  it("hides both members from each other, ends the match and stops messages both ways", async () => {
    await like(V, A);
    await like(A, V);
    expect((await call("/api/messages", { as: V, body: { toUserId: A, content: "Before the block" } })).status).toBe(
      201,
    );

    const blocked = await call(`/api/users/${A}/block`, { as: V, method: "POST" });
    expect(blocked.status).toBe(200);
    expect(
      await scalar("SELECT count(*) AS n FROM connection_matches WHERE user_low_id = ? AND user_high_id = ?", V, A),
    ).toBe(0);
    expect(
      await scalar(
        "SELECT count(*) AS n FROM connection_likes WHERE (from_user_id = ?1 AND to_user_id = ?2) OR (from_user_id = ?2 AND to_user_id = ?1)",
        V,
        A,
      ),
    ).toBe(0);

    for (const [viewer, other] of [
      [V, A],
      [A, V],
    ] as const) {
      expect(ids(await discover(viewer))).not.toContain(other);
      expect((await matchesOf(viewer)).map((m) => m.profile.id)).not.toContain(other);
      expect((await call(`/api/relationship-profile/${other}`, { as: viewer })).status).toBe(404);
      expect((await like(viewer, other)).status).toBe(404);
      const before = await scalar("SELECT count(*) AS n FROM messages");
      const refused = await call("/api/messages", { as: viewer, body: { toUserId: other, content: "Hello?" } });
      // A block hides each from the other, so the answer is the same 404 as a missing member.
      expect(refused.status).toBe(404);
      expect((await json<{ error: string }>(refused)).error).toBe(`User ${other} not found.`);
      expect(await scalar("SELECT count(*) AS n FROM messages")).toBe(before);
    }

    const list = await json<{ userId: number; displayName: string }[]>(await call("/api/user-blocks", { as: V }));
    expect(list.map((b) => b.userId)).toEqual([A]);
    expect(await json<unknown[]>(await call("/api/user-blocks", { as: A }))).toEqual([]);
  });

  it("unblocking starts afresh: visible again and messages flow, but no match comes back", async () => {
    const response = await call(`/api/users/${A}/block`, { as: V, method: "DELETE" });
    expect(await json<{ changed: boolean }>(response)).toMatchObject({ blocked: false, changed: true });
    expect(ids(await discover(V))).toContain(A);
    expect(await matchesOf(V)).toEqual([]);
    expect((await call("/api/messages", { as: A, body: { toUserId: V, content: "After the block" } })).status).toBe(
      201,
    );
  });

  it("reports a member through the existing report flow", async () => {
    const response = await call("/api/reports", {
      as: V,
      body: { contentType: "user", contentId: B, reason: "harassment" },
    });
    expect(response.status).toBe(201);
    expect(
      await scalar(
        "SELECT count(*) AS n FROM reports WHERE reporter_id = ? AND content_type = 'user' AND content_id = ? AND reported_user_id = ?",
        V,
        B,
        B,
      ),
    ).toBe(1);
  });

  it("refuses blocking yourself or nobody", async () => {
    expect((await call(`/api/users/${V}/block`, { as: V, method: "POST" })).status).toBe(400);
    expect((await call("/api/users/99999/block", { as: V, method: "POST" })).status).toBe(404);
    expect((await call(`/api/users/${A}/block`, { as: V, method: "PUT" })).status).toBe(405);
  });
});
