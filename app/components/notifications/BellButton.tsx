// The bell once the page is idle: a disclosure whose panel (loaded on first open)
// lists the latest ten, its tooltip, the member's live room, and a polite status region where
// arrivals are announced, never moving focus.
import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { BellIcon } from "~/components/icons";
import { lazyNamed } from "~/components/lazyNamed";
import { Tooltip } from "~/components/ui/Tooltip";
import { useClickOutside } from "~/components/ui/useClickOutside";
import { BELL_ID, bellClass, bellName, BellBadge } from "./bell-words";
import { useLiveNotifications, useStartLive } from "./live";

const Panel = lazyNamed(() => import("./NotificationPanel"), "NotificationPanel");

export function BellButton({ userId, initialUnread }: { userId: number; initialUnread: number }) {
  const { unread, announcement } = useLiveNotifications(initialUnread);
  useStartLive(userId);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // A new page closes the panel: what it listed as unread may have been read on the way.
  const { key } = useLocation();
  useEffect(() => setOpen(false), [key]);
  useClickOutside(
    root,
    open,
    useCallback(() => setOpen(false), []),
    useCallback(() => {
      setOpen(false);
      button.current?.focus();
    }, []),
  );
  return (
    <div ref={root} className="relative">
      {/* No tooltip while the panel is open: the panel says what it is. */}
      <Tooltip label="Notifications" align="end" disabled={open}>
        {(describedBy) => (
          <button
            ref={button}
            id={BELL_ID}
            type="button"
            {...describedBy}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={bellName(unread)}
            data-testid="bell"
            onClick={() => setOpen((value) => !value)}
            onPointerEnter={() => void Panel.preload()}
            onFocus={() => void Panel.preload()}
            className={bellClass}
          >
            <BellIcon />
            <BellBadge unread={unread} />
          </button>
        )}
      </Tooltip>
      <div id={panelId} hidden={!open}>
        {open ? <Panel onClose={() => setOpen(false)} /> : null}
      </div>
      <p role="status" className="sr-only" data-testid="notification-announcer">
        {announcement}
      </p>
    </div>
  );
}
