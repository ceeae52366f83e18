import { Link } from "@remix-run/react";
import { useId, useState } from "react";
import { Avatar } from "~/components/Avatar";
import { relativeTime } from "~/lib/format";
import type { Conversation } from "~/lib/messages";
import { MESSAGE_TEXTS } from "~/lib/texts";
import { Input } from "~/components/ui/Field";
import { panelClass } from "~/components/ui/Card";

/** The conversation list: a name filter, unread counts, newest first. */
export function ConversationList({
  conversations,
  selectedId,
  now,
}: {
  conversations: Conversation[];
  selectedId: number | null;
  now: number;
}) {
  const id = useId();
  const [search, setSearch] = useState("");
  const term = search.trim().toLowerCase();
  const shown = term
    ? conversations.filter((c) => c.otherUser.displayName.toLowerCase().includes(term))
    : conversations;
  const unread = conversations.reduce((sum, c) => sum + c.unreadCount, 0);

  return (
    <section aria-labelledby={`${id}-heading`} className={panelClass()}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Conversations
        {unread > 0 ? (
          <span className="ml-2 text-sm font-normal" data-testid="total-unread">
            ({unread} unread)
          </span>
        ) : null}
      </h2>
      {conversations.length === 0 ? (
        <p className="mt-3 text-center">{MESSAGE_TEXTS.noConversations}</p>
      ) : (
        <>
          <div className="mt-3 flex flex-col gap-1">
            <label htmlFor={`${id}-search`} className="text-sm font-medium">
              Search conversations
            </label>
            <Input
              id={`${id}-search`}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              autoComplete="off"
            />
          </div>
          <p role="status" className="sr-only">
            {term ? `${shown.length} ${shown.length === 1 ? "conversation matches" : "conversations match"}` : ""}
          </p>
          {shown.length === 0 ? (
            <p className="mt-3">{MESSAGE_TEXTS.noMatches}</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-1" data-testid="conversation-list">
              {shown.map((conversation) => (
                <li key={conversation.otherUser.id}>
                  <Link
                    to={`/messages?to=${conversation.otherUser.id}`}
                    preventScrollReset
                    aria-current={conversation.otherUser.id === selectedId ? "page" : undefined}
                    className="flex min-h-12 items-center gap-3 rounded p-2 hover:bg-raised aria-[current=page]:bg-raised aria-[current=page]:outline aria-[current=page]:outline-2 aria-[current=page]:outline-line"
                    data-testid="conversation"
                  >
                    <Avatar
                      userId={conversation.otherUser.id}
                      name={conversation.otherUser.displayName}
                      avatar={conversation.otherUser.avatar}
                      size="medium"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                        <span className={conversation.unreadCount > 0 ? "font-bold" : "font-medium"}>
                          {conversation.otherUser.displayName}
                        </span>
                        <time dateTime={conversation.createdAt} className="shrink-0 text-xs text-muted">
                          {relativeTime(conversation.createdAt, now)}
                        </time>
                      </span>
                      <span className="flex items-center justify-between gap-2">
                        <span className="truncate text-sm text-muted">
                          {conversation.fromMe ? "You: " : ""}
                          {conversation.content}
                        </span>
                        {conversation.unreadCount > 0 ? (
                          <span
                            className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-fg"
                            data-testid="unread-count"
                          >
                            {conversation.unreadCount} unread
                          </span>
                        ) : null}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
