// Direct messages: the send schema and how a live update changes the conversation list.
import { describe, expect, it } from "vitest";
import { applyUpdate, sendMessageSchema, type Conversation, type MessageUpdate } from "~/lib/messages";
import { MESSAGE_TEXTS } from "~/lib/texts";

describe("messages", () => {
  it("refuses blank text and trims the rest", () => {
    const blank = sendMessageSchema.safeParse({ toUserId: 2, content: "  \n " });
    expect(blank.success).toBe(false);
    expect(JSON.stringify(blank.error)).toContain(MESSAGE_TEXTS.emptyContent);
    expect(sendMessageSchema.parse({ toUserId: 2, content: "  hi  " }).content).toBe("hi");
  });

  const other = { id: 5, displayName: "Sam Lee", avatar: null };
  const existing: Conversation = {
    otherUser: other,
    lastMessageId: 10,
    content: "Old",
    createdAt: "2026-01-01T00:00:00.000Z",
    isRead: true,
    fromMe: false,
    unreadCount: 0,
  };
  const update = (id: number, from: number, to: number): MessageUpdate => ({
    id,
    fromUserId: from,
    toUserId: to,
    content: `m${id}`,
    createdAt: "2026-01-02T00:00:00.000Z",
    isRead: false,
    otherUser: other,
  });

  it("moves a conversation to the top with one more unread", () => {
    const second: Conversation = { ...existing, otherUser: { id: 6, displayName: "Ana", avatar: null } };
    const list = applyUpdate([second, existing], update(11, 5, 1), 1, { threadOpen: false });
    expect(list.map((c) => c.otherUser.id)).toEqual([5, 6]);
    expect(list[0]).toMatchObject({ content: "m11", unreadCount: 1, fromMe: false, isRead: false });
  });

  it("counts nothing unread in the open thread or for my own messages, and ignores repeats", () => {
    expect(applyUpdate([existing], update(11, 5, 1), 1, { threadOpen: true })[0]).toMatchObject({
      unreadCount: 0,
      isRead: true,
    });
    expect(applyUpdate([existing], update(11, 1, 5), 1, { threadOpen: false })[0]).toMatchObject({
      unreadCount: 0,
      fromMe: true,
    });
    const once = applyUpdate([existing], update(11, 5, 1), 1, { threadOpen: false });
    expect(applyUpdate(once, update(11, 5, 1), 1, { threadOpen: false })).toBe(once);
  });

  it("adds a conversation that was not in the list", () => {
    expect(applyUpdate([], update(3, 5, 1), 1, { threadOpen: false })).toEqual([
      {
        otherUser: other,
        lastMessageId: 3,
        content: "m3",
        createdAt: "2026-01-02T00:00:00.000Z",
        isRead: false,
        fromMe: false,
        unreadCount: 1,
      },
    ]);
  });
});
