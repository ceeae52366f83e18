// The arcade API on the real Worker, D1 and Durable Objects: who may take a seat in a game
// room, and what leaving does. Each test creates its own rooms.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ARCADE_TEXTS } from "~/lib/texts";
import { formPost, scalar } from "./http";
import { activeSeats, call, join, leave, newRoom, type Json } from "./arcade-fixtures";

describe("join and leave rules", () => {
  it("lets a second player in, which starts the game; then refuses everyone else", async () => {
    const room = await newRoom(3);
    const again = await join(room.id, 3);
    expect(again).toEqual({ status: 409, body: { error: ARCADE_TEXTS.alreadyIn } });

    const second = await join(room.id, 4);
    expect(second.status).toBe(200);
    expect(second.body.room).toMatchObject({ status: "in_progress", currentPlayers: 2 });
    expect(second.body.participants).toMatchObject([
      { userId: 3, playerNumber: 1 },
      { userId: 4, playerNumber: 2 },
    ]);

    expect(await join(room.id, 5)).toEqual({ status: 409, body: { error: ARCADE_TEXTS.notWaiting } });
    expect(await activeSeats(room.id)).toBe(2);
  });

  it("refuses a full room that is still waiting", async () => {
    const room = await newRoom(3);
    await env.DB.prepare("UPDATE game_rooms SET current_players = 2 WHERE id = ?").bind(room.id).run();
    expect(await join(room.id, 6)).toEqual({ status: 409, body: { error: ARCADE_TEXTS.full } });
    expect(await activeSeats(room.id)).toBe(1);
  });

  it("marks a leaver inactive, frees the seat, and lets them or someone else take it again", async () => {
    const room = await newRoom(5);
    await join(room.id, 6);
    const left = await leave(room.id, 6);
    expect(left.status).toBe(200);
    expect(left.body.room).toMatchObject({ status: "waiting", currentPlayers: 1 });
    expect(
      await scalar("SELECT is_active AS n FROM room_participants WHERE room_id = ? AND user_id = 6", room.id),
    ).toBe(0);
    expect(await leave(room.id, 6)).toEqual({ status: 409, body: { error: ARCADE_TEXTS.notParticipant } });

    const back = await join(room.id, 6);
    expect(back.status).toBe(200);
    expect(back.body.participants.filter((p: Json) => p.isActive)).toMatchObject([
      { userId: 5 },
      { userId: 6, playerNumber: 2 },
    ]);

    // The host leaves mid-game: the guest keeps seat 2 and a newcomer gets seat 1.
    await leave(room.id, 5);
    const newcomer = await join(room.id, 7);
    expect(
      newcomer.body.participants.filter((p: Json) => p.isActive).map((p: Json) => [p.userId, p.playerNumber]),
    ).toEqual([
      [7, 1],
      [6, 2],
    ]);
  });

  it("cancels a room its last player leaves", async () => {
    const room = await newRoom(8);
    const left = await leave(room.id, 8);
    expect(left.body.room).toMatchObject({ status: "cancelled", currentPlayers: 0 });
    expect(await join(room.id, 9)).toEqual({ status: 409, body: { error: ARCADE_TEXTS.notWaiting } });
  });

  it("gives the last seat to exactly one of two racing players", async () => {
    for (let round = 0; round < 5; round++) {
      const room = await newRoom(10);
      const results = await Promise.all([join(room.id, 11), join(room.id, 12)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await activeSeats(room.id)).toBe(2);
      expect(await scalar("SELECT current_players AS n FROM game_rooms WHERE id = ?", room.id)).toBe(2);
    }
  });

  it("accepts the spec's userId body only for the caller, and refuses suspended members", async () => {
    const room = await newRoom(13);
    expect((await call(`/api/game-rooms/${room.id}/join`, { as: 14, body: { userId: 15 } })).status).toBe(403);
    expect((await call(`/api/game-rooms/${room.id}/join`, { as: 14, body: { userId: 14 } })).status).toBe(200);
    expect((await call(`/api/game-rooms/${room.id}/join`, { as: 14, method: "GET" })).status).toBe(405);

    const other = await newRoom(13);
    await env.DB.prepare("UPDATE users SET suspended_until = ? WHERE id = 16")
      .bind(new Date(Date.now() + 86_400_000).toISOString())
      .run();
    try {
      expect((await join(other.id, 16)).status).toBe(403);
      expect((await call("/api/game-rooms", { as: 16, body: { name: "Mine", gameType: "chess" } })).status).toBe(403);
    } finally {
      await env.DB.prepare("UPDATE users SET suspended_until = NULL WHERE id = 16").run();
    }
  });
});

describe("Join and Leave as the room page's forms", () => {
  it("joins from the lobby or the room and leaves, a plain post landing in the room and then the arcade", async () => {
    const room = await newRoom(17);
    const joined = await formPost(`/arcade/room/${room.id}`, { intent: "join-room" }, 18, true);
    expect(joined.status).toBe(303);
    expect(joined.headers.get("location")).toBe(`/arcade/room/${room.id}#room-game`);
    expect(await activeSeats(room.id)).toBe(2);
    // A second join is the API's 409, as the form's error; nothing changes.
    expect((await formPost(`/arcade/room/${room.id}`, { intent: "join-room" }, 18)).status).toBe(409);

    const left = await formPost(`/arcade/room/${room.id}`, { intent: "leave-room" }, 18, true);
    expect(left.status).toBe(303);
    expect(left.headers.get("location")).toBe("/arcade");
    expect(
      await scalar("SELECT is_active AS n FROM room_participants WHERE room_id = ? AND user_id = 18", room.id),
    ).toBe(0);
  });

  it("takes a private room's token from the form or the page's address, and without it the room is not there", async () => {
    const room = (await newRoom(19, { isPrivate: true })) as { id: number; inviteToken: string };
    const without = await formPost(`/arcade/room/${room.id}`, { intent: "join-room" }, 20);
    expect(without.status).toBe(404);
    expect(await activeSeats(room.id)).toBe(1);

    const fromField = await formPost(
      `/arcade/room/${room.id}`,
      { intent: "join-room", invite: room.inviteToken },
      20,
      true,
    );
    expect(fromField.headers.get("location")).toBe(`/arcade/room/${room.id}?invite=${room.inviteToken}#room-game`);
    expect(await activeSeats(room.id)).toBe(2);

    const other = (await newRoom(19, { isPrivate: true })) as { id: number; inviteToken: string };
    const fromAddress = await formPost(
      `/arcade/room/${other.id}?invite=${other.inviteToken}`,
      { intent: "join-room" },
      21,
    );
    expect(fromAddress.status).toBe(200);
    expect(await activeSeats(other.id)).toBe(2);
  });
});
