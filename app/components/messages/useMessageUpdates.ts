// Live updates for /messages: the member's notification room says when their messages change
// (issue 26), and the page then asks for messages above the last id seen. While the room is not
// connected, it asks every POLL_INTERVAL_MS instead (while the tab is visible); connected, only
// once a minute, as a safety net.
import { useCallback, useRef, useState } from "react";
import { useMessageSignals } from "~/components/notifications/live";
import { useVisiblePoll } from "~/components/useVisiblePoll";
import { getJson } from "~/lib/api-client";
import { POLL_INTERVAL_MS, type MessageUpdate } from "~/lib/messages";

const LIVE_SAFETY_POLL_MS = 60_000;

type Updates = { messages: MessageUpdate[]; cursor: number };
function isUpdates(value: unknown): value is Updates {
  return (
    typeof value === "object" &&
    value !== null &&
    "messages" in value &&
    Array.isArray(value.messages) &&
    "cursor" in value &&
    typeof value.cursor === "number"
  );
}

export function useMessageUpdates({
  since,
  onMessages,
  interval = POLL_INTERVAL_MS,
}: {
  since: number;
  onMessages: (updates: MessageUpdate[]) => void;
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
  const latest = useRef(onMessages);
  latest.current = onMessages;
  const check = useCallback(async (active: () => boolean) => {
    try {
      const body = await getJson(`/api/messages/updates?since=${cursor.current}`);
      if (!isUpdates(body)) throw new Error("Unexpected response");
      if (!active()) return;
      cursor.current = body.cursor;
      if (body.messages.length) latest.current(body.messages);
      setLastUpdated(Date.now());
      setFailed(false);
    } catch {
      if (active()) setFailed(true);
    }
  }, []);
  const connected = useMessageSignals(useCallback(() => void check(() => true), [check]));
  useVisiblePoll(check, connected ? LIVE_SAFETY_POLL_MS : interval, `${since}:${connected}`);

  return { lastUpdated, failed };
}
