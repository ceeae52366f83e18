// Tells a live GameRoom (party/game.ts) that its participants changed in D1, so every open
// room page updates at once. An RPC on the Durable Object, not an HTTP route: nobody outside
// the Worker can trigger it.
import { getServerByName } from "partyserver";
import type { RoomEvent } from "../../party/protocol";

export async function notifyGameRoom(env: Env, roomId: number, event: Pick<RoomEvent, "kind" | "userId">): Promise<void> {
  try {
    const stub = await getServerByName(env.Game, String(roomId));
    await stub.participantsChanged(event);
  } catch (error) {
    // The write already happened; pages still catch up by polling. Never fail the request.
    console.error(`Could not notify game room ${roomId}`, error);
  }
}
