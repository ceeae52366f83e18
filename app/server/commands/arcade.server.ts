// Commands of the arcade: creating a room, joining and leaving one, inviting a member to its
// free seat. A private room someone may not enter (no invite token, not its host or a player)
// is a room that does not exist to them (game-room.server's mayEnter).
import type { z } from "zod";
import type { createRoomSchema } from "~/lib/arcade/arcade";
import { ARCADE_TEXTS } from "~/lib/texts";
import {
  createRoom,
  getEnterableRoom,
  inviteToRoom,
  joinRoom,
  leaveRoom,
  type InviteRefusal,
  type JoinRefusal,
} from "~/models/game-room.server";
import type { Db } from "~/models/db.server";
import { defineCommand, Refusal, type CommandContext } from "./command.server";

/** A room, and whom the caller claims to act as (the API accepts `userId`, which must be theirs). */
type RoomInput = { roomId: number; userId?: number };

const notFound = (roomId: number) => new Refusal("not_found", `Game room ${roomId} not found.`);

/** Refuses, as not found, a room the member may not enter. The token never changes, so checking it first leaves no gap. */
async function mustEnter(db: Db, { roomId, viewerId, invite }: { roomId: number; viewerId: number; invite?: string }) {
  if (!(await getEnterableRoom(db, { roomId, viewerId, invite }))) throw notFound(roomId);
}

const asSelf = (claimed: number | undefined, actorId: number, what: string) => {
  if (claimed !== undefined && claimed !== actorId) throw new Refusal("forbidden", `You can only ${what}.`);
};

export const createAGameRoom = defineCommand({
  name: "createGameRoom",
  policy: { who: "member", rateLimit: "gameRoom" },
  async prepare({ actor, input }: CommandContext<z.output<typeof createRoomSchema>>) {
    asSelf(input.hostId, actor.id, "create rooms you host");
  },
  async run({ db, actor, input }) {
    return createRoom(db, { hostId: actor.id, input });
  },
});

const JOIN_REFUSALS: Record<Exclude<JoinRefusal, "not_found">, string> = {
  already_in: ARCADE_TEXTS.alreadyIn,
  not_waiting: ARCADE_TEXTS.notWaiting,
  full: ARCADE_TEXTS.full,
};

/** Only while waiting, below capacity and not already in; a private room needs its token. */
export const joinAGameRoom = defineCommand({
  name: "joinGameRoom",
  policy: { who: "member" },
  async prepare({ db, actor, input: { roomId, invite, userId } }: CommandContext<RoomInput & { invite?: string }>) {
    asSelf(userId, actor.id, "join as yourself");
    await mustEnter(db, { roomId, viewerId: actor.id, invite });
  },
  async run({ db, actor, input: { roomId } }) {
    const result = await joinRoom(db, { roomId, userId: actor.id });
    // Who took the seat, for the adapter to tell the room's live players.
    if (result.ok) return { ...result, userId: actor.id };
    if (result.reason === "not_found") throw notFound(roomId);
    throw new Refusal("invalid", JOIN_REFUSALS[result.reason], { status: 409 });
  },
});

/** The caller's seat turns inactive. */
export const leaveAGameRoom = defineCommand({
  name: "leaveGameRoom",
  policy: { who: "member", suspended: { allowed: "leaving or withdrawing reaches no one else" } },
  async prepare({ actor, input }: CommandContext<RoomInput>) {
    asSelf(input.userId, actor.id, "leave as yourself");
  },
  async run({ db, actor, input: { roomId } }) {
    const result = await leaveRoom(db, { roomId, userId: actor.id });
    if (result.ok) return { ...result, userId: actor.id };
    if (result.reason === "not_found") throw notFound(roomId);
    throw new Refusal("invalid", ARCADE_TEXTS.notParticipant, { status: 409 });
  },
});

const INVITE_REFUSALS: Record<Exclude<InviteRefusal, "not_found">, Refusal> = {
  not_participant: new Refusal("forbidden", "Only the room's players can invite someone."),
  not_waiting: new Refusal("invalid", "This room has no free seat to invite someone to.", { status: 409 }),
  no_member: new Refusal("not_found", "No member has that username."),
  yourself: new Refusal("invalid", "That's you: invite someone else."),
  already_in: new Refusal("invalid", "They are already in this room.", { status: 409 }),
};

/** A player asks a member to take the room's free seat; they are notified. */
export const inviteToAGameRoom = defineCommand({
  name: "inviteToGameRoom",
  policy: { who: "member", rateLimit: "gameInvite" },
  async prepare({ db, actor, input: { roomId } }: CommandContext<{ roomId: number; username: string }>) {
    await mustEnter(db, { roomId, viewerId: actor.id });
  },
  async run({ db, actor, input: { roomId, username } }) {
    const result = await inviteToRoom(db, { roomId, inviterId: actor.id, username });
    if (result.ok) return { invited: result.username };
    if (result.reason === "not_found") throw notFound(roomId);
    throw INVITE_REFUSALS[result.reason];
  },
});
