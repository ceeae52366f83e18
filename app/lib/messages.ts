// Direct-message rules shared by the page, the API and the tests.
import { z } from "zod";
import { idString } from "./schemas";
import { limitParam } from "./lists";
import { MEMBER_NAME_QUERY } from "./posts";
import { MESSAGE_TEXTS } from "./texts";

export const MESSAGE_MAX_LENGTH = 2000;
export const THREAD_PAGE_SIZE = 50;
export const CONVERSATION_LIMIT = 100;
export const POLL_PAGE_SIZE = 50;
/** How often the open page asks for new messages while the tab is visible. */
export const POLL_INTERVAL_MS = 5000;

const userRef = z.number().int().positive();

export const sendMessageSchema = z
  .object({
    fromUserId: userRef.optional(),
    toUserId: userRef,
    content: z
      .string()
      .trim()
      .min(1, MESSAGE_TEXTS.emptyContent)
      .max(MESSAGE_MAX_LENGTH, `A message can be at most ${MESSAGE_MAX_LENGTH} characters`),
  })
  .strict();
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** The message box's id: a link to `/messages?to=<id>#message-box` puts focus in it. */
export const MESSAGE_BOX_ID = "message-box";
/** How many members a New message search without script lists. */
export const FIND_MEMBER_LIMIT = 20;

/**
 * `?find=` on /messages, the New message form's To without script: a name to look members up by,
 * as suggestions do. A bad one is shown beside the field, so these are sentences.
 */
export const findMemberSchema = z
  .string()
  .trim()
  .min(1, MESSAGE_TEXTS.findEmpty)
  .max(MEMBER_NAME_QUERY.maxLength, `A name to look for is at most ${MEMBER_NAME_QUERY.maxLength} characters.`)
  .regex(MEMBER_NAME_QUERY.pattern, MESSAGE_TEXTS.findCharacters);

export const markReadSchema = z.object({ otherUserId: userRef }).strict();

export const threadParams = z.object({ userId: idString, otherUserId: idString });
/** Older pages of a thread: `before` is the id of the oldest message already shown. */
export const threadPageQuery = z.object({ before: idString.optional(), limit: limitParam(100).optional() }).strict();

export const conversationsParams = z.object({ userId: idString });

/**
 * The live-update poll: everything to or from me with an id above `since`; with `thread` (the
 * member whose conversation is open), also how far they have read mine.
 */
export const updatesQuery = z
  .object({
    since: z.union([z.literal("0"), idString]).transform(Number),
    thread: idString.optional(),
  })
  .strict();

/** A message as the thread and the poll return it (the spec's Message, plus the recipient). */
export type ThreadMessage = {
  id: number;
  fromUserId: number;
  toUserId: number;
  content: string;
  createdAt: string;
  isRead: boolean;
};
export type OtherUser = { id: number; displayName: string; avatar: string | null };
export type Conversation = {
  otherUser: OtherUser;
  lastMessageId: number;
  content: string;
  createdAt: string;
  isRead: boolean;
  fromMe: boolean;
  unreadCount: number;
};
export type MessageUpdate = ThreadMessage & { otherUser: OtherUser };

/** Merge a new message into the conversation list: that conversation moves to the top. */
export function applyUpdate(
  list: Conversation[],
  update: MessageUpdate,
  viewerId: number,
  { threadOpen }: { threadOpen: boolean },
): Conversation[] {
  const existing = list.find((c) => c.otherUser.id === update.otherUser.id);
  if (existing && existing.lastMessageId >= update.id) return list;
  const incoming = update.toUserId === viewerId;
  const unread = incoming && !update.isRead && !threadOpen;
  const entry: Conversation = {
    otherUser: update.otherUser,
    lastMessageId: update.id,
    content: update.content,
    createdAt: update.createdAt,
    isRead: incoming && threadOpen ? true : update.isRead,
    fromMe: !incoming,
    unreadCount: threadOpen ? 0 : (existing?.unreadCount ?? 0) + (unread ? 1 : 0),
  };
  return [entry, ...list.filter((c) => c.otherUser.id !== update.otherUser.id)];
}
