// Tells a live GameRoom (party/game.ts) that its participants changed in D1, so every open
// room page updates at once. An RPC on the Durable Object, not an HTTP route: nobody outside
// the Worker can trigger it.
import { getServerByName } from "partyserver";
import type { LiveTopic } from "../app/models/db.server";
import { gameView, type GameView, type RoomEvent } from "./protocol";

/** Asks each member's notification room to catch up. Never fails the request. */
export async function tellRooms(env: Env, members: Map<number, Set<LiveTopic>>): Promise<void> {
  await Promise.all(
    [...members].map(async ([userId, topics]) => {
      try {
        const stub = await getServerByName(env.Notifications, String(userId));
        await stub.refresh([...topics]);
      } catch (error) {
        console.error(`Could not reach the notification room of member ${userId}`, error);
      }
    }),
  );
}

export async function notifyGameRoom(
  env: Env,
  roomId: number,
  event: Pick<RoomEvent, "kind" | "userId">,
): Promise<void> {
  try {
    const stub = await getServerByName(env.Game, String(roomId));
    await stub.participantsChanged(event);
  } catch (error) {
    // The write already happened; pages still catch up by polling. Never fail the request.
    console.error(`Could not notify game room ${roomId}`, error);
  }
}

/** The game in a room as its GameRoom has it, for the room page's first paint; null when none (or the room is unreachable: the socket fills it in). */
export async function getGameView(env: Env, roomId: number): Promise<GameView | null> {
  try {
    const stub = await getServerByName(env.Game, String(roomId));
    // Parsed like a frame: the RPC's answer crosses from the room to the page.
    const parsed = gameView.nullable().safeParse(await stub.gameView());
    return parsed.success ? parsed.data : null;
  } catch (error) {
    console.error(`Could not read the game of room ${roomId}`, error);
    return null;
  }
}
