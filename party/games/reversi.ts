// Reversi (Othello rules): 8x8, columns a-h and rows 1-8 from the top, Black moves first
// from the four centre discs. A move must outflank at least one line of the opponent's discs,
// which flip. A side with no legal move passes automatically; when neither side can move the
// game ends and the side with more discs wins. A move is a cell, for example `d3`.
import { z } from "zod";
import {
  matchNotation,
  other,
  plural,
  type BoardCell,
  type GameRules,
  type MoveOption,
  type Result,
  type Side,
} from "./types";

const SIZE = 8;
const SIDES = ["Black", "White"] as const;
const FILES = "abcdefgh";

/** `cells[row * 8 + col]`, row 0 is row 1 at the top. `passed` is the side that had to pass after the last move. */
export type ReversiState = { cells: (Side | null)[]; turn: Side; passed: Side | null };

export const cellName = (index: number) => `${FILES[index % SIZE]}${Math.floor(index / SIZE) + 1}`;
export function cellIndex(name: string): number | null {
  const match = /^([a-h])([1-8])$/.exec(name.trim().toLowerCase());
  return match ? (Number(match[2]) - 1) * SIZE + FILES.indexOf(match[1]!) : null;
}

const DIRECTIONS = [-1, 0, 1]
  .flatMap((dr) => [-1, 0, 1].map((dc) => [dr, dc] as const))
  .filter(([dr, dc]) => dr !== 0 || dc !== 0);

/** The opponent discs that `side` would flip by playing at `index`; empty when the move is not legal. */
export function flipsFor(cells: readonly (Side | null)[], side: Side, index: number): number[] {
  if (cells[index] !== null) return [];
  const row = Math.floor(index / SIZE);
  const col = index % SIZE;
  const flips: number[] = [];
  for (const [dr, dc] of DIRECTIONS) {
    const line: number[] = [];
    let r = row + dr;
    let c = col + dc;
    while (r >= 0 && r < SIZE && c >= 0 && c < SIZE && cells[r * SIZE + c] === other(side)) {
      line.push(r * SIZE + c);
      r += dr;
      c += dc;
    }
    if (line.length && r >= 0 && r < SIZE && c >= 0 && c < SIZE && cells[r * SIZE + c] === side) flips.push(...line);
  }
  return flips;
}

/** Legal moves per board array and side: the room and the tests ask several times about one state. */
const movesMemo = new WeakMap<readonly (Side | null)[], [number[]?, number[]?]>();
function movesFor(cells: readonly (Side | null)[], side: Side): number[] {
  let entry = movesMemo.get(cells);
  if (!entry) movesMemo.set(cells, (entry = []));
  return (entry[side] ??= computeMoves(cells, side));
}

function computeMoves(cells: readonly (Side | null)[], side: Side): number[] {
  const moves: number[] = [];
  for (let i = 0; i < SIZE * SIZE; i++) if (cells[i] === null && flipsFor(cells, side, i).length) moves.push(i);
  return moves;
}

const count = (cells: readonly (Side | null)[], side: Side) => cells.filter((c) => c === side).length;

export const reversi: GameRules<ReversiState> = {
  sides: SIDES,
  schema: z.object({
    cells: z.array(z.union([z.literal(0), z.literal(1)]).nullable()).length(SIZE * SIZE),
    turn: z.union([z.literal(0), z.literal(1)]),
    passed: z.union([z.literal(0), z.literal(1)]).nullable(),
  }),

  initialState() {
    const cells: (Side | null)[] = Array.from({ length: SIZE * SIZE }, () => null);
    cells[cellIndex("d4")!] = 1;
    cells[cellIndex("e5")!] = 1;
    cells[cellIndex("e4")!] = 0;
    cells[cellIndex("d5")!] = 0;
    return { cells, turn: 0, passed: null };
  },

  legalMoves(state): MoveOption[] {
    return movesFor(state.cells, state.turn).map((i) => ({ notation: cellName(i), path: [cellName(i)] }));
  },

  applyMove(state, notation) {
    const index = cellIndex(notation);
    if (index === null || cellName(index) !== notation) return null;
    const side = state.turn;
    const flips = flipsFor(state.cells, side, index);
    if (!flips.length) return null;
    const cells = [...state.cells];
    cells[index] = side;
    for (const f of flips) cells[f] = side;
    let turn = other(side);
    let passed: Side | null = null;
    // The opponent passes when it has no move but the mover still has one.
    if (!movesFor(cells, turn).length && movesFor(cells, side).length) {
      passed = turn;
      turn = side;
    }
    const flipped = flips.map(cellName).sort().join(", ");
    let spoken = `${SIDES[side]} at ${notation}, flipping ${plural(flips.length, "disc")}: ${flipped}`;
    if (passed !== null) spoken += `. ${SIDES[passed]} has no legal move and passes`;
    return { state: { cells, turn, passed }, record: { notation, spoken } };
  },

  result(state): Result {
    if (movesFor(state.cells, state.turn).length) return { kind: "ongoing", turn: state.turn };
    if (movesFor(state.cells, other(state.turn)).length) return { kind: "ongoing", turn: other(state.turn) };
    const [black, white] = [count(state.cells, 0), count(state.cells, 1)];
    const tally = `Black ${plural(black, "disc")}, White ${plural(white, "disc")}`;
    if (black === white) return { kind: "draw", reason: `neither side can move and the discs are equal: ${tally}` };
    const winner: Side = black > white ? 0 : 1;
    const loser = other(winner);
    const reason =
      count(state.cells, loser) === 0 ? `${SIDES[loser]} has no discs left` : `neither side can move: ${tally}`;
    return { kind: "won", winner, reason };
  },

  describe(state) {
    const list = (side: Side) => {
      const cells = state.cells.flatMap((c, i) => (c === side ? [cellName(i)] : []));
      return `${SIDES[side]}: ${plural(cells.length, "disc")}${cells.length ? ` at ${cells.join(", ")}` : ""}.`;
    };
    const moves = reversi.legalMoves(state).map((m) => m.notation);
    const playable = moves.length ? ` ${SIDES[state.turn]} can play ${moves.join(", ")}.` : "";
    return `${list(0)} ${list(1)}${playable}`;
  },

  board(state) {
    const playable = new Set(movesFor(state.cells, state.turn));
    const cells: BoardCell[] = state.cells.map((side, i) => ({
      id: cellName(i),
      label: `${cellName(i)}, ${side === null ? (playable.has(i) ? `empty, ${SIDES[state.turn]} can play here` : "empty") : `${SIDES[side].toLowerCase()} disc`}`,
      glyph: side === null && playable.has(i) ? "·" : "",
      shade: "plain",
      owner: side,
    }));
    return { rows: SIZE, cols: SIZE, cells };
  },

  parseMove(state, text) {
    return matchNotation(reversi.legalMoves(state), text.trim());
  },
};
