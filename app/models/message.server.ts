// Direct messages. Every read leaves out messages a moderator removed (removed_at set by a
// content_removed action), for both people in the thread.
import { and, asc, desc, eq, gt, isNull, lt, max, or, sql } from "drizzle-orm";
import { messages, users } from "../../db/schema";
import { batchNamed, noRead, type Db } from "~/models/db.server";
import {
  CONVERSATION_LIMIT,
  FIND_MEMBER_LIMIT,
  POLL_PAGE_SIZE,
  THREAD_PAGE_SIZE,
  type ThreadMessage,
} from "~/lib/messages";
import { CONNECTION_TEXTS, MESSAGE_TEXTS } from "~/lib/texts";
import { mentionCandidatesRead } from "./mention.server";
import { notifyStatement, readMessageNotificationStatement } from "./notification.server";
import { blockBetweenRead } from "./user-block.server";

const visible = isNull(messages.removedAt);
const threadColumns = {
  id: messages.id,
  fromUserId: messages.fromUserId,
  toUserId: messages.toUserId,
  content: messages.content,
  createdAt: messages.createdAt,
  isRead: messages.isRead,
};
/** The person on the other side of a message, from `userId`'s point of view. */
const otherOf = (userId: number) =>
  sql<number>`case when ${messages.fromUserId} = ${userId} then ${messages.toUserId} else ${messages.fromUserId} end`;
// Aliased: inside db.batch D1 drops repeated column names (decision 003).
const otherUserColumns = {
  id: sql<number>`${users.id}`.as("other_user_id"),
  displayName: users.displayName,
  avatar: users.avatar,
};

/**
 * One entry per other user: the last visible message and how many of theirs are unread,
 * newest conversation first. Both halves of the OR are index lookups on from/to user.
 */
function conversationsQuery(db: Db, { userId, limit = CONVERSATION_LIMIT }: { userId: number; limit?: number }) {
  const other = otherOf(userId);
  const ranked = db.$with("ranked").as(
    db
      .select({
        otherId: other.as("ranked_other_id"),
        messageId: sql<number>`${messages.id}`.as("ranked_message_id"),
        rank: sql<number>`row_number() over (partition by ${other} order by ${messages.createdAt} desc, ${messages.id} desc)`.as(
          "ranked_rank",
        ),
        unread:
          sql<number>`sum(case when ${messages.toUserId} = ${userId} and ${messages.isRead} = 0 then 1 else 0 end) over (partition by ${other})`.as(
            "ranked_unread",
          ),
      })
      .from(messages)
      .where(and(or(eq(messages.fromUserId, userId), eq(messages.toUserId, userId)), visible)),
  );
  return db
    .with(ranked)
    .select({
      otherUser: otherUserColumns,
      lastMessageId: messages.id,
      content: messages.content,
      createdAt: messages.createdAt,
      isRead: messages.isRead,
      fromUserId: messages.fromUserId,
      unreadCount: ranked.unread,
    })
    .from(ranked)
    .innerJoin(messages, eq(messages.id, ranked.messageId))
    .innerJoin(users, eq(users.id, ranked.otherId))
    .where(eq(ranked.rank, 1))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}

type ConversationRow = Awaited<ReturnType<typeof conversationsQuery>>[number];
function toConversations(rows: ConversationRow[], userId: number) {
  return rows.map(({ fromUserId, unreadCount, ...row }) => ({
    ...row,
    fromMe: fromUserId === userId,
    unreadCount: Number(unreadCount),
  }));
}

export async function listConversations(db: Db, { userId }: { userId: number }) {
  return toConversations(await conversationsQuery(db, { userId }), userId);
}

