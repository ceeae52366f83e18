import { accessibilityPreferencesSchema } from "~/lib/accessibility/schema";
import type { AccessibilityPreferences } from "~/lib/accessibility/preferences";
import { getViewer, readCookie } from "./auth.server";
import type { Db } from "~/models/db.server";
import { DEFAULT_PREFERENCES, VISITOR_PREFERENCES_COOKIE } from "~/lib/accessibility/preferences";

/** The preferences a visitor saved in their browser, or null when there are none or the cookie is bad. */
export function readVisitorPreferences(request: Request): AccessibilityPreferences | null {
  const raw = readCookie(request, VISITOR_PREFERENCES_COOKIE);
  if (!raw) return null;
  try {
    const parsed = accessibilityPreferencesSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The preferences a page's loader must honour on the server (the order of events,
 * which version of a resource comes first): the member's saved ones, a visitor's cookie, or
 * the defaults. The member's come with the session lookup, so this costs no extra round trip.
 */
export async function viewerPreferences(db: Db, request: Request): Promise<AccessibilityPreferences> {
  const viewer = await getViewer(db, request);
  return (viewer ? viewer.preferences : readVisitorPreferences(request)) ?? DEFAULT_PREFERENCES;
}

/** The Set-Cookie that forgets them, once they are kept in the account or declined. */
export function clearVisitorPreferences(request: Request): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${VISITOR_PREFERENCES_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0${secure}`;
}
