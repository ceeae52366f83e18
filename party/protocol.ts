// Every WebSocket frame, in and out, as zod tagged unions. Rooms parse what arrives
// (never cast it) and senders write `JSON.stringify({...} satisfies ServerFrame)`;
// browsers parse what the rooms send with the same schemas.
import { z } from "zod";
import type { ChatMessageOut } from "../app/lib/chat";
import { GAME_TYPES, ROOM_STATUSES } from "../app/lib/vocab";

// ---------------------------------------------------------------- community chat

export const COMMUNITY_ROOM = "community";
/** Each game room's chat is a ChatRoom of its own, with the community chat's rules. */
export const gameChatRoom = (roomId: number) => `game-${roomId}`;
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
export const CHAT_HISTORY_LIMIT = 50;
/** A sender may send this many messages in any window of this length. */
export const CHAT_RATE_LIMIT = { messages: 5, windowMs: 5000 } as const;
/** The chat socket retries every 3000 ms after a close (docs/features/rooms-and-arcade.md#community-chat). */
export const CHAT_RECONNECT_DELAY_MS = 3000;

const messageId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "must be letters, digits, - or _");

// Client frames are strict: a field the room does not know is refused, not silently dropped.
const chatMessage = z.strictObject({
  type: z.literal("chat_message"),
  id: messageId,
  userId: z.number().int().positive(),
  username: z.string().trim().min(1).max(80),
  content: z
    .string()
    .trim()
    .min(1, "Message is empty")
    .max(CHAT_MESSAGE_MAX_LENGTH, `Message is longer than ${CHAT_MESSAGE_MAX_LENGTH} characters`),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatClientFrame = z.discriminatedUnion("type", [chatMessage]);
export type ChatClientFrame = z.infer<typeof chatClientFrame>;

/** A message as the room stores and broadcasts it: the username is the sender's, from D1. */
export const chatMessageOut = z.object({
  ...chatMessage.shape,
  createdAt: z.string(),
}) satisfies z.ZodType<ChatMessageOut>;
export type { ChatMessageOut };

/** Why a frame was refused; a refusal of a chat message carries its id so the sender can mark it. */
export const REFUSAL_CODES = [
  "invalid",
  "rate_limited",
  "suspended",
  "not_you",
  "unknown_user",
  "sign_in",
  "not_found",
  // Game rooms: the room referees every move and action.
  "not_your_turn",
  "illegal_move",
  "spectator",
  "game_over",
  "no_game",
  "not_allowed",
] as const;
const errorFrame = z.object({
  type: z.literal("error"),
  code: z.enum(REFUSAL_CODES),
  message: z.string(),
  id: z.string().optional(),
});
export type ErrorFrame = z.infer<typeof errorFrame>;

export const chatServerFrame = z.discriminatedUnion("type", [
  chatMessageOut,
  z.object({ type: z.literal("chat_history"), messages: z.array(chatMessageOut) }),
  errorFrame,
]);
export type ChatServerFrame = z.infer<typeof chatServerFrame>;

export const CHAT_REFUSALS = {
  rateLimited: `You're sending messages too quickly. You can send ${CHAT_RATE_LIMIT.messages} messages every ${CHAT_RATE_LIMIT.windowMs / 1000} seconds.`,
  notYou: "You can only send chat messages as yourself.",
  unknownUser: "Sign in to chat.",
  signIn: "Sign in to chat.",
} as const;

// ---------------------------------------------------------------- game rooms

/** A visitor may watch a game; playing needs a member. */
export const GAME_SIGN_IN = "Sign in to play. You can watch this game without signing in.";

/** Clients send a heartbeat this often; one missed heartbeat (plus grace) marks them away. */
export const HEARTBEAT_INTERVAL_MS = 3000;
export const AWAY_AFTER_MS = 4500;

export const PRESENCES = ["online", "away", "offline"] as const;
export type Presence = (typeof PRESENCES)[number];

export const participant = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  playerNumber: z.number().int(),
  joinedAt: z.string(),
  isActive: z.boolean(),
  displayName: z.string(),
});
export type Participant = z.infer<typeof participant>;

export const roomSummary = z.object({
  id: z.number().int(),
  gameType: z.enum(GAME_TYPES),
  hostId: z.number().int(),
  status: z.enum(ROOM_STATUSES),
  currentPlayers: z.number().int(),
  maxPlayers: z.number().int(),
});
export type RoomSummary = z.infer<typeof roomSummary>;

/** What changed, so pages can announce it ("Sam joined the room"). */
export const ROOM_EVENT_KINDS = ["joined", "left", "connected", "away", "back", "disconnected"] as const;
const roomEvent = z.object({ kind: z.enum(ROOM_EVENT_KINDS), userId: z.number().int(), displayName: z.string() });
export type RoomEvent = z.infer<typeof roomEvent>;

