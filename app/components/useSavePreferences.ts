// Saves preferences from script (a shortcut's toggle, a confirmed reset) by posting them to the
// /accessibility page's action, as the wizard's form does: a member's go to D1, a visitor's to
// the cookie the server renders them from. Remix then reloads the root loader, so the page (and
// the server-rendered <html> of the next one) shows the saved copy. Resolves true once saved.
import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { preferenceFields, type AccessibilityPreferences } from "~/lib/accessibility/preferences";

const INTENT = "save-preferences";

export function useSavePreferences() {
  const { submit, state, data } = useFetcher<unknown>();
  const pending = useRef<((saved: boolean) => void) | null>(null);

  // Idle again after a post: the answer is in, and the root loader has the saved copy.
  useEffect(() => {
    if (state !== "idle" || !pending.current) return;
    const settle = pending.current;
    pending.current = null;
    settle(typeof data === "object" && data !== null && "ok" in data && data.ok === true);
  }, [state, data]);

  return useCallback(
    (preferences: AccessibilityPreferences) =>
      new Promise<boolean>((resolve) => {
        // A later save replaces one still under way: only its caller hears the answer.
        pending.current = resolve;
        submit({ intent: INTENT, ...preferenceFields(preferences) }, { method: "post", action: "/accessibility" });
      }),
    [submit],
  );
}
