// Human labels for every preference and its values, shared by the wizard and the overview.
import type { AccessibilityPreferences, PreferenceKey } from "~/lib/accessibility/preferences";

export const FIELD_LABELS: Record<PreferenceKey, string> = {
  fontSize: "Font Size",
  fontFamily: "Font Family",
  colorScheme: "Color Scheme",
  contrastLevel: "Contrast Level",
  reduceMotion: "Reduce Motion",
  autoplay: "Autoplay Media",
  animationSpeed: "Animation Speed",
  keyboardNavigation: "Keyboard Navigation",
  focusIndicators: "Focus Indicators",
  skipLinks: "Skip Links",
  soundEffects: "Sound Effects",
  soundVolume: "Sound volume",
  voiceAnnouncements: "Voice Announcements",
  audioDescriptions: "Audio Descriptions",
  screenReaderOptimized: "Screen Reader Optimized",
  verboseDescriptions: "Verbose Descriptions",
  landmarkNavigation: "Landmark Navigation",
  simplifiedLayout: "Simplified Layout",
  readingAssistance: "Reading Assistance",
  concentrationMode: "Concentration Mode",
  alwaysExpandWarnings: "Always expand content warnings",
  altTextReminder: "Image description reminder",
  speechRate: "Reading speed",
  clickAssistance: "Click Assistance",
  dragAssistance: "Drag Assistance",
  hoverDelay: "Hover Delay",
  textToSpeech: "Text to Speech",
  speechToText: "Speech to Text",
  signLanguageSupport: "Sign Language Support",
  customCss: "Custom CSS",
};

const VALUE_LABELS: Record<string, string> = {
  small: "Small (14px)",
  medium: "Medium (16px)",
  large: "Large (18px)",
  "extra-large": "Extra Large (20px)",
  huge: "Huge (24px)",
  largest: "Largest (32px, double)",
  system: "System Default",
  "dyslexic-friendly": "Dyslexia Friendly (OpenDyslexic)",
  "high-contrast": "High Contrast",
  auto: "Automatic (follow my device)",
  light: "Light",
  dark: "Dark",
  normal: "Normal",
  high: "High",
  maximum: "Maximum",
  slow: "Slow",
  fast: "Fast",
  off: "Off",
  standard: "Standard",
  enhanced: "Enhanced",
  slower: "Slower",
  faster: "Faster",
};

export function valueLabel<K extends PreferenceKey>(key: K, value: AccessibilityPreferences[K]): string {
  if (typeof value === "boolean") return value ? "On" : "Off";
  if (key === "hoverDelay") return `${value} ms`;
  if (key === "soundVolume") return `${value}%`;
  if (key === "customCss") return value ? `${String(value).length} characters` : "None";
  if (key === "fontFamily" && value === "high-contrast") return "High Contrast (heavy sans)";
  return VALUE_LABELS[String(value)] ?? String(value);
}

/** The six overview cards of the settings page. */
export const OVERVIEW_GROUPS: { title: string; keys: PreferenceKey[] }[] = [
  { title: "Visual", keys: ["fontSize", "fontFamily", "colorScheme", "contrastLevel"] },
  {
    title: "Motor & Navigation",
    keys: [
      "keyboardNavigation",
      "clickAssistance",
      "dragAssistance",
      "hoverDelay",
      "focusIndicators",
      "skipLinks",
      "landmarkNavigation",
    ],
  },
  { title: "Audio", keys: ["soundEffects", "soundVolume", "voiceAnnouncements", "audioDescriptions", "autoplay"] },
  {
    title: "Cognitive",
    keys: [
      "reduceMotion",
      "animationSpeed",
      "simplifiedLayout",
      "readingAssistance",
      "concentrationMode",
      "alwaysExpandWarnings",
    ],
  },
  { title: "Communication", keys: ["textToSpeech", "speechRate", "speechToText", "signLanguageSupport"] },
  { title: "Screen Reader", keys: ["screenReaderOptimized", "verboseDescriptions", "altTextReminder"] },
];

export const SHORTCUTS = [
  { keys: "Alt + M", action: "Skip to main content" },
  { keys: "Alt + A", action: "Open accessibility settings" },
  { keys: "Alt + N", action: "Move to the next section" },
  { keys: "Alt + H", action: "Toggle high contrast" },
  { keys: "F8", action: "Move to notifications" },
];
