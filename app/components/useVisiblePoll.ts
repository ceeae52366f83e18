// Polling that stops while the tab is hidden (messages, a post's new replies): `tick` every
// `interval` ms while visible, at once when the tab comes back, never two at a time. The poll
// restarts when `key` changes; `tick` gets `active()`, false once this poll has been replaced.
// A null interval is no polling (something live is pushing): `tick` runs once to catch up, and
// again when the tab comes back.
import { useEffect, useRef } from "react";

export function useVisiblePoll(tick: (active: () => boolean) => Promise<void>, interval: number | null, key: unknown) {
  const latest = useRef(tick);
  latest.current = tick;

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let busy = false;
    let stopped = false;
    const run = async () => {
      if (busy || document.hidden) return;
      busy = true;
      try {
        await latest.current(() => !stopped);
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
      if (interval !== null) timer = setInterval(() => void run(), interval);
    };
    const onVisibility = () => {
      if (document.hidden) return stop();
      void run();
      start();
    };
    if (!document.hidden) start();
    if (interval === null) void run();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [interval, key]);
}
