// The wizard's six steps (doc 2, Accessibility Settings, section 4): the controls on each tab,
// bound to the draft. Every field keeps the preference's own name, so the form posts the draft.
import type { ReactNode } from "react";
import {
  CUSTOM_CSS_MAX_LENGTH,
  HOVER_DELAY,
  MODE_DESCRIPTIONS,
  type AccessibilityPreferences,
  type PreferenceKey,
} from "~/lib/accessibility/preferences";
import { formatNumber } from "~/lib/format";
import {
  ANIMATION_SPEEDS,
  SPEECH_RATES,
  COLOR_SCHEMES,
  CONTRAST_LEVELS,
  FOCUS_INDICATORS,
  FONT_FAMILIES,
  FONT_SIZES,
} from "~/lib/vocab";
import { Field, Textarea } from "~/components/ui/Field";
import { RangeField, SelectField, SwitchField } from "./fields";
import { FIELD_LABELS, valueLabel } from "./labels";
import { ShortcutList } from "./ShortcutList";

export const WIZARD_TABS = ["Visual", "Audio", "Motor", "Cognitive", "Navigation", "Advanced"] as const;
export type WizardTab = (typeof WIZARD_TABS)[number];

type Setter = <K extends PreferenceKey>(key: K) => (value: AccessibilityPreferences[K]) => void;
type BooleanKey = { [K in PreferenceKey]: AccessibilityPreferences[K] extends boolean ? K : never }[PreferenceKey];

/** Each tab's controls. `hydrated`: without script every field is drawn, so the form sends them all. */
export function wizardSteps(
  draft: AccessibilityPreferences,
  set: Setter,
  { hydrated, customCssError }: { hydrated: boolean; customCssError?: string },
) {
  const options = <T extends string>(key: PreferenceKey, values: readonly T[]) =>
    values.map((value) => ({ value, label: valueLabel(key, value as never) }));
  const toggle = (key: BooleanKey, description?: string) => (
    <SwitchField
      key={key}
      name={key}
      label={FIELD_LABELS[key]}
      checked={draft[key]}
      onChange={set(key)}
      description={description}
    />
  );

  return {
    Visual: (
      <>
        <SelectField
          name="fontSize"
          label={FIELD_LABELS.fontSize}
          value={draft.fontSize}
          options={options("fontSize", FONT_SIZES)}
          onChange={set("fontSize")}
        />
        <SelectField
          name="fontFamily"
          label={FIELD_LABELS.fontFamily}
          value={draft.fontFamily}
          options={options("fontFamily", FONT_FAMILIES)}
          onChange={set("fontFamily")}
        />
        <SelectField
          name="colorScheme"
          label={FIELD_LABELS.colorScheme}
          value={draft.colorScheme}
          options={options("colorScheme", COLOR_SCHEMES)}
          onChange={set("colorScheme")}
        />
        <SelectField
          name="contrastLevel"
          label={FIELD_LABELS.contrastLevel}
          value={draft.contrastLevel}
          options={options("contrastLevel", CONTRAST_LEVELS)}
          onChange={set("contrastLevel")}
          description="High and maximum make secondary text and borders as strong as body text."
        />
      </>
    ),
    Audio: (
      <>
        {toggle("soundEffects", "Short sounds for game moves and notifications.")}
        {toggle(
          "voiceAnnouncements",
          "Speak what the page announces (messages, replies, moves and notices) aloud, for when you don't use a screen reader.",
        )}
        {toggle("audioDescriptions", "Prefer media with described video.")}
        {toggle("autoplay", "Let videos and animations start by themselves.")}
      </>
    ),
    Motor: (
      <>
        {toggle("clickAssistance", MODE_DESCRIPTIONS.clickAssistance)}
        {toggle("dragAssistance", "Offer buttons instead of dragging wherever dragging is used.")}
        <RangeField
          name="hoverDelay"
          label={FIELD_LABELS.hoverDelay}
          value={draft.hoverDelay}
          min={HOVER_DELAY.min}
          max={HOVER_DELAY.max}
          step={HOVER_DELAY.step}
          unit="ms"
          onChange={set("hoverDelay")}
          description="How long the pointer rests before hover effects appear."
        />
      </>
    ),
    Cognitive: (
      <>
        {toggle("reduceMotion", "Stops animations and transitions.")}
        {/* Without script every field is drawn, so the form sends them all. */}
        {hydrated && draft.reduceMotion ? null : (
          <SelectField
            name="animationSpeed"
            label={FIELD_LABELS.animationSpeed}
            value={draft.animationSpeed}
            options={options("animationSpeed", ANIMATION_SPEEDS)}
            onChange={set("animationSpeed")}
          />
        )}
        {toggle("simplifiedLayout", MODE_DESCRIPTIONS.simplifiedLayout)}
        {toggle("readingAssistance", MODE_DESCRIPTIONS.readingAssistance)}
        {toggle("concentrationMode", MODE_DESCRIPTIONS.concentrationMode)}
        {toggle("alwaysExpandWarnings", MODE_DESCRIPTIONS.alwaysExpandWarnings)}
      </>
    ),
    Navigation: (
      <>
        {toggle("keyboardNavigation", "Turns on the Alt keyboard shortcuts.")}
        {toggle("skipLinks", "Shows a Skip to main content link as the first Tab stop.")}
        {toggle("landmarkNavigation", "Alt + N moves between the page's sections.")}
        <SelectField
          name="focusIndicators"
          label={FIELD_LABELS.focusIndicators}
          value={draft.focusIndicators}
          options={options("focusIndicators", FOCUS_INDICATORS)}
          onChange={set("focusIndicators")}
          description={MODE_DESCRIPTIONS.focusIndicators[draft.focusIndicators]}
        />
        {toggle("screenReaderOptimized", MODE_DESCRIPTIONS.screenReaderOptimized)}
        {toggle("verboseDescriptions", "Adds fuller descriptions to images and controls.")}
      </>
    ),
    Advanced: (
      <>
        {toggle("signLanguageSupport", "Show Auslan interpreting options where events and videos have them.")}
        {toggle("textToSpeech", "Offer a Read aloud button on posts, replies, resources and provider pages.")}
        {hydrated && !draft.textToSpeech ? null : (
          <SelectField
            name="speechRate"
            label={FIELD_LABELS.speechRate}
            value={draft.speechRate}
            options={options("speechRate", SPEECH_RATES)}
            onChange={set("speechRate")}
          />
        )}
        {toggle("speechToText", "Offer dictation in text boxes.")}
        <Field
          id="custom-css"
          label={FIELD_LABELS.customCss}
          hint={`Your own styles for this site, up to ${formatNumber(CUSTOM_CSS_MAX_LENGTH)} characters. Imports, remote images and scripts are removed.`}
          error={customCssError}
        >
          <Textarea
            name="customCss"
            value={draft.customCss}
            maxLength={CUSTOM_CSS_MAX_LENGTH}
            onChange={(event) => set("customCss")(event.target.value)}
            rows={5}
            className="font-mono text-sm"
          />
        </Field>
        <section aria-labelledby="wizard-shortcuts">
          <h3 id="wizard-shortcuts" className="font-medium">
            Keyboard shortcuts
          </h3>
          <ShortcutList />
        </section>
      </>
    ),
  } satisfies Record<WizardTab, ReactNode>;
}
