import { NavLink } from "@remix-run/react";
import { NAV_LINKS } from "~/lib/nav";
import { useShellUser } from "./useShellUser";

/** The spec's navigation, in order; NavLink marks the current route with aria-current="page". */
export function NavLinks({ onNavigate, vertical = false }: { onNavigate?: () => void; vertical?: boolean }) {
  const moderator = useShellUser()?.canModerate ?? false;
  const links = NAV_LINKS.filter((link) => !("moderatorsOnly" in link) || moderator);
  return (
    <ul className={vertical ? "flex flex-col gap-1" : "cluster flex flex-wrap gap-1"}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.to === "/"}
            onClick={onNavigate}
            className={({ isActive }) =>
              `inline-flex min-h-8 w-full items-center rounded px-2 py-1 text-sm font-medium ${
                isActive ? "bg-accent text-accent-fg" : "text-fg hover:bg-raised"
              }`
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
