// The shape every game's rules module has. Rules are pure: a state is a plain JSON
// value, and nothing here reads a clock, a socket or storage. The GameRoom referees with
// them, the unit tests play thousands of random games with them, and the browser gets only
// what they describe (the board, the legal moves, the words), never the modules themselves.
import type { z } from "zod";

/** Who plays: side 0 moves first (White, X, Red, Black in reversi and checkers). */
export type Side = 0 | 1;
export const other = (side: Side): Side => (side === 0 ? 1 : 0);

export type Result =
  { kind: "ongoing"; turn: Side } | { kind: "won"; winner: Side; reason: string } | { kind: "draw"; reason: string };

/** One legal move: its notation (what the room accepts) and the cells a pointer or the grid visits. */
export type MoveOption = { notation: string; path: string[] };

/** One cell of the board as everyone sees it. `label` is its accessible name ("e4, white knight"). */
export type BoardCell = {
  id: string;
  label: string;
  glyph: string;
  shade: "light" | "dark" | "plain";
  owner: Side | null;
};
/** Row-major from the top, as side 0 sees the board. */
export type BoardView = { rows: number; cols: number; cells: BoardCell[] };

/** A move as the history and the announcements tell it. */
export type MoveRecord = { notation: string; spoken: string };

export interface GameRules<S> {
  /** Names of the two sides, side 0 first. */
  sides: readonly [string, string];
  /** Zod schema of a stored state, so a state read back from storage is parsed, not cast. */
  schema: z.ZodType<S>;
  initialState(): S;
  /** Every legal move for the side to move; empty once the game is over. */
  legalMoves(state: S): MoveOption[];
  /** The state after `notation` (canonical, as `legalMoves` gives it), or null when it is not legal. */
  applyMove(state: S, notation: string): { state: S; record: MoveRecord } | null;
  result(state: S): Result;
  /** The whole position in words, for a screen reader ("White: king e1 ..."). */
  describe(state: S): string;
  board(state: S): BoardView;
  /** A typed command ("Nf3", "4", "d3", "11-15") as a canonical legal notation, or null. */
  parseMove(state: S, text: string): string | null;
}

/** Pick the first of `options` whose notation equals `text` ignoring case and spaces. */
export function matchNotation(options: MoveOption[], text: string): string | null {
  const wanted = text.replace(/\s+/g, "").toLowerCase();
  return options.find((o) => o.notation.toLowerCase() === wanted)?.notation ?? null;
}

export const sideWord = (rules: { sides: readonly [string, string] }, side: Side) => rules.sides[side];

export function plural(n: number, one: string, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}
