// Tic-tac-toe rules (spec doc 2, Tic-tac-toe board and section 4), pure so the local board
// and a server-authoritative room can share them.

export type Mark = "X" | "O";
export type Cell = Mark | null;
export type Board = readonly Cell[];
export type Outcome = { kind: "playing"; turn: Mark } | { kind: "won"; winner: Mark; line: readonly number[] } | { kind: "draw" };

export const EMPTY_BOARD: Board = Array.from({ length: 9 }, () => null);

/** Squares are numbered 0-8 left to right, top to bottom (keys 1-9 map onto them). */
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

/** The board after the player to move takes `square`, or null when the move is not allowed. */
export function play(board: Board, square: number): Board | null {
  const outcome = outcomeOf(board);
  if (outcome.kind !== "playing") return null;
  if (!Number.isInteger(square) || square < 0 || square > 8 || board[square] !== null) return null;
  return board.map((cell, i) => (i === square ? outcome.turn : cell));
}

export type Scores = { X: number; O: number; draws: number };
export const ZERO_SCORES: Scores = { X: 0, O: 0, draws: 0 };

/** Scores after a game ends with `outcome`. */
export function scoreAfter(scores: Scores, outcome: Outcome): Scores {
  if (outcome.kind === "won") return { ...scores, [outcome.winner]: scores[outcome.winner] + 1 };
  if (outcome.kind === "draw") return { ...scores, draws: scores.draws + 1 };
  return scores;
}
