// The community chat panel (spec doc 1, 2.13): a non-modal dialog with the connection state,
// the conversation and a send box. Loaded only when first opened, so the home page stays light.
import { useEffect, useId, useRef, useState } from "react";
import { CHAT_TEXTS } from "~/lib/texts";
import { connectionText, type ChatEntry, type ConnectionState } from "~/lib/chat";
import { CHAT_MESSAGE_MAX_LENGTH } from "../../../party/protocol";
import { useCommunityChat, type ChatUser } from "./useCommunityChat";

export const CHAT_PANEL_ID = "community-chat";

const STATE_DOT: Record<ConnectionState, string> = {
  connected: "bg-success",
  connecting: "border-2 border-accent",
  disconnected: "bg-line",
  error: "bg-danger",
};

const DELIVERY_TEXT = { sending: CHAT_TEXTS.sending, queued: CHAT_TEXTS.queued, failed: CHAT_TEXTS.notSent } as const;

export default function ChatPanel({ user, open, onClose, onIncoming }: { user: ChatUser; open: boolean; onClose: () => void; onIncoming: (entry: ChatEntry) => void }) {
  const chat = useCommunityChat(user, { onIncoming });
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Keep the newest message in view.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.entries.length, open]);

  const stateLine = connectionText(chat.state, chat.retry, CHAT_TEXTS.states);

  return (
    <section
      id={CHAT_PANEL_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
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
        <button type="button" onClick={onClose} className="inline-flex min-h-9 min-w-9 items-center justify-center rounded border border-line" aria-label={CHAT_TEXTS.close}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>

      <div ref={listRef} role="region" aria-label="Chat messages" tabIndex={0} className="flex-1 overflow-y-auto p-3">
        {chat.entries.length === 0 ? (
          <p className="text-center text-muted">{CHAT_TEXTS.empty}</p>
        ) : (
          <ol className="flex flex-col gap-3" data-testid="chat-messages">
            {chat.entries.map((entry) => (
              <li key={entry.id} data-testid="chat-message" data-delivery={entry.delivery} className={entry.userId === user.id ? "ml-6 rounded bg-raised p-2" : "mr-6 rounded border border-line p-2"}>
                <p className="flex items-baseline gap-2 text-sm">
                  <strong>{entry.userId === user.id ? "You" : entry.username}</strong>
                  {entry.createdAt ? (
                    <time dateTime={entry.createdAt} className="text-xs text-muted">
                      {new Date(entry.createdAt).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" })}
                    </time>
                  ) : null}
                </p>
                <p className="whitespace-pre-wrap break-words">{entry.content}</p>
                {entry.delivery === "sent" ? null : (
                  <div className="mt-1 flex flex-wrap items-center gap-2 text-xs">
                    <span className={entry.delivery === "failed" ? "font-semibold text-danger" : "text-muted"}>
                      {DELIVERY_TEXT[entry.delivery]}
                      {entry.error ? `: ${entry.error}` : ""}
                    </span>
                    {entry.delivery === "failed" ? (
                      <>
                        <button type="button" onClick={() => chat.retryMessage(entry.id)} className="min-h-6 rounded border border-line px-2">
                          {CHAT_TEXTS.retry}
                        </button>
                        <button type="button" onClick={() => chat.discard(entry.id)} className="min-h-6 rounded border border-line px-2">
                          Discard
                        </button>
                      </>
                    ) : null}
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>

      <p role="status" aria-live="polite" className="sr-only" data-testid="chat-announcer">
        {chat.announcement}
      </p>

      <form
        className="flex gap-2 border-t border-line p-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (chat.send(draft)) setDraft("");
        }}
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          Message
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={CHAT_TEXTS.placeholder}
          autoComplete="off"
          className="min-h-10 min-w-0 flex-1 rounded border border-line bg-canvas px-2 text-fg"
        />
        <button type="submit" className="min-h-10 rounded bg-accent px-4 font-semibold text-accent-fg">
          Send
        </button>
      </form>
    </section>
  );
}
