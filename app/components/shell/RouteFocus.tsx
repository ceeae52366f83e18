// Route changes are announced (decision 019), as GOV.UK and Reach Router do it: after a client-side
// navigation to another page, focus moves to the new page's <h1> (or the main landmark when a
// page has none), so a screen reader says where the reader now is and the next Tab starts there.
// Once per navigation: a change of search params only (filters, tabs, a search) is the same page,
// keeps focus where it is and is announced by its result count, as before, unless what had focus
// is gone (Sign out, whose menu leaves with the session; a Clear filters link): then focus goes to
// the heading too, never to <body>. A page whose single purpose is one field (sign-in) marks it
// with data-route-focus, and focus goes there instead; a link to a #fragment focuses what it names.
import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** The element a link's #fragment names in the page's main content (a reply, a message, an event). */
function fragmentTarget(hash: string) {
  if (hash.length < 2) return null;
  const main = document.getElementById("main-content");
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  return target && main?.contains(target) ? target : null;
}

export function RouteFocus() {
  const { pathname, search, key, hash } = useLocation();
  const previous = useRef({ pathname, search, key });
  useEffect(() => {
    // A link to something in a page (an opened notification's reply, `#reply-12`) puts focus on
    // that thing, on a page load too, so a screen reader reads it, not the page's title.
    // Only on arriving at a page or a view of it (?to=37#message-box): an in-page link (a skip
    // link changes only the hash) moves focus itself.
    const arriving =
      previous.current.key === key || previous.current.pathname !== pathname || previous.current.search !== search;
    const named = arriving ? fragmentTarget(hash) : null;
    if (named) {
      previous.current = { pathname, search, key };
      if (!named.hasAttribute("tabindex")) named.tabIndex = -1;
      named.focus();
      return;
    }
    // The first render is a page load: focus starts at the top, as the browser puts it.
    if (previous.current.key === key) return;
    const samePage = previous.current.pathname === pathname;
    previous.current = { pathname, search, key };
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (samePage && !lost) return;
    const main = document.getElementById("main-content");
    const target =
      main?.querySelector<HTMLElement>("[data-route-focus]") ?? main?.querySelector<HTMLElement>("h1") ?? main;
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
    // The scroll position is ScrollRestoration's to set (top, or where Back left it).
    target.focus({ preventScroll: true });
  }, [pathname, search, key, hash]);
  return null;
}
