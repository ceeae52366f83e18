import { describe, expect, it } from "vitest";
import { cellIndex, reversi, type ReversiState } from "../../party/games/reversi";
import type { Side } from "../../party/games/types";
import { playRandomGames, SCALE } from "./random-play";

function position(discs: Record<string, Side>, turn: Side): ReversiState {
  const cells: (Side | null)[] = Array.from({ length: 64 }, () => null);
  for (const [name, side] of Object.entries(discs)) cells[cellIndex(name)!] = side;
  return { cells, turn, passed: null };
}

describe("reversi rules", () => {
  it("starts from the four centre discs with Black's four moves", () => {
    const state = reversi.initialState();
    expect(
      reversi
        .legalMoves(state)
        .map((m) => m.notation)
        .sort(),
    ).toEqual(["c4", "d3", "e6", "f5"]);
    expect(reversi.describe(state)).toBe(
      "Black: 2 discs at e4, d5. White: 2 discs at d4, e5. Black can play d3, c4, f5, e6.",
    );
    const played = reversi.applyMove(state, "d3")!;
    expect(played.record.spoken).toBe("Black at d3, flipping 1 disc: d4");
    expect(reversi.result(played.state)).toEqual({ kind: "ongoing", turn: 1 });
    expect(reversi.board(played.state).cells.find((c) => c.id === "d4")).toMatchObject({
      label: "d4, black disc",
      owner: 0,
    });
    expect(reversi.applyMove(state, "a1")).toBeNull();
    expect(reversi.applyMove(state, "D3")).toBeNull();
    expect(reversi.parseMove(state, " D3 ")).toBe("d3");
  });

  it("passes automatically when the opponent has no move, then ends when neither can move", () => {
    const state = position({ a1: 0, b1: 1, a3: 0, b3: 1, h8: 1 }, 0);
    const played = reversi.applyMove(state, "c1")!;
    expect(played.record.spoken).toBe("Black at c1, flipping 1 disc: b1. White has no legal move and passes");
    expect(played.state).toMatchObject({ turn: 0, passed: 1 });
    expect(reversi.result(played.state)).toEqual({ kind: "ongoing", turn: 0 });
    const last = reversi.applyMove(played.state, "c3")!;
    expect(reversi.result(last.state)).toEqual({
      kind: "won",
      winner: 0,
      reason: "neither side can move: Black 6 discs, White 1 disc",
    });
    expect(reversi.legalMoves(last.state)).toEqual([]);
  });

  it("ends at once when a side loses its last disc", () => {
    const played = reversi.applyMove(position({ d4: 1, d5: 0 }, 0), "d3")!;
    expect(reversi.result(played.state)).toEqual({ kind: "won", winner: 0, reason: "White has no discs left" });
  });

  it("never breaks an invariant in thousands of random games", () => {
    const count = (s: ReversiState, side: Side) => s.cells.filter((c) => c === side).length;
    const tally = playRandomGames(reversi, {
      games: 2000 * SCALE,
      invariant: (before, after) => {
        const mover = before.turn;
        const flipped = count(after, mover) - count(before, mover) - 1;
        if (flipped < 1) return "nothing flipped";
        const lost = count(before, mover === 0 ? 1 : 0) - count(after, mover === 0 ? 1 : 0);
        return lost === flipped ? null : `the mover gained ${flipped} but the opponent lost ${lost}`;
      },
    });
    expect(tally.won[0] + tally.won[1] + tally.draws).toBe(tally.games);
  }, 60_000);
});
