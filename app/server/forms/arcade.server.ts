// Creating a game room from the arcade's dialog, and inviting a member from a room's page: the
// same checks, schemas and model calls as POST /api/game-rooms and /api/game-rooms/:id/invite,
// reached by plain form posts.
import type { Db } from "~/models/db.server";
import { requireUser } from "../auth.server";
import { formSuccess, parseWith } from "../form.server";
import { enforceRateLimit } from "../rate-limit.server";
import { jsonError } from "../http";
import { createRoomSchema, MAX_PLAYERS, roomInviteSchema } from "~/lib/arcade/arcade";
import { createRoom, inviteToRoom, type InviteRefusal } from "~/models/game-room.server";

const INVITE_REFUSALS: Record<Exclude<InviteRefusal, "not_found">, [status: number, message: string]> = {
  not_participant: [403, "Only the room's players can invite someone."],
  not_waiting: [409, "This room has no free seat to invite someone to."],
  no_member: [404, "No member has that username."],
  yourself: [400, "That's you: invite someone else."],
  already_in: [409, "They are already in this room."],
};

/** A player invites a member to the room's free seat (the API and the room page's form). */
export async function inviteMemberToRoom(
  db: Db,
  request: Request,
  { roomId, username }: { roomId: number; username: string },
) {
  const user = await requireUser(db, request);
  await enforceRateLimit(db, { userId: user.id, action: "gameInvite" });
  const result = await inviteToRoom(db, { roomId, inviterId: user.id, username });
  if (result.ok) return { invited: result.username };
  if (result.reason === "not_found") throw jsonError(404, `Game room ${roomId} not found.`);
  const [status, message] = INVITE_REFUSALS[result.reason];
  throw jsonError(status, message);
}

/** The room page's own forms. */
export function gameRoomForms(db: Db, request: Request, roomId: number) {
  return {
    "invite-member": async (fields: Record<string, string>) => {
      const { username } = parseWith(roomInviteSchema, { username: fields.username ?? "" });
      const result = await inviteMemberToRoom(db, request, { roomId, username });
      return formSuccess(request, "invite-member", result, { hash: "room-info-heading" });
    },
  };
}

export function arcadeForms(db: Db, request: Request) {
  return {
    "create-room": async (fields: Record<string, string>, form: URLSearchParams) => {
      const user = await requireUser(db, request);
      const input = parseWith(createRoomSchema, {
        name: fields.name ?? "",
        gameType: fields.gameType,
        isPrivate: fields.isPrivate === "on",
        pace: fields.pace,
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
