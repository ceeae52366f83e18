// The community chat room, named "community", and each game room's chat, named "game-<room id>",
// with the same rules (docs/features/rooms-and-arcade.md). History lives in the
// room's own SQLite; a newcomer gets the last 50 messages. The sender is whoever the
// connecting request belongs to (app/server/auth.server.ts), never what a frame claims, and
// the room enforces the limits itself: length, rate and suspension. A private game room's chat
// opens only to those who may enter the room.
import { Server, type Connection, type ConnectionContext, type WSMessage } from "partyserver";
import { jsonError } from "../app/server/http";
import { getSocketMember, isSuspended, stillSignedIn, suspendedMessage, VISITOR_ID } from "../app/server/auth.server";
import { roomAccessQuery } from "../app/lib/arcade/arcade";
import { createDb, type Db } from "../app/models/db.server";
import { getEnterableRoom, roomExists } from "../app/models/game-room.server";
import { getRoomMember } from "../app/models/user.server";
import {
  COMMUNITY_ROOM,
  CHAT_HISTORY_LIMIT,
  CHAT_RATE_LIMIT,
  CHAT_REFUSALS,
  chatClientFrame,
  parseFrame,
  type ChatMessageOut,
  type ChatServerFrame,
  type ErrorFrame,
} from "./protocol";

type StoredMessage = { id: string; user_id: number; username: string; content: string; created_at: string };
/** The member and their session, checked again every SOCKET_SESSION_TTL_MS (signing out ends sending). */
type Sender = { userId: number; session: string; checkedAt: number };
type Member = { displayName: string; suspendedUntil: string | null; fetchedAt: number };

const GAME_CHAT = /^game-([1-9][0-9]{0,9})$/;
/** How long a sender's name and suspension are trusted before D1 is asked again. */
const MEMBER_TTL_MS = 10_000;
/** Stored messages kept; older ones are pruned. Far more than the history a newcomer gets. */
const KEEP_MESSAGES = 1000;

export class ChatRoom extends Server<Env> {
  static options = { hibernate: true };

  #dbClient: Db | undefined;
  /**
   * One drizzle client for the room's lifetime; every D1 read and write is a model function. The raw
   * binding, not a D1 session: it always asks the primary, which has what requests just wrote.
   */
  get #db(): Db {
    return (this.#dbClient ??= createDb(this.env.DB));
  }

  /** Plain HTTP to a room gets a JSON answer, not partyserver's text 404. */
  onRequest() {
    return jsonError(426, "Connect to this room with a WebSocket.");
  }

  /** Recent send times per user. In memory: a hibernated room has been idle for longer than the window. */
  #sent = new Map<number, number[]>();
  #members = new Map<number, Member>();

  onStart() {
    this.sql`CREATE TABLE IF NOT EXISTS messages (
      id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, username TEXT NOT NULL,
      content TEXT NOT NULL, created_at TEXT NOT NULL)`;
  }

  /** Whether this room's name is one that exists; checked once per (re)start. */
  #exists: boolean | undefined;

  async onConnect(connection: Connection<Sender>, { request }: ConnectionContext) {
    this.#exists ??= await this.#nameExists();
    // The upgrade carries the session cookie; a visitor reads along and may not send.
    const member = this.#exists ? await getSocketMember(this.#db, request) : null;
    if (!this.#exists || !(await this.#mayEnter(request, member?.user.id ?? VISITOR_ID))) {
      refuse(connection, "not_found", "No such chat room.");
      connection.close(4404, "No such chat room");
      return;
    }
    if (member) connection.setState({ userId: member.user.id, session: member.session, checkedAt: Date.now() });
    const rows = this.sql<StoredMessage>`SELECT * FROM messages ORDER BY rowid DESC LIMIT ${CHAT_HISTORY_LIMIT}`;
    send(connection, { type: "chat_history", messages: rows.reverse().map(toFrame) });
  }

