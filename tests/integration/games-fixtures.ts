// Shared by the games-*.test.ts files (online play, decision 009): a started room, a player's
// socket, moves, and the results the room writes to D1.
import { env } from "cloudflare:test";
import { SELF } from "./worker";
import { expect } from "vitest";
import { openSocket, type TestSocket } from "./socket";
import { memberCookie } from "./constants";

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
/** Set in vitest.integration.config.ts: the seat of a dropped player is held this long here. */
export const GRACE_MS = 1500;

export async function call(
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
export async function startedRoom(gameType: string, host: number, guest: number) {
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
export async function player(roomId: number, as: number): Promise<Player> {
  const socket = await openSocket(`/parties/game/${roomId}`, { as });
  const frame = await socket.until((f) => f.type === "game_state");
  return Object.assign(socket, { game: frame.game as Json, userId: as, seq: frame.game.seq as number });
}
export const nextGame = (socket: TestSocket, match: (game: Json) => boolean = () => true) =>
  socket.until((f) => f.type === "game_state" && match(f.game)).then((f) => f.game as Json);
export const nextError = (socket: TestSocket) => socket.until((f) => f.type === "error");

/** Send a move and read up to the state that has it as this player's latest move. */
export async function play(socket: Player, move: string) {
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

export const resultRows = (roomId: number) =>
  env.DB.prepare(
    `SELECT r.game_type AS gameType, r.winner_id AS winnerId, r.move_count AS moveCount, p.user_id AS userId, p.outcome
     FROM game_results r JOIN game_result_players p ON p.result_id = r.id WHERE r.room_id = ? ORDER BY p.user_id`,
  )
    .bind(roomId)
    .all<Json>()
    .then((r) => r.results);
export const roomStatus = (roomId: number) =>
  env.DB.prepare("SELECT status FROM game_rooms WHERE id = ?")
    .bind(roomId)
    .first<{ status: string }>()
    .then((r) => r?.status);
