import { Form, Link, useLocation } from "@remix-run/react";
import { useState } from "react";
import { AccessibilityIcon, SearchIcon } from "~/components/icons";
import { Bell } from "~/components/notifications/Bell";
import { SITE_NAME } from "~/lib/site";
import { HeaderSearch } from "./HeaderSearch";
import { MobileMenu } from "./MobileMenu";
import { SiteMark } from "./SiteMark";
import { NavLinks } from "./NavLinks";
import { UserMenu, type ShellUser } from "./UserMenu";
import { buttonClass } from "~/components/ui/Button";

/** A header control that is an icon on a phone: a 40 px target, its name kept for screen readers. */
const ICON_CONTROL = "inline-flex min-h-10 min-w-10 items-center justify-center gap-2 rounded hover:bg-raised";

export function AppHeader({ user }: { user: ShellUser | null }) {
  // On a phone the search box opens from a button, so the header leaves the screen to the page.
  const [searchOpen, setSearchOpen] = useState(false);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const signInHref =
    here === "/" || location.pathname.startsWith("/login") ? "/login" : `/login?redirectTo=${encodeURIComponent(here)}`;
  return (
    <header className="border-b border-line bg-canvas">
      <div className="mx-auto flex max-w-page flex-wrap items-center gap-2 px-4 py-2 sm:gap-3 sm:py-3">
        <Link to="/" className="mr-auto inline-flex items-center gap-2 text-xl font-bold text-fg">
          <SiteMark />
          {SITE_NAME}
        </Link>
        <button
          type="button"
          aria-expanded={searchOpen}
          aria-controls="site-search-form"
          onClick={() => {
            setSearchOpen((open) => !open);
            if (!searchOpen) requestAnimationFrame(() => document.getElementById("site-search")?.focus());
          }}
          className={`${ICON_CONTROL} sm:hidden`}
        >
          <SearchIcon />
          <span className="sr-only">Search</span>
        </button>
        {/* A plain GET to /search: it works before the script loads, and Remix navigates with it after.
            Its first focus brings the suggestions (HeaderSearch). */}
        <Form
          id="site-search-form"
          role="search"
          method="get"
          action="/search"
          className={`order-last w-full sm:order-none sm:block sm:w-auto ${searchOpen ? "" : "hidden"}`}
        >
          <label htmlFor="site-search" className="sr-only">
            Search
          </label>
          <div className="flex items-center gap-2 rounded border border-line bg-canvas px-2">
            <SearchIcon />
            <HeaderSearch id="site-search" />
          </div>
        </Form>
        {user ? <Bell userId={user.id} initialUnread={user.unreadNotifications ?? 0} /> : null}
        <Link to="/accessibility" className={`${ICON_CONTROL} text-sm font-medium sm:px-2`}>
          <AccessibilityIcon />
          <span className="sr-only sm:not-sr-only">Accessibility Settings</span>
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
      <nav aria-label="Main" className="mx-auto hidden max-w-page px-4 pb-3 md:block">
        <NavLinks />
      </nav>
    </header>
  );
}
