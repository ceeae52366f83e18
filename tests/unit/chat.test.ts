import { describe, expect, it } from "vitest";
import { chatReducer, connectionText, newMessageId, type ChatEntry } from "~/lib/chat";
import { CHAT_TEXTS } from "~/lib/texts";
import { chatServerFrame, type ChatMessageOut } from "../../party/protocol";

const server = (id: string, userId = 2): ChatMessageOut => ({
  type: "chat_message",
  id,
  userId,
  username: `User ${userId}`,
  content: `text ${id}`,
  createdAt: "2026-01-01T00:00:00.000Z",
});
const mine = (id: string, delivery: ChatEntry["delivery"] = "queued"): ChatEntry => ({
  id,
  userId: 1,
  username: "Me",
  content: `mine ${id}`,
  createdAt: null,
  delivery,
});

describe("the chat panel's message list", () => {
  it("shows history, then appends new messages, and confirms its own by id", () => {
    let state = chatReducer([], { type: "history", messages: [server("a"), server("b")] });
    state = chatReducer(state, { type: "add", entry: mine("m1", "sending") });
    state = chatReducer(state, { type: "received", message: server("c") });
    state = chatReducer(state, { type: "received", message: { ...server("m1", 1), content: "mine m1" } });
    expect(state.map((e) => [e.id, e.delivery])).toEqual([
      ["a", "sent"],
      ["b", "sent"],
      ["m1", "sent"],
      ["c", "sent"],
    ]);
  });

  it("keeps unsent messages through a reconnect's history, and confirms those the room already had", () => {
    let state = [mine("q1", "sending"), mine("q2", "queued")];
    state = chatReducer(state, { type: "requeue" });
    expect(state.map((e) => e.delivery)).toEqual(["queued", "queued"]);
    state = chatReducer(state, {
      type: "history",
      messages: [server("a"), { ...server("q1", 1), content: "mine q1" }],
    });
    expect(state.map((e) => [e.id, e.delivery])).toEqual([
      ["a", "sent"],
      ["q1", "sent"],
      ["q2", "queued"],
    ]);
  });

  it("marks a refused message as not sent with the reason, lets it be retried or discarded, but never un-sends", () => {
    let state = [mine("r1", "sending"), { ...server("s1", 1), delivery: "sent" as const, createdAt: null }];
    state = chatReducer(state, { type: "delivery", id: "r1", delivery: "failed", error: "Too quick" });
    expect(state[0]).toMatchObject({ delivery: "failed", error: "Too quick" });
    state = chatReducer(state, { type: "delivery", id: "s1", delivery: "failed" });
    expect(state[1]?.delivery).toBe("sent");
    state = chatReducer(state, { type: "discard", id: "s1" });
    expect(state).toHaveLength(2);
    state = chatReducer(state, { type: "discard", id: "r1" });
    expect(state.map((e) => e.id)).toEqual(["s1"]);
  });

  it("makes ids the room accepts", () => {
    const ids = new Set(Array.from({ length: 100 }, newMessageId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
  });

  it("shows the connection state and, while waiting, the next attempt", () => {
    expect(connectionText("connected", null, CHAT_TEXTS.states)).toBe("Connected");
    expect(connectionText("disconnected", { inSeconds: 2, attempt: 3 }, CHAT_TEXTS.states)).toBe(
      "Disconnected. Retrying in 2 s (attempt 3)",
    );
    expect(connectionText("error", { inSeconds: 3, attempt: 1 }, CHAT_TEXTS.states)).toBe(
      "Connection error. Retrying in 3 s (attempt 1)",
    );
    expect(connectionText("connecting", null, CHAT_TEXTS.states)).toBe("Connecting");
  });
});

describe("chat server frames", () => {
  it("parses what the room sends and refuses anything else", () => {
    expect(chatServerFrame.safeParse(server("a")).success).toBe(true);
    expect(chatServerFrame.safeParse({ type: "chat_history", messages: [server("a")] }).success).toBe(true);
    expect(
      chatServerFrame.safeParse({ type: "error", code: "rate_limited", message: "slow down", id: "a" }).success,
    ).toBe(true);
    expect(chatServerFrame.safeParse({ type: "error", code: "boom", message: "x" }).success).toBe(false);
    expect(chatServerFrame.safeParse({ type: "chat_message", id: "a" }).success).toBe(false);
  });
});
