// Saving preferences to /accessibility, from the wizard's form and from script (useSavePreferences:
// Alt+H, Reset to Defaults): a member's with the same schema and command as
// PUT /api/accessibility-preferences/:userId; a visitor's in the cookie the server renders them from.
import { getCurrentUser } from "../auth.server";
import { perform, type Call } from "../commands/adapters.server";
import { saveAccessibilityPreferences } from "../commands/settings.server";
import { formSuccess, FormRefusal, numberOf, parseWith } from "../form.server";
import { DEFAULT_PREFERENCES, visitorPreferencesCookie, type PreferenceKey } from "~/lib/accessibility/preferences";
import { accessibilityPreferencesSchema } from "~/lib/accessibility/schema";
import { A11Y_TEXTS } from "~/lib/texts";

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

export function accessibilityForms(call: Call) {
  const { db, request } = call;
  return {
    "save-preferences": async (fields: Record<string, string>) => {
      const preferences = parseWith(accessibilityPreferencesSchema, preferencesOf(fields));
      let cookie: string | null = null;
      // Only where they are kept differs: a member's in D1 through the command, a visitor's in a cookie.
      if (await getCurrentUser(db, request)) await perform(saveAccessibilityPreferences, call, { preferences });
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
