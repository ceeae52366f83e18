// Online play on the real Worker, D1 and Durable Objects (issue 8): the GameRoom referees
// every move, keeps the game through a restart, holds a dropped player's seat, and writes
// each result to D1. Members act through their session cookies; each test makes its own room.
import { abortAllDurableObjects, env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CHAT_MESSAGE_MAX_LENGTH } from "../../party/protocol";
import { scalar } from "./http";
import { openSocket, type TestSocket } from "./socket";
import { memberCookie } from "./constants";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
/** Set in vitest.integration.config.ts: the seat of a dropped player is held this long here. */
const GRACE_MS = 1500;

async function call(
  path: string,
  { as = 1, method = "GET", body }: { as?: number; method?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { cookie: memberCookie(as) };
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await SELF.fetch(`http://example.com${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/** A room of `gameType` with `host` in seat 1 and `guest` in seat 2: the game has started. */
async function startedRoom(gameType: string, host: number, guest: number) {
  const created = await call("/api/game-rooms", {
    as: host,
    method: "POST",
    body: { name: `${gameType} ${host} v ${guest}`, gameType },
  });
  expect(created.status).toBe(201);
  const roomId = created.body.id as number;
  expect((await call(`/api/game-rooms/${roomId}/join`, { as: guest, method: "POST" })).status).toBe(200);
  return roomId;
}

type Player = TestSocket & { game: Json; userId: number; seq: number };
/** A socket to the room that has read up to its first game state. */
async function player(roomId: number, as: number): Promise<Player> {
  const socket = await openSocket(`/parties/game/${roomId}`, { as });
  const frame = await socket.until((f) => f.type === "game_state");
  return Object.assign(socket, { game: frame.game as Json, userId: as, seq: frame.game.seq as number });
}
const nextGame = (socket: TestSocket, match: (game: Json) => boolean = () => true) =>
  socket.until((f) => f.type === "game_state" && match(f.game)).then((f) => f.game as Json);
const nextError = (socket: TestSocket) => socket.until((f) => f.type === "error");

/** Send a move and read up to the state that has it as this player's latest move. */
async function play(socket: Player, move: string) {
  socket.send({ type: "move", move });
  const frame = await socket.until((f) => {
    if (f.type === "error") return true;
    const last = f.type === "game_state" ? f.game.history.at(-1) : undefined;
    return (
      last !== undefined &&
      f.game.seq > socket.seq &&
      last.notation === move &&
      f.game.players[last.side].userId === socket.userId
    );
  });
  if (frame.type === "error") throw new Error(`${move}: ${frame.message}`);
  socket.seq = frame.game.seq;
  return frame.game as Json;
}

const resultRows = (roomId: number) =>
  env.DB.prepare(
    `SELECT r.game_type AS gameType, r.winner_id AS winnerId, r.move_count AS moveCount, p.user_id AS userId, p.outcome
     FROM game_results r JOIN game_result_players p ON p.result_id = r.id WHERE r.room_id = ? ORDER BY p.user_id`,
  )
    .bind(roomId)
    .all<Json>()
    .then((r) => r.results);
const roomStatus = (roomId: number) =>
  env.DB.prepare("SELECT status FROM game_rooms WHERE id = ?")
    .bind(roomId)
    .first<{ status: string }>()
    .then((r) => r?.status);

describe("the room is the referee", () => {
  it("starts the game when the second player joins, and refuses out-of-turn and illegal moves, changing nothing", async () => {
    const roomId = await startedRoom("chess", 2, 3);
    const white = await player(roomId, 2);
    const black = await player(roomId, 3);
    expect(white.game).toMatchObject({ number: 1, gameType: "chess", status: "playing", turn: 0, history: [] });
    expect(white.game.players).toMatchObject([
      { userId: 2, side: 0, sideName: "White" },
      { userId: 3, side: 1, sideName: "Black" },
    ]);
    expect(white.game.legalMoves).toHaveLength(20);
    expect(white.game.board.cells.find((c: Json) => c.id === "g1").label).toBe("g1, white knight");

    black.send({ type: "move", move: "e5" });
    expect(await nextError(black)).toMatchObject({
      code: "not_your_turn",
      message: "It is not your turn. White (" + white.game.players[0].displayName + ") is to move.",
    });
    white.send({ type: "move", move: "e5" });
    expect(await nextError(white)).toMatchObject({ code: "illegal_move" });
    white.send({ type: "move", move: "x".repeat(41) });
    expect(await nextError(white)).toMatchObject({ code: "invalid" });
    white.send("{not json");
    expect(await nextError(white)).toMatchObject({ code: "invalid" });

    // Nothing changed: the next good move is the first in the history, seen by both.
    const after = await play(white, "Nf3");
    expect(after.seq).toBeGreaterThan(white.game.seq);
    expect(after).toMatchObject({
      turn: 1,
      history: [{ side: 0, notation: "Nf3", spoken: "White knight from g1 to f3", path: ["g1", "f3"] }],
    });
    expect((await nextGame(black, (g) => g.history.length === 1)).announcement).toMatch(
      /played Nf3: White knight from g1 to f3\. Black \(.+\) to move\./,
    );
    white.close();
    black.close();
  });

  it("renders the board on the server, so the room page's first paint has the game", async () => {
    const roomId = await startedRoom("chess", 23, 24);
    const response = await SELF.fetch(`http://example.com/arcade/room/${roomId}`, {
      headers: { cookie: memberCookie(25) },
    });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('data-testid="game-board"');
    expect(html).toContain('aria-label="g1, white knight"');
    expect(html).toMatch(/White \(.+\) to move\./);
  });

  it("lets a spectator watch live but never move", async () => {
    const roomId = await startedRoom("connect_four", 4, 5);
    const red = await player(roomId, 4);
    const watcher = await player(roomId, 6);
    expect(watcher.game.status).toBe("playing");
    watcher.send({ type: "move", move: "4" });
    expect(await nextError(watcher)).toMatchObject({ code: "spectator" });
    for (const action of [{ type: "resign" }, { type: "draw", action: "offer" }, { type: "claim_win" }]) {
      watcher.send(action);
      expect(await nextError(watcher)).toMatchObject({ code: "spectator" });
    }
    await play(red, "4");
    expect(
      (await nextGame(watcher, (g) => g.history.length === 1)).board.cells.find((c: Json) => c.id === "c4r1"),
    ).toMatchObject({ label: "Column 4, row 1, red", owner: 0 });
    red.close();
    watcher.close();
  });

  it("writes the result to D1 at the end, marks the room completed, and counts it in game statistics", async () => {
    const before = (await call("/api/users/7/game-statistics", { as: 7 })).body.find(
      (s: Json) => s.gameType === "tic_tac_toe",
    ) ?? { gamesPlayed: 0, gamesWon: 0 };
    const roomId = await startedRoom("tic_tac_toe", 7, 8);
    const x = await player(roomId, 7);
    const o = await player(roomId, 8);
    for (const [socket, square] of [
      [x, "1"],
      [o, "4"],
      [x, "2"],
      [o, "5"],
    ] as const)
      await play(socket, square);
    const end = await play(x, "3");
    expect(end).toMatchObject({
      status: "over",
      turn: null,
      legalMoves: [],
      outcome: { kind: "won", winner: 0 },
      tally: { wins: [1, 0], draws: 0 },
    });
    expect(end.announcement).toMatch(/Game over\. X \(.+\) wins: three in a row, squares 1, 2, 3\./);
    o.send({ type: "move", move: "9" });
    expect(await nextError(o)).toMatchObject({ code: "game_over" });

    await expect
      .poll(() => resultRows(roomId))
      .toEqual([
        { gameType: "tic_tac_toe", winnerId: 7, moveCount: 5, userId: 7, outcome: "won" },
        { gameType: "tic_tac_toe", winnerId: 7, moveCount: 5, userId: 8, outcome: "lost" },
      ]);
    expect(await roomStatus(roomId)).toBe("completed");
    expect((await x.until((f) => f.type === "room_state" && f.room.status === "completed")).room.status).toBe(
      "completed",
    );
    const after = (await call("/api/users/7/game-statistics", { as: 7 })).body.find(
      (s: Json) => s.gameType === "tic_tac_toe",
    );
    expect(after).toEqual({
      gameType: "tic_tac_toe",
      gamesPlayed: before.gamesPlayed + 1,
      gamesWon: before.gamesWon + 1,
    });
    x.close();
    o.close();
  });

  it("plays a rematch with colours swapped, and a draw by agreement, and a resignation", async () => {
    const roomId = await startedRoom("reversi", 9, 10);
    const a = await player(roomId, 9);
    const b = await player(roomId, 10);
    b.send({ type: "draw", action: "accept" });
    expect(await nextError(b)).toMatchObject({ code: "not_allowed" });
    a.send({ type: "draw", action: "offer" });
    expect((await nextGame(b, (g) => g.drawOffer === 0)).announcement).toMatch(/offers a draw/);
    b.send({ type: "draw", action: "accept" });
    expect((await nextGame(a, (g) => g.status === "over")).outcome).toEqual({ kind: "draw", reason: "agreed" });

    a.send({ type: "rematch" });
    expect((await nextGame(b, (g) => g.rematch.length === 1)).rematch).toEqual([0]);
    b.send({ type: "rematch" });
    const second = await nextGame(a, (g) => g.number === 2);
    expect(second).toMatchObject({ status: "playing", turn: 0, tally: { wins: [0, 0], draws: 1 } });
    // Colours swapped: the guest is Black now and moves first.
    expect(second.players.map((p: Json) => [p.userId, p.sideName])).toEqual([
      [10, "Black"],
      [9, "White"],
    ]);
    await expect.poll(() => roomStatus(roomId)).toBe("in_progress");
    await play(b, "d3");
    a.send({ type: "resign" });
    const resigned = await nextGame(b, (g) => g.status === "over");
    expect(resigned.outcome).toMatchObject({ kind: "won", winner: 0 });
    await expect.poll(async () => (await resultRows(roomId)).length).toBe(4);
    expect((await resultRows(roomId)).filter((r) => r.winnerId === 10).map((r) => [r.userId, r.outcome])).toEqual([
      [9, "lost"],
      [10, "won"],
    ]);
    a.close();
    b.close();
  });

  it("forfeits the game of a player who leaves the room mid-game", async () => {
    const roomId = await startedRoom("checkers", 11, 12);
    const stays = await player(roomId, 11);
    await play(stays, "11-15");
    expect((await call(`/api/game-rooms/${roomId}/leave`, { as: 12, method: "POST" })).status).toBe(200);
    const over = await nextGame(stays, (g) => g.status === "over");
    expect(over.outcome).toMatchObject({ kind: "won", winner: 0 });
    expect(over.announcement).toMatch(/left the game/);
    await expect
      .poll(() => resultRows(roomId))
      .toMatchObject([
        { userId: 11, outcome: "won" },
        { userId: 12, outcome: "lost" },
      ]);
    // The seat is free again: the room waits for a new opponent, and a new game starts when one joins.
    expect(await roomStatus(roomId)).toBe("waiting");
    expect((await call(`/api/game-rooms/${roomId}/join`, { as: 13, method: "POST" })).status).toBe(200);
    const fresh = await nextGame(stays, (g) => g.number === 2);
    expect(fresh.players.map((p: Json) => p.userId)).toEqual([11, 13]);
    stays.close();
  });
});

