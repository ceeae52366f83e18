import { env } from "cloudflare:test";
import { SELF } from "./worker";
import { memberCookie } from "./constants";
import { describe, expect, it } from "vitest";
import { MESSAGE_MAX_LENGTH } from "~/lib/messages";
import { MESSAGE_TEXTS } from "~/lib/texts";
import { call } from "./call";
import { scalar } from "./http";
import { queryPlan, recordStatements } from "./query-plan";
import { messagesSince } from "~/models/message.server";
import { parseD1ServerTiming } from "~/server/d1-counter";
import { ROUND_TRIP_TARGET } from "../../bench/budgets";

type Message = {
  id: number;
  fromUserId: number;
  toUserId: number;
  content: string;
  createdAt: string;
  isRead: boolean;
};
type Conversation = {
  otherUser: { id: number; displayName: string; avatar: string | null };
  lastMessageId: number;
  content: string;
  createdAt: string;
  isRead: boolean;
  unreadCount: number;
};
type Thread = { otherUser: { id: number; displayName: string }; items: Message[]; olderCursor: number | null };

const send = (from: number, toUserId: number, content: string) =>
  call("/api/messages", { as: from, body: { toUserId, content } });
const countMessages = () => scalar("SELECT count(*) AS n FROM messages");

describe("POST /api/messages", () => {
  it("stores a trimmed message from the current user and returns it", async () => {
    const response = await send(20, 21, "  Hello from twenty  ");
    expect(response.status).toBe(201);
    const message = await response.json<Message & { otherUser: { id: number } }>();
    expect(message).toMatchObject({
      fromUserId: 20,
      toUserId: 21,
      content: "Hello from twenty",
      isRead: false,
      otherUser: { id: 21 },
    });
    const row = await env.DB.prepare("SELECT from_user_id AS f, to_user_id AS t, content FROM messages WHERE id = ?")
      .bind(message.id)
      .first();
    expect(row).toEqual({ f: 20, t: 21, content: "Hello from twenty" });
  });

  const refused: [string, unknown, number][] = [
    ["blank content", { toUserId: 2, content: "   " }, 400],
    ["missing content", { toUserId: 2 }, 400],
    ["content over the cap", { toUserId: 2, content: "x".repeat(MESSAGE_MAX_LENGTH + 1) }, 400],
    ["a message to yourself", { toUserId: 1, content: "Hi me" }, 400],
    ["a recipient that does not exist", { toUserId: 99999, content: "Hello?" }, 404],
    ["a bad recipient id", { toUserId: "2", content: "Hi" }, 400],
    ["an unknown field", { toUserId: 2, content: "Hi", urgent: true }, 400],
    ["sending as someone else", { fromUserId: 3, toUserId: 2, content: "Hi" }, 403],
  ];
  it.each(refused)("refuses %s and writes nothing", async (_, body, status) => {
    const before = await countMessages();
    const response = await call("/api/messages", { body });
    expect(response.status).toBe(status);
    expect((await response.json<{ error: string }>()).error).toBeTruthy();
    expect(await countMessages()).toBe(before);
  });

  it("says why blank content and self-messages are refused", async () => {
    expect(JSON.stringify(await (await send(1, 2, " ")).json())).toContain(MESSAGE_TEXTS.emptyContent);
    expect(JSON.stringify(await (await send(1, 1, "Hi")).json())).toContain(MESSAGE_TEXTS.selfMessage);
  });

  it("refuses a suspended sender with 403", async () => {
    await env.DB.prepare("UPDATE users SET suspended_until = '2999-01-01T00:00:00.000Z' WHERE id = 22").run();
    try {
      const before = await countMessages();
      expect((await send(22, 2, "Can I still send?")).status).toBe(403);
      expect(await countMessages()).toBe(before);
    } finally {
      await env.DB.prepare("UPDATE users SET suspended_until = NULL WHERE id = 22").run();
    }
  });

  it("refuses non-JSON bodies and other methods", async () => {
    const form = await SELF.fetch("http://example.com/api/messages", {
      method: "POST",
      body: "toUserId=2&content=hi",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: memberCookie(1) },
    });
    expect(form.status).toBe(415);
    expect((await call("/api/messages", { method: "PUT", body: { toUserId: 2, content: "x" } })).status).toBe(405);
  });
});

