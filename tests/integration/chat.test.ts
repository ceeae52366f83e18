// The community chat room on the real Worker and Durable Object: identity from the
// connecting request, history replay, the room's own limits, and fan-out.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CHAT_HISTORY_LIMIT, CHAT_RATE_LIMIT, CHAT_REFUSALS } from "../../party/protocol";
import { openSocket, type TestSocket } from "./socket";

let counter = 0;
const uid = (label: string) => `${label}-${Date.now().toString(36)}-${counter++}`;
const message = (userId: number, content: string, id = uid("m")) => ({
  type: "chat_message",
  id,
  userId,
  username: "Claimed Name",
  content,
});
const displayName = async (userId: number) =>
  (await env.DB.prepare("SELECT display_name AS n FROM users WHERE id = ?").bind(userId).first<{ n: string }>())?.n;

async function join(as: number | null): Promise<TestSocket> {
  const socket = await openSocket("/ws", { as });
  expect(await socket.next()).toMatchObject({ type: "chat_history" });
  return socket;
}

describe("chat history", () => {
  it("replays the last 50 messages, oldest first, to a newcomer", async () => {
    const sender = await join(3);
    const sent: string[] = [];
    // 55 messages from 11 members, 5 each, so no one trips the rate limit.
    for (let user = 3; user < 14; user++) {
      const socket = user === 3 ? sender : await join(user);
      for (let i = 0; i < 5; i++) {
        const frame = message(user, `history ${user}.${i}`);
        socket.send(frame);
        await socket.until((f) => f.id === frame.id);
        sent.push(frame.id);
      }
      if (socket !== sender) socket.close();
    }
    const newcomer = await openSocket("/ws", { as: 2 });
    const history = await newcomer.next();
    expect(history.type).toBe("chat_history");
    expect(history.messages).toHaveLength(CHAT_HISTORY_LIMIT);
    expect(history.messages.map((m: { id: string }) => m.id)).toEqual(sent.slice(-CHAT_HISTORY_LIMIT));
    expect(history.messages.at(-1)).toMatchObject({
      userId: 13,
      username: await displayName(13),
      content: "history 13.4",
    });
    sender.close();
    newcomer.close();
  });
});

describe("the room's rules", () => {
  it("names the sender from D1, not from the frame", async () => {
    const a = await join(14);
    const frame = message(14, "who am I?");
    a.send(frame);
    expect(await a.until((f) => f.id === frame.id)).toMatchObject({
      userId: 14,
      username: await displayName(14),
      content: "who am I?",
    });
    a.close();
  });

  it("refuses malformed, oversized and impersonating frames with an error and broadcasts none of them", async () => {
    const sender = await join(15);
    const listener = await join(16);
    const refused = [
      ["not json", undefined],
      [{ type: "chat_message" }, undefined],
      [{ type: "shout", content: "x" }, undefined],
      [message(15, "   ", "blank-1"), "blank-1"],
      [message(15, "x".repeat(1001), "long-1"), "long-1"],
      [{ ...message(15, "hi", "bad id!") }, undefined],
    ] as const;
    for (const [frame, id] of refused) {
      sender.send(frame);
      const error = await sender.next();
      expect(error).toMatchObject({ type: "error", code: "invalid" });
      if (id) expect(error.id).toBe(id);
    }
    const impostor = message(17, "I am user 7", "impostor-1");
    sender.send(impostor);
    expect(await sender.next()).toEqual({
      type: "error",
      code: "not_you",
      message: CHAT_REFUSALS.notYou,
      id: "impostor-1",
    });

    // Exactly 1000 characters is fine, and it is the only thing the listener hears.
    const ok = message(15, "y".repeat(1000));
    sender.send(ok);
    expect(await listener.next()).toMatchObject({ id: ok.id, content: ok.content });
    expect(listener.pending()).toEqual([]);
    sender.close();
    listener.close();
  });

  it("rate-limits a sender: 5 messages in 5 seconds, then refusals until the window passes", async () => {
    const sender = await join(18);
    const listener = await join(19);
    const ids: string[] = [];
    for (let i = 0; i < CHAT_RATE_LIMIT.messages + 2; i++) {
      const frame = message(18, `burst ${i}`);
      ids.push(frame.id);
      sender.send(frame);
    }
    const replies = [];
    for (let i = 0; i < ids.length; i++) replies.push(await sender.next());
    expect(replies.slice(0, 5).map((f) => f.id)).toEqual(ids.slice(0, 5));
    expect(replies.slice(5)).toEqual(
      ids.slice(5).map((id) => ({ type: "error", code: "rate_limited", message: CHAT_REFUSALS.rateLimited, id })),
    );
    for (let i = 0; i < 5; i++) expect((await listener.next()).id).toBe(ids[i]);
    // Another member is not held back by someone else's burst.
    const other = message(19, "not limited");
    listener.send(other);
    expect((await listener.until((f) => f.type === "chat_message")).id).toBe(other.id);
    sender.close();
    listener.close();
  });

  it("refuses a suspended member, and a visitor", async () => {
    const until = new Date(Date.now() + 86_400_000).toISOString();
    await env.DB.prepare("UPDATE users SET suspended_until = ? WHERE id = 20").bind(until).run();
    try {
      const suspended = await join(20);
      suspended.send(message(20, "let me in"));
      expect(await suspended.next()).toMatchObject({
        type: "error",
        code: "suspended",
        message: expect.stringContaining(until.slice(0, 10)),
      });
      suspended.close();
    } finally {
      await env.DB.prepare("UPDATE users SET suspended_until = NULL WHERE id = 20").run();
    }
    const stranger = await join(null);
    stranger.send(message(99_999, "hello?"));
    expect(await stranger.next()).toMatchObject({ type: "error", code: "sign_in", message: CHAT_REFUSALS.signIn });
    stranger.close();
  });

  it("confirms a resent message to its sender alone instead of showing it twice", async () => {
    const sender = await join(21);
    const listener = await join(22);
    const frame = message(21, "sent once, resent after a reconnect");
    sender.send(frame);
    await sender.until((f) => f.id === frame.id);
    expect((await listener.next()).id).toBe(frame.id);
    const again = await join(21);
    again.send(frame);
    expect(await again.next()).toMatchObject({ id: frame.id, content: frame.content });
    // The room handles one frame at a time and fans out in order: once a later message from the
    // same sender reaches the listener, a rebroadcast of the resent one would have arrived before it.
    const marker = message(21, "the next message, after the resend");
    again.send(marker);
    expect((await listener.next()).id).toBe(marker.id);
    expect(listener.pending()).toEqual([]);
    for (const s of [sender, listener, again]) s.close();
  });
});

describe("fan-out", () => {
  it("delivers every message to each of 20 clients, in one order", async () => {
    // Members 22 to 40 and 2 have sent nothing yet in this file, so no rate limit or cached
    // suspension applies (member 20 was suspended above; the seed suspends member 41).
    const members = [2, ...Array.from({ length: 19 }, (_, i) => 22 + i)];
    const clients = await Promise.all(members.map((member) => join(member)));
    const sent: string[] = [];
    for (const [i, client] of clients.entries()) {
      const frame = message(members[i] ?? 0, `fan-out ${i}`);
      sent.push(frame.id);
      client.send(frame);
    }
    const orders: string[][] = [];
    for (const client of clients) {
      const received: string[] = [];
      while (received.length < sent.length) received.push((await client.next(4000)).id);
      expect([...received].sort()).toEqual([...sent].sort());
      orders.push(received);
    }
    for (const order of orders) expect(order).toEqual(orders[0]);
    for (const client of clients) client.close();
  });
});