  async onMessage(connection: Connection<Sender>, raw: WSMessage) {
    const parsed = parseFrame(chatClientFrame, raw);
    if (!parsed.ok) return refuse(connection, "invalid", parsed.message, parsed.id);
    const frame = parsed.frame;
    const userId = connection.state?.userId;
    if (userId === undefined) return refuse(connection, "sign_in", CHAT_REFUSALS.signIn, frame.id);
    if (frame.userId !== userId) return refuse(connection, "not_you", CHAT_REFUSALS.notYou, frame.id);
    const seen = connection.state!;
    if (!(await stillSignedIn(this.#db, seen))) return refuse(connection, "sign_in", CHAT_REFUSALS.signIn, frame.id);
    connection.setState(seen);

    // A resend of a message the room already has (the sender reconnected before hearing back):
    // confirm it to the sender alone, so nobody sees it twice.
    const [existing] = this.sql<StoredMessage>`SELECT * FROM messages WHERE id = ${frame.id}`;
    if (existing) {
      if (existing.user_id === userId) return send(connection, toFrame(existing));
      return refuse(connection, "invalid", "That message id is already taken.", frame.id);
    }

    const member = await this.#member(userId);
    if (!member) return refuse(connection, "unknown_user", CHAT_REFUSALS.unknownUser, frame.id);
    if (isSuspended(member))
      return refuse(connection, "suspended", suspendedMessage(member.suspendedUntil ?? ""), frame.id);
    if (!this.#allow(userId)) return refuse(connection, "rate_limited", CHAT_REFUSALS.rateLimited, frame.id);

    const message: ChatMessageOut = { ...frame, username: member.displayName, createdAt: new Date().toISOString() };
    // Another frame with this id may have landed while D1 was being asked.
    const inserted = this.sql<{
      id: string;
    }>`INSERT OR IGNORE INTO messages (id, user_id, username, content, created_at)
      VALUES (${message.id}, ${message.userId}, ${message.username}, ${message.content}, ${message.createdAt}) RETURNING id`;
    if (inserted.length === 0) return;
    this.broadcast(JSON.stringify(message satisfies ChatServerFrame));
    this.#prune();
  }

  /** "community", or "game-<id>" for a game room that exists in D1. */
  async #nameExists(): Promise<boolean> {
    if (this.name === COMMUNITY_ROOM) return true;
    const roomId = GAME_CHAT.exec(this.name)?.[1];
    if (!roomId) return false;
    return roomExists(this.#db, Number(roomId));
  }

  /** A private game room's chat is as closed as the room: its host, its players, or its invite token. */
  async #mayEnter(request: Request, viewerId: number): Promise<boolean> {
    const roomId = GAME_CHAT.exec(this.name)?.[1];
    if (!roomId) return true;
    const query = roomAccessQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    return (
      (await getEnterableRoom(this.#db, { roomId: Number(roomId), viewerId, invite: query.data?.invite })) !== null
    );
  }

  /** Sliding window: at most CHAT_RATE_LIMIT.messages in any CHAT_RATE_LIMIT.windowMs. */
  #allow(userId: number): boolean {
    const now = Date.now();
    const recent = (this.#sent.get(userId) ?? []).filter((at) => now - at < CHAT_RATE_LIMIT.windowMs);
    if (recent.length >= CHAT_RATE_LIMIT.messages) {
      this.#sent.set(userId, recent);
      return false;
    }
    recent.push(now);
    this.#sent.set(userId, recent);
    return true;
  }

  /** The sender's name and suspension from D1, cached briefly so a busy room is not a busy database. */
  async #member(userId: number): Promise<Member | null> {
    const cached = this.#members.get(userId);
    if (cached && Date.now() - cached.fetchedAt < MEMBER_TTL_MS) return cached;
    const row = await getRoomMember(this.#db, userId);
    if (!row) return null;
    const member = { ...row, fetchedAt: Date.now() };
    this.#members.set(userId, member);
    return member;
  }

  #prune() {
    const [last] = this.sql<{ n: number }>`SELECT max(rowid) AS n FROM messages`;
    const newest = last?.n ?? 0;
    if (newest % 100 === 0) this.sql`DELETE FROM messages WHERE rowid <= ${newest - KEEP_MESSAGES}`;
  }
}

function toFrame(row: StoredMessage): ChatMessageOut {
  return {
    type: "chat_message",
    id: row.id,
    userId: row.user_id,
    username: row.username,
    content: row.content,
    createdAt: row.created_at,
  };
}

function refuse(connection: Connection, code: ErrorFrame["code"], message: string, id?: string) {
  send(connection, { type: "error", code, message, ...(id ? { id } : {}) });
}

function send(connection: Connection, frame: ChatServerFrame) {
  connection.send(JSON.stringify(frame));
}
