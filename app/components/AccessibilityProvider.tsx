// Holds the saved preferences (from the root loader, so SSR already applied them), an
// optional unsaved preview, and mirrors what is in force to <html> and localStorage.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import {
  DEFAULT_PREFERENCES,
  PREFERENCES_STORAGE_KEY,
  type AccessibilityPreferences,
} from "~/lib/accessibility/preferences";
import { whenIdle } from "~/lib/idle";
import { A11Y_TEXTS } from "~/lib/texts/accessibility";

type AccessibilityContextValue = {
  /** What the server has, or null when the user never saved any. */
  saved: AccessibilityPreferences | null;
  /** What the page shows now: the preview, else the saved ones, else the defaults. */
  effective: AccessibilityPreferences;
  preview: (preferences: AccessibilityPreferences) => void;
  clearPreview: () => void;
  isPreviewing: boolean;
};

const AccessibilityContext = createContext<AccessibilityContextValue | null>(null);

export function AccessibilityProvider({
  saved,
  children,
}: {
  saved: AccessibilityPreferences | null;
  children: ReactNode;
}) {
  const [previewing, setPreviewing] = useState<AccessibilityPreferences | null>(null);
  const effective = previewing ?? saved ?? DEFAULT_PREFERENCES;

  // Saved preferences, once they change on the server, replace any stale preview.
  useEffect(() => setPreviewing(null), [saved]);

  // The spec's local copy: written when the browser is idle, not while the page hydrates.
  useEffect(
    () =>
      whenIdle(() => {
        try {
          if (saved) window.localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(saved));
          else window.localStorage.removeItem(PREFERENCES_STORAGE_KEY);
        } catch {
          // Storage can be full or blocked; the server copy is the one that counts.
        }
      }),
    [saved],
  );

  const value = useMemo<AccessibilityContextValue>(
    () => ({
      saved,
      effective,
      preview: setPreviewing,
      clearPreview: () => setPreviewing(null),
      isPreviewing: previewing !== null,
    }),
    [saved, effective, previewing],
  );
  return <AccessibilityContext.Provider value={value}>{children}</AccessibilityContext.Provider>;
}

export function useAccessibility(): AccessibilityContextValue {
  const value = useContext(AccessibilityContext);
  if (!value) throw new Error(A11Y_TEXTS.providerMissing);
  return value;
}
