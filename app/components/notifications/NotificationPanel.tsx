// The bell's panel, loaded on first open: the latest ten notifications, "Mark all as read" and
// "See all". A region, not a dialog: Tab moves through it, Escape closes it and gives focus back
// to the bell. "Mark all as read" is a form posted to the /notifications page's action, in place:
// the page under the panel does not reload.
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { FormSummary } from "~/components/ui/Field";
import { getJson } from "~/lib/api-client";
import type { NotificationItem } from "~/lib/notifications";
import { NotificationEntry } from "./NotificationItem";
import { setLive } from "./live";

type Page = { items: NotificationItem[]; unread: number };
const HEADING_ID = "notification-panel-heading";

export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const [page, setPage] = useState<Page | null>(null);
  const [failed, setFailed] = useState(false);
  const markAll = useActionForm<{ unread: number }>({
    intent: "bell-mark-all-read",
    action: "/notifications?index",
    onSuccess: ({ unread }) => {
      setLive({ unread });
      setPage((current) => current && { ...current, items: current.items.map((item) => ({ ...item, read: true })) });
    },
    focusAfterSuccess: () => HEADING_ID,
  });

  useEffect(() => {
    let live = true;
    getJson("/api/notifications?limit=10")
      .then((data) => {
        if (!live) return;
        const loaded = data as Page;
        setPage(loaded);
        setLive({ unread: loaded.unread });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const now = Date.now();
  return (
    <section
      aria-labelledby={HEADING_ID}
      className="absolute right-0 z-50 mt-2 flex w-[min(26rem,90vw)] flex-col gap-2 rounded-lg border border-line bg-canvas p-3 text-fg shadow-lg"
      data-testid="notification-panel"
    >
      <h2 id={HEADING_ID} tabIndex={-1} className="text-lg font-semibold">
        Notifications
      </h2>
      {failed ? (
        <p role="alert">Notifications could not be loaded. Please try again.</p>
      ) : page === null ? (
        <p role="status">Loading notifications...</p>
      ) : page.items.length === 0 ? (
        <p>You have no notifications yet.</p>
      ) : (
        <ol className="flex max-h-[60vh] flex-col gap-2 overflow-y-auto">
          {page.items.map((item) => (
            <li key={item.id}>
              <NotificationEntry item={item} now={now} />
            </li>
          ))}
        </ol>
      )}
      <FormSummary summaryRef={markAll.summaryRef}>
        {markAll.formError ? `${markAll.formError} Nothing was marked as read. Please try again.` : null}
      </FormSummary>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <form {...markAll.formProps}>
          <input {...markAll.intentProps} />
          <Button type="submit" variant="secondary" size="sm" busy={markAll.busy} busyLabel="Marking all as read…">
            Mark all as read
          </Button>
        </form>
        <Link to="/notifications" onClick={onClose} className="inline-flex min-h-8 items-center underline">
          See all
        </Link>
      </div>
    </section>
  );
}
