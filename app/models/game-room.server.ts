// Game rooms and their participants (docs/features/rooms-and-arcade.md). Relative imports only: the
// GameRoom Durable Object (party/game.ts) calls these too.
import { and, count, desc, eq, lt, notExists, sql, type SQL } from "drizzle-orm";
import { gameRooms, roomParticipants, users } from "../../db/schema";
import type { CreateRoomInput, GameType, RoomStatus } from "../lib/arcade/arcade";
import type { createRoomSchema } from "../lib/arcade/arcade";
import { batchNamed, type Db } from "./db.server";
import { randomToken, sameToken } from "./crypto.server";
import { GAMES, roomPath } from "../lib/arcade/arcade";
import { gameStatisticsRead, totalStatistics } from "./game-result.server";
import { notifyStatement } from "./notification.server";
import type { z } from "zod";

const roomColumns = {
  id: gameRooms.id,
  name: gameRooms.name,
  gameType: gameRooms.gameType,
  hostId: gameRooms.hostId,
  isPrivate: gameRooms.isPrivate,
  // Only ever read by someone who may enter the room, who has the token or needs none.
  inviteToken: gameRooms.inviteToken,
  maxPlayers: gameRooms.maxPlayers,
  currentPlayers: gameRooms.currentPlayers,
  status: gameRooms.status,
  pace: gameRooms.pace,
  accessibilityFeatures: gameRooms.accessibilityFeatures,
  createdAt: gameRooms.createdAt,
};

const activeParticipant = (db: Db, roomId: number, userId: number) =>
  db
    .select({ one: sql`1` })
    .from(roomParticipants)
    .where(
      and(
        eq(roomParticipants.roomId, roomId),
        eq(roomParticipants.userId, userId),
        eq(roomParticipants.isActive, true),
      ),
    );

/**
 * Rooms the viewer may see listed: public ones, and private ones they host or hold a seat in.
 * Spelled out for the same reason as isParticipant below.
 */
const listedTo = (viewerId: number) =>
  sql`(${gameRooms.isPrivate} = 0 or ${gameRooms.hostId} = ${viewerId} or exists (select 1 from room_participants rp where rp.room_id = "game_rooms"."id" and rp.user_id = ${viewerId} and rp.is_active = 1))`;

/** Rooms newest first, with whether the viewer is an active participant (Join Game or View Game). */
type RoomFilters = { viewerId: number; gameType?: GameType; status?: RoomStatus; limit: number };

function roomsQuery(db: Db, filters: RoomFilters) {
  const where: SQL[] = [listedTo(filters.viewerId)];
  if (filters.gameType) where.push(eq(gameRooms.gameType, filters.gameType));
  if (filters.status) where.push(eq(gameRooms.status, filters.status));
  return db
    .select({
      ...roomColumns,
      // Spelled out: drizzle leaves table names off single-table selects, and an unqualified
      // "id" inside the subquery would mean room_participants.id.
      isParticipant:
        sql<number>`exists (select 1 from room_participants rp where rp.room_id = "game_rooms"."id" and rp.user_id = ${filters.viewerId} and rp.is_active = 1)`.as(
          "is_participant",
        ),
    })
    .from(gameRooms)
    .where(and(...where))
    .orderBy(desc(gameRooms.createdAt), desc(gameRooms.id))
    .limit(filters.limit);
}
type RoomListRow = Awaited<ReturnType<typeof roomsQuery>>[number];
const toRoomListItem = (row: RoomListRow) => ({ ...row, isParticipant: Boolean(row.isParticipant) });
export type RoomListItem = ReturnType<typeof toRoomListItem>;

export async function listRooms(db: Db, filters: RoomFilters) {
  return (await roomsQuery(db, filters)).map(toRoomListItem);
}

/** Active Rooms on the arcade: rooms whose status is waiting, of those listed to the viewer. */
function waitingRoomCountQuery(db: Db, viewerId: number) {
  return db
    .select({ n: count() })
    .from(gameRooms)
    .where(and(eq(gameRooms.status, "waiting"), listedTo(viewerId)));
}