describe("reconnection", () => {
  it("holds a dropped player's seat: the opponent sees them reconnecting, and they come back to the full state", async () => {
    const roomId = await startedRoom("connect_four", 14, 15);
    const red = await player(roomId, 14);
    let yellow = await player(roomId, 15);
    await play(red, "4");
    await nextGame(yellow, (g) => g.history.length === 1);
    yellow.close();
    const dropped = await nextGame(red, (g) => g.dropped.length === 1);
    expect(dropped.dropped[0].side).toBe(1);
    expect(dropped.dropped[0].graceLeftMs).toBeGreaterThan(GRACE_MS - 1000);
    expect(dropped.announcement).toMatch(/lost connection\. Reconnecting…/);
    red.send({ type: "claim_win" });
    expect(await nextError(red)).toMatchObject({
      code: "not_allowed",
      message: expect.stringMatching(/may still reconnect/),
    });

    yellow = await player(roomId, 15);
    expect(yellow.game).toMatchObject({ turn: 1, history: [{ notation: "4" }] });
    expect(yellow.game.board.cells.find((c: Json) => c.id === "c4r1").owner).toBe(0);
    expect((await nextGame(red, (g) => g.dropped.length === 0)).announcement).toMatch(/is back/);
    await play(yellow, "4");
    red.close();
    yellow.close();
  });

  it("lets the opponent claim the win once the grace period is over, and only then", async () => {
    const roomId = await startedRoom("tic_tac_toe", 16, 17);
    const x = await player(roomId, 16);
    const o = await player(roomId, 17);
    await play(x, "5");
    o.close();
    await nextGame(x, (g) => g.dropped.length === 1);
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS + 200));
    x.send({ type: "claim_win" });
    const claimed = await nextGame(x, (g) => g.status === "over");
    expect(claimed.outcome).toMatchObject({
      kind: "won",
      winner: 0,
      reason: expect.stringMatching(/did not come back/),
    });
    await expect
      .poll(() => resultRows(roomId))
      .toMatchObject([
        { userId: 16, outcome: "won" },
        { userId: 17, outcome: "lost" },
      ]);
    x.close();
  });

  it("keeps the game through a restart of the room", async () => {
    const roomId = await startedRoom("chess", 18, 19);
    const white = await player(roomId, 18);
    const black = await player(roomId, 19);
    await play(white, "e4");
    await play(black, "e5");
    const before = await play(white, "Nf3");
    await abortAllDurableObjects();
    const back = await player(roomId, 19);
    expect(back.game.history.map((h: Json) => h.notation)).toEqual(["e4", "e5", "Nf3"]);
    expect(back.game.board).toEqual(before.board);
    expect(back.game.turn).toBe(1);
    await play(back, "Nc6");
    back.close();
  });
});

