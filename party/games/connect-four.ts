// Connect four: 7 columns, 6 rows. Red moves first; a disc drops to the lowest free cell of
// its column; four in a row across, up or diagonally wins; a full board is a draw. A move is
// a column number, 1 to 7. Rows are counted from the bottom, as a player would say them.
import { z } from "zod";
import {
  matchNotation,
  plural,
  type BoardCell,
  type GameRules,
  type MoveOption,
  type Result,
  type Side,
} from "./types";

export const COLS = 7;
export const ROWS = 6;
const SIDES = ["Red", "Yellow"] as const;

/** `cells[row * COLS + col]`, row 0 at the top. */
export type ConnectFourState = { cells: (Side | null)[] };

const at = (state: ConnectFourState, row: number, col: number) => state.cells[row * COLS + col] ?? null;
/** The top row (0-based, from the top) that a disc dropped into `col` lands on, or -1 when full. */
export function landingRow(state: ConnectFourState, col: number): number {
  for (let row = ROWS - 1; row >= 0; row--) if (at(state, row, col) === null) return row;
  return -1;
}
export const cellId = (row: number, col: number) => `c${col + 1}r${ROWS - row}`;
const where = (row: number, col: number) => `column ${col + 1}, row ${ROWS - row}`;

const DIRECTIONS = [
  [0, 1],
  [1, 0],
  [1, 1],
  [1, -1],
] as const;

/** The first line of four (as [row, col] pairs), or null. */
export function fourInARow(state: ConnectFourState): { side: Side; line: [number, number][] } | null {
  for (let row = 0; row < ROWS; row++) {
    for (let col = 0; col < COLS; col++) {
      const side = at(state, row, col);
      if (side === null) continue;
      for (const [dr, dc] of DIRECTIONS) {
        const line: [number, number][] = [];
        for (let k = 0; k < 4; k++) {
          const r = row + dr * k;
          const c = col + dc * k;
          if (r < 0 || r >= ROWS || c < 0 || c >= COLS || at(state, r, c) !== side) break;
          line.push([r, c]);
        }
        if (line.length === 4) return { side, line };
      }
    }
  }
  return null;
}

const turnOf = (state: ConnectFourState): Side => (state.cells.filter((c) => c !== null).length % 2 === 0 ? 0 : 1);

export const connectFour: GameRules<ConnectFourState> = {
  sides: SIDES,
  schema: z.object({ cells: z.array(z.union([z.literal(0), z.literal(1)]).nullable()).length(ROWS * COLS) }),
  initialState: () => ({ cells: Array.from({ length: ROWS * COLS }, () => null) }),

  legalMoves(state): MoveOption[] {
    if (connectFour.result(state).kind !== "ongoing") return [];
    const moves: MoveOption[] = [];
    for (let col = 0; col < COLS; col++) {
      const row = landingRow(state, col);
      if (row >= 0) moves.push({ notation: String(col + 1), path: [cellId(row, col)] });
    }
    return moves;
  },

  applyMove(state, notation) {
    if (!/^[1-7]$/.test(notation) || connectFour.result(state).kind !== "ongoing") return null;
    const col = Number(notation) - 1;
    const row = landingRow(state, col);
    if (row < 0) return null;
    const side = turnOf(state);
    const cells = [...state.cells];
    cells[row * COLS + col] = side;
    return { state: { cells }, record: { notation, spoken: `${SIDES[side]} in ${where(row, col)}` } };
  },

  result(state): Result {
    const four = fourInARow(state);
    if (four) {
      const [first, , , last] = four.line;
      return { kind: "won", winner: four.side, reason: `four in a row from ${where(...first!)} to ${where(...last!)}` };
    }
    if (state.cells.every((c) => c !== null)) return { kind: "draw", reason: "the board is full" };
    return { kind: "ongoing", turn: turnOf(state) };
  },

  describe(state) {
    const columns = Array.from({ length: COLS }, (_, col) => {
      const discs: string[] = [];
      for (let row = ROWS - 1; row >= 0; row--) {
        const side = at(state, row, col);
        if (side !== null) discs.push(SIDES[side].toLowerCase());
      }
      return `Column ${col + 1}: ${discs.length ? `${discs.join(", ")} from the bottom` : "empty"}${discs.length === ROWS ? ", full" : ""}.`;
    });
    const count = (side: Side) => plural(state.cells.filter((c) => c === side).length, "disc");
    return `${columns.join(" ")} Red has ${count(0)}, Yellow has ${count(1)}.`;
  },

  board(state) {
    const cells: BoardCell[] = [];
    for (let row = 0; row < ROWS; row++) {
      for (let col = 0; col < COLS; col++) {
        const side = at(state, row, col);
        cells.push({
          id: cellId(row, col),
          label: `${where(row, col).replace(/^c/, "C")}, ${side === null ? "empty" : SIDES[side].toLowerCase()}`,
          glyph: "",
          shade: "plain",
          owner: side,
        });
      }
    }
    return { rows: ROWS, cols: COLS, cells };
  },

  parseMove(state, text) {
    const column = text.trim().replace(/^(column|col|c)\s*/i, "");
    return matchNotation(connectFour.legalMoves(state), column);
  },
};
