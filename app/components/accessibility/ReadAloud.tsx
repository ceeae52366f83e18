// The Read aloud controls for an element, for members with the textToSpeech preference on. The
// controls' code loads only for them, so no one else's pages carry it.
import { useAccessibility } from "~/components/AccessibilityProvider";
import { lazyNamed } from "~/components/lazyNamed";

const Controls = lazyNamed(() => import("./ReadAloudControls"), "ReadAloudControls");

export function ReadAloud(props: { targetId: string; label: string }) {
  return useAccessibility().effective.textToSpeech ? <Controls {...props} /> : null;
}
