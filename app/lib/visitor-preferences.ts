// A visitor's accessibility preferences live in a cookie, not in D1 (issue 20), so the server
// still renders them at the first paint. The browser writes it; the server parses it with the
// same zod schema as the API and ignores it when it is bad.
import type { AccessibilityPreferences } from "./accessibility";

export const VISITOR_PREFERENCES_COOKIE = "a11y-preferences";
/** Browsers keep about 4 KB a cookie; a longer value (long custom CSS) is refused rather than cut. */
const MAX_COOKIE_VALUE = 3800;
const ONE_YEAR = 365 * 86_400;

/** The `document.cookie` assignment that saves (or, with null, forgets) a visitor's preferences; null when too long. */
export function visitorPreferencesCookie(preferences: AccessibilityPreferences | null, secure: boolean): string | null {
  const flags = `; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  if (!preferences) return `${VISITOR_PREFERENCES_COOKIE}=${flags}; Max-Age=0`;
  const value = encodeURIComponent(JSON.stringify(preferences));
  if (value.length > MAX_COOKIE_VALUE) return null;
  return `${VISITOR_PREFERENCES_COOKIE}=${value}${flags}; Max-Age=${ONE_YEAR}`;
}