describe("GET /api/messages/conversations/:userId", () => {
  it("lists one entry per other user with the last message, newest first", async () => {
    const response = await call("/api/messages/conversations/1");
    expect(response.status).toBe(200);
    const list = await response.json<Conversation[]>();
    const others = list.map((c) => c.otherUser.id);
    expect(new Set(others).size).toBe(others.length);
    expect(others).toEqual(expect.arrayContaining([2, 3, 4, 5]));
    for (let i = 1; i < list.length; i++) expect(list[i - 1]!.createdAt >= list[i]!.createdAt).toBe(true);
    for (const entry of list.slice(0, 4)) {
      const last = await env.DB.prepare(
        "SELECT id, content FROM messages WHERE ((from_user_id = 1 AND to_user_id = ?1) OR (from_user_id = ?1 AND to_user_id = 1)) AND removed_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1",
      )
        .bind(entry.otherUser.id)
        .first<{ id: number; content: string }>();
      expect(entry).toMatchObject({ lastMessageId: last!.id, content: last!.content });
      expect(entry.otherUser.displayName).toBeTruthy();
      const unread = await scalar(
        "SELECT count(*) AS n FROM messages WHERE to_user_id = 1 AND from_user_id = ? AND is_read = 0 AND removed_at IS NULL",
        entry.otherUser.id,
      );
      expect(entry.unreadCount).toBe(unread);
    }
  });

  it("counts unread messages and shows a new conversation at the top", async () => {
    await send(25, 26, "First");
    await send(25, 26, "Second");
    const list = await (await call("/api/messages/conversations/26", { as: 26 })).json<Conversation[]>();
    expect(list[0]).toMatchObject({ otherUser: { id: 25 }, content: "Second", isRead: false, unreadCount: 2 });
  });

  it("is private: another user's list is 403, a bad id 400", async () => {
    expect((await call("/api/messages/conversations/2")).status).toBe(403);
    expect((await call("/api/messages/conversations/abc")).status).toBe(400);
  });

  it("shows nothing for a user with no messages", async () => {
    expect(await (await call("/api/messages/conversations/40", { as: 40 })).json()).toEqual([]);
  });
});

describe("GET /api/messages/:userId/:otherUserId", () => {
  it("returns the thread oldest first and marks it read", async () => {
    await send(27, 28, "One");
    await send(28, 27, "Two");
    await send(27, 28, "Three");
    const response = await call("/api/messages/28/27", { as: 28 });
    expect(response.status).toBe(200);
    const thread = await response.json<Thread>();
    expect(thread.otherUser.id).toBe(27);
    expect(thread.items.map((m) => m.content)).toEqual(["One", "Two", "Three"]);
    expect(thread.olderCursor).toBeNull();
    expect(
      await scalar("SELECT count(*) AS n FROM messages WHERE to_user_id = 28 AND from_user_id = 27 AND is_read = 0"),
    ).toBe(0);
    // Only what was sent *to* the reader is marked: 27 has not read "Two".
    expect(
      await scalar("SELECT count(*) AS n FROM messages WHERE to_user_id = 27 AND from_user_id = 28 AND is_read = 0"),
    ).toBe(1);
  });

  it("pages back through older messages", async () => {
    for (let i = 1; i <= 5; i++) await send(29, 30, `Page message ${i}`);
    const first = await (await call("/api/messages/29/30?limit=2", { as: 29 })).json<Thread>();
    expect(first.items.map((m) => m.content)).toEqual(["Page message 4", "Page message 5"]);
    const second = await (
      await call(`/api/messages/29/30?limit=2&before=${first.olderCursor}`, { as: 29 })
    ).json<Thread>();
    expect(second.items.map((m) => m.content)).toEqual(["Page message 2", "Page message 3"]);
  });

  it("refuses someone else's thread, a thread with yourself, bad input and unknown users", async () => {
    expect((await call("/api/messages/2/3")).status).toBe(403);
    expect((await call("/api/messages/1/1")).status).toBe(400);
    expect((await call("/api/messages/1/x")).status).toBe(400);
    expect((await call("/api/messages/1/2?before=soon")).status).toBe(400);
    expect((await call("/api/messages/1/99999")).status).toBe(404);
  });
});