/** The newest `limit` visible messages between two people (plus one, to know if older exist). */
function threadQuery(
  db: Db,
  { userId, otherUserId, before, limit }: { userId: number; otherUserId: number; before?: number; limit: number },
) {
  return db
    .select(threadColumns)
    .from(messages)
    .where(
      and(
        or(
          and(eq(messages.fromUserId, userId), eq(messages.toUserId, otherUserId)),
          and(eq(messages.fromUserId, otherUserId), eq(messages.toUserId, userId)),
        ),
        visible,
        before ? lt(messages.id, before) : undefined,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(limit + 1);
}

/** Rows from threadQuery → oldest first, with the id to ask for older ones. */
function toThread(rows: ThreadMessage[], limit: number) {
  const items = rows.slice(0, limit).reverse();
  return { items, olderCursor: rows.length > limit ? (items[0]?.id ?? null) : null };
}

/** Opening a thread marks what the other person sent as read. */
function markReadQuery(db: Db, { userId, otherUserId }: { userId: number; otherUserId: number }) {
  // The sender's open pages hear of it (read receipts), through their notification room.
  db.effects.touch(otherUserId, "messages");
  return db
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.toUserId, userId), eq(messages.fromUserId, otherUserId), eq(messages.isRead, false)));
}

function otherUserQuery(db: Db, { id }: { id: number }) {
  return db.select(otherUserColumns).from(users).where(eq(users.id, id));
}

/** Where the live-update poll starts: any message with a higher id is new to this page. */
function latestMessageIdQuery(db: Db) {
  return db.select({ latest: max(messages.id) }).from(messages);
}

/**
 * /messages: the conversations and where the live-update poll starts, with `otherUserId`
 * the open thread, marked read first so the list's unread counts already reflect it, and with
 * `find` the members to start a conversation with whose name starts so (New message without
 * script): those a mention would suggest, as a block stops messages as it stops mentions.
 * Null when the other user does not exist.
 */
export async function loadMessagesPage(
  db: Db,
  { viewerId, otherUserId, find = null }: { viewerId: number; otherUserId: number | null; find?: string | null },
) {
  const lists = {
    conversations: conversationsQuery(db, { userId: viewerId }),
    latest: latestMessageIdQuery(db),
    found: find === null ? noRead : mentionCandidatesRead(db, { viewerId, query: find, limit: FIND_MEMBER_LIMIT }),
  };
  const since = (latest: { latest: number | null }[]) => latest[0]?.latest ?? 0;
  const found = (rows: { id: number; username: string; displayName: string }[] | null) =>
    rows?.map(({ id, username, displayName }) => ({ id, username, displayName })) ?? null;
  if (otherUserId === null) {
    const page = await batchNamed(db, lists);
    return {
      conversations: toConversations(page.conversations, viewerId),
      thread: null,
      since: since(page.latest),
      found: found(page.found),
    };
  }
  const page = await batchNamed(db, {
    markRead: markReadQuery(db, { userId: viewerId, otherUserId }),
    readNotification: readMessageNotificationStatement(db, { userId: viewerId, senderId: otherUserId }),
    other: otherUserQuery(db, { id: otherUserId }),
    thread: threadQuery(db, { userId: viewerId, otherUserId, limit: THREAD_PAGE_SIZE }),
    ...lists,
  });
  const otherUser = page.other[0];
  if (!otherUser) return null;
  return {
    conversations: toConversations(page.conversations, viewerId),
    thread: { otherUser, ...toThread(page.thread, THREAD_PAGE_SIZE) },
    since: since(page.latest),
    found: found(page.found),
  };
}

/** Reads a thread and marks it read, in one round trip. Null when the other user does not exist. */
export async function openThread(
  db: Db,
  { userId, otherUserId, before, limit }: { userId: number; otherUserId: number; before?: number; limit: number },
) {
  const [, , other, rows] = await db.batch([
    markReadQuery(db, { userId, otherUserId }),
    readMessageNotificationStatement(db, { userId, senderId: otherUserId }),
    otherUserQuery(db, { id: otherUserId }),
    threadQuery(db, { userId, otherUserId, before, limit }),
  ]);
  const otherUser = other[0];
  if (!otherUser) return null;
  return { otherUser, ...toThread(rows, limit) };
}

