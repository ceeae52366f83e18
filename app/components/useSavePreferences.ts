// Saves preferences through the API client, shows them at once, then revalidates so the
// root loader (and with it the server-rendered <html>) has the saved copy.
import { useRevalidator } from "@remix-run/react";
import { useCallback } from "react";
import { useAccessibility } from "~/components/AccessibilityProvider";
import { apiRequest } from "~/lib/api-client";
import type { AccessibilityPreferences } from "~/lib/accessibility";
import { FIXED_USER_ID } from "~/lib/constants";

export function useSavePreferences() {
  const { preview } = useAccessibility();
  const revalidator = useRevalidator();
  return useCallback(
    async (preferences: AccessibilityPreferences): Promise<boolean> => {
      try {
        await apiRequest("PUT", `/api/accessibility-preferences/${FIXED_USER_ID}`, preferences);
      } catch {
        return false;
      }
      preview(preferences);
      revalidator.revalidate();
      return true;
    },
    [preview, revalidator],
  );
}
