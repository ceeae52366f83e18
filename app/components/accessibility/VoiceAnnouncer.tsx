// Voice announcements (the voiceAnnouncements preference), for members who don't use a
// screen reader: whatever the page announces in a live region (toasts, new messages, new
// replies, game moves) is also spoken with speechSynthesis. It listens to the regions the
// screen reader hears, so there is one announcement path, not two. One message at a time, a
// short gap between, the same message not twice in a row, at most three waiting; an alert
// goes to the front. Loaded only for members who turned it on (VoiceAnnouncements.tsx).
import { useEffect } from "react";
import { useAccessibility } from "~/components/AccessibilityProvider";
import { SPEECH_RATE_VALUES } from "~/lib/accessibility/preferences";

const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
const GAP_MS = 400;
const REPEAT_MS = 3000;
const MAX_WAITING = 3;

export function VoiceAnnouncer() {
  const rate = SPEECH_RATE_VALUES[useAccessibility().effective.speechRate];
  useEffect(() => {
    if (!("speechSynthesis" in window) || !("SpeechSynthesisUtterance" in window)) return;
    const waiting: string[] = [];
    let speaking = false;
    let last = { text: "", at: 0 };
    let stopped = false;
    const next = () => {
      if (speaking || stopped) return;
      const text = waiting.shift();
      if (!text) return;
      speaking = true;
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.rate = rate;
      utterance.lang = document.documentElement.lang || "en-AU";
      utterance.onend = utterance.onerror = () => {
        speaking = false;
        window.setTimeout(next, GAP_MS);
      };
      window.speechSynthesis.speak(utterance);
    };
    const say = (raw: string, urgent: boolean) => {
      const text = raw.replace(/\s+/g, " ").trim();
      if (!text || (text === last.text && Date.now() - last.at < REPEAT_MS)) return;
      last = { text, at: Date.now() };
      if (urgent) waiting.unshift(text);
      else waiting.push(text);
      waiting.splice(MAX_WAITING);
      next();
    };
    const observer = new MutationObserver((records) => {
      const changed = new Map<Element, string>();
      for (const record of records) {
        const node = record.target instanceof Element ? record.target : record.target.parentElement;
        const region = node?.closest(LIVE);
        if (!region) continue;
        // A log (a chat) adds lines: only what was added is new. Other regions say their text.
        if (region.getAttribute("role") === "log") {
          const added = [...record.addedNodes].map((added) => added.textContent ?? "").join(" ");
          changed.set(region, `${changed.get(region) ?? ""} ${added}`);
        } else changed.set(region, region.textContent ?? "");
      }
      for (const [region, text] of changed)
        say(text, region.getAttribute("role") === "alert" || region.getAttribute("aria-live") === "assertive");
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    return () => {
      stopped = true;
      observer.disconnect();
      window.speechSynthesis.cancel();
    };
  }, [rate]);
  return null;
}
