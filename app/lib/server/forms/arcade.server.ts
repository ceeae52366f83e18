// Creating a game room from the arcade's dialog: the same checks, schema and model call as
// POST /api/game-rooms (routes/api.game-rooms.ts), reached by a plain form post.
import type { Db } from "../db.server";
import { requireUser } from "../auth.server";
import { formSuccess, parseWith } from "../form.server";
import { enforceRateLimit } from "../rate-limit.server";
import { createRoomSchema, MAX_PLAYERS } from "~/lib/arcade/arcade";
import { createRoom } from "~/models/game-room.server";

export function arcadeForms(db: Db, request: Request) {
  return {
    "create-room": async (fields: Record<string, string>, form: URLSearchParams) => {
      const user = await requireUser(db, request, { write: true });
      const input = parseWith(createRoomSchema, {
        name: fields.name ?? "",
        gameType: fields.gameType,
        isPrivate: fields.isPrivate === "on",
        accessibilityFeatures: form.getAll("accessibilityFeatures"),
        maxPlayers: MAX_PLAYERS,
      });
      await enforceRateLimit(db, { userId: user.id, action: "gameRoom" });
      const room = await createRoom(db, { hostId: user.id, input });
      // The host lands in the new room, with or without script.
      return formSuccess(request, "create-room", { roomId: room.id }, { redirectTo: `/arcade/room/${room.id}` });
    },
  };
}
