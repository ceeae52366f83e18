// Speaks the page's live announcements for members with voiceAnnouncements on; no one else's
// pages load the code.
import { useAccessibility } from "~/components/AccessibilityProvider";
import { lazyNamed } from "~/components/lazyNamed";

const Announcer = lazyNamed(() => import("./VoiceAnnouncer"), "VoiceAnnouncer");

export function VoiceAnnouncements() {
  return useAccessibility().effective.voiceAnnouncements ? <Announcer /> : null;
}
