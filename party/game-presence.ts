// Who is connected right now, read from each connection's attachment; D1 only knows who holds a seat.
// Functions take a getter for the connections: partyserver may hand out a one-pass iterable.
import type { Connection } from "partyserver";
import type { Room, RoomParticipant } from "../app/models/game-room.server";
import { AWAY_AFTER_MS, type Presence, type RoomEvent, type RoomState } from "./protocol";

/** Per connection, kept in its attachment so it survives hibernation. */
export type Seen = {
  userId: number;
  displayName: string;
  lastSeen: number;
  away: boolean;
  session: string;
  checkedAt: number;
  /** The member's suspension as last read from D1, and when (auth.server.ts `suspensionOf`). */
  suspendedUntil?: string | null;
  suspensionCheckedAt?: number;
};

type Connections = () => Iterable<Connection<Seen>>;

/** Online if any of the user's connections is; away if all of them are. */
export function presenceOf(connections: Connections, userId: number): Presence {
  let seen = false;
  for (const connection of connections()) {
    const state = connection.state;
    if (state?.userId !== userId) continue;
    if (!state.away) return "online";
    seen = true;
  }
  return seen ? "away" : "offline";
}

/** Marks connections whose heartbeat is overdue as away; returns their users. */
export function markOverdue(connections: Connections, now: number): Map<number, string> {
  const wentAway = new Map<number, string>();
  for (const connection of connections()) {
    const state = connection.state;
    if (!state || state.away || now - state.lastSeen < AWAY_AFTER_MS) continue;
    connection.setState({ ...state, away: true });
    wentAway.set(state.userId, state.displayName);
  }
  return wentAway;
}

/** The earliest moment a connected browser could become away; Infinity when none could. */
export function nextAwayAt(connections: Connections): number {
  let next = Infinity;
  for (const connection of connections()) {
    const state = connection.state;
    if (state && !state.away) next = Math.min(next, state.lastSeen + AWAY_AFTER_MS);
  }
  return next;
}

/** The room_state frame: seats from D1, presence and spectators from the live connections. */
export function roomState(
  room: Room | null,
  participants: RoomParticipant[],
  connections: Connections,
  event: RoomEvent | null,
): RoomState | null {
  if (!room) return null;
  const active = participants.filter((p) => p.isActive);
  const players = new Set(active.map((p) => p.userId));
  const spectators = new Set<number>();
  for (const connection of connections()) {
    const userId = connection.state?.userId;
    if (userId !== undefined && !players.has(userId)) spectators.add(userId);
  }
  return {
    type: "room_state",
    room: {
      id: room.id,
      gameType: room.gameType,
      hostId: room.hostId,
      status: room.status,
      currentPlayers: room.currentPlayers,
      maxPlayers: room.maxPlayers,
    },
    participants: active.map((p) => ({ ...p, presence: presenceOf(connections, p.userId) })),
    spectators: spectators.size,
    event,
  };
}
