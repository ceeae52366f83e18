// The arcade API and the GameRoom's live participant state on the real Worker, D1 and
// Durable Objects. Each test creates its own rooms; members act through their session cookies.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ARCADE_TEXTS } from "~/lib/texts";
import { AWAY_AFTER_MS } from "../../party/protocol";
import { scalar } from "./http";
import { openSocket } from "./socket";
import { memberCookie } from "./constants";
import { expectEvery } from "../shared/expect-every";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(path: string, { as = 1, method, body }: { as?: number; method?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { cookie: memberCookie(as) };
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await SELF.fetch(`http://example.com${path}`, {
    method: method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const newRoom = async (host: number, overrides: Json = {}) => {
  const created = await call("/api/game-rooms", {
    as: host,
    body: {
      name: `Room of ${host}`,
      gameType: "tic_tac_toe",
      isPrivate: false,
      accessibilityFeatures: ["large_text"],
      maxPlayers: 2,
      ...overrides,
    },
  });
  expect(created.status).toBe(201);
  return created.body as { id: number } & Json;
};
const join = (roomId: number, as: number) => call(`/api/game-rooms/${roomId}/join`, { as, method: "POST" });
const leave = (roomId: number, as: number) => call(`/api/game-rooms/${roomId}/leave`, { as, method: "POST" });
const activeSeats = (roomId: number) =>
  scalar("SELECT count(*) AS n FROM room_participants WHERE room_id = ? AND is_active = 1", roomId);

describe("GET /api/game-rooms", () => {
  it("defaults to waiting rooms, filters by game type, and leaves status out for all", async () => {
    const waiting = await call("/api/game-rooms");
    expect(waiting.status).toBe(200);
    expect(waiting.body.length).toBeGreaterThan(0);
    expectEvery(waiting.body as Json[], (r: Json) => r.status === "waiting");

    const all = await call("/api/game-rooms?status=all&limit=100");
    expect(new Set(all.body.map((r: Json) => r.status)).size).toBeGreaterThan(1);
    expect(all.body.length).toBe(Math.min(100, await scalar("SELECT count(*) AS n FROM game_rooms")));

    const chess = await call("/api/game-rooms?gameType=chess&status=all");
    expect(chess.body.length).toBeGreaterThan(0);
    expectEvery(chess.body as Json[], (r: Json) => r.gameType === "chess");

    const completed = await call("/api/game-rooms?status=completed");
    expectEvery(completed.body as Json[], (r: Json) => r.status === "completed");
  });

  it("says which rooms the caller is playing in", async () => {
    const room = await newRoom(23);
    const mine = (await call("/api/game-rooms", { as: 23 })).body.find((r: Json) => r.id === room.id);
    const theirs = (await call("/api/game-rooms", { as: 24 })).body.find((r: Json) => r.id === room.id);
    expect([mine?.isParticipant, theirs?.isParticipant]).toEqual([true, false]);
  });

  it("refuses unknown filters with 400", async () => {
    for (const query of ["status=open", "gameType=poker", "limit=0", "colour=red"]) {
      const response = await call(`/api/game-rooms?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error).toBeTruthy();
    }
  });
});

describe("POST /api/game-rooms", () => {
  it("creates a waiting room hosted by the caller, who takes seat 1", async () => {
    const room = await newRoom(2, {
      name: "  Sunday tic tac toe  ",
      accessibilityFeatures: ["audio_cues", "large_text", "audio_cues"],
    });
    expect(room).toMatchObject({
      name: "Sunday tic tac toe",
      gameType: "tic_tac_toe",
      hostId: 2,
      status: "waiting",
      currentPlayers: 1,
      maxPlayers: 2,
      isPrivate: false,
    });
    expect(room.accessibilityFeatures).toEqual(["audio_cues", "large_text"]);
    const participants = await call(`/api/game-rooms/${room.id}/participants`);
    expect(participants.body).toMatchObject([{ userId: 2, playerNumber: 1, isActive: true }]);
    expect((await call(`/api/game-rooms/${room.id}`)).body).toMatchObject({ id: room.id, hostId: 2 });
  });

  it("answers a blank name with the spec's message and writes nothing", async () => {
    const before = await scalar("SELECT count(*) AS n FROM game_rooms");
    const response = await call("/api/game-rooms", { body: { name: "   ", gameType: "chess" } });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(ARCADE_TEXTS.emptyName);
    expect(response.body.issues).toEqual([{ path: "name", message: ARCADE_TEXTS.emptyName }]);
    expect(await scalar("SELECT count(*) AS n FROM game_rooms")).toBe(before);
  });

  it("takes game types and accessibility features only from the spec's lists, and 2 players only", async () => {
    const bad = [
      { name: "x", gameType: "poker" },
      { name: "x", gameType: "chess", accessibilityFeatures: ["braille"] },
      { name: "x", gameType: "chess", maxPlayers: 4 },
      { name: "x", gameType: "chess", isPrivate: "yes" },
      { name: "x", gameType: "chess", surprise: true },
      { name: "x".repeat(81), gameType: "chess" },
    ];
    for (const body of bad) expect((await call("/api/game-rooms", { body })).status, JSON.stringify(body)).toBe(400);
    expect((await call("/api/game-rooms", { body: { name: "x", gameType: "chess", hostId: 3 } })).status).toBe(403);
    const malformed = await SELF.fetch("http://example.com/api/game-rooms", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: memberCookie(1) },
      body: "{",
    });
    expect(malformed.status).toBe(400);
  });
});

describe("GET /api/game-rooms/:id and its participants", () => {
  it("answers 404 for a missing room and 400 for a bad id", async () => {
    expect((await call("/api/game-rooms/987654")).status).toBe(404);
    expect((await call("/api/game-rooms/987654/participants")).status).toBe(404);
    expect((await call("/api/game-rooms/abc")).status).toBe(400);
    expect((await join(987654, 2)).status).toBe(404);
    expect((await leave(987654, 2)).status).toBe(404);
  });
});

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

describe("GET /api/users/:id/game-statistics", () => {
  it("counts games played and won per game type from the results", async () => {
    const stats = await call("/api/users/1/game-statistics");
    expect(stats.status).toBe(200);
    const played = await scalar("SELECT count(*) AS n FROM game_result_players WHERE user_id = 1");
    const won = await scalar("SELECT count(*) AS n FROM game_result_players WHERE user_id = 1 AND outcome = 'won'");
    expect(stats.body.reduce((n: number, s: Json) => n + s.gamesPlayed, 0)).toBe(played);
    expect(stats.body.reduce((n: number, s: Json) => n + s.gamesWon, 0)).toBe(won);
    // The spec names the user; only the caller's own statistics are given.
    expect((await call("/api/users/2/game-statistics")).status).toBe(403);
    expect((await call("/api/users/987654/game-statistics")).status).toBe(403);
  });
});

describe("live participant state", () => {
  it("tells every open page about joins and leaves at once", async () => {
    const room = await newRoom(17);
    const host = await openSocket(`/parties/game/${room.id}`, { as: 17 });
    expect(await host.next()).toMatchObject({
      type: "room_state",
      participants: [{ userId: 17, presence: "online" }],
      spectators: 0,
    });

    await join(room.id, 18);
    const joined = await host.until((f) => f.event?.kind === "joined");
    expect(joined).toMatchObject({
      room: { id: room.id, status: "in_progress", currentPlayers: 2 },
      event: { kind: "joined", userId: 18 },
      participants: [
        { userId: 17, presence: "online" },
        { userId: 18, presence: "offline" },
      ],
    });

    await leave(room.id, 18);
    const left = await host.until((f) => f.event?.kind === "left");
    expect(left).toMatchObject({ room: { status: "waiting", currentPlayers: 1 }, event: { kind: "left", userId: 18 } });
    expect(left.participants.map((p: Json) => p.userId)).toEqual([17]);
    host.close();
  });

  it("marks a participant away once a heartbeat is missed, back when it returns, and gone when it closes", async () => {
    const room = await newRoom(19);
    await join(room.id, 20);
    const host = await openSocket(`/parties/game/${room.id}`, { as: 19 });
    const guest = await openSocket(`/parties/game/${room.id}`, { as: 20 });
    const connected = await host.until((f) => f.event?.kind === "connected" && f.event.userId === 20);
    expect(connected.participants.map((p: Json) => p.presence)).toEqual(["online", "online"]);

    // The host keeps its heartbeat; the guest goes quiet.
    const beat = setInterval(() => host.send({ type: "heartbeat" }), 1000);
    try {
      const started = Date.now();
      const away = await host.until((f) => f.event?.kind === "away", 10_000);
      const after = Date.now() - started;
      expect(away.event).toMatchObject({ userId: 20 });
      expect(away.participants.map((p: Json) => [p.userId, p.presence])).toEqual([
        [19, "online"],
        [20, "away"],
      ]);
      expect(after).toBeGreaterThanOrEqual(AWAY_AFTER_MS - 500);
      expect(after).toBeLessThan(6500);

      guest.send({ type: "heartbeat" });
      expect((await host.until((f) => f.event?.kind === "back")).event.userId).toBe(20);

      guest.close();
      const gone = await host.until((f) => f.event?.kind === "disconnected");
      expect(gone.participants.map((p: Json) => [p.userId, p.presence])).toEqual([
        [19, "online"],
        [20, "offline"],
      ]);
    } finally {
      clearInterval(beat);
      host.close();
    }
  });

  it("counts visitors who are not players as spectators", async () => {
    const room = await newRoom(21);
    const host = await openSocket(`/parties/game/${room.id}`, { as: 21 });
    await host.next();
    const visitor = await openSocket(`/parties/game/${room.id}`, { as: 22 });
    expect(await visitor.next()).toMatchObject({ spectators: 1, event: { kind: "connected", userId: 22 } });
    host.close();
    visitor.close();
  });
});
