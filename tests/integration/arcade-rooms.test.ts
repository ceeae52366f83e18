// The arcade API on the real Worker and D1: listing, creating and reading game rooms, and a
// member's game statistics. Each test creates its own rooms; members act through their session cookies.
import { SELF } from "./worker";
import { describe, expect, it } from "vitest";
import { ARCADE_TEXTS } from "~/lib/texts";
import { scalar } from "./http";
import { memberCookie } from "./constants";
import { expectEvery } from "../shared/expect-every";
import { call, join, leave, newRoom, type Json } from "./arcade-fixtures";

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
