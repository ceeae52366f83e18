// Live updates for /messages by polling (the realtime rooms are not ready for DMs yet):
// every POLL_INTERVAL_MS while the tab is visible, ask for messages above the last id seen.
// Paused while the tab is hidden; checks at once when it becomes visible again.
import { useEffect, useRef, useState } from "react";
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
  const handler = useRef(onMessages);
  handler.current = onMessages;

  useEffect(() => {
    let cursor = since;
    let timer: ReturnType<typeof setInterval> | undefined;
    let busy = false;
    let stopped = false;

    const tick = async () => {
      if (busy || document.hidden) return;
      busy = true;
      try {
        const body = await getJson(`/api/messages/updates?since=${cursor}`);
        if (!isUpdates(body)) throw new Error("Unexpected response");
        if (stopped) return;
        cursor = body.cursor;
        if (body.messages.length) handler.current(body.messages);
        setLastUpdated(Date.now());
        setFailed(false);
      } catch {
        if (!stopped) setFailed(true);
      } finally {
        busy = false;
      }
    };
    const stop = () => {
      if (timer) clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      timer = setInterval(() => void tick(), interval);
    };
    const onVisibility = () => {
      if (document.hidden) return stop();
      void tick();
      start();
    };

    if (!document.hidden) start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [since, interval]);

  return { lastUpdated, failed };
}
