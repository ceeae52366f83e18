import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type CSSProperties, type ReactNode } from "react";
import { AccessibilityProvider, useAccessibility } from "~/components/AccessibilityProvider";
import { VoiceAnnouncements } from "~/components/accessibility/VoiceAnnouncements";
import { useNonce } from "~/components/Nonce";
import { NotFound } from "~/components/NotFound";
import { Skeletons } from "~/components/posts/Skeleton";
import { AppFooter } from "~/components/shell/AppFooter";
import { AppHeader } from "~/components/shell/AppHeader";
import { KeyboardShortcuts } from "~/components/shell/KeyboardShortcuts";
import { RouteFocus } from "~/components/shell/RouteFocus";
import type { ShellUser } from "~/components/shell/UserMenu";
import { ToastProvider } from "~/components/ui/Toast";
import { documentAttributes, sanitizeCustomCss } from "~/lib/accessibility/preferences";
import { can, getViewer } from "~/server/auth.server";
import { TEXTS } from "~/lib/texts/shell";
import { readVisitorPreferences } from "~/server/visitor-preferences.server";
import { socialLinks } from "~/server/social-links.server";
import stylesheet from "~/tailwind.css?url";
import { SITE_NAME } from "~/lib/site";
import type { SocialLink } from "~/lib/social";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export const meta: MetaFunction = ({ error }) => [
  { title: isRouteErrorResponse(error) && error.status === 404 ? TEXTS.notFoundTitle : SITE_NAME },
];

/** Who is calling and the preferences in force: the session's (one D1 round trip), or a visitor's cookie (none). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await getViewer(context.db, request);
  const preferences = viewer ? viewer.preferences : readVisitorPreferences(request);
  const user = viewer && {
    id: viewer.user.id,
    displayName: viewer.user.displayName,
    avatar: viewer.user.avatar,
    canManageMembers: can(viewer.user, "members:manage-roles"),
    canModerate: can(viewer.user, "moderate:reports"),
    unreadNotifications: viewer.unreadNotifications,
  };
  return { user, preferences, socialLinks: socialLinks(context.env.SOCIAL_LINKS) };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <AccessibilityProvider saved={data?.preferences ?? null}>
      <Document user={data?.user ?? null} socialLinks={data?.socialLinks ?? []}>
        {children}
      </Document>
    </AccessibilityProvider>
  );
}

/** One description for every page (search engines and link previews; Lighthouse's SEO audit). */
const SITE_DESCRIPTION =
  "An accessible community platform for people with disabilities: a feed, blogs, forums, support groups, events, games, connections and NDIS providers.";

/** A page's own description (a post's first words) where its loader gives `metaDescription`, else the site's. */
function usePageDescription() {
  const data = useMatches().at(-1)?.data;
  return data && typeof data === "object" && "metaDescription" in data && typeof data.metaDescription === "string"
    ? data.metaDescription
    : SITE_DESCRIPTION;
}

/** Lists that show placeholders while they load: 3 on the feed, 6 on blogs. */
const PENDING_SKELETONS: Record<string, number> = { "/": 3, "/blogs": 6 };

function usePendingSkeletons(): number | undefined {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== "loading" || navigation.location.pathname === location.pathname) return undefined;
  return PENDING_SKELETONS[navigation.location.pathname];
}

/** The preferences in force become <html> classes and variables on the server, so the first paint is right. */
function Document({
  user,
  socialLinks,
  children,
}: {
  user: ShellUser | null;
  socialLinks: SocialLink[];
  children: ReactNode;
}) {
  const { effective } = useAccessibility();
  const { className, style } = documentAttributes(effective);
  // Custom CSS is sanitised where it is written and here, where it is rendered, whatever its source.
  const customCss = sanitizeCustomCss(effective.customCss);
  const pending = usePendingSkeletons();
  const nonce = useNonce();
  return (
    <html lang="en-AU" className={className} style={style as CSSProperties}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content={usePageDescription()} />
        <Meta />
        <Links />
        {customCss ? <style id="user-custom-css" dangerouslySetInnerHTML={{ __html: customCss }} /> : null}
      </head>
      <body className="flex min-h-screen flex-col bg-canvas text-fg">
        <ToastProvider>
          {/* Always the first Tab stop (WCAG 2.4.1); the skipLinks preference adds the list skips. */}
          <a
            href="#main-content"
            className="sr-only focus:not-sr-only focus:block focus:bg-canvas focus:p-3 focus:text-accent focus:underline"
          >
            {TEXTS.skipLink}
          </a>
          <AppHeader user={user} />
          <main
            id="main-content"
            tabIndex={-1}
            className="mx-auto w-full max-w-page flex-1 px-4 py-6 focus:outline-none"
          >
            {pending ? <Skeletons count={pending} label="Loading" /> : children}
          </main>
          <AppFooter socialLinks={socialLinks} />
          <KeyboardShortcuts />
          <RouteFocus />
          <VoiceAnnouncements />
        </ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

// A like, a follow or a save answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function App() {
  // Lets tests (and CSS) know the client has taken over the server-rendered page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <NotFound title="Something went wrong" message="Please try again in a moment." />;
}
