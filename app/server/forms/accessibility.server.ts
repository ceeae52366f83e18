// Saving the accessibility wizard from /accessibility: a member's preferences with the same schema
// and model call as PUT /api/accessibility-preferences/:userId; a visitor's in the cookie the
// server renders them from (what useSavePreferences writes from script).
import type { Db } from "~/models/db.server";
import { getCurrentUser } from "../auth.server";
import { formSuccess, FormRefusal, numberOf, parseWith } from "../form.server";
import { DEFAULT_PREFERENCES, visitorPreferencesCookie, type PreferenceKey } from "~/lib/accessibility/preferences";
import { accessibilityPreferencesSchema } from "~/lib/accessibility/schema";
import { A11Y_TEXTS } from "~/lib/texts";
import { savePreferences } from "~/models/accessibility.server";

/**
 * The form's fields as the API's JSON body. An on/off field is sent as "off" from a hidden input
 * and "on" from its checkbox when ticked (the last one counts); anything else stays text, so the
 * schema refuses it.
 */
function preferencesOf(fields: Record<string, string>) {
  const keys = Object.keys(DEFAULT_PREFERENCES) as PreferenceKey[];
  return Object.fromEntries(
    keys.map((key) => {
      const value = fields[key];
      const kind = typeof DEFAULT_PREFERENCES[key];
      if (kind === "boolean") return [key, value === "on" ? true : value === "off" ? false : value];
      if (kind === "number") return [key, numberOf(value)];
      return [key, value];
    }),
  );
}

export function accessibilityForms(db: Db, request: Request) {
  return {
    "save-preferences": async (fields: Record<string, string>) => {
      const user = await getCurrentUser(db, request);
      const preferences = parseWith(accessibilityPreferencesSchema, preferencesOf(fields));
      let cookie: string | null = null;
      if (user) await savePreferences(db, { userId: user.id, preferences });
      else {
        cookie = visitorPreferencesCookie(preferences, new URL(request.url).protocol === "https:");
        if (!cookie) throw new FormRefusal({}, A11Y_TEXTS.saveFailedDescription);
      }
      // Without script the page comes back at the overview, which now shows what was saved.
      return formSuccess(
        request,
        "save-preferences",
        {},
        { redirectTo: "/accessibility", hash: "overview", headers: cookie ? { "Set-Cookie": cookie } : undefined },
      );
    },
  };
}