describe("game chat", () => {
  it("is a chat room per game room with the community chat's rules", async () => {
    const roomId = await startedRoom("chess", 20, 21);
    const a = await openSocket(`/parties/chat/game-${roomId}`, { as: 20 });
    expect(await a.next()).toEqual({ type: "chat_history", messages: [] });
    const b = await openSocket(`/parties/chat/game-${roomId}`, { as: 22 });
    await b.next();
    a.send({ type: "chat_message", id: "g1", userId: 20, username: "x", content: "Good luck!" });
    expect(await b.until((f) => f.type === "chat_message")).toMatchObject({
      id: "g1",
      userId: 20,
      content: "Good luck!",
    });
    a.send({ type: "chat_message", id: "g2", userId: 21, username: "x", content: "Not me" });
    expect(await a.until((f) => f.type === "error")).toMatchObject({ code: "not_you", id: "g2" });
    a.send({
      type: "chat_message",
      id: "g3",
      userId: 20,
      username: "x",
      content: "a".repeat(CHAT_MESSAGE_MAX_LENGTH + 1),
    });
    expect(await a.until((f) => f.type === "error")).toMatchObject({ code: "invalid", id: "g3" });
    // The community room does not see it.
    const community = await openSocket("/ws", { as: 20 });
    expect((await community.next()).messages.some((m: Json) => m.id === "g1")).toBe(false);
    a.close();
    b.close();
    community.close();

    const missing = await openSocket("/parties/chat/game-987654", { as: 20 });
    expect(await missing.next()).toMatchObject({ type: "error", code: "not_found" });
    const made_up = await openSocket("/parties/chat/anything", { as: 20 });
    expect(await made_up.next()).toMatchObject({ type: "error", code: "not_found" });
    expect(await scalar("SELECT count(*) AS n FROM game_rooms WHERE id = 987654")).toBe(0);
  });
});
