import { Link, useLocation } from "@remix-run/react";
import { useState } from "react";
import { AccessibilityIcon, BellIcon, SearchIcon } from "~/components/icons";
import { Tooltip } from "~/components/ui/Tooltip";
import { TEXTS } from "~/lib/texts";
import { SITE_NAME } from "~/lib/site";
import { MobileMenu } from "./MobileMenu";
import { SiteMark } from "./SiteMark";
import { NavLinks } from "./NavLinks";
import { UserMenu, type ShellUser } from "./UserMenu";
import { buttonClass } from "~/components/ui/Button";

/** Fixed in the spec (doc 1, 2.2): notifications are not built yet. */
export const NOTIFICATION_COUNT = 3;

export function AppHeader({ user }: { user: ShellUser | null }) {
  // The spec's search box only holds local text; no search call exists yet.
  const [search, setSearch] = useState("");
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const signInHref =
    here === "/" || location.pathname.startsWith("/login") ? "/login" : `/login?redirectTo=${encodeURIComponent(here)}`;
  return (
    <header className="border-b border-line bg-canvas">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
        <Link to="/" className="mr-auto inline-flex items-center gap-2 text-xl font-bold text-fg">
          <SiteMark />
          {SITE_NAME}
        </Link>
        <form
          role="search"
          onSubmit={(event) => event.preventDefault()}
          className="order-last w-full sm:order-none sm:w-auto"
        >
          <label htmlFor="site-search" className="sr-only">
            Search
          </label>
          <div className="flex items-center gap-2 rounded border border-line bg-canvas px-2">
            <SearchIcon />
            <input
              id="site-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={TEXTS.searchPlaceholder}
              className="min-h-10 w-full bg-transparent text-sm text-fg placeholder:text-muted focus:outline-none sm:w-64"
            />
          </div>
        </form>
        {user ? (
          <Tooltip label="Notifications">
            {(describedBy) => (
              <button
                type="button"
                {...describedBy}
                aria-label={`Notifications, ${NOTIFICATION_COUNT} unread`}
                className="relative inline-flex h-10 w-10 items-center justify-center rounded hover:bg-raised"
              >
                <BellIcon />
                <span
                  data-nonessential
                  className="absolute -right-1 -top-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-xs font-bold text-danger-fg"
                  aria-hidden="true"
                >
                  {NOTIFICATION_COUNT}
                </span>
              </button>
            )}
          </Tooltip>
        ) : null}
        <Link
          to="/accessibility"
          className="inline-flex min-h-10 items-center gap-2 rounded px-2 text-sm font-medium hover:bg-raised"
        >
          <AccessibilityIcon />
          <span>Accessibility Settings</span>
        </Link>
        {user ? (
          <UserMenu user={user} />
        ) : (
          <Link to={signInHref} className={buttonClass({ className: "inline-flex items-center text-sm" })}>
            Sign in
          </Link>
        )}
        <MobileMenu />
      </div>
      <nav aria-label="Main" className="mx-auto hidden max-w-7xl px-4 pb-3 md:block">
        <NavLinks />
      </nav>
    </header>
  );
}
