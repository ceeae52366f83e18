// What the bell shows and is called, for the first-load link and the button that replaces it.

/** The bell's count: "9+" above nine. */
export const unreadLabel = (unread: number) => (unread > 9 ? "9+" : String(unread));
export const bellName = (unread: number) =>
  unread === 0 ? "Notifications, none unread" : `Notifications, ${unreadLabel(unread)} unread`;

/** The bell's id, link or button: where a "Mark all as read" posted without script comes back to. */
export const BELL_ID = "notification-bell";

export const bellClass = "relative inline-flex h-10 w-10 items-center justify-center rounded hover:bg-raised";

export function BellBadge({ unread }: { unread: number }) {
  if (unread <= 0) return null;
  return (
    <span
      data-nonessential
      data-testid="bell-count"
      className="absolute -right-1 -top-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-xs font-bold text-danger-fg"
      aria-hidden="true"
    >
      {unreadLabel(unread)}
    </span>
  );
}
