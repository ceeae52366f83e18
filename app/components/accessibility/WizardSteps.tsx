// The wizard's six steps: the controls on each tab, bound to the draft. Every field keeps the
// preference's own name, so the form posts the draft.
import type { ReactNode } from "react";
import {
  CUSTOM_CSS_MAX_LENGTH,
  HOVER_DELAY,
  SOUND_VOLUME,
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
import { MODE_DESCRIPTIONS, PREFERENCE_BEHAVIOURS } from "./behaviours";

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
  const toggle = (key: BooleanKey) => (
    <SwitchField
      key={key}
      name={key}
      label={FIELD_LABELS[key]}
      checked={draft[key]}
      onChange={set(key)}
      description={PREFERENCE_BEHAVIOURS[key].does}
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
          description={PREFERENCE_BEHAVIOURS.contrastLevel.does}
        />
      </>
    ),
    Audio: (
      <>
        {toggle("soundEffects")}
        {hydrated && !draft.soundEffects ? null : (
          <RangeField
            name="soundVolume"
            label={FIELD_LABELS.soundVolume}
            value={draft.soundVolume}
            min={SOUND_VOLUME.min}
            max={SOUND_VOLUME.max}
            step={SOUND_VOLUME.step}
            unit="%"
            onChange={set("soundVolume")}
            description={PREFERENCE_BEHAVIOURS.soundVolume.does}
          />
        )}
        {toggle("voiceAnnouncements")}
        {toggle("audioDescriptions")}
        {toggle("autoplay")}
      </>
    ),
    Motor: (
      <>
        {toggle("clickAssistance")}
        {toggle("dragAssistance")}
        <RangeField
          name="hoverDelay"
          label={FIELD_LABELS.hoverDelay}
          value={draft.hoverDelay}
          min={HOVER_DELAY.min}
          max={HOVER_DELAY.max}
          step={HOVER_DELAY.step}
          unit="ms"
          onChange={set("hoverDelay")}
          description={PREFERENCE_BEHAVIOURS.hoverDelay.does}
        />
      </>
    ),
    Cognitive: (
      <>
        {toggle("reduceMotion")}
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
        {toggle("simplifiedLayout")}
        {toggle("readingAssistance")}
        {toggle("concentrationMode")}
        {toggle("alwaysExpandWarnings")}
      </>
    ),
    Navigation: (
      <>
        {toggle("keyboardNavigation")}
        {toggle("skipLinks")}
        {toggle("landmarkNavigation")}
        <SelectField
          name="focusIndicators"
          label={FIELD_LABELS.focusIndicators}
          value={draft.focusIndicators}
          options={options("focusIndicators", FOCUS_INDICATORS)}
          onChange={set("focusIndicators")}
          description={MODE_DESCRIPTIONS.focusIndicators[draft.focusIndicators]}
        />
        {toggle("screenReaderOptimized")}
        {toggle("verboseDescriptions")}
        {toggle("altTextReminder")}
      </>
    ),
    Advanced: (
      <>
        {toggle("signLanguageSupport")}
        {toggle("textToSpeech")}
        {hydrated && !draft.textToSpeech ? null : (
          <SelectField
            name="speechRate"
            label={FIELD_LABELS.speechRate}
            value={draft.speechRate}
            options={options("speechRate", SPEECH_RATES)}
            onChange={set("speechRate")}
          />
        )}
        {toggle("speechToText")}
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