describe("removed messages", () => {
  it("leave the thread, the conversation list, unread counts and the poll", async () => {
    const kept = await (await send(31, 32, "Kept")).json<Message>();
    const removed = await (await send(31, 32, "Removed by a moderator")).json<Message>();
    await env.DB.prepare("UPDATE messages SET removed_at = '2026-11-21T00:00:00.000Z' WHERE id = ?")
      .bind(removed.id)
      .run();
    for (const as of [31, 32]) {
      const thread = await (await call(`/api/messages/${as}/${as === 31 ? 32 : 31}`, { as })).json<Thread>();
      expect(thread.items.map((m) => m.id)).toEqual([kept.id]);
      const poll = await (
        await call(`/api/messages/updates?since=${kept.id - 1}`, { as })
      ).json<{ messages: Message[] }>();
      expect(poll.messages.map((m) => m.id)).toEqual([kept.id]);
    }
    await env.DB.prepare("UPDATE messages SET is_read = 0 WHERE id = ?").bind(kept.id).run();
    const list = await (await call("/api/messages/conversations/32", { as: 32 })).json<Conversation[]>();
    expect(list.find((c) => c.otherUser.id === 31)).toMatchObject({
      lastMessageId: kept.id,
      content: "Kept",
      unreadCount: 1,
    });
  });
});

describe("live updates", () => {
  it("returns only newer messages to or from me, and the next cursor", async () => {
    const start = await scalar("SELECT max(id) AS n FROM messages");
    await send(33, 35, "For thirty-five");
    await send(35, 36, "From thirty-five");
    await send(33, 36, "Not for thirty-five");
    const response = await call(`/api/messages/updates?since=${start}`, { as: 35 });
    expect(response.status).toBe(200);
    const poll = await response.json<{ messages: (Message & { otherUser: { id: number } })[]; cursor: number }>();
    expect(poll.messages.map((m) => [m.content, m.otherUser.id])).toEqual([
      ["For thirty-five", 33],
      ["From thirty-five", 36],
    ]);
    const again = await (
      await call(`/api/messages/updates?since=${poll.cursor}`, { as: 35 })
    ).json<{ messages: Message[]; cursor: number }>();
    expect(again).toEqual({ messages: [], cursor: poll.cursor });
  });

  it("says with `thread` how far the other member has read mine (read receipts)", async () => {
    type Poll = { messages: Message[]; cursor: number; readThrough: number | null };
    const poll = async (as: number, thread: number) =>
      (
        await call(
          `/api/messages/updates?since=${await scalar("SELECT max(id) AS n FROM messages")}&thread=${thread}`,
          {
            as,
          },
        )
      ).json<Poll>();
    const sent = async (content: string) => {
      const response = await send(34, 36, content);
      expect(response.status).toBe(201);
      return response.json<Message>();
    };
    const first = await sent("Read receipt one");
    const second = await sent("Read receipt two");
    expect((await poll(34, 36)).readThrough ?? 0).toBeLessThan(first.id);
    // Opening the thread reads both; the sender's next poll says so with the newest id.
    expect((await call("/api/messages/36/34", { as: 36 })).status).toBe(200);
    expect((await poll(34, 36)).readThrough).toBe(second.id);
    // Without `thread` the answer is as before; a malformed one is refused.
    const plain = await (await call(`/api/messages/updates?since=${second.id}`, { as: 34 })).json<Poll>();
    expect(plain).not.toHaveProperty("readThrough");
    expect((await call(`/api/messages/updates?since=0&thread=abc`, { as: 34 })).status).toBe(400);
  });

  it("is an index range scan on both halves of the OR, not a table scan", async () => {
    // The statement messagesSince itself sends, recorded on its way to D1, then explained.
    const statements = await recordStatements((db) => messagesSince(db, { userId: 1, since: 5 }));
    expect(statements).toHaveLength(1);
    expect(statements[0]!.sql).toMatch(/from "messages"/);
    const details = await queryPlan(statements[0]!);
    expect(details).toMatch(/MULTI-INDEX OR/);
    expect(details).toMatch(/SEARCH messages USING (COVERING )?INDEX messages_to_id_idx \(to_user_id=\? AND id>\?\)/);
    expect(details).toMatch(
      /SEARCH messages USING (COVERING )?INDEX messages_from_id_idx \(from_user_id=\? AND id>\?\)/,
    );
    expect(details).not.toMatch(/SCAN messages/);
  });

  it("refuses a missing or malformed cursor", async () => {
    expect((await call("/api/messages/updates")).status).toBe(400);
    expect((await call("/api/messages/updates?since=-1")).status).toBe(400);
  });
});

describe("POST /api/messages/read", () => {
  it("marks what the other person sent as read", async () => {
    await send(37, 38, "Read me");
    const response = await call("/api/messages/read", { as: 38, body: { otherUserId: 37 } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ marked: 1 });
    expect((await call("/api/messages/read", { as: 38, body: { otherUserId: "x" } })).status).toBe(400);
  });
});

