import { SELF } from "./worker";
import { describe, expect, it } from "vitest";
import { openSocket } from "./socket";

describe("ChatRoom", () => {
  it("is reached at /parties/chat/community and at /ws, as one room", async () => {
    const a = await openSocket("/parties/chat/community");
    expect(await a.next()).toMatchObject({ type: "chat_history", messages: [] });
    const b = await openSocket("/ws");
    expect(await b.next()).toMatchObject({ type: "chat_history" });

    const message = { type: "chat_message", id: "m-1", userId: 1, username: "Jordan Lee", content: "Hello everyone" };
    a.send(message);
    expect(await a.next()).toMatchObject(message);
    expect(await b.next()).toMatchObject(message);

    // A newcomer sees the conversation so far.
    const c = await openSocket("/ws");
    expect(await c.next()).toMatchObject({ type: "chat_history", messages: [message] });
    for (const s of [a, b, c]) s.close();
  });

  it("answers bad frames with an error frame and broadcasts nothing", async () => {
    const a = await openSocket("/ws");
    await a.next();
    for (const bad of [
      "not json",
      { type: "chat_message" },
      { type: "shout", content: "x" },
      { type: "chat_message", id: "x", userId: 1, username: "J", content: "   " },
      { type: "chat_message", id: "y", userId: 1, username: "J", content: "x".repeat(1001) },
    ]) {
      a.send(bad);
      expect(await a.next()).toMatchObject({ type: "error" });
    }
    const b = await openSocket("/ws");
    const history = (await b.next()) as { messages: unknown[] };
    expect(history.messages.filter((m) => JSON.stringify(m).includes('"id":"y"'))).toEqual([]);
    a.close();
    b.close();
  });
});

describe("GameRoom", () => {
  it("accepts connections at /parties/game/:id, answers pings and refuses unknown frames", async () => {
    const a = await openSocket("/parties/game/7");
    expect(await a.next()).toMatchObject({ type: "room_state", room: { id: 7 } });
    a.send({ type: "ping" });
    expect(await a.until((f) => f.type !== "room_state")).toEqual({ type: "pong" });
    a.send({ type: "move", square: 4 });
    expect(await a.until((f) => f.type !== "room_state")).toMatchObject({ type: "error", code: "invalid" });
    a.close();
  });

  it("answers plain HTTP to a room with JSON", async () => {
    const response = await SELF.fetch("http://example.com/parties/game/7");
    expect(response.status).toBe(426);
    expect(await response.json()).toEqual({ error: "Connect to this room with a WebSocket." });
  });

  it("refuses a room that is not in D1", async () => {
    const missing = await openSocket("/parties/game/987654");
    expect(await missing.next()).toMatchObject({ type: "error", code: "not_found" });
    const named = await openSocket("/parties/game/lobby");
    expect(await named.next()).toMatchObject({ type: "error", code: "not_found" });
  });

  it("answers an unknown party with 400 and a path without a room with JSON 404", async () => {
    const unknown = await SELF.fetch("http://example.com/parties/lobby/1", { headers: { Upgrade: "websocket" } });
    expect(unknown.status).toBe(400);
    const noRoom = await SELF.fetch("http://example.com/parties/chat");
    expect(noRoom.status).toBe(404);
    expect(await noRoom.json()).toEqual({ error: "No such room." });
  });
});
