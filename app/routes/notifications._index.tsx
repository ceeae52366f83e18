// /notifications: every notification, newest first, in tabs All, Mentions and replies, and
// Moderation; opening one reads it. "Mark all as read" works without script, here and in the
// bell's panel on every page, which posts here too. One D1 round trip after the session.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { skipRevalidationFor, useActionForm } from "~/components/forms/useActionForm";
import { LoadMore } from "~/components/lists/LoadMore";
import { useCursorList } from "~/components/lists/useCursorList";
import { ViewTabs, withQuery } from "~/components/lists/ViewTabs";
import { BELL_ID } from "~/components/notifications/bell-words";
import { NotificationEntry } from "~/components/notifications/NotificationItem";
import { Button } from "~/components/ui/Button";
import { EmptyState } from "~/components/ui/Card";
import { useToast } from "~/components/ui/Toast";
import {
  NOTIFICATION_FILTER_LABELS,
  NOTIFICATION_FILTERS,
  NOTIFICATION_PAGE_SIZE,
  type NotificationItem,
} from "~/lib/notifications";
import { notificationsQuery } from "~/lib/notification-schemas";
import { pageTitle } from "~/lib/site";
import { requireUser } from "~/server/auth.server";
import { perform } from "~/server/commands/adapters.server";
import { markNotificationsRead } from "~/server/commands/settings.server";
import { formAction, formSuccess } from "~/server/form.server";
import { parseQuery } from "~/server/validate.server";
import { loadNotifications } from "~/models/notification.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Notifications") }];

const pageQuery = z.object({ tab: notificationsQuery.shape.filter, cursor: notificationsQuery.shape.cursor }).strict();

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.db, request);
  const { tab, cursor } = parseQuery(pageQuery, request);
  const page = await loadNotifications(context.db, {
    userId: user.id,
    filter: tab,
    cursor,
    limit: NOTIFICATION_PAGE_SIZE,
  });
  return { now: Date.now(), tab, page: { items: page.items, nextCursor: page.nextCursor }, unread: page.unread };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, {
    "mark-all-read": async () => {
      const { read } = await perform(markNotificationsRead, { ...context, request }, { ids: "all" });
      return formSuccess(request, "mark-all-read", { read: read.length }, { hash: "page-title" });
    },
    // The bell panel's, from any page: in place (the page under it does not reload), and a plain
    // post goes back to that page, at the bell.
    "bell-mark-all-read": async () => {
      const { read, unread } = await perform(markNotificationsRead, { ...context, request }, { ids: "all" });
      return formSuccess(request, "bell-mark-all-read", { read: read.length, unread }, { hash: BELL_ID });
    },
  });
}

// The bell's "Mark all as read" answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function Notifications() {
  const { now, tab, page, unread } = useLoaderData<typeof loader>();
  const list = useCursorList<NotificationItem>(page, "/api/notifications", { filter: tab });
  const { toast } = useToast();
  const markAll = useActionForm<{ read: number }>({
    intent: "mark-all-read",
    onSuccess: ({ read }) => toast({ title: read ? "All notifications marked as read" : "Nothing was unread" }),
    focusAfterSuccess: () => "page-title",
  });
  return (
    <div className="max-w-3xl">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="page-title" tabIndex={-1} className="mr-auto text-3xl font-bold">
          Notifications
        </h1>
        <Link to="/notifications/settings" className="inline-flex min-h-10 items-center underline">
          Notification settings
        </Link>
        <form {...markAll.formProps}>
          <input {...markAll.intentProps} />
          <Button type="submit" variant="secondary" busy={markAll.busy}>
            Mark all as read
          </Button>
        </form>
      </div>
      <p className="mt-2 text-muted" data-testid="unread-summary">
        {unread === 0 ? "You're all caught up." : `${unread > 9 ? "More than 9" : unread} unread.`}
      </p>
      <ViewTabs
        label="Notification views"
        tabs={NOTIFICATION_FILTERS}
        labels={NOTIFICATION_FILTER_LABELS}
        current={tab}
        href={(next) => withQuery("/notifications", { tab: next }, { tab: "all" })}
      />
      {list.items.length === 0 ? (
        <EmptyState title="No notifications here" hint="Replies, mentions, messages and more will appear here." />
      ) : (
        <ol className="mt-4 flex flex-col gap-2" data-testid="notifications">
          {list.items.map((item) => (
            <li key={item.id}>
              <NotificationEntry item={item} now={now} />
            </li>
          ))}
        </ol>
      )}
      <LoadMore
        list={list}
        label="Load more notifications"
        failedText="Failed to load notifications. Please try again."
      />
    </div>
  );
}
