// Alt+M main content, Alt+A accessibility settings, Alt+H high contrast, Alt+N next landmark
// (docs/features/accessibility.md). Active while keyboardNavigation is on. event.code is used
// because Alt changes event.key on some layouts.
import { useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useAccessibility } from "~/components/AccessibilityProvider";
import { useToast } from "~/components/ui/Toast";
import { useSavePreferences } from "~/components/useSavePreferences";
import type { AccessibilityPreferences } from "~/lib/accessibility/preferences";
import { A11Y_TEXTS } from "~/lib/texts/accessibility";
import { ERROR_TITLE } from "~/lib/texts/shell";

const LANDMARKS =
  "header, nav, main, aside, footer, [role='region'][aria-label], section[aria-labelledby], section[aria-label]";

export function focusMain() {
  document.getElementById("main-content")?.focus();
}

/** Focus the landmark or section after the one holding focus, wrapping to the first. */
export function focusNextLandmark() {
  const landmarks = Array.from(document.querySelectorAll<HTMLElement>(LANDMARKS)).filter(
    (el) => el.offsetParent !== null || el === document.body,
  );
  if (landmarks.length === 0) return;
  const active = document.activeElement;
  const currentIndex = landmarks.findLastIndex(
    (el) => el === active || (active instanceof Node && el.contains(active)),
  );
  const next = landmarks[(currentIndex + 1) % landmarks.length];
  if (!next) return;
  if (!next.hasAttribute("tabindex")) next.setAttribute("tabindex", "-1");
  next.focus();
}

export function KeyboardShortcuts() {
  const { effective, saved } = useAccessibility();
  const navigate = useNavigate();
  const save = useSavePreferences();
  const { toast } = useToast();
  const previousScheme = useRef<AccessibilityPreferences["colorScheme"]>(
    effective.colorScheme === "high-contrast" ? "auto" : effective.colorScheme,
  );

  useEffect(() => {
    if (!effective.keyboardNavigation) return;
    const onKey = async (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.code === "KeyM") focusMain();
      else if (event.code === "KeyA") navigate("/accessibility");
      else if (event.code === "KeyN" && effective.landmarkNavigation) focusNextLandmark();
      else if (event.code === "KeyH") {
        const turningOn = effective.colorScheme !== "high-contrast";
        if (turningOn) previousScheme.current = effective.colorScheme;
        const next = {
          ...(saved ?? effective),
          colorScheme: turningOn ? ("high-contrast" as const) : previousScheme.current,
        };
        event.preventDefault();
        const ok = await save(next);
        toast(
          ok
            ? { title: turningOn ? A11Y_TEXTS.highContrastOn : A11Y_TEXTS.highContrastOff }
            : { title: ERROR_TITLE, description: A11Y_TEXTS.saveFailedDescription, variant: "destructive" },
        );
        return;
      } else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [effective, saved, navigate, save, toast]);

  return null;
}
