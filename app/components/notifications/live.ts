// The member's live notifications in the browser (docs/features/notifications.md#live): the
// unread count the bell reads, what is being announced, and whether the live room is
// connected. The socket itself (LiveSocket.ts, a plain WebSocket) loads with the bell's button,
// at the first interaction; while it is down, LiveSocket polls.
import { useEffect, useMemo, useRef, useSyncExternalStore } from "react";

type State = { unread: number; announcement: string; connected: boolean };
let state: State = { unread: 0, announcement: "", connected: false };
const listeners = new Set<() => void>();
const messageListeners = new Set<() => void>();

export function setLive(changes: Partial<State>) {
  state = { ...state, ...changes };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The bell's count (from the server's render until the room speaks) and the live region's text. */
export function useLiveNotifications(initialUnread: number) {
  // The server's count wins whenever the page's data is fresh (a navigation, after an action).
  const seeded = useRef<number | null>(null);
  if (seeded.current !== initialUnread) {
    seeded.current = initialUnread;
    state = { ...state, unread: initialUnread };
  }
  const serverState = useMemo(() => ({ unread: initialUnread, announcement: "", connected: false }), [initialUnread]);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}

/** Something changed in the member's messages: a message or a read receipt. */
export function emitMessages() {
  for (const listener of messageListeners) listener();
}

/**
 * For the messages page: `onChange` runs when the room says messages changed. Returns whether
 * the room is connected, so the page polls only while it is not.
 */
export function useMessageSignals(onChange: () => void): boolean {
  const connected = useSyncExternalStore(
    subscribe,
    () => state.connected,
    () => false,
  );
  useEffect(() => {
    messageListeners.add(onChange);
    return () => void messageListeners.delete(onChange);
  }, [onChange]);
  return connected;
}

let started = false;
/** Connects the member's room once per page load (the bell's button mounts once the page is idle). */
export function useStartLive(userId: number | null) {
  useEffect(() => {
    if (userId === null || started) return;
    started = true;
    void import("./LiveSocket").then(({ connectLive }) => connectLive(userId));
  }, [userId]);
}
