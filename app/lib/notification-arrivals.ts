// How arrivals are said in the bell's polite status region: "New reply from Sam", or
// several at once as one sentence. Apart from lib/notifications so the live code stays small.
import type { NotificationItem, NotificationKind } from "./notifications";

/** "Mentions and messages only" for announcing aloud. */
const ANNOUNCED_WHEN_MENTIONS: readonly NotificationKind[] = ["reply", "mention", "message", "moderation"];

/**
 * Whether the member's announce setting lets an arrival of `kind` be said aloud. Quiet hours are
 * apart: what arrives then is held and summarised as they end, by the same rule.
 */
export function spokenKind(announce: "all" | "mentions" | "none", kind: NotificationKind): boolean {
  if (announce === "none") return false;
  return announce === "all" || ANNOUNCED_WHEN_MENTIONS.includes(kind);
}

/** The short, spoken form for the live region: "New reply from Sam". */
export function arrivalPhrase(item: Pick<NotificationItem, "kind" | "actorName">): string {
  const from = item.actorName ? ` from ${item.actorName}` : "";
  const noun: Record<NotificationKind, string> = {
    reply: "reply",
    mention: "mention",
    accepted_answer: "accepted answer",
    like: "like",
    follow: "follower",
    message: "message",
    match: "match",
    game_invite: "game invite",
    game_turn: "turn in a game",
    group_approved: "group acceptance",
    event_reminder: "event reminder",
    event_changed: "event change",
    moderation: "moderation notice",
    support_reply: "reply from support",
  };
  return `New ${noun[item.kind]}${item.kind === "follow" || item.kind === "moderation" ? "" : from}`;
}

/** Several arrivals within a few seconds, said as one sentence. */
export function arrivalsSentence(items: Pick<NotificationItem, "kind" | "actorName">[]): string {
  if (items.length === 1) return arrivalPhrase(items[0]!);
  return `${items.length} new notifications: ${items.map((item) => arrivalPhrase(item).replace(/^New /, "")).join(", ")}`;
}
