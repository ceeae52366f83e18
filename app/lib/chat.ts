// The chat panel's message list as a pure reducer. Own messages carry a delivery state, so none is
// ever lost silently: sending → sent when the room echoes it back, queued while the socket is down
// (resent on reconnect), failed with the room's reason (retry or discard). History from the room
// merges by id.

/** A message as a chat room stores and broadcasts it; party/protocol.ts parses frames into this shape. */
export type ChatMessageOut = {
  type: "chat_message";
  id: string;
  userId: number;
  username: string;
  content: string;
  createdAt: string;
};

export type Delivery = "sent" | "sending" | "queued" | "failed";
export type ChatEntry = {
  id: string;
  userId: number;
  username: string;
  content: string;
  createdAt: string | null;
  delivery: Delivery;
  error?: string;
};

/** Entries kept in memory; the room keeps its own history. */
export const CHAT_KEEP_ENTRIES = 200;
/** A message the room has not confirmed within this long is marked not sent. */
export const CHAT_ACK_TIMEOUT_MS = 10_000;
/** Unsent own messages survive a reload or leaving the page here. */
export const CHAT_OUTBOX_KEY = "community-chat-outbox";

export type ChatAction =
  | { type: "history"; messages: ChatMessageOut[] }
  | { type: "received"; message: ChatMessageOut }
  | { type: "add"; entry: ChatEntry }
  | { type: "delivery"; id: string; delivery: Delivery; error?: string }
  /** The socket closed: whatever was in flight goes back to the queue, to be resent. */
  | { type: "requeue" }
  | { type: "discard"; id: string };

const fromServer = (message: ChatMessageOut): ChatEntry => ({
  id: message.id,
  userId: message.userId,
  username: message.username,
  content: message.content,
  createdAt: message.createdAt,
  delivery: "sent",
});

const unsent = (entry: ChatEntry) => entry.delivery !== "sent";

export function chatReducer(entries: ChatEntry[], action: ChatAction): ChatEntry[] {
  switch (action.type) {
    case "history": {
      const confirmed = new Set(action.messages.map((m) => m.id));
      const kept = entries.filter((e) => unsent(e) && !confirmed.has(e.id));
      return [...action.messages.map(fromServer), ...kept].slice(-CHAT_KEEP_ENTRIES);
    }
    case "received": {
      const entry = fromServer(action.message);
      const at = entries.findIndex((e) => e.id === entry.id);
      if (at === -1) return [...entries, entry].slice(-CHAT_KEEP_ENTRIES);
      return entries.map((e, i) => (i === at ? entry : e));
    }
    case "add":
      return [...entries, action.entry].slice(-CHAT_KEEP_ENTRIES);
    case "delivery":
      return entries.map((e) =>
        e.id === action.id && e.delivery !== "sent" ? { ...e, delivery: action.delivery, error: action.error } : e,
      );
    case "requeue":
      return entries.map((e) => (e.delivery === "sending" ? { ...e, delivery: "queued" } : e));
    case "discard":
      return entries.filter((e) => e.id !== action.id || e.delivery === "sent");
  }
}

/** An id the room accepts (letters, digits, - and _), without needing a secure context. */
export function newMessageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export type ConnectionState = "disconnected" | "connecting" | "connected" | "error";

/** The visible state line: the state, and while waiting to retry, when and which attempt. */
export function connectionText(
  state: ConnectionState,
  retry: { inSeconds: number; attempt: number } | null,
  labels: Record<ConnectionState, string>,
): string {
  if (retry && (state === "disconnected" || state === "error")) {
    return `${labels[state]}. Retrying in ${retry.inSeconds} s (attempt ${retry.attempt})`;
  }
  return labels[state];
}
