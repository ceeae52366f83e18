import { useViewingThread } from "~/components/notifications/viewing";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useFetcher, useLoaderData, useRouteError } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { skipRevalidationFor } from "~/components/forms/useActionForm";
import { ConversationList } from "~/components/messages/ConversationList";
import { NewMessage } from "~/components/messages/NewMessage";
import { Thread } from "~/components/messages/Thread";
import { useMessageUpdates } from "~/components/messages/useMessageUpdates";
import { useEarcon } from "~/components/accessibility/useEarcon";
import { NotFound } from "~/components/NotFound";
import { RetryError } from "~/components/RetryError";
import { useToast } from "~/components/ui/Toast";
import { getJson } from "~/lib/api-client";
import { requireUser } from "~/server/auth.server";
import { formAction } from "~/server/form.server";
import { messageForms } from "~/server/forms/messages.server";
import { clockTime, excerpt } from "~/lib/format";
import {
  applyUpdate,
  findMemberSchema,
  type Conversation,
  type MessageUpdate,
  type ThreadMessage,
} from "~/lib/messages";
import { idString } from "~/lib/schemas";
import { MESSAGE_TEXTS } from "~/lib/texts";
import { loadMessagesPage } from "~/models/message.server";
import { cardClass } from "~/components/ui/Card";
import { pageTitle } from "~/lib/site";

export const meta: MetaFunction = () => [{ title: pageTitle("Messages") }];

/** ?find=: the name to look up, or what was typed (cut short, to correct) and why it will not do. */
function lookupOf(typed: string | null) {
  if (typed === null) return null;
  const parsed = findMemberSchema.safeParse(typed);
  return parsed.success
    ? { query: parsed.data, error: null }
    : { query: typed.slice(0, 100), error: parsed.error.issues[0]?.message ?? MESSAGE_TEXTS.findEmpty };
}

/**
 * ?to=<userId> opens that conversation (the profile's Message button and New message link here),
 * and opening it marks what the other member sent as read, with or without script. ?find=<name>
 * is New message without script: the members whose name starts so. Neither answers 400: both come
 * from links and a text field, so a bad `to` opens no thread and a bad `find` is said at its field.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewerId = (await requireUser(context.db, request)).id;
  const search = new URL(request.url).searchParams;
  const to = idString.safeParse(search.get("to"));
  const otherUserId = to.success && to.data !== viewerId ? to.data : null;
  const lookup = lookupOf(search.get("find"));
  const find = lookup && !lookup.error ? lookup.query : null;
  const now = Date.now();
  const page = await loadMessagesPage(context.db, { viewerId, otherUserId, find });
  if (!page) throw data(null, { status: 404 });
  const { found, ...rest } = page;
  return { now, viewerId, ...rest, find: lookup && { ...lookup, members: found ?? [] } };
}

/** The thread's form, and the open thread's mark-as-read: the rules of POST /api/messages and /api/messages/read. */
export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, messageForms({ ...context, request }));
}

// Marking the open thread read (and the bell's in-place buttons) must not reload the thread:
// the loader's answer would replace its earlier messages and the conversation list.
export const shouldRevalidate = skipRevalidationFor();

