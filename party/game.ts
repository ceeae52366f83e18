// A two-player game room (spec doc 2, Game room), one Durable Object per game_rooms row,
// named by its id. D1 holds who the participants are; this room holds who is connected
// right now. Each browser sends a heartbeat every 3 s; a connection whose heartbeat is
// late by more than AWAY_AFTER_MS is "away", and everyone hears about it at once.
// Issue 8 adds the live game itself (state in this room's SQLite, frames in protocol.ts).
import { Server, type Connection, type ConnectionContext, type WSMessage } from "partyserver";
import { jsonError } from "../app/lib/http";
import { getCurrentUserId } from "../app/lib/auth.server";
import { createDb } from "../app/lib/db.server";
import { getRoomWithParticipants, type Room, type RoomParticipant } from "../app/models/game-room.server";
import {
  AWAY_AFTER_MS,
  gameClientFrame,
  parseFrame,
  type GameServerFrame,
  type Presence,
  type RoomEvent,
  type RoomState,
} from "./protocol";

/** Per connection, kept in its attachment so it survives hibernation. */
type Seen = { userId: number; displayName: string; lastSeen: number; away: boolean };

export class GameRoom extends Server<Env> {
  static options = { hibernate: true };

  /** Plain HTTP to a room gets a JSON answer, not partyserver's text 404. */
  onRequest() {
    return jsonError(426, "Connect to this room with a WebSocket.");
  }

  /** D1's view of the room, cached between changes; reloaded after hibernation. */
  #room: Room | null = null;
  #participants: RoomParticipant[] = [];

  get roomId(): number | null {
    return /^[1-9][0-9]{0,9}$/.test(this.name) ? Number(this.name) : null;
  }

  async onConnect(connection: Connection<Seen>, { request }: ConnectionContext) {
    const found = await this.#load();
    if (!found) {
      send(connection, { type: "error", code: "not_found", message: "Game room not found." });
      connection.close(4404, "Game room not found");
      return;
    }
    const userId = getCurrentUserId(request);
    const displayName = this.#participants.find((p) => p.userId === userId)?.displayName ?? (await this.#displayName(userId));
    const wasOnline = this.#presenceOf(userId) === "online";
    connection.setState({ userId, displayName, lastSeen: Date.now(), away: false });
    await this.#scheduleSweep();
    this.#broadcastState(wasOnline ? null : { kind: "connected", userId, displayName });
  }

  async onMessage(connection: Connection<Seen>, raw: WSMessage) {
    const parsed = parseFrame(gameClientFrame, raw);
    if (!parsed.ok) return send(connection, { type: "error", code: "invalid", message: parsed.message });
    const frame = parsed.frame;
    switch (frame.type) {
      case "heartbeat": {
        const state = connection.state;
        if (!state) return;
        const wasAway = this.#presenceOf(state.userId) !== "online";
        connection.setState({ ...state, lastSeen: Date.now(), away: false });
        if (wasAway) {
          await this.#ensureLoaded();
          this.#broadcastState({ kind: "back", userId: state.userId, displayName: state.displayName });
        }
        await this.#scheduleSweep();
        return;
      }
      case "ping":
        return send(connection, { type: "pong" });
      default:
        frame satisfies never;
    }
  }

  async onClose(connection: Connection<Seen>) {
    const state = connection.state;
    if (!state) return;
    await this.#ensureLoaded();
    if (this.#presenceOf(state.userId) === "offline") {
      this.#broadcastState({ kind: "disconnected", userId: state.userId, displayName: state.displayName });
    }
  }

  /** Marks connections whose heartbeat is overdue as away, then waits for the next deadline. */
  async onAlarm() {
    const now = Date.now();
    const wentAway = new Map<number, string>();
    for (const connection of this.getConnections<Seen>()) {
      const state = connection.state;
      if (!state || state.away || now - state.lastSeen < AWAY_AFTER_MS) continue;
      connection.setState({ ...state, away: true });
      wentAway.set(state.userId, state.displayName);
    }
    if (wentAway.size) {
      await this.#ensureLoaded();
      for (const [userId, displayName] of wentAway) {
        if (this.#presenceOf(userId) === "away") this.#broadcastState({ kind: "away", userId, displayName });
      }
    }
    await this.#scheduleSweep();
  }

  /** RPC from the join and leave API (app/lib/rooms.server.ts): reread D1 and tell everyone. */
  async participantsChanged(event: Pick<RoomEvent, "kind" | "userId">) {
    await this.#load();
    const displayName = this.#participants.find((p) => p.userId === event.userId)?.displayName ?? (await this.#displayName(event.userId));
    this.#broadcastState({ ...event, displayName });
  }

  // -------------------------------------------------------------- presence

  #presenceOf(userId: number): Presence {
    let seen = false;
    for (const connection of this.getConnections<Seen>()) {
      const state = connection.state;
      if (state?.userId !== userId) continue;
      if (!state.away) return "online";
      seen = true;
    }
    return seen ? "away" : "offline";
  }

  /** One alarm at the earliest moment a connected browser could become away. */
  async #scheduleSweep() {
    let next = Infinity;
    for (const connection of this.getConnections<Seen>()) {
      const state = connection.state;
      if (state && !state.away) next = Math.min(next, state.lastSeen + AWAY_AFTER_MS);
    }
    if (next === Infinity) return;
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > next || current < Date.now()) await this.ctx.storage.setAlarm(next);
  }

  #state(event: RoomEvent | null): RoomState | null {
    const room = this.#room;
    if (!room) return null;
    const active = this.#participants.filter((p) => p.isActive);
    const players = new Set(active.map((p) => p.userId));
    const spectators = new Set<number>();
    for (const connection of this.getConnections<Seen>()) {
      const userId = connection.state?.userId;
      if (userId !== undefined && !players.has(userId)) spectators.add(userId);
    }
    return {
      type: "room_state",
      room: { id: room.id, gameType: room.gameType, hostId: room.hostId, status: room.status, currentPlayers: room.currentPlayers, maxPlayers: room.maxPlayers },
      participants: active.map((p) => ({ ...p, presence: this.#presenceOf(p.userId) })),
      spectators: spectators.size,
      event,
    };
  }

  #broadcastState(event: RoomEvent | null) {
    const state = this.#state(event);
    if (state) this.broadcast(JSON.stringify(state satisfies GameServerFrame));
  }

  // -------------------------------------------------------------- D1

  async #load(): Promise<boolean> {
    const roomId = this.roomId;
    if (roomId === null) return false;
    const found = await getRoomWithParticipants(createDb(this.env.DB), roomId);
    this.#room = found?.room ?? null;
    this.#participants = found?.participants ?? [];
    return found !== null;
  }

  async #ensureLoaded() {
    if (!this.#room) await this.#load();
  }

  async #displayName(userId: number): Promise<string> {
    const row = await this.env.DB.prepare("SELECT display_name AS name FROM users WHERE id = ?").bind(userId).first<{ name: string }>();
    return row?.name ?? `Visitor ${userId}`;
  }
}

function send(connection: Connection, frame: GameServerFrame) {
  connection.send(JSON.stringify(frame));
}
