// Tic-tac-toe: X first, eight winning lines,
// a full board without a line is a draw, and nothing moves after the end. Squares are
// numbered 1-9 left to right, top to bottom; the number keys and typed moves use them.
import { z } from "zod";
import { matchNotation, plural, type GameRules, type MoveOption, type Result, type Side } from "./types";

export type Mark = "X" | "O";
export type Cell = Mark | null;
export type Board = readonly Cell[];
export type Outcome =
  { kind: "playing"; turn: Mark } | { kind: "won"; winner: Mark; line: readonly number[] } | { kind: "draw" };

export const EMPTY_BOARD: Board = Array.from({ length: 9 }, () => null);

/** Squares are indexed 0-8 here; people see them as 1-9. */
export const WINNING_LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

export function outcomeOf(board: Board): Outcome {
  for (const line of WINNING_LINES) {
    const [a, b, c] = line;
    const mark = board[a];
    if (mark && mark === board[b] && mark === board[c]) return { kind: "won", winner: mark, line };
  }
  if (board.every((cell) => cell !== null)) return { kind: "draw" };
  const placed = board.filter((cell) => cell !== null).length;
  // X moves first, then turns alternate.
  return { kind: "playing", turn: placed % 2 === 0 ? "X" : "O" };
}

/** The board after the player to move takes `square` (0-8), or null when the move is not allowed. */
export function play(board: Board, square: number): Board | null {
  const outcome = outcomeOf(board);
  if (outcome.kind !== "playing") return null;
  if (!Number.isInteger(square) || square < 0 || square > 8 || board[square] !== null) return null;
  return board.map((cell, i) => (i === square ? outcome.turn : cell));
}

const MARKS = ["X", "O"] as const;
const SQUARE_NAMES = [
  "top left",
  "top centre",
  "top right",
  "middle left",
  "centre",
  "middle right",
  "bottom left",
  "bottom centre",
  "bottom right",
];

export type TicTacToeState = { board: Cell[] };

const squaresOf = (board: Board, mark: Cell) => board.flatMap((cell, i) => (cell === mark ? [i + 1] : []));

export const ticTacToe: GameRules<TicTacToeState> = {
  sides: MARKS,
  schema: z.object({ board: z.array(z.enum(MARKS).nullable()).length(9) }),
  initialState: () => ({ board: [...EMPTY_BOARD] }),

  legalMoves(state): MoveOption[] {
    if (outcomeOf(state.board).kind !== "playing") return [];
    return squaresOf(state.board, null).map((n) => ({ notation: String(n), path: [String(n)] }));
  },

  applyMove(state, notation) {
    if (!/^[1-9]$/.test(notation)) return null;
    const square = Number(notation) - 1;
    const mark = outcomeOf(state.board);
    const next = play(state.board, square);
    if (!next || mark.kind !== "playing") return null;
    return {
      state: { board: [...next] },
      record: { notation, spoken: `${mark.turn} in square ${notation}, ${SQUARE_NAMES[square]}` },
    };
  },

  result(state): Result {
    const outcome = outcomeOf(state.board);
    if (outcome.kind === "won")
      return {
        kind: "won",
        winner: MARKS.indexOf(outcome.winner) as Side,
        reason: `three in a row, squares ${outcome.line.map((i) => i + 1).join(", ")}`,
      };
    if (outcome.kind === "draw") return { kind: "draw", reason: "the board is full" };
    return { kind: "ongoing", turn: outcome.turn === "X" ? 0 : 1 };
  },

  describe(state) {
    const list = (mark: Cell) => {
      const squares = squaresOf(state.board, mark);
      return squares.length ? `${plural(squares.length, "square")} ${squares.join(", ")}` : "none";
    };
    return `X: ${list("X")}. O: ${list("O")}. Empty: ${list(null)}.`;
  },

  board(state) {
    return {
      rows: 3,
      cols: 3,
      cells: state.board.map((cell, i) => ({
        id: String(i + 1),
        label: `Square ${i + 1}, ${cell ?? "empty"}`,
        glyph: cell ?? "",
        shade: "plain" as const,
        owner: cell === null ? null : cell === "X" ? 0 : 1,
      })),
    };
  },

  parseMove(state, text) {
    const square = text.trim().replace(/^(square|sq)\s*/i, "");
    return matchNotation(ticTacToe.legalMoves(state), square);
  },
};
