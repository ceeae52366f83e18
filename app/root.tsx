import type { LinksFunction } from "@remix-run/cloudflare";
import { Links, Meta, NavLink, Outlet, Scripts, ScrollRestoration } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { NAV_LINKS } from "~/lib/nav";
import { TEXTS } from "~/lib/texts";
import stylesheet from "~/tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900">
        <a
          href="#main-content"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-3 focus:text-blue-800"
        >
          {TEXTS.skipLink}
        </a>
        <header className="border-b border-slate-200">
          <nav aria-label="Main" className="mx-auto flex max-w-7xl flex-wrap gap-1 px-4 py-3">
            {NAV_LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.to === "/"}
                className={({ isActive }) =>
                  `inline-flex min-h-6 items-center rounded px-2 py-1 text-sm font-medium ${
                    isActive ? "bg-blue-700 text-white" : "text-slate-800 hover:bg-slate-100"
                  }`
                }
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
        </header>
        <main id="main-content" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none">
          {children}
        </main>
        <footer className="border-t border-slate-200 px-4 py-6 text-sm text-slate-700">
          <p>{TEXTS.footerAbout}</p>
          <p>{TEXTS.copyright}</p>
        </footer>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Lets tests (and CSS) know the client has taken over the server-rendered page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}
