// Creating a game room from the arcade's dialog; joining a room (from the lobby or its page),
// leaving it and inviting a member from its page: the same commands as POST /api/game-rooms and
// /api/game-rooms/:id/join, /leave and /invite, by plain form posts.
import { formSuccess, optional, parseWith } from "../form.server";
import { perform, type Call } from "../commands/adapters.server";
import { createAGameRoom, inviteToAGameRoom, joinAGameRoom, leaveAGameRoom } from "../commands/arcade.server";
import { createRoomSchema, MAX_PLAYERS, roomAccessQuery, roomInviteSchema } from "~/lib/arcade/arcade";

/** Tells the room's live players who took or left a seat (the route passes the rooms' notifier). */
export type SeatsChanged = (event: { kind: "joined" | "left"; userId: number }) => Promise<void>;

/** The room page's own forms; the lobby's Join posts here too. */
export function gameRoomForms(call: Call, roomId: number, seatsChanged: SeatsChanged) {
  return {
    "join-room": async (fields: Record<string, string>) => {
      // A private room's token: the form's own field, else the page's ?invite= the form posted to.
      const { invite } = parseWith(roomAccessQuery, {
        invite: optional(fields.invite) ?? new URL(call.request.url).searchParams.get("invite") ?? undefined,
      });
      const { userId } = await perform(joinAGameRoom, call, { roomId, invite });
      // The room's live players hear of the new seat.
      await seatsChanged({ kind: "joined", userId });
      const room = `/arcade/room/${roomId}${invite ? `?${new URLSearchParams({ invite })}` : ""}`;
      // From the lobby too, a plain post lands in the room, at its game.
      return formSuccess(call.request, "join-room", { roomId }, { redirectTo: room, hash: "room-game" });
    },
    "leave-room": async () => {
      const { userId } = await perform(leaveAGameRoom, call, { roomId });
      await seatsChanged({ kind: "left", userId });
      return formSuccess(call.request, "leave-room", { roomId }, { redirectTo: "/arcade" });
    },
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
