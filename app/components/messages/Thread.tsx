import { Link } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { Avatar } from "~/components/Avatar";
import { useHydrated } from "~/components/forms/DialogOpener";
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { ReportButton } from "~/components/report/ReportButton";
import { relativeTime } from "~/lib/format";
import { MESSAGE_BOX_ID, MESSAGE_MAX_LENGTH, type OtherUser, type ThreadMessage } from "~/lib/messages";
import { MESSAGE_TEXTS } from "~/lib/texts";
import { Field, Textarea } from "~/components/ui/Field";
import { panelClass } from "~/components/ui/Card";

type Props = {
  viewerId: number;
  otherUser: OtherUser;
  items: ThreadMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** The message the page's action stored (the form then clears). */
  onSent: (message: ThreadMessage) => void;
  now: number;
};

/** One conversation: its messages, older pages on request, and the send form. */
export function Thread({ viewerId, otherUser, items, hasOlder, loadingOlder, onLoadOlder, onSent, now }: Props) {
  const id = useId();
  const [draft, setDraft] = useState("");
  // Enter sends only once script runs; before, it is a new line and Send sends.
  const keys = useHydrated();
  // A plain post to /messages without JavaScript; the same answer as POST /api/messages.
  const form = useActionForm<{ message: ThreadMessage }>({
    intent: "send-message",
    onSuccess: ({ message }) => {
      setDraft("");
      onSent(message);
    },
    // The box keeps focus, empty, for the next message; the page's status says it was sent.
    focusAfterSuccess: () => MESSAGE_BOX_ID,
    failureToast: () => ({ title: "Error", description: MESSAGE_TEXTS.sendFailed, variant: "destructive" }),
  });
  const history = useRef<HTMLDivElement>(null);
  const newest = items.at(-1)?.id;

  // Keep the newest message in view as messages arrive (instant: no motion).
  useEffect(() => {
    const el = history.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest]);

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={panelClass({ padding: "none", className: "flex min-w-0 flex-col" })}
    >
      <header className="flex items-center gap-3 border-b border-line p-4">
        <Avatar userId={otherUser.id} name={otherUser.displayName} avatar={otherUser.avatar} size="medium" />
        <div>
          <h2 id={`${id}-heading`} className="text-lg font-semibold">
            Conversation with {otherUser.displayName}
          </h2>
          <Link to={`/profile/${otherUser.id}`} className="text-sm underline">
            View profile
          </Link>
        </div>
      </header>
      <div
        ref={history}
        tabIndex={0}
        role="region"
        aria-label={`Messages with ${otherUser.displayName}`}
        className="max-h-[60vh] min-h-48 overflow-y-auto p-4"
        data-testid="thread"
      >
        {hasOlder ? (
          <p className="mb-3 text-center">
            <Button onClick={onLoadOlder} disabled={loadingOlder} variant="secondary" size="sm">
              {loadingOlder ? "Loading..." : "Load earlier messages"}
            </Button>
          </p>
        ) : null}
        {items.length === 0 ? (
          <p className="py-8 text-center">{MESSAGE_TEXTS.noMessages}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {items.map((message) => {
              const mine = message.fromUserId === viewerId;
              return (
                <li
                  key={message.id}
                  id={`message-${message.id}`}
                  tabIndex={-1}
                  className={`max-w-[85%] rounded-lg p-3 ${mine ? "self-end bg-accent-soft" : "self-start border border-line bg-canvas"}`}
                  data-testid="message"
                >
                  <p className="text-xs text-muted">
                    <span className="font-semibold text-fg">{mine ? "You" : otherUser.displayName}</span>
                    {" · "}
                    <time dateTime={message.createdAt}>{relativeTime(message.createdAt, now)}</time>
                    {mine && message.isRead ? " · Read" : ""}
                  </p>
                  <p className="mt-1 whitespace-pre-line break-words">{message.content}</p>
                  {mine ? null : (
                    <div className="mt-1 flex justify-end">
                      <ReportButton
                        target={{
                          contentType: "message",
                          contentId: message.id,
                          label: `message from ${otherUser.displayName}`,
                        }}
                      />
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </div>
      <form
        {...form.formProps}
        onSubmit={(event) => {
          // Blank text is ignored.
          if (!draft.trim()) event.preventDefault();
          else form.formProps.onSubmit(event);
        }}
        aria-label={`Send a message to ${otherUser.displayName}`}
        className="flex flex-col gap-2 border-t border-line p-4"
      >
        <input {...form.intentProps} />
        <input type="hidden" name="toUserId" value={otherUser.id} />
        <Field
          id={MESSAGE_BOX_ID}
          label={`Message ${otherUser.displayName}`}
          hint={`${keys ? `${MESSAGE_TEXTS.sendHint} ` : ""}${draft.length}/${MESSAGE_MAX_LENGTH} characters.`}
          error={form.fieldErrors.content}
        >
          <Textarea
            name="content"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              // Enter sends, Shift+Enter is a new line; an IME's Enter only ends what it composes.
              if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }}
            maxLength={MESSAGE_MAX_LENGTH}
            rows={3}
          />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" size="lg" busy={form.busy} busyLabel="Sending...">
            {form.busy ? "Sending..." : "Send"}
          </Button>
        </div>
      </form>
    </section>
  );
}
