// The home page's floating chat button. The panel (and partysocket) load on first open and
// then stay mounted while hidden, so queued messages keep sending and new ones are counted.
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { CHAT_TEXTS } from "~/lib/texts";
import type { ChatUser } from "./useChat";
import { Icon } from "~/components/icons";

const ChatPanel = lazy(() => import("./ChatPanel"));
const PANEL_ID = "community-chat";

export function CommunityChat({ user }: { user: ChatUser }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [unread, setUnread] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const openRef = useRef(open);
  openRef.current = open;

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  const onIncoming = useCallback(() => {
    if (!openRef.current) setUnread((n) => n + 1);
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={loaded ? PANEL_ID : undefined}
        onClick={() => {
          if (open) return close();
          setLoaded(true);
          setOpen(true);
          setUnread(0);
        }}
        data-floating
        className="fixed bottom-4 left-4 z-40 inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full bg-accent font-semibold text-accent-fg shadow-lg sm:px-4 lg:sticky lg:mt-auto lg:self-start"
      >
        <Icon>
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
        </Icon>
        {/* On a phone a round icon, so it covers as little of the page as it can. */}
        <span className="sr-only sm:not-sr-only">{CHAT_TEXTS.button}</span>
        {unread > 0 && !open ? (
          <span className="rounded-full bg-canvas px-2 text-sm text-fg" data-testid="chat-unread">
            {unread}
            <span className="sr-only"> new</span>
          </span>
        ) : null}
      </button>
      {loaded ? (
        <Suspense
          fallback={
            open ? <p className="fixed bottom-20 left-4 z-40 rounded bg-canvas p-3 shadow">Loading chat…</p> : null
          }
        >
          <ChatPanel user={user} open={open} onClose={close} onIncoming={onIncoming} />
        </Suspense>
      ) : null}
    </>
  );
}
