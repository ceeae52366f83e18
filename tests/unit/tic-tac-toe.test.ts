import { describe, expect, it } from "vitest";
import { EMPTY_BOARD, outcomeOf, play, ticTacToe, WINNING_LINES, type Board } from "../../party/games/tic-tac-toe";
import { playRandomGames, SCALE } from "./random-play";

const playAll = (squares: number[]): Board =>
  squares.reduce<Board>((board, square) => {
    const next = play(board, square);
    if (!next) throw new Error(`move ${square} refused`);
    return next;
  }, EMPTY_BOARD);

describe("tic-tac-toe rules", () => {
  it("starts with X, then alternates", () => {
    expect(outcomeOf(EMPTY_BOARD)).toEqual({ kind: "playing", turn: "X" });
    expect(outcomeOf(playAll([4]))).toEqual({ kind: "playing", turn: "O" });
    expect(playAll([4, 0])[0]).toBe("O");
  });

  it("knows all eight winning lines", () => {
    expect(WINNING_LINES).toHaveLength(8);
    for (const line of WINNING_LINES) {
      // X takes the line while O plays elsewhere, never completing a line of its own.
      const others = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((s) => !line.includes(s));
      const board = EMPTY_BOARD.map((_, i) => (line.includes(i) ? "X" : others.slice(0, 2).includes(i) ? "O" : null));
      expect(outcomeOf(board)).toEqual({ kind: "won", winner: "X", line });
    }
  });

  it("ends in a draw on a full board with no line", () => {
    const board = playAll([0, 1, 2, 4, 3, 5, 7, 6, 8]);
    expect(outcomeOf(board)).toEqual({ kind: "draw" });
  });

  it("accepts no move on a taken square, off the board, or after the end", () => {
    const won = playAll([0, 3, 1, 4, 2]);
    expect(outcomeOf(won)).toMatchObject({ kind: "won", winner: "X" });
    expect(play(won, 8)).toBeNull();
    expect(play(playAll([0]), 0)).toBeNull();
    expect(play(EMPTY_BOARD, 9)).toBeNull();
    expect(play(EMPTY_BOARD, -1)).toBeNull();
    expect(play(EMPTY_BOARD, 1.5)).toBeNull();
  });

  it("plays through the shared rules interface, with squares 1-9 as moves and names", () => {
    let state = ticTacToe.initialState();
    expect(ticTacToe.legalMoves(state).map((m) => m.notation)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    expect(ticTacToe.parseMove(state, " square 5 ")).toBe("5");
    expect(ticTacToe.parseMove(state, "10")).toBeNull();
    const first = ticTacToe.applyMove(state, "5")!;
    expect(first.record.spoken).toBe("X in square 5, centre");
    state = first.state;
    expect(ticTacToe.applyMove(state, "5")).toBeNull();
    expect(ticTacToe.result(state)).toEqual({ kind: "ongoing", turn: 1 });
    expect(ticTacToe.board(state).cells[4]).toMatchObject({ id: "5", label: "Square 5, X", glyph: "X", owner: 0 });
    for (const n of ["1", "9", "2"]) state = ticTacToe.applyMove(state, n)!.state;
    expect(ticTacToe.describe(state)).toBe("X: 2 squares 5, 9. O: 2 squares 1, 2. Empty: 5 squares 3, 4, 6, 7, 8.");
    state = ticTacToe.applyMove(state, "3")!.state;
    state = ticTacToe.applyMove(state, "7")!.state;
    state = ticTacToe.applyMove(state, "4")!.state;
    expect(ticTacToe.result(state)).toEqual({ kind: "ongoing", turn: 1 });
    state = ticTacToe.applyMove(state, "6")!.state;
    state = ticTacToe.applyMove(state, "8")!.state;
    expect(ticTacToe.result(state)).toEqual({ kind: "draw", reason: "the board is full" });
  });

  it("never breaks an invariant in thousands of random games", () => {
    const tally = playRandomGames(ticTacToe, {
      games: 5000 * SCALE,
      checkAllMovesIn: 300,
      invariant: (_, after) => {
        const x = after.board.filter((c) => c === "X").length;
        const o = after.board.filter((c) => c === "O").length;
        return x - o === 0 || x - o === 1 ? null : `X has ${x} marks and O ${o}`;
      },
    });
    expect(tally.won[0] + tally.won[1] + tally.draws).toBe(tally.games);
    expect(Math.min(tally.won[0], tally.won[1], tally.draws)).toBeGreaterThan(0);
  }, 60_000);
});
