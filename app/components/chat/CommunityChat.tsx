// The home page's chat button: at the top of the page on a phone, and kept in view at the foot of
// the left column on a desktop, so it never covers the page's own text or controls. The panel (and
// partysocket) load on first open and then stay mounted while hidden, so queued messages keep
// sending and new ones are counted.
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
        className="z-40 inline-flex min-h-12 items-center justify-center gap-2 self-start justify-self-start rounded-full bg-accent px-4 font-semibold text-accent-fg shadow-lg lg:sticky lg:bottom-4 lg:mt-auto"
      >
        <Icon>
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
        </Icon>
        <span>{CHAT_TEXTS.button}</span>
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
