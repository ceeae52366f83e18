// Checkers (English draughts): the 32 dark squares numbered 1-32 from the top left, Black
// on 1-12 moving down and moving first, White on 21-32 moving up. Men move one square
// diagonally forward; kings move both ways. A capture is forced, and a capturing piece must
// go on jumping while it can; a man that reaches the far row is crowned and its move ends.
// A side with no legal move loses. Forty moves each with no capture and no man moving is a
// draw. Moves are written `11-15`, and captures `15x22` or `15x22x29` for a multi-jump.
import { z } from "zod";
import { other, plural, type BoardCell, type GameRules, type MoveOption, type Result, type Side } from "./types";

const SIDES = ["Black", "White"] as const;
/** Plies without a capture or a man moving that draw the game (40 moves each). */
export const QUIET_PLIES_DRAW = 80;

/** `board` has one letter per square 1-32: b/w a man, B/W a king, `.` empty. */
export type CheckersState = { board: string; turn: Side; quiet: number };

type Piece = { side: Side; king: boolean };
const pieceAt = (board: string, i: number): Piece | null => {
  const ch = board[i];
  if (ch === "b" || ch === "B") return { side: 0, king: ch === "B" };
  if (ch === "w" || ch === "W") return { side: 1, king: ch === "W" };
  return null;
};
const letter = (p: Piece) => (p.side === 0 ? (p.king ? "B" : "b") : p.king ? "W" : "w");

/** Square index 0-31 to its row and column on the 8x8 board, row 0 at the top. */
export const position = (i: number) => {
  const row = Math.floor(i / 4);
  return { row, col: (i % 4) * 2 + (row % 2 === 0 ? 1 : 0) };
};
const indexAt = (row: number, col: number): number => {
  if (row < 0 || row > 7 || col < 0 || col > 7 || (row + col) % 2 === 0) return -1;
  return row * 4 + Math.floor(col / 2);
};
const DIRECTIONS = [
  [1, -1],
  [1, 1],
  [-1, -1],
  [-1, 1],
] as const;
/** For each square and direction: the neighbour and the square beyond it (-1 off the board). */
const STEPS = Array.from({ length: 32 }, (_, i) => {
  const { row, col } = position(i);
  return DIRECTIONS.map(([dr, dc]) => ({
    dr,
    next: indexAt(row + dr, col + dc),
    beyond: indexAt(row + 2 * dr, col + 2 * dc),
  }));
});
const forward = (side: Side) => (side === 0 ? 1 : -1);
const crowningRow = (side: Side) => (side === 0 ? 7 : 0);

type Move = { path: number[]; captured: number[]; crowned: boolean };

function jumpsFrom(board: string, from: number, piece: Piece, path: number[], captured: number[], out: Move[]) {
  let extended = false;
  for (const step of STEPS[from]!) {
    if (!piece.king && step.dr !== forward(piece.side)) continue;
    if (step.next < 0 || step.beyond < 0) continue;
    const over = pieceAt(board, step.next);
    if (!over || over.side === piece.side || captured.includes(step.next)) continue;
    // The origin square is empty once the piece has left it, so a king may come back to it.
    if (board[step.beyond] !== "." && step.beyond !== path[0]) continue;
    extended = true;
    const nextPath = [...path, step.beyond];
    const nextCaptured = [...captured, step.next];
    if (!piece.king && position(step.beyond).row === crowningRow(piece.side)) {
      out.push({ path: nextPath, captured: nextCaptured, crowned: true });
    } else {
      jumpsFrom(board, step.beyond, piece, nextPath, nextCaptured, out);
    }
  }
  if (!extended && captured.length) out.push({ path, captured, crowned: false });
}

/** Legal moves per state object: the room and the tests ask several times about one state. */
const movesMemo = new WeakMap<CheckersState, Move[]>();
function movesOf(state: CheckersState): Move[] {
  let found = movesMemo.get(state);
  if (!found) {
    found = computeMoves(state);
    movesMemo.set(state, found);
  }
  return found;
}

function computeMoves(state: CheckersState): Move[] {
  const jumps: Move[] = [];
  const simple: Move[] = [];
  for (let i = 0; i < 32; i++) {
    const piece = pieceAt(state.board, i);
    if (!piece || piece.side !== state.turn) continue;
    jumpsFrom(state.board, i, piece, [i], [], jumps);
    if (jumps.length) continue;
    for (const step of STEPS[i]!) {
      if (!piece.king && step.dr !== forward(piece.side)) continue;
      if (step.next >= 0 && state.board[step.next] === ".") {
        simple.push({
          path: [i, step.next],
          captured: [],
          crowned: !piece.king && position(step.next).row === crowningRow(piece.side),
        });
      }
    }
  }
  // Captures are forced.
  return jumps.length ? jumps : simple;
}

