// Route changes are announced (issue 21), as GOV.UK and Reach Router do it: after a client-side
// navigation to another page, focus moves to the new page's <h1> (or the main landmark when a
// page has none), so a screen reader says where the reader now is and the next Tab starts there.
// Once per navigation: a change of search params only (filters, tabs, a search) is the same page,
// keeps focus where it is and is announced by its result count, as before.
import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

export function RouteFocus() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById("main-content");
    const target = main?.querySelector<HTMLElement>("h1") ?? main;
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
    // The scroll position is ScrollRestoration's to set (top, or where Back left it).
    target.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
