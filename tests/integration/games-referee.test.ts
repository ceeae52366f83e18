// Online play on the real Worker, D1 and Durable Objects (decision 009): the GameRoom referees
// every move and writes each result to D1. Members act through their session cookies; each
// test makes its own room.
import { SELF } from "./worker";
import { describe, expect, it } from "vitest";
import { memberCookie } from "./constants";
import {
  call,
  nextError,
  nextGame,
  play,
  player,
  resultRows,
  roomStatus,
  startedRoom,
  type Json,
} from "./games-fixtures";

describe("the room is the referee", () => {
  it("starts the game when the second player joins, and refuses out-of-turn and illegal moves, changing nothing", async () => {
    const roomId = await startedRoom("chess", 2, 3);
    const white = await player(roomId, 2);
    const black = await player(roomId, 3);
    expect(white.game).toMatchObject({ number: 1, gameType: "chess", status: "playing", turn: 0, history: [] });
    expect(white.game.players).toMatchObject([
      { userId: 2, side: 0, sideName: "White" },
      { userId: 3, side: 1, sideName: "Black" },
    ]);
    expect(white.game.legalMoves).toHaveLength(20);
    expect(white.game.board.cells.find((c: Json) => c.id === "g1").label).toBe("g1, white knight");

    black.send({ type: "move", move: "e5" });
    expect(await nextError(black)).toMatchObject({
      code: "not_your_turn",
      message: "It is not your turn. White (" + white.game.players[0].displayName + ") is to move.",
    });
    white.send({ type: "move", move: "e5" });
    expect(await nextError(white)).toMatchObject({ code: "illegal_move" });
    white.send({ type: "move", move: "x".repeat(41) });
    expect(await nextError(white)).toMatchObject({ code: "invalid" });
    white.send("{not json");
    expect(await nextError(white)).toMatchObject({ code: "invalid" });

    // Nothing changed: the next good move is the first in the history, seen by both.
    const after = await play(white, "Nf3");
    expect(after.seq).toBeGreaterThan(white.game.seq);
    expect(after).toMatchObject({
      turn: 1,
      history: [{ side: 0, notation: "Nf3", spoken: "White knight from g1 to f3", path: ["g1", "f3"] }],
    });
    expect((await nextGame(black, (g) => g.history.length === 1)).announcement).toMatch(
      /played Nf3: White knight from g1 to f3\. Black \(.+\) to move\./,
    );
    white.close();
    black.close();
  });

  it("renders the board on the server, so the room page's first paint has the game", async () => {
    const roomId = await startedRoom("chess", 23, 24);
    const response = await SELF.fetch(`http://example.com/arcade/room/${roomId}`, {
      headers: { cookie: memberCookie(25) },
    });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('data-testid="game-board"');
    expect(html).toContain('aria-label="g1, white knight"');
    expect(html).toMatch(/White \(.+\) to move\./);
  });

  it("lets a spectator watch live but never move", async () => {
    const roomId = await startedRoom("connect_four", 4, 5);
    const red = await player(roomId, 4);
    const watcher = await player(roomId, 6);
    expect(watcher.game.status).toBe("playing");
    watcher.send({ type: "move", move: "4" });
    expect(await nextError(watcher)).toMatchObject({ code: "spectator" });
    for (const action of [{ type: "resign" }, { type: "draw", action: "offer" }, { type: "claim_win" }]) {
      watcher.send(action);
      expect(await nextError(watcher)).toMatchObject({ code: "spectator" });
    }
    await play(red, "4");
    expect(
      (await nextGame(watcher, (g) => g.history.length === 1)).board.cells.find((c: Json) => c.id === "c4r1"),
    ).toMatchObject({ label: "Column 4, row 1, red", owner: 0 });
    red.close();
    watcher.close();
  });

  it("writes the result to D1 at the end, marks the room completed, and counts it in game statistics", async () => {
    const before = (await call("/api/users/7/game-statistics", { as: 7 })).body.find(
      (s: Json) => s.gameType === "tic_tac_toe",
    ) ?? { gamesPlayed: 0, gamesWon: 0 };
    const roomId = await startedRoom("tic_tac_toe", 7, 8);
    const x = await player(roomId, 7);
    const o = await player(roomId, 8);
    for (const [socket, square] of [
      [x, "1"],
      [o, "4"],
      [x, "2"],
      [o, "5"],
    ] as const)
      await play(socket, square);
    const end = await play(x, "3");
    expect(end).toMatchObject({
      status: "over",
      turn: null,
      legalMoves: [],
      outcome: { kind: "won", winner: 0 },
      tally: { wins: [1, 0], draws: 0 },
    });
    expect(end.announcement).toMatch(/Game over\. X \(.+\) wins: three in a row, squares 1, 2, 3\./);
    o.send({ type: "move", move: "9" });
    expect(await nextError(o)).toMatchObject({ code: "game_over" });

    await expect
      .poll(() => resultRows(roomId))
      .toEqual([
        { gameType: "tic_tac_toe", winnerId: 7, moveCount: 5, userId: 7, outcome: "won" },
        { gameType: "tic_tac_toe", winnerId: 7, moveCount: 5, userId: 8, outcome: "lost" },
      ]);
    expect(await roomStatus(roomId)).toBe("completed");
    expect((await x.until((f) => f.type === "room_state" && f.room.status === "completed")).room.status).toBe(
      "completed",
    );
    const after = (await call("/api/users/7/game-statistics", { as: 7 })).body.find(
      (s: Json) => s.gameType === "tic_tac_toe",
    );
    expect(after).toEqual({
      gameType: "tic_tac_toe",
      gamesPlayed: before.gamesPlayed + 1,
      gamesWon: before.gamesWon + 1,
    });
    x.close();
    o.close();
  });

  it("plays a rematch with colours swapped, and a draw by agreement, and a resignation", async () => {
    const roomId = await startedRoom("reversi", 9, 10);
    const a = await player(roomId, 9);
    const b = await player(roomId, 10);
    b.send({ type: "draw", action: "accept" });
    expect(await nextError(b)).toMatchObject({ code: "not_allowed" });
    a.send({ type: "draw", action: "offer" });
    expect((await nextGame(b, (g) => g.drawOffer === 0)).announcement).toMatch(/offers a draw/);
    b.send({ type: "draw", action: "accept" });
    expect((await nextGame(a, (g) => g.status === "over")).outcome).toEqual({ kind: "draw", reason: "agreed" });

    a.send({ type: "rematch" });
    expect((await nextGame(b, (g) => g.rematch.length === 1)).rematch).toEqual([0]);
    b.send({ type: "rematch" });
    const second = await nextGame(a, (g) => g.number === 2);
    expect(second).toMatchObject({ status: "playing", turn: 0, tally: { wins: [0, 0], draws: 1 } });
    // Colours swapped: the guest is Black now and moves first.
    expect(second.players.map((p: Json) => [p.userId, p.sideName])).toEqual([
      [10, "Black"],
      [9, "White"],
    ]);
    await expect.poll(() => roomStatus(roomId)).toBe("in_progress");
    await play(b, "d3");
    a.send({ type: "resign" });
    const resigned = await nextGame(b, (g) => g.status === "over");
    expect(resigned.outcome).toMatchObject({ kind: "won", winner: 0 });
    await expect.poll(async () => (await resultRows(roomId)).length).toBe(4);
    expect((await resultRows(roomId)).filter((r) => r.winnerId === 10).map((r) => [r.userId, r.outcome])).toEqual([
      [9, "lost"],
      [10, "won"],
    ]);
    a.close();
    b.close();
  });

  it("forfeits the game of a player who leaves the room mid-game", async () => {
    const roomId = await startedRoom("checkers", 11, 12);
    const stays = await player(roomId, 11);
    await play(stays, "11-15");
    expect((await call(`/api/game-rooms/${roomId}/leave`, { as: 12, method: "POST" })).status).toBe(200);
    const over = await nextGame(stays, (g) => g.status === "over");
    expect(over.outcome).toMatchObject({ kind: "won", winner: 0 });
    expect(over.announcement).toMatch(/left the game/);
    await expect
      .poll(() => resultRows(roomId))
      .toMatchObject([
        { userId: 11, outcome: "won" },
        { userId: 12, outcome: "lost" },
      ]);
    // The seat is free again: the room waits for a new opponent, and a new game starts when one joins.
    expect(await roomStatus(roomId)).toBe("waiting");
    expect((await call(`/api/game-rooms/${roomId}/join`, { as: 13, method: "POST" })).status).toBe(200);
    const fresh = await nextGame(stays, (g) => g.number === 2);
    expect(fresh.players.map((p: Json) => p.userId)).toEqual([11, 13]);
    stays.close();
  });
});
