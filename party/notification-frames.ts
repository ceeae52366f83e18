// The frames of a member's notification room. The room speaks; the browser says only
// which message thread it has on screen (`viewing`), and any other frame closes the socket. Both
// sides check frames by hand rather than with zod, so the bell's live code stays small on every
// page.
import type { NotificationKind } from "../app/lib/notifications";

export type LiveItem = {
  id: number;
  kind: NotificationKind;
  actorName: string | null;
  /** Whether the member's announce setting lets it be said aloud (held while quiet hours last). */
  announce: boolean;
};

export type NotificationServerFrame =
  | {
      type: "notifications";
      unread: number;
      /** New since the room last spoke, oldest first; empty on connecting. */
      items: LiveItem[];
      /** While quiet hours last, their end: arrivals are held and summarised then. */
      quietUntil: string | null;
    }
  /** Something changed in the member's messages (a message, a read receipt). */
  | { type: "messages" };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function isLiveItem(value: unknown): value is LiveItem {
  return (
    isRecord(value) &&
    Number.isInteger(value.id) &&
    typeof value.kind === "string" &&
    (value.actorName === null || typeof value.actorName === "string") &&
    typeof value.announce === "boolean"
  );
}

/** A frame from the room, or null for anything else. */
export function readNotificationFrame(data: unknown): NotificationServerFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(String(data));
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  if (value.type === "messages") return { type: "messages" };
  if (
    value.type !== "notifications" ||
    !Number.isInteger(value.unread) ||
    !Array.isArray(value.items) ||
    value.items.length > 20 ||
    !value.items.every(isLiveItem) ||
    !(value.quietUntil === null || typeof value.quietUntil === "string")
  )
    return null;
  return {
    type: "notifications",
    unread: value.unread as number,
    items: value.items,
    quietUntil: value.quietUntil,
  };
}

/** The one frame a browser sends: the member whose thread the messages page shows, or null. */
export type NotificationClientFrame = { type: "viewing"; userId: number | null };

/** A browser's frame, or null for anything else (the room closes the socket). */
export function readViewingFrame(data: unknown): NotificationClientFrame | null {
  if (typeof data !== "string" || data.length > 100) return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.type !== "viewing" || Object.keys(value).length !== 2) return null;
  const { userId } = value;
  if (userId === null) return { type: "viewing", userId: null };
  return Number.isSafeInteger(userId) && (userId as number) > 0 ? { type: "viewing", userId: userId as number } : null;
}
