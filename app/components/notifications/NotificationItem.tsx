// One notification, on /notifications and in the bell's panel: an icon with a text
// alternative, the sentence as a link that opens (and so reads) it, the time as "2 hours ago"
// with the exact date, and "Unread" in words as well as weight and a mark.
import { Link } from "@remix-run/react";
import { Icon } from "~/components/icons";
import { relativeTime, utcDate } from "~/lib/format";
import { notificationSentence, type NotificationItem, type NotificationKind } from "~/lib/notifications";

const ICONS: Record<string, { label: string; path: string }> = {
  reply: { label: "Reply", path: "M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" },
  like: {
    label: "Like",
    path: "M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z",
  },
  person: { label: "Person", path: "M16 21v-2a4 4 0 0 0-8 0v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8" },
  message: { label: "Message", path: "M4 4h16v16H4zM22 6l-10 7L2 6" },
  moderation: { label: "Moderation", path: "M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10" },
  event: { label: "Event", path: "M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14H3V6a2 2 0 0 1 2-2" },
  game: {
    label: "Game",
    path: "M6 12h4M8 10v4M15 13h.01M18 11h.01M17.3 5H6.7a4 4 0 0 0-4 3.6L2 16a3 3 0 0 0 5 2l1-1h8l1 1a3 3 0 0 0 5-2l-.7-7.4A4 4 0 0 0 17.3 5",
  },
};

const ICON_OF: Record<NotificationKind, keyof typeof ICONS> = {
  reply: "reply",
  mention: "reply",
  accepted_answer: "reply",
  like: "like",
  follow: "person",
  match: "person",
  group_approved: "person",
  message: "message",
  moderation: "moderation",
  event_reminder: "event",
  event_changed: "event",
  game_invite: "game",
  game_turn: "game",
  support_reply: "message",
};

export function NotificationEntry({ item, now }: { item: NotificationItem; now: number }) {
  const icon = ICONS[ICON_OF[item.kind]]!;
  const high = item.kind === "moderation";
  return (
    <article
      className={`flex gap-3 rounded border p-3 ${item.read ? "border-line" : "border-fg bg-raised"}`}
      data-testid="notification"
      data-unread={item.read ? undefined : "true"}
    >
      <Icon role="img" aria-hidden={undefined} aria-label={icon.label} className="mt-1 shrink-0">
        <path d={icon.path} />
      </Icon>
      <div className="min-w-0 flex-1">
        <p className={item.read ? "" : "font-semibold"}>
          {item.read ? null : (
            <span className="mr-2 inline-block rounded bg-fg px-1.5 text-xs text-canvas">Unread</span>
          )}
          {high ? <span className="mr-2 font-semibold text-danger">Important:</span> : null}
          <Link to={`/notifications/${item.id}`} className="underline">
            {notificationSentence(item)}
          </Link>
        </p>
        <p className="text-sm text-muted">
          <time dateTime={item.createdAt} suppressHydrationWarning>
            {relativeTime(item.createdAt, now)}
          </time>{" "}
          <span>· {utcDate(item.createdAt, "long")}</span>
          {high ? (
            <>
              {" · "}
              <Link to="/guidelines" className="underline">
                Community guidelines
              </Link>
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}
