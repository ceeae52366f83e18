import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { Link } from "@remix-run/react";
import { Avatar } from "~/components/Avatar";

export type ShellUser = { id: number; displayName: string; demoSwitch?: boolean };

export function UserMenu({ user }: { user: ShellUser }) {
  return (
    <Menu as="div" className="relative">
      <MenuButton className="inline-flex min-h-10 items-center gap-2 rounded px-2 py-1" aria-label={`Account menu for ${user.displayName}`}>
        <Avatar userId={user.id} name={user.displayName} />
        <span className="hidden text-sm font-medium lg:inline">{user.displayName}</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-2 w-52 rounded-lg border border-line bg-canvas p-1 text-fg shadow-lg focus:outline-none"
      >
        {[
          { to: `/profile/${user.id}`, label: "Your profile" },
          { to: "/accessibility", label: "Accessibility Settings" },
          { to: "/subscription", label: "Subscription & Billing" },
          { to: "/messages", label: "Messages" },
          ...(user.demoSwitch ? [{ to: "/demo-user", label: "Act as another member (demo)" }] : []),
        ].map((item) => (
          <MenuItem key={item.to}>
            <Link to={item.to} className="block rounded px-3 py-2 text-sm data-[focus]:bg-raised">
              {item.label}
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
