import { describe, expect, it } from "vitest";
import { connectFour, type ConnectFourState } from "../../party/games/connect-four";
import { playRandomGames, SCALE } from "./random-play";

const playAll = (columns: string) =>
  [...columns].reduce<ConnectFourState>((state, col) => {
    const next = connectFour.applyMove(state, col);
    if (!next) throw new Error(`column ${col} refused`);
    return next.state;
  }, connectFour.initialState());

describe("connect four rules", () => {
  it("drops discs to the lowest free cell, Red first", () => {
    const first = connectFour.applyMove(connectFour.initialState(), "4")!;
    expect(first.record.spoken).toBe("Red in column 4, row 1");
    const second = connectFour.applyMove(first.state, "4")!;
    expect(second.record.spoken).toBe("Yellow in column 4, row 2");
    expect(connectFour.result(second.state)).toEqual({ kind: "ongoing", turn: 0 });
    expect(connectFour.board(second.state).cells.find((c) => c.id === "c4r2")).toMatchObject({
      label: "Column 4, row 2, yellow",
      owner: 1,
    });
    expect(connectFour.describe(second.state)).toContain("Column 4: red, yellow from the bottom.");
  });

  it("wins on a diagonal", () => {
    // Red: c1r1, c2r2, c3r3, c4r4.
    const state = playAll("12233434474");
    expect(connectFour.result(state)).toEqual({
      kind: "won",
      winner: 0,
      reason: "four in a row from column 4, row 4 to column 1, row 1",
    });
    expect(connectFour.legalMoves(state)).toEqual([]);
    expect(connectFour.applyMove(state, "5")).toBeNull();
  });

  it("wins across and up, and refuses a full column", () => {
    expect(connectFour.result(playAll("1122334"))).toMatchObject({ kind: "won", winner: 0 });
    expect(connectFour.result(playAll("1212121"))).toMatchObject({
      kind: "won",
      winner: 0,
      reason: "four in a row from column 1, row 4 to column 1, row 1",
    });
    const full = playAll("111111");
    expect(connectFour.result(full)).toMatchObject({ kind: "ongoing" });
    expect(connectFour.applyMove(full, "1")).toBeNull();
    expect(connectFour.legalMoves(full).map((m) => m.notation)).toEqual(["2", "3", "4", "5", "6", "7"]);
  });

  it("reads typed columns", () => {
    const state = connectFour.initialState();
    expect(["4", " column 4", "col 4", "C4"].map((t) => connectFour.parseMove(state, t))).toEqual(["4", "4", "4", "4"]);
    expect(["0", "8", "four", ""].map((t) => connectFour.parseMove(state, t))).toEqual([null, null, null, null]);
  });

  it("never breaks an invariant in thousands of random games", () => {
    const tally = playRandomGames(connectFour, {
      games: 3000 * SCALE,
      checkAllMovesIn: 300,
      invariant: (_, after) => {
        const red = after.cells.filter((c) => c === 0).length;
        const yellow = after.cells.filter((c) => c === 1).length;
        if (red - yellow !== 0 && red - yellow !== 1) return `Red has ${red} discs and Yellow ${yellow}`;
        // No disc floats: under every disc is another disc or the floor.
        return after.cells.some((c, i) => c !== null && i + 7 < 42 && after.cells[i + 7] === null)
          ? "a disc floats"
          : null;
      },
    });
    expect(tally.won[0] + tally.won[1] + tally.draws).toBe(tally.games);
  }, 60_000);
});
