// Live updates for /messages by polling (the realtime rooms are not ready for DMs yet):
// every POLL_INTERVAL_MS while the tab is visible, ask for messages above the last id seen.
import { useRef, useState } from "react";
import { useVisiblePoll } from "~/components/useVisiblePoll";
import { getJson } from "~/lib/api-client";
import { POLL_INTERVAL_MS, type MessageUpdate } from "~/lib/messages";

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
  useVisiblePoll(
    async (active) => {
      try {
        const body = await getJson(`/api/messages/updates?since=${cursor.current}`);
        if (!isUpdates(body)) throw new Error("Unexpected response");
        if (!active()) return;
        cursor.current = body.cursor;
        if (body.messages.length) onMessages(body.messages);
        setLastUpdated(Date.now());
        setFailed(false);
      } catch {
        if (active()) setFailed(true);
      }
    },
    interval,
    since,
  );

  return { lastUpdated, failed };
}
