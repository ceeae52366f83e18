// Arcade rules shared by the pages, the API and the tests (docs/features/rooms-and-arcade.md).
import { z } from "zod";
import { ARCADE_TEXTS } from "../texts";
import { GAME_TYPES, ROOM_ACCESSIBILITY_FEATURES, ROOM_PACES, ROOM_STATUSES } from "../vocab";

export type GameType = (typeof GAME_TYPES)[number];
export type RoomStatus = (typeof ROOM_STATUSES)[number];
export type RoomFeature = (typeof ROOM_ACCESSIBILITY_FEATURES)[number];
export type RoomPace = (typeof ROOM_PACES)[number];

/** How the create dialog and the room name each pace. */
export const PACE_LABELS: Record<RoomPace, { name: string; hint: string }> = {
  live: { name: "Live", hint: "Play together now." },
  correspondence: {
    name: "Take your time",
    hint: "Move whenever suits you, over hours or days. Each player is told when it's their turn.",
  },
};

export const MAX_PLAYERS = 2;
export const ROOM_NAME_MAX = 80;
export const DEFAULT_ROOM_STATUS_FILTER = "waiting";
export const ROOM_LIST_LIMIT = 50;
export const PARTICIPANTS_POLL_MS = 3000;
export const COPIED_FEEDBACK_MS = 2000;
export const CARD_FEATURE_LIMIT = 2;

export const STATUS_FILTERS = ["all", ...ROOM_STATUSES] as const;
export const GAME_FILTERS = ["all", ...GAME_TYPES] as const;

export const GAMES: Record<
  GameType,
  {
    name: string;
    icon: string;
    difficulty: "Easy" | "Medium" | "Hard";
    description: string;
    rules: string;
    features: RoomFeature[];
  }
> = {
  chess: {
    name: "Chess",
    icon: "♞",
    difficulty: "Medium",
    description: "The classic game of strategy: checkmate your opponent's king.",
    rules: "Each piece moves its own way. Put the other king in check with no escape to win.",
    features: ["screen_reader", "keyboard_only", "large_text", "high_contrast"],
  },
  checkers: {
    name: "Checkers",
    icon: "⛀",
    difficulty: "Easy",
    description: "Jump and capture your opponent's pieces diagonally.",
    rules: "Move diagonally forward; jump over an opponent's piece to capture it. Reach the far row to crown a king.",
    features: ["keyboard_only", "large_text", "high_contrast", "audio_cues"],
  },
  tic_tac_toe: {
    name: "Tic Tac Toe",
    icon: "#",
    difficulty: "Easy",
    description: "Get three in a row before your opponent does.",
    rules:
      "X moves first. Take turns placing a mark; three in a row across, down or diagonally wins. A full board is a draw.",
    features: ["screen_reader", "keyboard_only", "large_text", "high_contrast", "audio_cues", "reduced_motion"],
  },
  connect_four: {
    name: "Connect Four",
    icon: "◉",
    difficulty: "Medium",
    description: "Drop discs to connect four in a row.",
    rules: "Drop a disc into a column; it falls to the lowest free space. Four in a row in any direction wins.",
    features: ["keyboard_only", "high_contrast", "audio_cues", "reduced_motion"],
  },
  reversi: {
    name: "Reversi",
    icon: "◐",
    difficulty: "Hard",
    description: "Outflank and flip your opponent's discs.",
    rules:
      "Place a disc so it traps a line of your opponent's discs; they flip to your colour. Most discs at the end wins.",
    features: ["screen_reader", "keyboard_only", "large_text", "high_contrast"],
  },
};

export const FEATURE_LABELS: Record<RoomFeature, string> = {
  large_text: "Large text",
  high_contrast: "High contrast",
  screen_reader: "Screen reader",
  keyboard_only: "Keyboard only",
  reduced_motion: "Reduced motion",
  audio_cues: "Audio cues",
};