const roomState = z.object({
  type: z.literal("room_state"),
  room: roomSummary,
  /** Active participants, each with live presence from the heartbeat. */
  participants: z.array(participant.extend({ presence: z.enum(PRESENCES) })),
  /** Connected people who are not active participants (visitors, watchers). */
  spectators: z.number().int(),
  event: roomEvent.nullable(),
});
export type RoomState = z.infer<typeof roomState>;

// ---------------------------------------------------------------- online play

/** A dropped player keeps their seat this long; then the opponent may claim the win (or keep waiting). */
export const RECONNECT_GRACE_MS = 60_000;
export const MOVE_TEXT_MAX = 40;

const side = z.union([z.literal(0), z.literal(1)]);
const boardCell = z.object({
  id: z.string(),
  label: z.string(),
  glyph: z.string(),
  shade: z.enum(["light", "dark", "plain"]),
  owner: side.nullable(),
});
export type BoardCellView = z.infer<typeof boardCell>;

export const OUTCOME_KINDS = ["won", "draw"] as const;
const outcome = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("won"), winner: side, reason: z.string() }),
  z.object({ kind: z.literal("draw"), reason: z.string() }),
]);
export type MatchOutcome = z.infer<typeof outcome>;

/** A game as everyone in the room sees it: built by the room from the rules, so browsers need no rules of their own. */
export const gameView = z.object({
  number: z.number().int(),
  gameType: z.enum(GAME_TYPES),
  seq: z.number().int(),
  players: z.array(z.object({ userId: z.number().int(), displayName: z.string(), side, sideName: z.string() })),
  status: z.enum(["playing", "over"]),
  turn: side.nullable(),
  outcome: outcome.nullable(),
  board: z.object({ rows: z.number().int(), cols: z.number().int(), cells: z.array(boardCell) }),
  description: z.string(),
  legalMoves: z.array(z.object({ notation: z.string(), path: z.array(z.string()) })),
  history: z.array(z.object({ side, notation: z.string(), spoken: z.string(), path: z.array(z.string()) })),
  drawOffer: side.nullable(),
  rematch: z.array(side),
  /** Players whose connection dropped, and how long their seat is still held. */
  dropped: z.array(z.object({ side, graceLeftMs: z.number().int() })),
  /** Games won by each side's player in this room so far, and draws. */
  tally: z.object({ wins: z.tuple([z.number().int(), z.number().int()]), draws: z.number().int() }),
  announcement: z.string(),
});
export type GameView = z.infer<typeof gameView>;

/**
 * Frames a browser sends to a game room. The room's switch over `type` is exhaustive, so each
 * new frame is a new case there. Who sends a frame is the connection's user, never the frame.
 */
export const gameClientFrame = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("heartbeat") }),
  z.strictObject({ type: z.literal("ping") }),
  z.strictObject({ type: z.literal("move"), move: z.string().trim().min(1, "Type a move").max(MOVE_TEXT_MAX) }),
  z.strictObject({ type: z.literal("resign") }),
  z.strictObject({ type: z.literal("draw"), action: z.enum(["offer", "accept", "decline"]) }),
  z.strictObject({ type: z.literal("rematch") }),
  z.strictObject({ type: z.literal("claim_win") }),
]);
export type GameClientFrame = z.infer<typeof gameClientFrame>;
export type GameAction = Exclude<GameClientFrame, { type: "heartbeat" | "ping" }>;

export const gameServerFrame = z.discriminatedUnion("type", [
  roomState,
  z.object({ type: z.literal("game_state"), game: gameView.nullable() }),
  z.object({ type: z.literal("pong") }),
  errorFrame,
]);
export type GameServerFrame = z.infer<typeof gameServerFrame>;

// ---------------------------------------------------------------- parsing

export type ParsedFrame<T> = { ok: true; frame: T } | { ok: false; message: string; id?: string };

/**
 * Parse one text frame against a schema. A bad frame yields a message for an error frame,
 * and the id it carried (when it had a usable one) so a refused chat message can be marked.
 */
export function parseFrame<T extends z.ZodType>(schema: T, raw: unknown): ParsedFrame<z.output<T>> {
  if (typeof raw !== "string") return { ok: false, message: "Frames must be JSON text." };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, message: "Frame is not valid JSON." };
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const id = z.object({ id: messageId }).safeParse(data);
    return {
      ok: false,
      message: `Invalid frame${issue?.path.length ? ` (${issue.path.join(".")})` : ""}: ${issue?.message ?? "unknown"}`,
      ...(id.success ? { id: id.data.id } : {}),
    };
  }
  return { ok: true, frame: result.data };
}
