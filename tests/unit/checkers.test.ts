import { describe, expect, it } from "vitest";
import { checkers, QUIET_PLIES_DRAW, type CheckersState } from "../../party/games/checkers";
import type { Side } from "../../party/games/types";
import { playRandomGames, SCALE } from "./random-play";

/** A position from square numbers: `{ 1: "b", 6: "w" }`. */
function position(pieces: Record<number, "b" | "w" | "B" | "W">, turn: Side = 0): CheckersState {
  const board = Array.from({ length: 32 }, (_, i) => pieces[i + 1] ?? ".").join("");
  return { board, turn, quiet: 0 };
}

describe("checkers rules", () => {
  it("opens with Black's seven moves and names them 11-15 style", () => {
    const state = checkers.initialState();
    expect(checkers.legalMoves(state).map((m) => m.notation)).toEqual([
      "9-13",
      "9-14",
      "10-14",
      "10-15",
      "11-15",
      "11-16",
      "12-16",
    ]);
    const played = checkers.applyMove(state, "11-15")!;
    expect(played.record.spoken).toBe("Black man from 11 to 15");
    expect(checkers.result(played.state)).toEqual({ kind: "ongoing", turn: 1 });
    expect(checkers.legalMoves(played.state).map((m) => m.notation)).toContain("22-18");
    expect(
      checkers
        .board(played.state)
        .cells.filter((c) => c.id === "15" || c.id === "11")
        .map((c) => c.label),
    ).toEqual(["Square 11, empty", "Square 15, black man"]);
    expect(checkers.applyMove(state, "11-14")).toBeNull();
    expect(checkers.applyMove(state, "22-18")).toBeNull();
  });

  it("forces a capture and follows a multi-jump to its end", () => {
    const state = position({ 1: "b", 6: "w", 15: "w", 32: "w" });
    expect(checkers.legalMoves(state)).toEqual([{ notation: "1x10x19", path: ["1", "10", "19"] }]);
    expect(checkers.applyMove(state, "1-5")).toBeNull();
    expect(checkers.applyMove(state, "1x10")).toBeNull();
    expect(["1x10x19", "1x19", "1-10-19", "1 10 19", "1 to 10 to 19"].map((t) => checkers.parseMove(state, t))).toEqual(
      Array(5).fill("1x10x19"),
    );
    const jumped = checkers.applyMove(state, "1x10x19")!;
    expect(jumped.record.spoken).toBe("Black man jumps from 1 to 10 to 19, capturing 2 pieces on 6 and 15");
    expect(checkers.describe(jumped.state)).toBe("Black: 1 man on 19; 0 kings. White: 1 man on 32; 0 kings.");
  });

  it("crowns a man on the far row, ending its move, and lets kings go back", () => {
    const state = position({ 26: "b", 28: "w" });
    const crowned = checkers.applyMove(state, "26-30")!;
    expect(crowned.record.spoken).toBe("Black man from 26 to 30, and is crowned king");
    expect(checkers.board(crowned.state).cells.find((c) => c.id === "30")).toMatchObject({
      label: "Square 30, black king",
      glyph: "K",
    });
    const next = checkers.applyMove(crowned.state, "28-24")!.state;
    expect(checkers.legalMoves(next).map((m) => m.notation)).toEqual(["30-25", "30-26"]);
  });

  it("loses with no pieces or no legal move, and draws after forty quiet moves each", () => {
    const wiped = checkers.applyMove(position({ 10: "w", 6: "b" }, 1), "10x1")!;
    expect(checkers.result(wiped.state)).toEqual({ kind: "won", winner: 1, reason: "Black has no pieces left" });
    // Black's man on 28 is blocked by White's man on 32 and the edge: no move.
    const blocked = position({ 28: "b", 32: "w", 1: "w" }, 0);
    expect(checkers.result(blocked)).toEqual({ kind: "won", winner: 1, reason: "Black has no legal move" });
    const quiet = { ...position({ 1: "W", 32: "B" }), quiet: QUIET_PLIES_DRAW };
    expect(checkers.result(quiet)).toEqual({
      kind: "draw",
      reason: "forty moves each without a capture or a man moving",
    });
    expect(checkers.legalMoves(quiet)).toEqual([]);
  });

  it("never breaks an invariant in thousands of random games", () => {
    const pieces = (s: CheckersState, side: Side) =>
      [...s.board].filter((ch) => (side === 0 ? /[bB]/ : /[wW]/).test(ch)).length;
    const tally = playRandomGames(checkers, {
      games: 2000 * SCALE,
      invariant: (before, after) => {
        for (const side of [0, 1] as const)
          if (pieces(after, side) > pieces(before, side)) return "a side gained a piece";
        // An uncrowned man never stands on its crowning row.
        return after.board.slice(28).includes("b") || after.board.slice(0, 4).includes("w")
          ? "a man was not crowned"
          : null;
      },
    });
    expect(tally.won[0] + tally.won[1] + tally.draws).toBe(tally.games);
  }, 60_000);
});