describe("the /messages page", () => {
  it("renders the list and the opened thread from its loader, marking the thread read", async () => {
    await send(34, 39, "Page render check");
    const response = await call("/messages?to=34", { as: 39 });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Page render check");
    expect(html).toContain("Last updated");
    expect(
      await scalar("SELECT count(*) AS n FROM messages WHERE to_user_id = 39 AND from_user_id = 34 AND is_read = 0"),
    ).toBe(0);
  });

  it("shows the empty states, ignores a bad ?to= and 404s an unknown member", async () => {
    const empty = await (await call("/messages", { as: 41 })).text();
    expect(empty).toContain(MESSAGE_TEXTS.noConversations);
    const thread = await (await call("/messages?to=2", { as: 41 })).text();
    expect(thread).toContain(MESSAGE_TEXTS.noMessages);
    expect((await call("/messages?to=abc")).status).toBe(200);
    expect((await call("/messages?to=99999")).status).toBe(404);
  });
});

describe("starting a conversation (New message)", () => {
  const nameOf = async (id: number) =>
    (await env.DB.prepare("SELECT display_name AS name FROM users WHERE id = ?").bind(id).first<{ name: string }>())!
      .name;
  // A found member is a link to their thread, with focus in its box; the conversation list's links have no #.
  const foundOnPage = async (as: number, find: string) => {
    const response = await call(`/messages?find=${encodeURIComponent(find)}`, { as });
    expect(response.status).toBe(200);
    return [...(await response.text()).matchAll(/href="\/messages\?to=(\d+)#message-box"/g)].map((m) => Number(m[1]));
  };
  const suggested = async (as: number, q: string) =>
    (
      await (
        await call(`/api/users/mentionable?q=${encodeURIComponent(q)}`, { as })
      ).json<{
        items: { id: number }[];
      }>()
    ).items.map((member) => member.id);

  it("finds members by name, with and without script, never yourself or anyone with a block either way", async () => {
    const [viewer, blocked, blocker] = [25, 26, 27];
    const names = { blocked: await nameOf(blocked), blocker: await nameOf(blocker), viewer: await nameOf(viewer) };
    expect(await foundOnPage(viewer, names.blocked)).toContain(blocked);
    expect(await foundOnPage(viewer, names.blocker)).toContain(blocker);
    expect(await suggested(viewer, names.blocked)).toContain(blocked);
    expect(await suggested(viewer, names.blocker)).toContain(blocker);
    expect(await foundOnPage(viewer, names.viewer)).not.toContain(viewer);

    expect((await call(`/api/users/${blocked}/block`, { as: viewer, method: "POST" })).status).toBe(200);
    expect((await call(`/api/users/${viewer}/block`, { as: blocker, method: "POST" })).status).toBe(200);
    expect(await foundOnPage(viewer, names.blocked)).not.toContain(blocked);
    expect(await foundOnPage(viewer, names.blocker)).not.toContain(blocker);
    expect(await suggested(viewer, names.blocked)).not.toContain(blocked);
    expect(await suggested(viewer, names.blocker)).not.toContain(blocker);
    // Nor is the viewer offered to them.
    expect(await foundOnPage(blocker, names.viewer)).not.toContain(viewer);
  });

  it("says at the field why a name will not do, never a 400, and looks nothing up", async () => {
    for (const [find, said] of [
      ["", MESSAGE_TEXTS.findEmpty],
      ["   ", MESSAGE_TEXTS.findEmpty],
      ["a".repeat(31), "at most 30 characters"],
      ["<script>", MESSAGE_TEXTS.findCharacters],
      ["%%", MESSAGE_TEXTS.findCharacters],
    ]) {
      const response = await call(`/messages?find=${encodeURIComponent(find!)}`, { as: 25 });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(said);
      expect(html).toContain('aria-invalid="true"');
      expect(html).not.toContain("#message-box");
    }
    // A thread stays open beside a search.
    const both = await (await call(`/messages?to=28&find=${encodeURIComponent(await nameOf(29))}`, { as: 25 })).text();
    expect(both).toContain(`aria-label="Messages with ${await nameOf(28)}"`);
    expect(both).toContain('href="/messages?to=29#message-box"');
    // The search joins the page's one batch: the loader stays within the page budget.
    const data = await call(
      `/messages.data?to=28&find=${encodeURIComponent(await nameOf(29))}&_routes=routes/messages`,
      {
        as: 25,
      },
    );
    expect(parseD1ServerTiming(data.headers.get("server-timing"))).toBeLessThanOrEqual(ROUND_TRIP_TARGET);
  });
});
