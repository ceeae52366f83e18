// The community chat panel: a non-modal dialog with the connection state, the conversation and a
// send box. Loaded only when first opened, so the home page stays light.
import { useEffect, useId, useRef } from "react";
import { CHAT_TEXTS } from "~/lib/texts";
import { connectionText, type ChatEntry, type ConnectionState } from "~/lib/chat";
import { ChatConversation } from "./ChatConversation";
import { useChat, type ChatUser } from "./useChat";

export const CHAT_PANEL_ID = "community-chat";

const STATE_DOT: Record<ConnectionState, string> = {
  connected: "bg-success",
  connecting: "border-2 border-accent",
  disconnected: "bg-line",
  error: "bg-danger",
};

export default function ChatPanel({
  user,
  open,
  onClose,
  onIncoming,
}: {
  user: ChatUser;
  open: boolean;
  onClose: () => void;
  onIncoming: (entry: ChatEntry) => void;
}) {
  const chat = useChat(user, { onIncoming });
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Escape closes the panel from anywhere inside it (a listener on the panel, as a dialog has).
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const panel = panelRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      onClose();
    };
    panel?.addEventListener("keydown", onKeyDown);
    return () => panel?.removeEventListener("keydown", onKeyDown);
  }, [onClose]);

  const stateLine = connectionText(chat.state, chat.retry, CHAT_TEXTS.states);

  return (
    <section
      id={CHAT_PANEL_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      hidden={!open}
      ref={panelRef}
      data-floating-panel
      className="fixed bottom-20 left-4 z-40 flex h-[min(32rem,calc(100vh-7rem))] w-[min(24rem,calc(100vw-2rem))] flex-col rounded-lg border border-line bg-canvas text-fg shadow-xl"
    >
      <div className="flex items-start justify-between gap-2 border-b border-line p-3">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {CHAT_TEXTS.title}
          </h2>
          <p className="flex items-center gap-2 text-sm" data-testid="chat-connection" data-state={chat.state}>
            <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${STATE_DOT[chat.state]}`} />
            {stateLine}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex min-h-9 min-w-9 items-center justify-center rounded border border-line"
          aria-label={CHAT_TEXTS.close}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>

      <ChatConversation ref={inputRef} chat={chat} user={user} className="flex-1" scrollKey={open} />
    </section>
  );
}