function roomQuery(db: Db, roomId: number) {
  return db.select(roomColumns).from(gameRooms).where(eq(gameRooms.id, roomId));
}

export async function roomExists(db: Db, roomId: number) {
  const [found] = await db.select({ id: gameRooms.id }).from(gameRooms).where(eq(gameRooms.id, roomId));
  return found !== undefined;
}

export async function getRoom(db: Db, roomId: number) {
  const [room] = await roomQuery(db, roomId);
  return room ?? null;
}
export type Room = Awaited<ReturnType<typeof roomQuery>>[number];

/** Everyone who ever joined, by player number; the page shows the active ones. */
function participantsQuery(db: Db, roomId: number) {
  return db
    .select({
      id: roomParticipants.id,
      userId: roomParticipants.userId,
      playerNumber: roomParticipants.playerNumber,
      joinedAt: roomParticipants.joinedAt,
      isActive: roomParticipants.isActive,
      displayName: users.displayName,
    })
    .from(roomParticipants)
    .innerJoin(users, eq(users.id, roomParticipants.userId))
    .where(eq(roomParticipants.roomId, roomId))
    .orderBy(desc(roomParticipants.isActive), roomParticipants.playerNumber, roomParticipants.id);
}
export type RoomParticipant = Awaited<ReturnType<typeof participantsQuery>>[number];

export async function getRoomWithParticipants(db: Db, roomId: number) {
  const [[room], participants] = await db.batch([roomQuery(db, roomId), participantsQuery(db, roomId)]);
  return room ? { room, participants } : null;
}

/**
 * May this viewer (VISITOR_ID for a visitor) enter the room, to watch or to join?
 * A public room lets anyone in; a private one its host, its seated players and whoever brings
 * its invite token. Everyone else is told the room does not exist.
 */
export function mayEnter(
  { room, participants }: { room: Room; participants: Pick<RoomParticipant, "userId" | "isActive">[] },
  viewerId: number,
  invite: string | undefined,
): boolean {
  if (!room.isPrivate || room.hostId === viewerId) return true;
  if (participants.some((p) => p.isActive && p.userId === viewerId)) return true;
  return invite !== undefined && room.inviteToken !== null && sameToken(invite, room.inviteToken);
}

/** The room and its participants when the viewer may enter it; null as for a room that does not exist. */
export async function getEnterableRoom(
  db: Db,
  { roomId, viewerId, invite }: { roomId: number; viewerId: number; invite: string | undefined },
) {
  const found = await getRoomWithParticipants(db, roomId);
  return found && mayEnter(found, viewerId, invite) ? found : null;
}

/** The arcade: the listed rooms, the viewer's statistics and the count of rooms waiting for players. */
export async function loadArcadePage(
  db: Db,
  { viewerId, filters }: { viewerId: number; filters: Omit<RoomFilters, "viewerId"> },
) {
  const page = await batchNamed(db, {
    rooms: roomsQuery(db, { viewerId, ...filters }),
    waiting: waitingRoomCountQuery(db, viewerId),
    statistics: gameStatisticsRead(db, viewerId),
  });
  return {
    rooms: page.rooms.map(toRoomListItem),
    statistics: totalStatistics(page.statistics),
    waitingRooms: page.waiting[0]?.n ?? 0,
  };
}

/** The host creates the room and takes the first seat. */
export async function createRoom(
  db: Db,
  { hostId, input }: { hostId: number; input: z.output<typeof createRoomSchema> },
) {
  const [[room]] = await db.batch([
    db
      .insert(gameRooms)
      .values({
        name: input.name,
        gameType: input.gameType,
        hostId,
        isPrivate: input.isPrivate,
        inviteToken: input.isPrivate ? randomToken() : null,
        pace: input.pace,
        maxPlayers: input.maxPlayers,
        currentPlayers: 1,
        status: "waiting",
        accessibilityFeatures: input.accessibilityFeatures,
      })
      .returning(roomColumns),
    db
      .insert(roomParticipants)
      .values({ roomId: sql`last_insert_rowid()`, userId: hostId, playerNumber: 1, isActive: true }),
  ]);
  if (!room) throw new Error("Room insert returned nothing");
  return room;
}
export type { CreateRoomInput };

