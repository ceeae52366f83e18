// Accessibility preferences (docs/features/accessibility.md). `documentAttributes` turns
// preferences into the <html> classes and CSS variables rendered on the server. The zod schema
// lives in ./schema.ts, so the app shell, which every page loads, does not carry zod.
import type { AccessibilityPreferences } from "./schema";

export type { AccessibilityPreferences, PreferenceKey } from "./schema";

export const PREFERENCES_STORAGE_KEY = "accessibility-preferences";
export { CUSTOM_CSS_MAX_LENGTH, HOVER_DELAY, SOUND_VOLUME } from "./limits";
export { sanitizeCustomCss } from "./custom-css";

export const DEFAULT_PREFERENCES: AccessibilityPreferences = {
  fontSize: "medium",
  fontFamily: "system",
  colorScheme: "auto",
  contrastLevel: "normal",
  reduceMotion: false,
  autoplay: true,
  animationSpeed: "normal",
  keyboardNavigation: true,
  focusIndicators: "standard",
  skipLinks: true,
  soundEffects: true,
  soundVolume: 60,
  voiceAnnouncements: false,
  audioDescriptions: false,
  screenReaderOptimized: false,
  verboseDescriptions: false,
  landmarkNavigation: true,
  simplifiedLayout: false,
  readingAssistance: false,
  concentrationMode: false,
  alwaysExpandWarnings: false,
  altTextReminder: true,
  speechRate: "normal",
  clickAssistance: false,
  dragAssistance: false,
  hoverDelay: 500,
  textToSpeech: false,
  speechToText: false,
  signLanguageSupport: false,
  customCss: "",
};

/** Preferences as the /accessibility action's form fields: "on"/"off" for a switch, text for the rest. */
export function preferenceFields(preferences: AccessibilityPreferences): Record<string, string> {
  return Object.fromEntries(
    Object.entries(preferences).map(([key, value]) => [
      key,
      typeof value === "boolean" ? (value ? "on" : "off") : String(value),
    ]),
  );
}

export const FONT_SIZE_PX = { small: 14, medium: 16, large: 18, "extra-large": 20, huge: 24, largest: 32 } as const;
export const ANIMATION_DURATION = { slow: "0.5s", normal: "0.3s", fast: "0.15s", off: "0.01ms" } as const;
const NO_MOTION = "0.01ms";

// ------------------------------------------------------------ a visitor's preferences

// A visitor's preferences live in a cookie, not in D1, so the server still renders
// them at the first paint. The browser writes it; the server parses it with the API's zod
// schema and ignores a bad one (visitor-preferences.server.ts).
export const VISITOR_PREFERENCES_COOKIE = "a11y-preferences";
/** Browsers keep about 4 KB a cookie; a longer value (long custom CSS) is refused rather than cut. */
const MAX_COOKIE_VALUE = 3800;
const ONE_YEAR = 365 * 86_400;

/** The `document.cookie` assignment that saves (or, with null, forgets) a visitor's preferences; null when too long. */
export function visitorPreferencesCookie(preferences: AccessibilityPreferences | null, secure: boolean): string | null {
  const flags = `; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  if (!preferences) return `${VISITOR_PREFERENCES_COOKIE}=${flags}; Max-Age=0`;
  const value = encodeURIComponent(JSON.stringify(preferences));
  if (value.length > MAX_COOKIE_VALUE) return null;
  return `${VISITOR_PREFERENCES_COOKIE}=${value}${flags}; Max-Age=${ONE_YEAR}`;
}

// ------------------------------------------------------------ applying to the page

export type DocumentAttributes = { className: string; style: Record<string, string> };

/** The <html> classes and CSS variables for a set of preferences. */
export function documentAttributes(prefs: AccessibilityPreferences): DocumentAttributes {
  const classes = [
    `font-size-${prefs.fontSize}`,
    `font-${prefs.fontFamily}`,
    `scheme-${prefs.colorScheme}`,
    `contrast-${prefs.contrastLevel}`,
    `focus-${prefs.focusIndicators}`,
  ];
  if (prefs.colorScheme === "dark") classes.push("dark");
  if (prefs.colorScheme === "high-contrast") classes.push("high-contrast");
  if (prefs.reduceMotion || prefs.animationSpeed === "off") classes.push("reduce-motion");
  if (!prefs.autoplay) classes.push("no-autoplay");
  const modes: [boolean, string][] = [
    [prefs.clickAssistance, "click-assistance"],
    [prefs.screenReaderOptimized, "screen-reader-optimized"],
    [prefs.simplifiedLayout, "simplified-layout"],
    [prefs.concentrationMode, "concentration-mode"],
    [prefs.readingAssistance, "reading-assistance"],
  ];
  for (const [on, name] of modes) if (on) classes.push(name);
  return {
    className: classes.join(" "),
    style: {
      "--font-size-base": `${FONT_SIZE_PX[prefs.fontSize]}px`,
      "--motion-duration": prefs.reduceMotion ? NO_MOTION : ANIMATION_DURATION[prefs.animationSpeed],
      // The reading highlight under the pointer waits for it; tooltips read the preference itself.
      "--hover-delay": `${prefs.hoverDelay}ms`,
    },
  };
}

/** Read aloud's speed as speechSynthesis takes it (1 is the voice's own). */
export const SPEECH_RATE_VALUES = { slower: 0.8, normal: 1, faster: 1.25 } as const;
