// Online play on the real Worker and Durable Objects (decision 009): the GameRoom holds a dropped
// player's seat and keeps the game through a restart.
import { abortAllDurableObjects } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { GRACE_MS, nextError, nextGame, play, player, resultRows, startedRoom, type Json } from "./games-fixtures";

describe("reconnection", () => {
  it("holds a dropped player's seat: the opponent sees them reconnecting, and they come back to the full state", async () => {
    const roomId = await startedRoom("connect_four", 14, 15);
    const red = await player(roomId, 14);
    let yellow = await player(roomId, 15);
    await play(red, "4");
    await nextGame(yellow, (g) => g.history.length === 1);
    yellow.close();
    const dropped = await nextGame(red, (g) => g.dropped.length === 1);
    expect(dropped.dropped[0].side).toBe(1);
    expect(dropped.dropped[0].graceLeftMs).toBeGreaterThan(GRACE_MS - 1000);
    expect(dropped.announcement).toMatch(/lost connection\. Reconnecting…/);
    red.send({ type: "claim_win" });
    expect(await nextError(red)).toMatchObject({
      code: "not_allowed",
      message: expect.stringMatching(/may still reconnect/),
    });

    yellow = await player(roomId, 15);
    expect(yellow.game).toMatchObject({ turn: 1, history: [{ notation: "4" }] });
    expect(yellow.game.board.cells.find((c: Json) => c.id === "c4r1").owner).toBe(0);
    expect((await nextGame(red, (g) => g.dropped.length === 0)).announcement).toMatch(/is back/);
    await play(yellow, "4");
    red.close();
    yellow.close();
  });

  it("lets the opponent claim the win once the grace period is over, and only then", async () => {
    const roomId = await startedRoom("tic_tac_toe", 16, 17);
    const x = await player(roomId, 16);
    const o = await player(roomId, 17);
    await play(x, "5");
    o.close();
    await nextGame(x, (g) => g.dropped.length === 1);
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS + 200));
    x.send({ type: "claim_win" });
    const claimed = await nextGame(x, (g) => g.status === "over");
    expect(claimed.outcome).toMatchObject({
      kind: "won",
      winner: 0,
      reason: expect.stringMatching(/did not come back/),
    });
    await expect
      .poll(() => resultRows(roomId))
      .toMatchObject([
        { userId: 16, outcome: "won" },
        { userId: 17, outcome: "lost" },
      ]);
    x.close();
  });

  it("keeps the game through a restart of the room", async () => {
    const roomId = await startedRoom("chess", 18, 19);
    const white = await player(roomId, 18);
    const black = await player(roomId, 19);
    await play(white, "e4");
    await play(black, "e5");
    const before = await play(white, "Nf3");
    await abortAllDurableObjects();
    const back = await player(roomId, 19);
    expect(back.game.history.map((h: Json) => h.notation)).toEqual(["e4", "e5", "Nf3"]);
    expect(back.game.board).toEqual(before.board);
    expect(back.game.turn).toBe(1);
    await play(back, "Nc6");
    back.close();
  });
});