export type JoinRefusal = "not_found" | "not_waiting" | "full" | "already_in";

/**
 * Take a seat. One conditional UPDATE decides: the room must be waiting, below capacity,
 * and the user not already active in it. D1 runs the batch as one transaction, so of two
 * users racing for the last seat exactly one UPDATE matches; the INSERT runs only when it
 * did (`changes() = 1`). The seat that fills the room moves it to in_progress.
 */
export async function joinRoom(db: Db, { roomId, userId }: { roomId: number; userId: number }) {
  const [updated, , [room], participants, [stillIn]] = await db.batch([
    db
      .update(gameRooms)
      .set({
        currentPlayers: sql`${gameRooms.currentPlayers} + 1`,
        status: sql`case when ${gameRooms.currentPlayers} + 1 >= ${gameRooms.maxPlayers} then 'in_progress' else ${gameRooms.status} end`,
      })
      .where(
        and(
          eq(gameRooms.id, roomId),
          eq(gameRooms.status, "waiting"),
          lt(gameRooms.currentPlayers, gameRooms.maxPlayers),
          notExists(activeParticipant(db, roomId, userId)),
        ),
      )
      .returning({ id: gameRooms.id }),
    db
      .insert(roomParticipants)
      .select(
        db
          .select({
            // drizzle wants every column, in table order; a null id takes the next rowid.
            id: sql<number>`null`.as("id"),
            roomId: sql<number>`${gameRooms.id}`.as("room_id"),
            userId: sql<number>`${userId}`.as("user_id"),
            // The lowest free seat: 1 unless an active player holds it.
            playerNumber:
              sql<number>`case when exists (select 1 from ${roomParticipants} where ${roomParticipants.roomId} = ${roomId} and ${roomParticipants.isActive} = 1 and ${roomParticipants.playerNumber} = 1)
              then (select coalesce(max(${roomParticipants.playerNumber}), 0) + 1 from ${roomParticipants} where ${roomParticipants.roomId} = ${roomId} and ${roomParticipants.isActive} = 1)
              else 1 end`.as("player_number"),
            isActive: sql<boolean>`1`.as("is_active"),
            joinedAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as("joined_at"),
            leftAt: sql<null>`null`.as("left_at"),
          })
          .from(gameRooms)
          // Only when the UPDATE above took the seat (changes() counts its rows).
          .where(and(eq(gameRooms.id, roomId), sql`changes() = 1`)),
      )
      .onConflictDoUpdate({
        target: [roomParticipants.roomId, roomParticipants.userId],
        set: {
          isActive: true,
          playerNumber: sql`excluded.player_number`,
          joinedAt: sql`excluded.joined_at`,
          leftAt: null,
        },
      }),
    roomQuery(db, roomId),
    participantsQuery(db, roomId),
    activeParticipant(db, roomId, userId),
  ]);
  if (updated.length === 1 && room) return { ok: true as const, room, participants };
  const reason: JoinRefusal = !room
    ? "not_found"
    : stillIn
      ? "already_in"
      : room.status !== "waiting"
        ? "not_waiting"
        : "full";
  return { ok: false as const, reason };
}

export type InviteRefusal = "not_found" | "not_participant" | "not_waiting" | "no_member" | "yourself" | "already_in";

/**
 * A player asks another member, by username, to take the free seat: the member is
 * told in a game_invite notification that links to the room, one per room however often they
 * are asked. The room must be waiting for a player. A block either way tells no one, and looks
 * the same to the inviter.
 */
