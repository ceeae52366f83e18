// A chat's messages, its polite announcements and its send box: shared by the community
// chat panel and each game room's chat, so both behave the same way.
import { forwardRef, useEffect, useId, useRef, useState } from "react";
import { dateFormat } from "~/lib/format";
import { CHAT_TEXTS } from "~/lib/texts";
import { CHAT_MESSAGE_MAX_LENGTH } from "../../../party/protocol";
import type { ChatUser, useChat } from "./useChat";
import { Button } from "~/components/ui/Button";
import { Input } from "~/components/ui/Field";

const DELIVERY_TEXT = { sending: CHAT_TEXTS.sending, queued: CHAT_TEXTS.queued, failed: CHAT_TEXTS.notSent } as const;

type Props = {
  chat: ReturnType<typeof useChat>;
  user: ChatUser;
  className?: string;
  testId?: string;
  /** Scroll to the newest again when this changes (the panel reopening). */ scrollKey?: unknown;
};

export const ChatConversation = forwardRef<HTMLInputElement, Props>(function ChatConversation(
  { chat, user, className = "", testId = "chat", scrollKey },
  inputRef,
) {
  const [draft, setDraft] = useState("");
  const listRef = useRef<HTMLDivElement>(null);
  const id = useId();

  // Keep the newest message in view.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.entries.length, scrollKey]);

  return (
    <>
      <div
        ref={listRef}
        role="region"
        aria-label="Chat messages"
        tabIndex={0}
        className={`overflow-y-auto p-3 ${className}`}
      >
        {chat.entries.length === 0 ? (
          <p className="text-center text-muted">{CHAT_TEXTS.empty}</p>
        ) : (
          <ol className="flex flex-col gap-3" data-testid={`${testId}-messages`}>
            {chat.entries.map((entry) => (
              <li
                key={entry.id}
                data-testid={`${testId}-message`}
                data-delivery={entry.delivery}
                className={
                  entry.userId === user.id ? "ml-6 rounded bg-raised p-2" : "mr-6 rounded border border-line p-2"
                }
              >
                <p className="flex items-baseline gap-2 text-sm">
                  <strong>{entry.userId === user.id ? "You" : entry.username}</strong>
                  {entry.createdAt ? (
                    <time dateTime={entry.createdAt} className="text-xs text-muted">
                      {dateFormat(undefined, { hour: "numeric", minute: "2-digit" }).format(new Date(entry.createdAt))}
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
                        <button
                          type="button"
                          onClick={() => chat.retryMessage(entry.id)}
                          className="min-h-6 rounded border border-line px-2"
                        >
                          {CHAT_TEXTS.retry}
                        </button>
                        <button
                          type="button"
                          onClick={() => chat.discard(entry.id)}
                          className="min-h-6 rounded border border-line px-2"
                        >
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

      <p role="status" aria-live="polite" className="sr-only" data-testid={`${testId}-announcer`}>
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
        <Input
          ref={inputRef}
          id={`${id}-input`}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={CHAT_TEXTS.placeholder}
          autoComplete="off"
          className="min-w-0 flex-1"
        />
        <Button type="submit">Send</Button>
      </form>
    </>
  );
});
