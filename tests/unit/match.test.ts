import { describe, expect, it } from "vitest";
import { act, forfeit, readMatch, rematchOf, startMatch, syncPresence, type Match } from "../../party/match";
import { matchView, resultRows } from "../../party/match-view";

const T0 = Date.parse("2026-01-01T10:00:00Z");
const start = (gameType: Match["gameType"] = "tic_tac_toe") =>
  startMatch({ gameType, players: [10, 20], names: ["Ana", "Ben"], number: 1, now: T0 });
function ok(result: ReturnType<typeof act>): Match {
  if (!result.ok) throw new Error(result.message);
  return result.match;
}

describe("the referee", () => {
  it("starts a game and says who plays which side and who moves", () => {
    const match = start("chess");
    expect(match.announcement).toBe("Game 1 started. White: Ana. Black: Ben. White (Ana) to move.");
    const view = matchView(match, T0);
    expect(view).toMatchObject({ status: "playing", turn: 0, outcome: null, history: [], dropped: [] });
    expect(view.players).toEqual([
      { userId: 10, displayName: "Ana", side: 0, sideName: "White" },
      { userId: 20, displayName: "Ben", side: 1, sideName: "Black" },
    ]);
  });

  it("accepts a legal move from the player to move, and refuses spectators, the other player and illegal moves", () => {
    const match = start("chess");
    expect(act(match, 99, { type: "move", move: "e4" }, T0)).toMatchObject({ ok: false, code: "spectator" });
    expect(act(match, 20, { type: "move", move: "e5" }, T0)).toMatchObject({
      ok: false,
      code: "not_your_turn",
      message: "It is not your turn. White (Ana) is to move.",
    });
    expect(act(match, 10, { type: "move", move: "e5" }, T0)).toMatchObject({
      ok: false,
      code: "illegal_move",
      message: expect.stringMatching(/^e5 is not a legal move here\. Type moves in algebraic notation/),
    });
    const moved = ok(act(match, 10, { type: "move", move: "e2e4" }, T0));
    expect(moved.history).toEqual([
      { side: 0, notation: "e4", spoken: "White pawn from e2 to e4", path: ["e2", "e4"] },
    ]);
    expect(moved.seq).toBe(match.seq + 1);
    expect(moved.announcement).toBe("Ana played e4: White pawn from e2 to e4. Black (Ben) to move.");
    // The original record is untouched: every change is a new record.
    expect(match.history).toEqual([]);
  });

  it("ends the game on a win, counts it, and refuses moves afterwards", () => {
    let match = start();
    for (const [user, square] of [
      [10, "1"],
      [20, "4"],
      [10, "2"],
      [20, "5"],
      [10, "3"],
    ] as const)
      match = ok(act(match, user, { type: "move", move: square }, T0 + 1000));
    expect(match.outcome).toEqual({ kind: "won", winner: 0, reason: "three in a row, squares 1, 2, 3" });
    expect(match.finishedAt).toBe(new Date(T0 + 1000).toISOString());
    expect(match.tally).toEqual({ wins: [1, 0], draws: 0 });
    expect(act(match, 20, { type: "move", move: "9" }, T0)).toMatchObject({ ok: false, code: "game_over" });
    expect(resultRows(match)).toEqual({
      gameType: "tic_tac_toe",
      winnerId: 10,
      moveCount: 5,
      finishedAt: match.finishedAt,
      players: [
        { userId: 10, outcome: "won" },
        { userId: 20, outcome: "lost" },
      ],
    });
  });

  it("handles resignation, draw offers, and rematches with colours swapped", () => {
    const match = start("connect_four");
    expect(act(match, 20, { type: "draw", action: "accept" }, T0)).toMatchObject({ ok: false, code: "not_allowed" });
    const offered = ok(act(match, 10, { type: "draw", action: "offer" }, T0));
    expect(act(offered, 10, { type: "draw", action: "accept" }, T0)).toMatchObject({ ok: false, code: "not_allowed" });
    const declined = ok(act(offered, 20, { type: "draw", action: "decline" }, T0));
    expect(declined.drawOffer).toBeNull();
    // A move withdraws a standing offer.
    const reoffered = ok(act(declined, 10, { type: "draw", action: "offer" }, T0));
    expect(ok(act(reoffered, 10, { type: "move", move: "4" }, T0)).drawOffer).toBeNull();
    const drawn = ok(act(reoffered, 20, { type: "draw", action: "accept" }, T0));
    expect(drawn.outcome).toEqual({ kind: "draw", reason: "agreed" });
    expect(resultRows(drawn)?.players.map((p) => p.outcome)).toEqual(["drew", "drew"]);

    expect(act(match, 10, { type: "rematch" }, T0)).toMatchObject({ ok: false, code: "not_allowed" });
    const asked = ok(act(drawn, 20, { type: "rematch" }, T0));
    expect(rematchOf(asked, T0)).toBeNull();
    expect(act(asked, 20, { type: "rematch" }, T0)).toMatchObject({ ok: false });
    const next = rematchOf(ok(act(asked, 10, { type: "rematch" }, T0)), T0)!;
    expect(next).toMatchObject({
      number: 2,
      players: [20, 10],
      names: ["Ben", "Ana"],
      outcome: null,
      history: [],
      tally: { wins: [0, 0], draws: 1 },
    });
    expect(next.seq).toBeGreaterThan(asked.seq);

    const resigned = ok(act(next, 10, { type: "resign" }, T0));
    expect(resigned.outcome).toEqual({ kind: "won", winner: 0, reason: "Ana resigned" });
    expect(resigned.announcement).toBe("Yellow (Ana) resigned. Red (Ben) wins: Ana resigned.");
  });

  it("holds a dropped player's seat for the grace period, then lets the opponent claim the win", () => {
    const match = start();
    const online = new Set([10, 20]);
    expect(syncPresence(match, (id) => online.has(id), T0)).toBeNull();
    online.delete(20);
    const dropped = syncPresence(match, (id) => online.has(id), T0)!;
    expect(dropped.dropped).toEqual([null, T0]);
    expect(dropped.announcement).toBe("Ben lost connection. Reconnecting…");
    expect(matchView(dropped, T0 + 15_000, 60_000).dropped).toEqual([{ side: 1, graceLeftMs: 45_000 }]);
    expect(act(dropped, 10, { type: "claim_win" }, T0 + 59_000, 60_000)).toMatchObject({
      ok: false,
      code: "not_allowed",
      message: "Your opponent may still reconnect. You can claim the win in 1 seconds.",
    });
    expect(act(dropped, 20, { type: "claim_win" }, T0 + 61_000, 60_000)).toMatchObject({
      ok: false,
      code: "not_allowed",
    });
    // Coming back within the grace clears it.
    online.add(20);
    const back = syncPresence(dropped, (id) => online.has(id), T0 + 30_000)!;
    expect(back.dropped).toEqual([null, null]);
    expect(back.announcement).toBe("Ben is back.");
    // Not coming back: the opponent may claim, or simply keep waiting.
    const claimed = ok(act(dropped, 10, { type: "claim_win" }, T0 + 60_000, 60_000));
    expect(claimed.outcome).toEqual({ kind: "won", winner: 0, reason: "Ben did not come back" });
  });

  it("forfeits the game of a player who leaves, and survives storage", () => {
    const match = start("checkers");
    expect(forfeit(match, 99, T0)).toBeNull();
    const left = forfeit(match, 10, T0)!;
    expect(left.outcome).toEqual({ kind: "won", winner: 1, reason: "Ana left the game" });
    expect(forfeit(left, 20, T0)).toBeNull();
    expect(readMatch(JSON.stringify(left))).toEqual(left);
    expect(readMatch("{")).toBeNull();
    expect(readMatch(JSON.stringify({ ...left, state: { board: "nonsense", turn: 0, quiet: 0 } }))).toBeNull();
  });
});
