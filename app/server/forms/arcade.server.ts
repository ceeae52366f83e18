// Creating a game room from the arcade's dialog, and inviting a member from a room's page: the
// same commands as POST /api/game-rooms and /api/game-rooms/:id/invite, by plain form posts.
import { formSuccess, parseWith } from "../form.server";
import { perform, type Call } from "../commands/adapters.server";
import { createAGameRoom, inviteToAGameRoom } from "../commands/arcade.server";
import { createRoomSchema, MAX_PLAYERS, roomInviteSchema } from "~/lib/arcade/arcade";

/** The room page's own forms. */
export function gameRoomForms(call: Call, roomId: number) {
  return {
    "invite-member": async (fields: Record<string, string>) => {
      const { username } = parseWith(roomInviteSchema, { username: fields.username ?? "" });
      const result = await perform(inviteToAGameRoom, call, { roomId, username });
      return formSuccess(call.request, "invite-member", result, { hash: "room-info-heading" });
    },
  };
}

export function arcadeForms(call: Call) {
  return {
    "create-room": async (fields: Record<string, string>, form: URLSearchParams) => {
      const input = parseWith(createRoomSchema, {
        name: fields.name ?? "",
        gameType: fields.gameType,
        isPrivate: fields.isPrivate === "on",
        pace: fields.pace,
        accessibilityFeatures: form.getAll("accessibilityFeatures"),
        maxPlayers: MAX_PLAYERS,
      });
      const room = await perform(createAGameRoom, call, input);
      // The host lands in the new room, with or without script.
      return formSuccess(call.request, "create-room", { roomId: room.id }, { redirectTo: `/arcade/room/${room.id}` });
    },
  };
}