type OlderPage = { items: ThreadMessage[]; olderCursor: number | null };
function isOlderPage(value: unknown): value is OlderPage {
  return (
    typeof value === "object" &&
    value !== null &&
    "items" in value &&
    Array.isArray(value.items) &&
    "olderCursor" in value
  );
}
const mergeById = (items: ThreadMessage[], more: ThreadMessage[]) => {
  const byId = new Map(items.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

export default function Messages() {
  const loaded = useLoaderData<typeof loader>();
  const { viewerId, since } = loaded;
  const otherUser = loaded.thread?.otherUser ?? null;
  // Its new messages are on screen: the member's room does not notify them.
  useViewingThread(otherUser?.id ?? null);
  const [conversations, setConversations] = useState<Conversation[]>(loaded.conversations);
  const [items, setItems] = useState<ThreadMessage[]>(loaded.thread?.items ?? []);
  const [olderCursor, setOlderCursor] = useState(loaded.thread?.olderCursor ?? null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [now, setNow] = useState(loaded.now);
  const [announcement, setAnnouncement] = useState("");
  const [hydrated, setHydrated] = useState(false);
  const { toast } = useToast();
  // A message arriving in the open thread is read at once: posted to this page's action by
  // script, since nobody pressed anything.
  const { submit: markRead } = useFetcher();

  useEffect(() => setHydrated(true), []);
  // Another conversation (a new loader result) replaces the local state.
  useEffect(() => {
    setConversations(loaded.conversations);
    setItems(loaded.thread?.items ?? []);
    setOlderCursor(loaded.thread?.olderCursor ?? null);
    setNow(loaded.now);
  }, [loaded]);

  const announce = (text: string) => {
    // Clearing first makes a repeated text be announced again.
    setAnnouncement("");
    requestAnimationFrame(() => setAnnouncement(text));
  };

  const earcon = useEarcon();
  const onMessages = useCallback(
    (updates: MessageUpdate[]) => {
      const openId = otherUser?.id ?? null;
      setConversations((list) =>
        updates.reduce(
          (acc, update) => applyUpdate(acc, update, viewerId, { threadOpen: update.otherUser.id === openId }),
          list,
        ),
      );
      const forThread = updates
        .filter((u) => u.otherUser.id === openId)
        .map(({ otherUser: _, ...m }) => (m.toUserId === viewerId ? { ...m, isRead: true } : m));
      if (forThread.length) setItems((current) => mergeById(current, forThread));
      const incoming = updates.filter((u) => u.toUserId === viewerId);
      if (openId !== null && incoming.some((u) => u.otherUser.id === openId)) {
        markRead({ intent: "mark-thread-read", otherUserId: String(openId) }, { method: "post", action: "/messages" });
      }
      setNow(Date.now());
      if (incoming.length) earcon("received");
      const first = incoming[0];
      if (incoming.length === 1 && first) {
        announce(
          `New message from ${first.otherUser.displayName}${first.otherUser.id === openId ? `: ${excerpt(first.content, 200)}` : ""}`,
        );
      } else if (incoming.length > 1) {
        const names = [...new Set(incoming.map((u) => u.otherUser.displayName))];
        announce(`${incoming.length} new messages from ${names.join(", ")}`);
      }
    },
    [otherUser, viewerId, earcon, markRead],
  );

  // Read receipts: everything of mine up to the newest read one is read (opening marks all).
  const onReadThrough = useCallback(
    (readThrough: number) =>
      setItems((current) =>
        current.some((m) => m.fromUserId === viewerId && !m.isRead && m.id <= readThrough)
          ? current.map((m) => (m.fromUserId === viewerId && m.id <= readThrough ? { ...m, isRead: true } : m))
          : current,
      ),
    [viewerId],
  );

  const { lastUpdated, failed } = useMessageUpdates({
    since,
    thread: otherUser?.id ?? null,
    onMessages,
    onReadThrough,
  });

  const onSent = (sent: ThreadMessage) => {
    if (!otherUser) return;
    setItems((current) => mergeById(current, [sent]));
    setConversations((list) => applyUpdate(list, { ...sent, otherUser }, viewerId, { threadOpen: true }));
    setNow(Date.now());
    announce(MESSAGE_TEXTS.sent);
    earcon("sent");
  };

  const loadOlder = async () => {
    if (!otherUser || olderCursor === null) return;
    setLoadingOlder(true);
    try {
      const page = await getJson(`/api/messages/${viewerId}/${otherUser.id}?before=${olderCursor}`);
      if (!isOlderPage(page)) throw new Error("Unexpected response");
      setItems((current) => mergeById(current, page.items));
      setOlderCursor(page.olderCursor);
      announce(`${page.items.length} earlier messages loaded`);
    } catch {
      toast({
        title: "Error",
        description: "Failed to load earlier messages. Please try again.",
        variant: "destructive",
      });
    } finally {
      setLoadingOlder(false);
    }
  };

  const updatedAt = lastUpdated ?? loaded.now;
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold">Messages</h1>
        <p className="text-sm text-muted" data-testid="last-updated">
          Last updated{" "}
          <time dateTime={new Date(updatedAt).toISOString()} suppressHydrationWarning>
            {hydrated ? clockTime(updatedAt) : "just now"}
          </time>
          {failed ? (
            <span className="text-danger"> · Could not check for new messages. Trying again shortly.</span>
          ) : null}
        </p>
      </div>
      <p className="mt-2 text-muted">
        Private conversations with other members. New messages appear here on their own.
      </p>
      <div role="status" aria-live="polite" className="sr-only" data-testid="message-announcer">
        {announcement}
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-[min(20rem,40%)_1fr]" data-layout="columns">
        <div className="flex min-w-0 flex-col gap-4">
          <NewMessage find={loaded.find} threadId={otherUser?.id ?? null} />
          <ConversationList conversations={conversations} selectedId={otherUser?.id ?? null} now={now} />
        </div>
        {otherUser ? (
          <Thread
            key={otherUser.id}
            viewerId={viewerId}
            otherUser={otherUser}
            items={items}
            hasOlder={olderCursor !== null}
            loadingOlder={loadingOlder}
            onLoadOlder={() => void loadOlder()}
            onSent={onSent}
            now={now}
          />
        ) : (
          <section aria-label="Conversation" className={cardClass({ padding: "lg" })}>
            <p>{conversations.length === 0 ? MESSAGE_TEXTS.startConversation : MESSAGE_TEXTS.pickConversation}</p>
          </section>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFound message="There is no member to message at that address." />;
  return <RetryError title="Messages" message="Failed to load messages. Please try again later." />;
}
