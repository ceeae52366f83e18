// Plays an earcon when the member has sound effects on, at their volume; with them off, nothing
// anywhere makes a sound. The sounds' code loads on first use, so pages stay light.
import { useCallback } from "react";
import { useAccessibility } from "~/components/AccessibilityProvider";
import type { Earcon } from "./earcons";

export function useEarcon() {
  const { soundEffects, soundVolume } = useAccessibility().effective;
  return useCallback(
    (kind: Earcon) => {
      if (!soundEffects || soundVolume <= 0) return;
      void import("./earcons").then(({ playEarcon }) => playEarcon(kind, soundVolume));
    },
    [soundEffects, soundVolume],
  );
}
