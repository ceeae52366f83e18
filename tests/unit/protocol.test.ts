import { describe, expect, it } from "vitest";
import { chatClientFrame, gameClientFrame, parseFrame } from "../../party/protocol";

const good = { type: "chat_message", id: "m1", userId: 1, username: "Jordan", content: "Hello" };

describe("parseFrame(chatClientFrame)", () => {
  it("accepts a well-formed chat message and trims its content", () => {
    const result = parseFrame(chatClientFrame, JSON.stringify({ ...good, content: "  Hello  " }));
    expect(result).toEqual({ ok: true, frame: { ...good, content: "Hello" } });
  });

  it.each([
    ["binary data", new ArrayBuffer(4)],
    ["invalid JSON", "{"],
    ["an unknown type", JSON.stringify({ ...good, type: "shout" })],
    ["blank content", JSON.stringify({ ...good, content: "   " })],
    ["content over 1000 characters", JSON.stringify({ ...good, content: "a".repeat(1001) })],
    ["a string user id", JSON.stringify({ ...good, userId: "1" })],
  ])("refuses %s with a message", (_, raw) => {
    const result = parseFrame(chatClientFrame, raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.length).toBeGreaterThan(5);
  });

  it("accepts exactly 1000 characters", () => {
    expect(parseFrame(chatClientFrame, JSON.stringify({ ...good, content: "a".repeat(1000) })).ok).toBe(true);
  });
});

describe("parseFrame(gameClientFrame)", () => {
  it("accepts moves and game actions, and refuses malformed ones", () => {
    expect(parseFrame(gameClientFrame, JSON.stringify({ type: "move", move: "  Nf3 " }))).toEqual({
      ok: true,
      frame: { type: "move", move: "Nf3" },
    });
    for (const frame of [
      { type: "resign" },
      { type: "draw", action: "offer" },
      { type: "rematch" },
      { type: "claim_win" },
    ]) {
      expect(parseFrame(gameClientFrame, JSON.stringify(frame)).ok).toBe(true);
    }
    for (const frame of [
      { type: "move", move: "" },
      { type: "move", move: "x".repeat(41) },
      { type: "move", move: 4 },
      { type: "draw", action: "maybe" },
      { type: "teleport" },
    ]) {
      expect(parseFrame(gameClientFrame, JSON.stringify(frame)).ok, JSON.stringify(frame)).toBe(false);
    }
  });
});
