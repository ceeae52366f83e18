import { describe, expect, it } from "vitest";
import { statusText } from "~/components/arcade/TicTacToe";
import { EMPTY_BOARD, outcomeOf, play, scoreAfter, WINNING_LINES, ZERO_SCORES, type Board } from "../../party/games/tic-tac-toe";

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

  it("keeps session scores and says whose turn it is", () => {
    let scores = scoreAfter(ZERO_SCORES, outcomeOf(playAll([0, 3, 1, 4, 2])));
    scores = scoreAfter(scores, outcomeOf(playAll([0, 1, 2, 4, 3, 5, 7, 6, 8])));
    scores = scoreAfter(scores, outcomeOf(EMPTY_BOARD));
    expect(scores).toEqual({ X: 1, O: 0, draws: 1 });
    expect(statusText(outcomeOf(EMPTY_BOARD))).toBe("Player X's turn");
    expect(statusText(outcomeOf(playAll([0, 3, 1, 4, 8, 5])))).toBe("Player O wins!");
    expect(statusText({ kind: "draw" })).toBe("It's a draw!");
  });
});