const notationOf = (move: Move) => move.path.map((i) => i + 1).join(move.captured.length ? "x" : "-");

export const checkers: GameRules<CheckersState> = {
  sides: SIDES,
  schema: z.object({
    board: z.string().regex(/^[bwBW.]{32}$/),
    turn: z.union([z.literal(0), z.literal(1)]),
    quiet: z.number().int().min(0),
  }),
  initialState: () => ({ board: `${"b".repeat(12)}${".".repeat(8)}${"w".repeat(12)}`, turn: 0, quiet: 0 }),

  legalMoves(state): MoveOption[] {
    if (state.quiet >= QUIET_PLIES_DRAW) return [];
    return movesOf(state).map((m) => ({ notation: notationOf(m), path: m.path.map((i) => String(i + 1)) }));
  },

  applyMove(state, notation) {
    if (state.quiet >= QUIET_PLIES_DRAW) return null;
    const move = movesOf(state).find((m) => notationOf(m) === notation);
    if (!move) return null;
    const from = move.path[0]!;
    const to = move.path[move.path.length - 1]!;
    const piece = pieceAt(state.board, from)!;
    const squares = state.board.split("");
    squares[from] = ".";
    for (const c of move.captured) squares[c] = ".";
    squares[to] = letter({ side: piece.side, king: piece.king || move.crowned });
    const kind = piece.king ? "king" : "man";
    const route = move.path.map((i) => i + 1);
    let spoken = move.captured.length
      ? `${SIDES[piece.side]} ${kind} jumps from ${route.join(" to ")}, capturing ${plural(move.captured.length, "piece")} on ${move.captured.map((i) => i + 1).join(" and ")}`
      : `${SIDES[piece.side]} ${kind} from ${route[0]} to ${route[1]}`;
    if (move.crowned) spoken += ", and is crowned king";
    const quiet = move.captured.length || !piece.king ? 0 : state.quiet + 1;
    return { state: { board: squares.join(""), turn: other(state.turn), quiet }, record: { notation, spoken } };
  },

  result(state): Result {
    if (state.quiet >= QUIET_PLIES_DRAW)
      return { kind: "draw", reason: "forty moves each without a capture or a man moving" };
    if (movesOf(state).length) return { kind: "ongoing", turn: state.turn };
    const hasPieces = [...state.board].some((_, i) => pieceAt(state.board, i)?.side === state.turn);
    return {
      kind: "won",
      winner: other(state.turn),
      reason: hasPieces ? `${SIDES[state.turn]} has no legal move` : `${SIDES[state.turn]} has no pieces left`,
    };
  },

  describe(state) {
    const list = (side: Side, king: boolean) => {
      const squares = [...state.board].flatMap((ch, i) => (ch === letter({ side, king }) ? [i + 1] : []));
      return `${plural(squares.length, king ? "king" : "man", king ? "kings" : "men")}${squares.length ? ` on ${squares.join(", ")}` : ""}`;
    };
    return `${SIDES[0]}: ${list(0, false)}; ${list(0, true)}. ${SIDES[1]}: ${list(1, false)}; ${list(1, true)}.`;
  },

  board(state) {
    const cells: BoardCell[] = [];
    for (let row = 0; row < 8; row++) {
      for (let col = 0; col < 8; col++) {
        const i = indexAt(row, col);
        if (i < 0) {
          cells.push({
            id: `light-${row}-${col}`,
            label: "Light square, not used",
            glyph: "",
            shade: "light",
            owner: null,
          });
          continue;
        }
        const piece = pieceAt(state.board, i);
        const what = piece ? `${SIDES[piece.side].toLowerCase()} ${piece.king ? "king" : "man"}` : "empty";
        cells.push({
          id: String(i + 1),
          label: `Square ${i + 1}, ${what}`,
          glyph: piece?.king ? "K" : "",
          shade: "dark",
          owner: piece?.side ?? null,
        });
      }
    }
    return { rows: 8, cols: 8, cells };
  },

  parseMove(state, text) {
    const numbers = text
      .trim()
      .toLowerCase()
      .replace(/^(square|sq)\s*/, "")
      .split(/\s*(?:x|-|to|\s)\s*/)
      .filter(Boolean);
    if (numbers.length < 2 || !numbers.every((n) => /^\d{1,2}$/.test(n))) return null;
    const path = numbers.map(Number);
    const options = movesOf(state);
    const exact = options.find((m) => m.path.length === path.length && m.path.every((s, k) => s + 1 === path[k]));
    if (exact) return notationOf(exact);
    // "15x29": the first and last squares of a multi-jump, when only one jump joins them.
    if (path.length === 2) {
      const ends = options.filter((m) => m.path[0]! + 1 === path[0] && m.path[m.path.length - 1]! + 1 === path[1]);
      if (ends.length === 1) return notationOf(ends[0]!);
    }
    return null;
  },
};
