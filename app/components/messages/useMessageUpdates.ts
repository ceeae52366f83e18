// Live updates for /messages: the member's notification room says when their messages change
// (decision 024), and the page then asks for messages above the last id seen and, with a thread
// open, how far the other member has read (read receipts). Polling is the fallback: every
// POLL_INTERVAL_MS while the room is not connected (and the tab is visible); once it connects,
// one catch-up ask and then only what the room says.
import { useCallback, useRef, useState } from "react";
import { useMessageSignals } from "~/components/notifications/live";
import { useVisiblePoll } from "~/components/useVisiblePoll";
import { getJson } from "~/lib/api-client";
import { POLL_INTERVAL_MS, type MessageUpdate } from "~/lib/messages";

type Updates = { messages: MessageUpdate[]; cursor: number; readThrough?: number | null };
function isUpdates(value: unknown): value is Updates {
  return (
    typeof value === "object" &&
    value !== null &&
    "messages" in value &&
    Array.isArray(value.messages) &&
    "cursor" in value &&
    typeof value.cursor === "number" &&
    (!("readThrough" in value) || value.readThrough === null || typeof value.readThrough === "number")
  );
}

export function useMessageUpdates({
  since,
  thread,
  onMessages,
  onReadThrough,
  interval = POLL_INTERVAL_MS,
}: {
  since: number;
  /** The member whose conversation is open, if any. */
  thread: number | null;
  onMessages: (updates: MessageUpdate[]) => void;
  /** The newest of my messages in the open thread that has been read. */
  onReadThrough: (id: number) => void;
  interval?: number;
}) {
  const [lastUpdated, setLastUpdated] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const cursor = useRef(since);
  const polled = useRef(since);
  // A new starting point (another conversation) starts the count again.
  if (polled.current !== since) {
    polled.current = since;
    cursor.current = since;
  }
  const latest = useRef({ onMessages, onReadThrough, thread });
  latest.current = { onMessages, onReadThrough, thread };
  const check = useCallback(async (active: () => boolean) => {
    try {
      const { thread: open } = latest.current;
      const body = await getJson(`/api/messages/updates?since=${cursor.current}${open ? `&thread=${open}` : ""}`);
      if (!isUpdates(body)) throw new Error("Unexpected response");
      if (!active()) return;
      cursor.current = body.cursor;
      if (body.messages.length) latest.current.onMessages(body.messages);
      if (typeof body.readThrough === "number" && open === latest.current.thread)
        latest.current.onReadThrough(body.readThrough);
      setLastUpdated(Date.now());
      setFailed(false);
    } catch {
      if (active()) setFailed(true);
    }
  }, []);
  const connected = useMessageSignals(useCallback(() => void check(() => true), [check]));
  useVisiblePoll(check, connected ? null : interval, `${since}:${connected}`);

  return { lastUpdated, failed };
}
