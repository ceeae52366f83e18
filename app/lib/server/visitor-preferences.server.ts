import { accessibilityPreferencesSchema } from "../accessibility/schema";
import type { AccessibilityPreferences } from "../accessibility/preferences";
import { readCookie } from "./auth.server";
import { VISITOR_PREFERENCES_COOKIE } from "../accessibility/preferences";

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

/** The Set-Cookie that forgets them, once they are kept in the account or declined. */
export function clearVisitorPreferences(request: Request): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${VISITOR_PREFERENCES_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0${secure}`;
}
