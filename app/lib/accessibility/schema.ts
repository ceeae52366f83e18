// The zod schema of the accessibility preferences (the spec's 26, and a few of ours): the API's
// body, file import. Apart from ./accessibility so that only the pages and routes that parse
// preferences load zod for it.
import { z } from "zod";
import { sanitizeCustomCss } from "./custom-css";
import { CUSTOM_CSS_MAX_LENGTH, HOVER_DELAY, SOUND_VOLUME } from "./limits";
import {
  ANIMATION_SPEEDS,
  COLOR_SCHEMES,
  CONTRAST_LEVELS,
  FOCUS_INDICATORS,
  FONT_FAMILIES,
  FONT_SIZES,
  SPEECH_RATES,
} from "../vocab";

export const preferenceFields = {
  fontSize: z.enum(FONT_SIZES),
  fontFamily: z.enum(FONT_FAMILIES),
  colorScheme: z.enum(COLOR_SCHEMES),
  contrastLevel: z.enum(CONTRAST_LEVELS),
  reduceMotion: z.boolean(),
  autoplay: z.boolean(),
  animationSpeed: z.enum(ANIMATION_SPEEDS),
  keyboardNavigation: z.boolean(),
  focusIndicators: z.enum(FOCUS_INDICATORS),
  skipLinks: z.boolean(),
  soundEffects: z.boolean(),
  soundVolume: z
    .number()
    .int("must be a whole number")
    .min(SOUND_VOLUME.min, `must be at least ${SOUND_VOLUME.min}`)
    .max(SOUND_VOLUME.max, `must be at most ${SOUND_VOLUME.max}`),
  voiceAnnouncements: z.boolean(),
  audioDescriptions: z.boolean(),
  screenReaderOptimized: z.boolean(),
  verboseDescriptions: z.boolean(),
  landmarkNavigation: z.boolean(),
  simplifiedLayout: z.boolean(),
  readingAssistance: z.boolean(),
  concentrationMode: z.boolean(),
  alwaysExpandWarnings: z.boolean(),
  altTextReminder: z.boolean(),
  speechRate: z.enum(SPEECH_RATES),
  clickAssistance: z.boolean(),
  dragAssistance: z.boolean(),
  hoverDelay: z
    .number()
    .int("must be a whole number of milliseconds")
    .min(HOVER_DELAY.min, `must be at least ${HOVER_DELAY.min}`)
    .max(HOVER_DELAY.max, `must be at most ${HOVER_DELAY.max}`),
  textToSpeech: z.boolean(),
  speechToText: z.boolean(),
  signLanguageSupport: z.boolean(),
  customCss: z.string().max(CUSTOM_CSS_MAX_LENGTH, `must be at most ${CUSTOM_CSS_MAX_LENGTH} characters`),
};

/**
 * Every field, no others: a typo in a field name is an error, not silently ignored. The spec's 26
 * are required; "Always expand content warnings", the image description reminder, the reading
 * speed and the sound volume came later, so a client or file of the 26 still fits and gets their defaults.
 */
export const accessibilityPreferencesSchema = z.strictObject({
  ...preferenceFields,
  alwaysExpandWarnings: preferenceFields.alwaysExpandWarnings.default(false),
  altTextReminder: preferenceFields.altTextReminder.default(true),
  speechRate: preferenceFields.speechRate.default("normal"),
  soundVolume: preferenceFields.soundVolume.default(60),
});
export type AccessibilityPreferences = z.infer<typeof accessibilityPreferencesSchema>;

/**
 * The API's PUT body: customCss is optional, as the spec's field table has it. Left
 * out, the stored custom CSS stays as it was (empty for a first save).
 */
export const preferencesUpdateSchema = accessibilityPreferencesSchema.extend({
  customCss: preferenceFields.customCss.optional(),
});
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;
export type PreferenceKey = keyof AccessibilityPreferences;

/**
 * Reads an imported file's object field by field: valid values are kept, invalid or
 * unknown fields are named so the user can see what was skipped.
 */
export function parseImportedPreferences(input: unknown): {
  values: Partial<AccessibilityPreferences>;
  skipped: string[];
} {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return { values: {}, skipped: ["(whole file)"] };
  const values: Record<string, unknown> = {};
  const skipped: string[] = [];
  for (const [key, raw] of Object.entries(input)) {
    const field = Object.hasOwn(preferenceFields, key) ? preferenceFields[key as PreferenceKey] : undefined;
    const parsed = field?.safeParse(raw);
    if (parsed?.success) values[key] = key === "customCss" ? sanitizeCustomCss(String(parsed.data)) : parsed.data;
    else skipped.push(key);
  }
  return { values: z.strictObject(preferenceFields).partial().parse(values), skipped };
}
