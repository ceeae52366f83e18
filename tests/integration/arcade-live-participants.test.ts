// The GameRoom's live participant state on the real Worker and Durable Objects: joins, leaves,
// away and spectators, told to every open page at once.
import { describe, expect, it } from "vitest";
import { AWAY_AFTER_MS } from "../../party/protocol";
import { openSocket } from "./socket";
import { join, leave, newRoom, type Json } from "./arcade-fixtures";

describe("live participant state", () => {
  it("tells every open page about joins and leaves at once", async () => {
    const room = await newRoom(17);
    const host = await openSocket(`/parties/game/${room.id}`, { as: 17 });
    expect(await host.next()).toMatchObject({
      type: "room_state",
      participants: [{ userId: 17, presence: "online" }],
      spectators: 0,
    });

    await join(room.id, 18);
    const joined = await host.until((f) => f.event?.kind === "joined");
    expect(joined).toMatchObject({
      room: { id: room.id, status: "in_progress", currentPlayers: 2 },
      event: { kind: "joined", userId: 18 },
      participants: [
        { userId: 17, presence: "online" },
        { userId: 18, presence: "offline" },
      ],
    });

    await leave(room.id, 18);
    const left = await host.until((f) => f.event?.kind === "left");
    expect(left).toMatchObject({ room: { status: "waiting", currentPlayers: 1 }, event: { kind: "left", userId: 18 } });
    expect(left.participants.map((p: Json) => p.userId)).toEqual([17]);
    host.close();
  });

  it("marks a participant away once a heartbeat is missed, back when it returns, and gone when it closes", async () => {
    const room = await newRoom(19);
    await join(room.id, 20);
    const host = await openSocket(`/parties/game/${room.id}`, { as: 19 });
    const guest = await openSocket(`/parties/game/${room.id}`, { as: 20 });
    const connected = await host.until((f) => f.event?.kind === "connected" && f.event.userId === 20);
    expect(connected.participants.map((p: Json) => p.presence)).toEqual(["online", "online"]);

    // The host keeps its heartbeat; the guest goes quiet.
    const beat = setInterval(() => host.send({ type: "heartbeat" }), 1000);
    try {
      const started = Date.now();
      const away = await host.until((f) => f.event?.kind === "away", 10_000);
      const after = Date.now() - started;
      expect(away.event).toMatchObject({ userId: 20 });
      expect(away.participants.map((p: Json) => [p.userId, p.presence])).toEqual([
        [19, "online"],
        [20, "away"],
      ]);
      expect(after).toBeGreaterThanOrEqual(AWAY_AFTER_MS - 500);
      expect(after).toBeLessThan(6500);

      guest.send({ type: "heartbeat" });
      expect((await host.until((f) => f.event?.kind === "back")).event.userId).toBe(20);

      guest.close();
      const gone = await host.until((f) => f.event?.kind === "disconnected");
      expect(gone.participants.map((p: Json) => [p.userId, p.presence])).toEqual([
        [19, "online"],
        [20, "offline"],
      ]);
    } finally {
      clearInterval(beat);
      host.close();
    }
  });

  it("counts visitors who are not players as spectators", async () => {
    const room = await newRoom(21);
    const host = await openSocket(`/parties/game/${room.id}`, { as: 21 });
    await host.next();
    const visitor = await openSocket(`/parties/game/${room.id}`, { as: 22 });
    expect(await visitor.next()).toMatchObject({ spectators: 1, event: { kind: "connected", userId: 22 } });
    host.close();
    visitor.close();
  });
});