export async function markThreadRead(db: Db, { userId, otherUserId }: { userId: number; otherUserId: number }) {
  const [result] = await db.batch([
    markReadQuery(db, { userId, otherUserId }),
    readMessageNotificationStatement(db, { userId, senderId: otherUserId }),
  ]);
  return { marked: result.meta.changes };
}

/** The query behind messagesSince: each half of the OR is a range on (to_user_id, id) or (from_user_id, id). */
function messagesSinceQuery(db: Db, { userId, since, limit }: { userId: number; since: number; limit: number }) {
  return db
    .select({ ...threadColumns, otherUser: otherUserColumns })
    .from(messages)
    .innerJoin(users, eq(users.id, otherOf(userId)))
    .where(
      and(
        or(
          and(eq(messages.toUserId, userId), gt(messages.id, since)),
          and(eq(messages.fromUserId, userId), gt(messages.id, since)),
        ),
        visible,
      ),
    )
    .orderBy(asc(messages.id))
    .limit(limit);
}

/**
 * The newest of `userId`'s messages to `otherUserId` that has been read. Opening a thread marks
 * everything in it read at once, so every earlier message is read too: one id is the receipt.
 * Newest first on (from_user_id, to_user_id, created_at), it stops at the first read one.
 */
function readThroughQuery(db: Db, { userId, otherUserId }: { userId: number; otherUserId: number }) {
  return db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.fromUserId, userId), eq(messages.toUserId, otherUserId), eq(messages.isRead, true)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
}

/**
 * Everything to or from `userId` with an id above `since`, oldest first: the cheap query
 * behind live updates. With `thread` (the conversation on screen), also `readThrough`: the
 * newest of my messages in it that the other member has read (read receipts), in the same
 * round trip.
 */
export async function messagesSince(
  db: Db,
  { userId, since, thread, limit = POLL_PAGE_SIZE }: { userId: number; since: number; thread?: number; limit?: number },
) {
  const query = messagesSinceQuery(db, { userId, since, limit });
  if (thread === undefined) {
    const rows = await query;
    return { messages: rows, cursor: rows.at(-1)?.id ?? since };
  }
  const page = await batchNamed(db, { rows: query, read: readThroughQuery(db, { userId, otherUserId: thread }) });
  return { messages: page.rows, cursor: page.rows.at(-1)?.id ?? since, readThrough: page.read[0]?.id ?? null };
}

export class MessageRefused extends Error {
  constructor(
    readonly status: 400 | 403 | 404,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The one way a direct message is sent: every rule about who may message whom lives here.
 * Throws MessageRefused for a message to oneself, to someone who does not exist, or across a block.
 */
export async function sendMessage(
  db: Db,
  { fromUserId, toUserId, content }: { fromUserId: number; toUserId: number; content: string },
) {
  if (fromUserId === toUserId) throw new MessageRefused(400, MESSAGE_TEXTS.selfMessage);
  const found = await batchNamed(db, {
    recipient: otherUserQuery(db, { id: toUserId }),
    blocked: blockBetweenRead(db, fromUserId, toUserId),
  });
  const [recipient] = found.recipient;
  if (!recipient) throw new MessageRefused(404, `User ${toUserId} not found.`);
  // A block either way stops messages both ways, before anything is written.
  if (found.blocked) throw new MessageRefused(403, CONNECTION_TEXTS.cannotMessage);
  const [[created]] = await db.batch([
    db.insert(messages).values({ fromUserId, toUserId, content }).returning(threadColumns),
    // One row per sender, "Sam sent you 3 messages"; read when the thread is opened.
    notifyStatement(db, {
      recipient: toUserId,
      kind: "message",
      actorId: fromUserId,
      url: `/messages?to=${fromUserId}`,
      detail: content,
      groupKey: `message:${fromUserId}`,
    }),
  ]);
  if (!created) throw new Error("The message was not stored.");
  db.effects.touch(toUserId, "messages");
  db.effects.touch(fromUserId, "messages");
  return { ...created, otherUser: recipient };
}
