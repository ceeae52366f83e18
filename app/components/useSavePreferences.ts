// Saves preferences, shows them at once, then revalidates so the root loader (and with it the
// server-rendered <html>) has the saved copy. A member's go to the API; a visitor's go to a
// cookie that the server reads (app/server/visitor-preferences.server.ts).
import { useRevalidator, useRouteLoaderData } from "@remix-run/react";
import { useCallback } from "react";
import { useAccessibility } from "~/components/AccessibilityProvider";
import { apiRequest } from "~/lib/api-client";
import { visitorPreferencesCookie, type AccessibilityPreferences } from "~/lib/accessibility/preferences";

// The part of the root loader this needs; importing its type would make a cycle through the shell.
type RootMember = { user: { id: number } | null };

export function useSavePreferences() {
  const { preview } = useAccessibility();
  const revalidator = useRevalidator();
  const userId = useRouteLoaderData<RootMember>("root")?.user?.id;
  return useCallback(
    async (preferences: AccessibilityPreferences): Promise<boolean> => {
      if (userId === undefined) {
        const cookie = visitorPreferencesCookie(preferences, window.location.protocol === "https:");
        if (!cookie) return false;
        document.cookie = cookie;
      } else {
        try {
          await apiRequest("PUT", `/api/accessibility-preferences/${userId}`, preferences);
        } catch {
          return false;
        }
      }
      preview(preferences);
      revalidator.revalidate();
      return true;
    },
    [preview, revalidator, userId],
  );
}
