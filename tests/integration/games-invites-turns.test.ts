// Game invites and turns (docs/features/notifications.md): a player invites a member by username to
// a room's free seat; in a room that takes its time, the player to move is told it's their turn
// when they are not in the room, nobody can claim a win from an absent opponent, and coming into
// the room reads both kinds.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, nextError, play, player } from "./games-fixtures";

const HOST = 24;
const GUEST = 25;
const OUTSIDER = 26;
const BLOCKER = 27;

const usernameOf = (id: number) =>
  env.DB.prepare("SELECT username FROM users WHERE id = ?").bind(id).first<string>("username");
const notes = (userId: number, kind: string) =>
  env.DB.prepare(
    "SELECT actor_id AS actorId, detail, url, count, read_at IS NOT NULL AS read FROM notifications WHERE user_id = ? AND kind = ?",
  )
    .bind(userId, kind)
    .all<{ actorId: number; detail: string; url: string; count: number; read: number }>()
    .then((result) => result.results);

async function createRoom(as: number, body: Record<string, unknown>) {
  const created = await call("/api/game-rooms", { as, method: "POST", body });
  expect(created.status).toBe(201);
  return created.body.id as number;
}

describe("a game invite", () => {
  it("tells the member named, once per room, and refuses what makes no sense", async () => {
    const roomId = await createRoom(HOST, { name: "Sunday noughts", gameType: "tic_tac_toe" });
    const invite = (as: number, body: unknown, id = roomId) =>
      call(`/api/game-rooms/${id}/invite`, { as, method: "POST", body });
    const guest = (await usernameOf(GUEST))!;

    expect((await invite(OUTSIDER, { username: guest })).status).toBe(403);
    expect((await invite(HOST, { username: "nobody-has-this-name" })).status).toBe(404);
    expect((await invite(HOST, { username: (await usernameOf(HOST))! })).status).toBe(400);
    expect((await invite(HOST, { username: guest }, 999999)).status).toBe(404);
    for (const bad of [
      {},
      { username: "" },
      { username: 7 },
      { username: guest, extra: 1 },
      { username: "x".repeat(60) },
    ])
      expect((await invite(HOST, bad)).status).toBe(400);
    expect(await notes(GUEST, "game_invite")).toEqual([]);

    // "@" before the name is fine, and any case.
    const sent = await invite(HOST, { username: `@${guest.toUpperCase()}` });
    expect(sent).toMatchObject({ status: 200, body: { invited: guest } });
    expect(await invite(HOST, { username: guest })).toMatchObject({ status: 200 });
    expect(await notes(GUEST, "game_invite")).toEqual([
      { actorId: HOST, detail: "Tic Tac Toe in “Sunday noughts”", url: `/arcade/room/${roomId}`, count: 2, read: 0 },
    ]);

    // A block either way tells no one, and looks the same to the inviter.
    await env.DB.prepare("INSERT INTO user_blocks (blocker_id, blocked_id) VALUES (?, ?)").bind(BLOCKER, HOST).run();
    expect((await invite(HOST, { username: (await usernameOf(BLOCKER))! })).status).toBe(200);
    expect(await notes(BLOCKER, "game_invite")).toEqual([]);

    // Coming into the room reads the invite; once the seat is taken there is nothing to invite to.
    expect((await call(`/api/game-rooms/${roomId}/join`, { as: GUEST, method: "POST" })).status).toBe(200);
    const watcher = await player(roomId, GUEST);
    await expect.poll(async () => (await notes(GUEST, "game_invite"))[0]?.read).toBe(1);
    watcher.close();
    expect((await invite(HOST, { username: (await usernameOf(OUTSIDER))! })).status).toBe(409);
  });
});

describe("a game that takes its time", () => {
  it("tells the player to move when they are away, and reads it when they come back", async () => {
    const roomId = await createRoom(HOST, { name: "Slow noughts", gameType: "tic_tac_toe", pace: "correspondence" });
    expect((await call(`/api/game-rooms/${roomId}`, { as: HOST })).body).toMatchObject({ pace: "correspondence" });
    // The guest takes the seat while the host is elsewhere: the host moves first, and is told.
    expect((await call(`/api/game-rooms/${roomId}/join`, { as: GUEST, method: "POST" })).status).toBe(200);
    const guestName = await env.DB.prepare("SELECT display_name FROM users WHERE id = ?")
      .bind(GUEST)
      .first("display_name");
    await expect
      .poll(() => notes(HOST, "game_turn"))
      .toEqual([
        { actorId: GUEST, detail: `Tic Tac Toe with ${guestName}`, url: `/arcade/room/${roomId}`, count: 1, read: 0 },
      ]);

    const x = await player(roomId, HOST);
    await expect.poll(async () => (await notes(HOST, "game_turn"))[0]?.read).toBe(1);
    await play(x, "5");
    await expect.poll(async () => (await notes(GUEST, "game_turn"))[0]?.read).toBe(0);
    // No one wins by the other being away.
    x.send({ type: "claim_win" });
    expect(await nextError(x)).toMatchObject({ code: "not_allowed", message: expect.stringMatching(/takes its time/) });

    const o = await player(roomId, GUEST);
    expect(o.game.dropped).toEqual([]);
    await expect.poll(async () => (await notes(GUEST, "game_turn"))[0]?.read).toBe(1);
    // Both here: a move tells no one.
    await play(o, "1");
    await play(x, "9");
    expect((await notes(GUEST, "game_turn"))[0]).toMatchObject({ read: 1, count: 1 });
    expect((await notes(HOST, "game_turn"))[0]).toMatchObject({ read: 1 });
    x.close();
    o.close();
  });

  it("is not how a live game works: the absent player is held by the grace period, not told", async () => {
    const roomId = await createRoom(OUTSIDER, { name: "Quick noughts", gameType: "tic_tac_toe" });
    expect((await call(`/api/game-rooms/${roomId}/join`, { as: BLOCKER, method: "POST" })).status).toBe(200);
    const x = await player(roomId, OUTSIDER);
    await play(x, "5");
    expect(await notes(BLOCKER, "game_turn")).toEqual([]);
    expect(await notes(OUTSIDER, "game_turn")).toEqual([]);
    x.close();
  });
});