export const STATUS_LABELS: Record<RoomStatus, string> = {
  waiting: "Waiting",
  in_progress: "In progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const isRoomFeature = (value: string): value is RoomFeature =>
  (ROOM_ACCESSIBILITY_FEATURES as readonly string[]).includes(value);

/** A room's page; a private room's carries its invite token, which is what lets others in. */
export function roomPath(roomId: number, inviteToken: string | null = null): string {
  return inviteToken ? `/arcade/room/${roomId}?invite=${encodeURIComponent(inviteToken)}` : `/arcade/room/${roomId}`;
}

/** Invite link format: {host}/arcade/room/{id}, with ?invite={token} for a private room. */
export function inviteLink(origin: string, roomId: number, inviteToken: string | null = null): string {
  return `${origin}${roomPath(roomId, inviteToken)}`;
}

/** `?invite=` from a private room's link: base64url (new rooms) or hex and dashes (older and seeded ones). */
export const inviteTokenSchema = z
  .string()
  .max(100, "An invite token is at most 100 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "An invite token is letters, digits, - and _");

/** The query of a room's page, API and sockets: the invite token of a private room, if the caller has one. */
export const roomAccessQuery = z.object({ invite: inviteTokenSchema.optional() });

/** Win rate as a rounded percent, 0 when no games were played. */
export function winRate(played: number, won: number): number {
  return played > 0 ? Math.round((won / played) * 100) : 0;
}

/** The join button is disabled when the room is full or not waiting. */
export function isJoinable(room: { status: RoomStatus; currentPlayers: number; maxPlayers: number }): boolean {
  return room.status === "waiting" && room.currentPlayers < room.maxPlayers;
}

export const listRoomsQuery = z
  .object({
    gameType: z.enum(GAME_FILTERS).optional(),
    status: z.enum(STATUS_FILTERS).default(DEFAULT_ROOM_STATUS_FILTER),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();

export const createRoomSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, ARCADE_TEXTS.emptyName)
      .max(ROOM_NAME_MAX, `Room name must be at most ${ROOM_NAME_MAX} characters`),
    gameType: z.enum(GAME_TYPES),
    isPrivate: z.boolean().default(false),
    pace: z.enum(ROOM_PACES).default("live"),
    accessibilityFeatures: z
      .array(z.enum(ROOM_ACCESSIBILITY_FEATURES))
      .max(ROOM_ACCESSIBILITY_FEATURES.length)
      .default([])
      .transform((features) => [...new Set(features)]),
    maxPlayers: z.literal(MAX_PLAYERS, `maxPlayers must be ${MAX_PLAYERS}`).default(MAX_PLAYERS),
    hostId: z.number().int().positive().optional(),
  })
  .strict();
export type CreateRoomInput = z.input<typeof createRoomSchema>;

/** POST /api/game-rooms/:id/invite: a player asks a member, by username (an "@" before it is fine), to play. */
export const roomInviteSchema = z
  .object({
    username: z
      .string("Enter their username")
      .trim()
      .transform((name) => name.replace(/^@/, ""))
      .pipe(z.string().min(1, "Enter their username").max(40, "Usernames are at most 40 characters")),
  })
  .strict();

/** Join and leave bodies: the spec sends userId; it must be the caller when present. */
export const roomMembershipSchema = z.object({ userId: z.number().int().positive().optional() }).strict();

/** How each game's moves are typed: the move box's description and the room's hint after a refused move. */
export const MOVE_HINTS: Record<GameType, string> = {
  chess:
    "Type moves in algebraic notation, for example e4, Nf3, O-O or e8=Q, or as from and to squares, for example g1f3.",
  checkers: "Type moves as square numbers, for example 11-15, or 15x22 for a capture and 15x22x29 for a multi-jump.",
  tic_tac_toe: "Type a square number from 1 to 9: 1 to 3 is the top row, 7 to 9 the bottom row.",
  connect_four: "Type a column number from 1 to 7, counted from the left.",
  reversi: "Type a cell, for example d3: a column letter from a to h, then a row number from 1 at the top to 8.",
};