export async function inviteToRoom(
  db: Db,
  { roomId, inviterId, username }: { roomId: number; inviterId: number; username: string },
) {
  const [[room], [inviter], [invitee]] = await db.batch([
    roomQuery(db, roomId),
    activeParticipant(db, roomId, inviterId),
    db
      .select({
        id: users.id,
        username: users.username,
        inRoom: sql<number>`exists (select 1 from room_participants rp where rp.room_id = ${roomId} and rp.user_id = "users"."id" and rp.is_active = 1)`,
      })
      .from(users)
      .where(sql`lower(${users.username}) = ${username.toLowerCase()}`),
  ]);
  const refusal: InviteRefusal | null = !room
    ? "not_found"
    : !inviter
      ? // A private room is no one else's business, not even that it exists.
        room.isPrivate && room.hostId !== inviterId
        ? "not_found"
        : "not_participant"
      : !invitee
        ? "no_member"
        : invitee.id === inviterId
          ? "yourself"
          : invitee.inRoom
            ? "already_in"
            : room.status !== "waiting" || room.currentPlayers >= room.maxPlayers
              ? "not_waiting"
              : null;
  if (refusal || !room || !invitee) return { ok: false as const, reason: refusal ?? "not_found" };
  await notifyStatement(db, {
    recipient: invitee.id,
    kind: "game_invite",
    actorId: inviterId,
    // A private room's link carries its token: the invitee is not seated yet.
    url: roomPath(roomId, room.isPrivate ? room.inviteToken : null),
    detail: `${GAMES[room.gameType].name} in “${room.name}”`,
    groupKey: `game-invite:${roomId}`,
  });
  return { ok: true as const, username: invitee.username };
}

export type LeaveRefusal = "not_found" | "not_participant";

/**
 * Give up a seat: the participant turns inactive and the seat frees up. A room that was
 * in progress (or whose game is over) goes back to waiting for a player; a room its last
 * player leaves is cancelled, unless its game was completed. Leaving during a game forfeits
 * it: the GameRoom hears of the leave and records the opponent's win (party/match.ts).
 */
export async function leaveRoom(db: Db, { roomId, userId }: { roomId: number; userId: number }) {
  const [left, , [room], participants] = await db.batch([
    db
      .update(roomParticipants)
      .set({ isActive: false, leftAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')` })
      .where(
        and(
          eq(roomParticipants.roomId, roomId),
          eq(roomParticipants.userId, userId),
          eq(roomParticipants.isActive, true),
        ),
      )
      .returning({ id: roomParticipants.id }),
    db
      .update(gameRooms)
      .set({
        currentPlayers: sql`max(${gameRooms.currentPlayers} - 1, 0)`,
        // A finished game's room opens again for a new opponent while someone is still in it.
        status: sql`case
          when ${gameRooms.status} in ('waiting', 'in_progress') and ${gameRooms.currentPlayers} - 1 <= 0 then 'cancelled'
          when ${gameRooms.status} = 'in_progress' then 'waiting'
          when ${gameRooms.status} = 'completed' and ${gameRooms.currentPlayers} - 1 > 0 then 'waiting'
          else ${gameRooms.status} end`,
      })
      // Only when the UPDATE above found an active seat (changes() counts its rows).
      .where(and(eq(gameRooms.id, roomId), sql`changes() = 1`)),
    roomQuery(db, roomId),
    participantsQuery(db, roomId),
  ]);
  if (left.length === 1 && room) return { ok: true as const, room, participants };
  // Someone with no seat in a private room they do not host learns nothing about it.
  const hidden = !room || (room.isPrivate && room.hostId !== userId);
  return { ok: false as const, reason: (hidden ? "not_found" : "not_participant") satisfies LeaveRefusal };
}

/** A rematch: the room's next game starts, so a completed room is in progress again. */
export async function restartRoom(db: Db, roomId: number) {
  const rows = await db
    .update(gameRooms)
    .set({ status: "in_progress" })
    .where(
      and(
        eq(gameRooms.id, roomId),
        eq(gameRooms.status, "completed"),
        sql`${gameRooms.currentPlayers} >= ${gameRooms.maxPlayers}`,
      ),
    )
    .returning({ status: gameRooms.status });
  return rows.length === 1;
}
