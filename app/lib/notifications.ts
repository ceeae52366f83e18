// Notifications (docs/features/notifications.md): the kinds, the sentence each is read as, the
// filters and settings, shared by the bell, /notifications, the live room and the tests.
import type { NOTIFICATION_ANNOUNCE, NOTIFICATION_KINDS } from "./vocab";

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type AnnounceMode = (typeof NOTIFICATION_ANNOUNCE)[number];

/** What the settings call each kind. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  reply: "Replies to your posts and replies",
  mention: "Mentions of you",
  accepted_answer: "Your reply accepted as the answer",
  like: "Likes",
  follow: "New followers",
  message: "Direct messages",
  match: "Matches in connections",
  game_invite: "Game invites",
  game_turn: "Your turn in a game",
  group_approved: "Join requests accepted",
  event_reminder: "Event reminders",
  event_changed: "Event changes and cancellations",
  moderation: "Moderation decisions",
  support_reply: "Replies to your support requests",
};

/** Moderation notices are high priority and cannot be turned off. */
export const ALWAYS_ON: readonly NotificationKind[] = ["moderation"];

export const NOTIFICATION_FILTERS = ["all", "mentions", "moderation"] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];
export const NOTIFICATION_FILTER_LABELS: Record<NotificationFilter, string> = {
  all: "All",
  mentions: "Mentions and replies",
  moderation: "Moderation",
};
export const FILTER_KINDS: Record<NotificationFilter, readonly NotificationKind[] | null> = {
  all: null,
  mentions: ["reply", "mention", "accepted_answer"],
  moderation: ["moderation"],
};

export type NotificationItem = {
  id: number;
  kind: NotificationKind;
  actorName: string | null;
  count: number;
  detail: string | null;
  url: string;
  read: boolean;
  createdAt: string;
};

const quoted = (detail: string | null) => (detail ? ` “${detail}”` : "");

/** The sentence an item is read as: "Sam and 4 others liked your post “Pressure care”". */
export function notificationSentence(
  item: Pick<NotificationItem, "kind" | "actorName" | "count" | "detail"> & { url?: string },
): string {
  const who = item.actorName ?? "Someone";
  const others = item.count > 1 ? ` and ${item.count - 1} ${item.count === 2 ? "other" : "others"}` : "";
  switch (item.kind) {
    case "reply":
      return `${who} replied to you${quoted(item.detail)}`;
    case "mention":
      return `${who} mentioned you${quoted(item.detail)}`;
    case "accepted_answer":
      return `Your reply was accepted as the answer to${quoted(item.detail) || " a question"}`;
    case "like":
      return `${who}${others} liked your ${item.url?.includes("#reply-") ? "reply" : "post"}${quoted(item.detail)}`;
    case "follow":
      return `${who} followed you`;
    case "message":
      return item.count > 1 ? `${who} sent you ${item.count} messages` : `${who} sent you a message`;
    case "match":
      return `You and ${who} matched in connections`;
    case "game_invite":
      return `${who} invited you to play ${item.detail ?? "a game"}`;
    case "game_turn":
      return `It's your turn in ${item.detail ?? "a game"}`;
    case "group_approved":
      return `You're in: your request to join${quoted(item.detail)} was accepted`;
    case "event_reminder":
      return `Tomorrow:${quoted(item.detail)}`;
    case "event_changed":
      return item.detail ?? "An event you registered for changed";
    case "moderation":
      return item.detail ?? "A moderation decision about you";
    case "support_reply":
      return `Support replied to your request${quoted(item.detail)}`;
  }
}

export const NOTIFICATION_PAGE_SIZE = 20;
