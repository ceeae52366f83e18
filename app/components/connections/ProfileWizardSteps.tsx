// The four steps of the relationship profile wizard, and its progress bars. The wizard
// (ProfileWizard.tsx) holds the values and moves between steps; each step only draws fields.
// Every field has the API's name, so without script the four steps are one plain form.
import {
  ABOUT_ME_MAX,
  ACCESSIBILITY_LABELS,
  AGE_BOUNDS,
  ageRangeIssue,
  COMMUNICATION_LABELS,
  DISTANCE_BOUNDS,
  LOOKING_FOR_LABELS,
  OWN_AGE_BOUNDS,
  WIZARD_STEP_TITLES,
  WIZARD_STEPS,
  type WizardValues,
} from "~/lib/connections";
import { humanise } from "~/lib/format";
import { CONNECTION_TEXTS } from "~/lib/texts";
import { ACCESSIBILITY_COMPATIBILITY, COMMUNICATION_PREFERENCES, INTERESTS, LOOKING_FOR } from "~/lib/vocab";
import { CheckboxGroup } from "./CheckboxGroup";
import { RangeInput } from "~/components/ui/RangeInput";
import { IconLabel } from "./ProfileCard";
import { Checkbox, Field, Input, Textarea } from "~/components/ui/Field";
import { PrivacyLevelRadios } from "./PrivacyLevelRadios";

export type SetValue = <K extends keyof WizardValues>(key: K, value: WizardValues[K]) => void;
type StepProps = { id: string; values: WizardValues; set: SetValue };

/** Step 1: whom the member is looking for, the age range, and their own age. */
export function MatchStep({
  id,
  values,
  set,
  ageDraft,
  setAgeDraft,
  ageInvalid,
  rangeIssue,
  lookingForError: showLookingForError,
  setLookingForError: setShowLookingForError,
}: StepProps & {
  ageDraft: string;
  setAgeDraft: (text: string) => void;
  ageInvalid: boolean;
  rangeIssue: ReturnType<typeof ageRangeIssue>;
  lookingForError: boolean;
  setLookingForError: (shown: boolean) => void;
}) {
  const noLookingFor = values.lookingFor.length === 0;
  return (
    <>
      <CheckboxGroup
        id={`${id}-looking`}
        name="lookingFor"
        legend="I'm looking for"
        values={LOOKING_FOR}
        selected={values.lookingFor}
        label={(v) => LOOKING_FOR_LABELS[v]}
        onChange={(list) => {
          set("lookingFor", list);
          if (list.length) setShowLookingForError(false);
        }}
        error={noLookingFor && showLookingForError ? CONNECTION_TEXTS.lookingForRequired : null}
        hint={noLookingFor && !showLookingForError ? CONNECTION_TEXTS.lookingForRequired : undefined}
      />
      <fieldset className="flex flex-col gap-3" aria-describedby={rangeIssue ? `${id}-range-error` : undefined}>
        <legend className="font-medium">Age range of people you'd like to meet</legend>
        <RangeInput
          name="ageRangeMin"
          label="Minimum age"
          unit="years"
          min={AGE_BOUNDS.min}
          max={AGE_BOUNDS.max}
          step={1}
          value={values.ageRangeMin}
          onChange={(v) => set("ageRangeMin", v)}
        />
        <RangeInput
          name="ageRangeMax"
          label="Maximum age"
          unit="years"
          min={AGE_BOUNDS.min}
          max={AGE_BOUNDS.max}
          step={1}
          value={values.ageRangeMax}
          onChange={(v) => set("ageRangeMax", v)}
        />
        {rangeIssue ? (
          <p id={`${id}-range-error`} role="alert" className="font-medium text-danger">
            {rangeIssue.message}
          </p>
        ) : null}
      </fieldset>
      <Field
        id={`${id}-age`}
        label="Your age (optional)"
        hint="Shown on your card and used for age-range matching. Leave it blank to keep it to yourself."
        error={
          ageInvalid
            ? `Enter a whole number from ${OWN_AGE_BOUNDS.min} to ${OWN_AGE_BOUNDS.max}, or leave it blank.`
            : null
        }
      >
        <Input
          type="number"
          name="age"
          inputMode="numeric"
          min={OWN_AGE_BOUNDS.min}
          max={OWN_AGE_BOUNDS.max}
          value={ageDraft}
          onChange={(event) => {
            const text = event.target.value;
            setAgeDraft(text);
            const n = Number(text);
            set("age", /^\d+$/.test(text) && n >= OWN_AGE_BOUNDS.min && n <= OWN_AGE_BOUNDS.max ? n : null);
          }}
          className="w-24"
        />
      </Field>
    </>
  );
}

