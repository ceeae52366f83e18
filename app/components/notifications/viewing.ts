// The thread the messages page has on screen, told to the member's room by LiveSocket.ts, so a
// message in it is not notified: the page shows it already. Its own module, so the bell on every
// other page does not carry it.
import { useEffect } from "react";

let viewing: number | null = null;
let tellRoom: ((userId: number | null) => void) | null = null;

/** For the messages page: the member whose thread is open, or null. */
export function useViewingThread(otherUserId: number | null) {
  useEffect(() => {
    viewing = otherUserId;
    tellRoom?.(otherUserId);
    return () => {
      viewing = null;
      tellRoom?.(null);
    };
  }, [otherUserId]);
}

/** For LiveSocket: how to tell the room; returns what to tell it now. */
export function onViewingChange(tell: (userId: number | null) => void): number | null {
  tellRoom = tell;
  return viewing;
}
