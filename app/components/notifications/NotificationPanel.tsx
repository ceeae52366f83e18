// The bell's panel (issue 26), loaded on first open: the latest ten notifications, "Mark all as
// read" and "See all". A region, not a dialog: Tab moves through it, Escape closes it and gives
// focus back to the bell.
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/Button";
import { apiRequest, getJson } from "~/lib/api-client";
import type { NotificationItem } from "~/lib/notifications";
import { NotificationEntry } from "./NotificationItem";
import { setLive } from "./live";

type Page = { items: NotificationItem[]; unread: number };

export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const [page, setPage] = useState<Page | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

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

  const markAll = async () => {
    setBusy(true);
    try {
      const response = await apiRequest("POST", "/api/notifications/read", { all: true });
      const result = (await response?.json()) as { unread: number } | undefined;
      setLive({ unread: result?.unread ?? 0 });
      setPage((current) => current && { ...current, items: current.items.map((item) => ({ ...item, read: true })) });
      heading.current?.focus();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const now = Date.now();
  return (
    <section
      aria-labelledby="notification-panel-heading"
      className="absolute right-0 z-50 mt-2 flex w-[min(26rem,90vw)] flex-col gap-2 rounded-lg border border-line bg-canvas p-3 text-fg shadow-lg"
      data-testid="notification-panel"
    >
      <h2 id="notification-panel-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold">
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
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" size="sm" busy={busy} onClick={() => void markAll()}>
          Mark all as read
        </Button>
        <Link to="/notifications" onClick={onClose} className="inline-flex min-h-8 items-center underline">
          See all
        </Link>
      </div>
    </section>
  );
}
