// Shared by the arcade-*.test.ts files: calls as a seeded member, and rooms to join and leave.
import { SELF } from "./worker";
import { expect } from "vitest";
import { scalar } from "./http";
import { memberCookie } from "./constants";

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function call(
  path: string,
  { as = 1, method, body }: { as?: number; method?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { cookie: memberCookie(as) };
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await SELF.fetch(`http://example.com${path}`, {
    method: method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

export const newRoom = async (host: number, overrides: Json = {}) => {
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
export const join = (roomId: number, as: number) => call(`/api/game-rooms/${roomId}/join`, { as, method: "POST" });
export const leave = (roomId: number, as: number) => call(`/api/game-rooms/${roomId}/leave`, { as, method: "POST" });
export const activeSeats = (roomId: number) =>
  scalar("SELECT count(*) AS n FROM room_participants WHERE room_id = ? AND is_active = 1", roomId);
