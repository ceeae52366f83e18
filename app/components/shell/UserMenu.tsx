// The account menu: a disclosure button and a list of links (the pattern WAI-ARIA suggests
// for navigation, rather than an application menu). Escape or moving focus away closes it,
// as does a click elsewhere; Escape gives focus back to the button. It is in the shell that
// every page loads, so it is written without a widget library.
import { Form, Link } from "@remix-run/react";
import { useCallback, useId, useRef, useState } from "react";
import { Avatar } from "~/components/Avatar";
import { useClickOutside } from "~/components/ui/useClickOutside";

export type ShellUser = {
  id: number;
  displayName: string;
  /** `users.avatar`: the member's picture, if they uploaded one. */
  avatar?: string | null;
  canManageMembers?: boolean;
  /** Holds a moderation permission: the navigation offers Moderation. */
  canModerate?: boolean;
  /** The bell's count, read with the session. */
  unreadNotifications?: number;
};

export function UserMenu({ user }: { user: ShellUser }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useClickOutside(
    root,
    open,
    useCallback(() => setOpen(false), []),
    useCallback(() => {
      setOpen(false);
      button.current?.focus();
    }, []),
  );

  const items = [
    { to: `/profile/${user.id}`, label: "Your profile" },
    { to: "/accessibility", label: "Accessibility Settings" },
    { to: "/settings/filters", label: "Filters and muted members" },
    { to: "/subscription", label: "Subscription & Billing" },
    { to: "/messages", label: "Messages" },
    ...(user.canManageMembers ? [{ to: "/admin/members", label: "Manage members" }] : []),
  ];

  return (
    <div
      ref={root}
      className="relative"
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node) || !root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-10 items-center gap-2 rounded px-2 py-1"
        aria-label={`Account menu for ${user.displayName}`}
      >
        <Avatar userId={user.id} name={user.displayName} avatar={user.avatar} />
        <span className="hidden text-sm font-medium lg:inline">{user.displayName}</span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-52 rounded-lg border border-line bg-canvas p-1 text-fg shadow-lg"
      >
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={() => setOpen(false)}
              className="block rounded px-3 py-2 text-sm hover:bg-raised focus-visible:bg-raised"
            >
              {item.label}
            </Link>
          </li>
        ))}
        <li>
          <Form method="post" action="/logout">
            <button
              type="submit"
              className="block w-full rounded px-3 py-2 text-left text-sm hover:bg-raised focus-visible:bg-raised"
            >
              Sign out
            </button>
          </Form>
        </li>
      </ul>
    </div>
  );
}