/** Step 2: about me and interests. */
export function AboutStep({ id, values, set }: StepProps) {
  return (
    <>
      <Field id={`${id}-about`} label="About me">
        <Textarea
          name="aboutMe"
          value={values.aboutMe}
          maxLength={ABOUT_ME_MAX}
          rows={4}
          aria-describedby={`${id}-about-count`}
          onChange={(event) => set("aboutMe", event.target.value)}
        />
        <p
          id={`${id}-about-count`}
          className="text-right text-sm text-muted"
        >{`${values.aboutMe.length}/${ABOUT_ME_MAX}`}</p>
      </Field>
      <CheckboxGroup
        id={`${id}-interests`}
        name="interests"
        legend="Interests"
        columns={3}
        values={INTERESTS}
        selected={values.interests}
        label={humanise}
        onChange={(list) => set("interests", list)}
      />
    </>
  );
}

/** Step 3: accessibility compatibility and communication preferences. */
export function AccessStep({
  id,
  values,
  set,
  communicationError,
  setCommunicationError,
}: StepProps & { communicationError: boolean; setCommunicationError: (shown: boolean) => void }) {
  return (
    <>
      <CheckboxGroup
        id={`${id}-access`}
        name="accessibilityCompatibility"
        legend="Accessibility compatibility"
        hint="Access needs you have, or are happy to support. Share only what you're comfortable with."
        values={ACCESSIBILITY_COMPATIBILITY}
        selected={values.accessibilityCompatibility}
        label={(v) => <IconLabel {...ACCESSIBILITY_LABELS[v]} />}
        onChange={(list) => set("accessibilityCompatibility", list)}
      />
      <CheckboxGroup
        id={`${id}-communication`}
        name="communicationPreferences"
        legend="Communication preferences"
        values={COMMUNICATION_PREFERENCES}
        selected={values.communicationPreferences}
        label={(v) => <IconLabel {...COMMUNICATION_LABELS[v]} />}
        onChange={(list) => {
          set("communicationPreferences", list);
          if (list.length) setCommunicationError(false);
        }}
        error={
          communicationError && values.communicationPreferences.length === 0
            ? CONNECTION_TEXTS.communicationRequired
            : null
        }
      />
    </>
  );
}

/** Step 4: privacy, distance and messages. */
export function PrivacyStep({ id, values, set }: StepProps) {
  return (
    <>
      <PrivacyLevelRadios
        id={`${id}-privacy`}
        name="privacyLevel"
        value={values.privacyLevel}
        onChange={(level) => set("privacyLevel", level)}
      />
      <RangeInput
        name="maxDistance"
        label="Maximum distance"
        unit="km"
        min={DISTANCE_BOUNDS.min}
        max={DISTANCE_BOUNDS.max}
        step={DISTANCE_BOUNDS.step}
        value={values.maxDistance}
        onChange={(v) => set("maxDistance", v)}
      />
      {/* An unticked box posts nothing, so "off" comes first and a tick (posted after it) wins. */}
      <input type="hidden" name="openToLongDistance" value="off" />
      <label className="flex min-h-8 items-center gap-2">
        <Checkbox
          name="openToLongDistance"
          checked={values.openToLongDistance}
          onChange={(e) => set("openToLongDistance", e.target.checked)}
        />
        Open to long distance
      </label>
      <input type="hidden" name="allowMessages" value="off" />
      <label className="flex min-h-8 items-center gap-2">
        <Checkbox
          name="allowMessages"
          checked={values.allowMessages}
          onChange={(e) => set("allowMessages", e.target.checked)}
        />
        Allow messages from matches
      </label>
    </>
  );
}

/** One bar per step; the current one is labelled, done ones carry a tick, so colour is never the only signal. */
export function WizardProgress({ step }: { step: number }) {
  return (
    <div className="mt-3">
      <p className="text-sm font-medium" data-testid="wizard-step">
        {CONNECTION_TEXTS.stepOf(step, WIZARD_STEPS)}
      </p>
      <ol className="mt-2 grid grid-cols-4 gap-2" aria-label="Profile steps">
        {WIZARD_STEP_TITLES.map((title, i) => {
          const n = i + 1;
          const state = n < step ? "done" : n === step ? "current" : "to do";
          return (
            <li key={title} aria-current={n === step ? "step" : undefined} className="flex flex-col gap-1 text-xs">
              <span
                aria-hidden="true"
                className={`block rounded-full ${n <= step ? "h-2 bg-accent" : "h-1.5 border border-line bg-surface"}`}
              />
              <span className={n === step ? "font-semibold" : "text-muted"}>
                {n < step ? "✓ " : ""}
                {title}
                <span className="sr-only">{` (${state})`}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
