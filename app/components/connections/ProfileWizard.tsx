// The relationship profile wizard (spec doc 2: Relationship profile wizard, 4, 5, 8 and 9):
// four steps with Previous and Next, progress bars and "Step N of 4". It creates a profile,
// or (Profile Settings) edits one. Each step's heading takes focus so a screen reader says
// where the member is; Next stays focusable while unavailable and says why.
import { useRevalidator } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { Dialog } from "~/components/ui/Dialog";
import { useToast } from "~/components/ui/Toast";
import { apiRequest } from "~/lib/api-client";
import {
  ABOUT_ME_MAX,
  ACCESSIBILITY_LABELS,
  AGE_BOUNDS,
  ageRangeIssue,
  COMMUNICATION_LABELS,
  DISTANCE_BOUNDS,
  LOOKING_FOR_LABELS,
  OWN_AGE_BOUNDS,
  PRIVACY_LABELS,
  WIZARD_DEFAULTS,
  WIZARD_STEP_TITLES,
  WIZARD_STEPS,
  type CreateProfileInput,
  type UpdateProfileInput,
  type WizardValues,
} from "~/lib/connections";
import { humanise } from "~/lib/format";
import { CONNECTION_TEXTS, ERROR_TITLE } from "~/lib/texts";
import {
  ACCESSIBILITY_COMPATIBILITY,
  COMMUNICATION_PREFERENCES,
  INTERESTS,
  LOOKING_FOR,
  PRIVACY_LEVELS,
} from "~/lib/vocab";
import { CheckboxGroup } from "./CheckboxGroup";
import { RangeInput } from "./RangeInput";
import { IconLabel } from "./ProfileCard";
import { Button } from "~/components/ui/Button";
import { Checkbox, Input, Textarea } from "~/components/ui/controls";

type Mode = { kind: "create" } | { kind: "edit"; initial: WizardValues };

export function ProfileWizard({
  userId,
  mode,
  startStep = 1,
  onClose,
}: {
  userId: number;
  mode: Mode;
  startStep?: number;
  onClose: () => void;
}) {
  const id = useId();
  const [step, setStep] = useState(startStep);
  const [values, setValues] = useState<WizardValues>(mode.kind === "edit" ? mode.initial : WIZARD_DEFAULTS);
  const [ageDraft, setAgeDraft] = useState(values.age === null ? "" : String(values.age));
  const [showLookingForError, setShowLookingForError] = useState(false);
  const [communicationError, setCommunicationError] = useState(false);
  const [sending, setSending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const { toast } = useToast();
  const revalidator = useRevalidator();

  const set = <K extends keyof WizardValues>(key: K, value: WizardValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const noLookingFor = values.lookingFor.length === 0;
  const rangeIssue = ageRangeIssue(values);
  const ageInvalid = ageDraft.trim() !== "" && values.age === null;
  const blocked = step === 1 && (noLookingFor || rangeIssue !== null || ageInvalid);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const next = () => {
    if (blocked) {
      if (noLookingFor) setShowLookingForError(true);
      return;
    }
    setStep((s) => Math.min(WIZARD_STEPS, s + 1));
  };

  const submit = async () => {
    if (noLookingFor) {
      setShowLookingForError(true);
      toast({ title: ERROR_TITLE, description: CONNECTION_TEXTS.lookingForRequired, variant: "destructive" });
      setStep(1);
      return;
    }
    if (values.communicationPreferences.length === 0) {
      setCommunicationError(true);
      toast({ title: ERROR_TITLE, description: CONNECTION_TEXTS.communicationRequired, variant: "destructive" });
      setStep(3);
      return;
    }
    setSending(true);
    try {
      if (mode.kind === "create") {
        await apiRequest("POST", "/api/relationship-profile", {
          ...values,
          userId,
          isActive: true,
        } satisfies CreateProfileInput);
        toast({ title: CONNECTION_TEXTS.profileCreated });
      } else {
        await apiRequest("PATCH", `/api/relationship-profile/${userId}`, values satisfies UpdateProfileInput);
        toast({ title: CONNECTION_TEXTS.profileSaved });
      }
      // Closing unmounts the wizard, so it opens at step 1 next time (spec doc 2, section 4).
      onClose();
      revalidator.revalidate();
    } catch {
      toast({
        title: ERROR_TITLE,
        description: mode.kind === "create" ? CONNECTION_TEXTS.createFailed : CONNECTION_TEXTS.saveFailed,
        variant: "destructive",
      });
      setSending(false);
    }
  };

  const title = mode.kind === "create" ? "Create your relationship profile" : "Profile Settings";
  return (
    <Dialog open onClose={onClose} size="lg" title={title}>
      <Progress step={step} />
      <form
        noValidate
        className="mt-4 flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (step < WIZARD_STEPS) next();
          else void submit();
        }}
      >
        <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold" data-testid="wizard-step-heading">
          <span className="sr-only">{`${CONNECTION_TEXTS.stepOf(step, WIZARD_STEPS)}: `}</span>
          {WIZARD_STEP_TITLES[step - 1]}
        </h3>

        {step === 1 ? (
          <>
            <CheckboxGroup
              id={`${id}-looking`}
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
                label="Minimum age"
                unit="years"
                min={AGE_BOUNDS.min}
                max={AGE_BOUNDS.max}
                step={1}
                value={values.ageRangeMin}
                onChange={(v) => set("ageRangeMin", v)}
              />
              <RangeInput
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
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-age`} className="font-medium">
                Your age (optional)
              </label>
              <p id={`${id}-age-hint`} className="text-sm text-muted">
                Shown on your card and used for age-range matching. Leave it blank to keep it to yourself.
              </p>
              <Input
                id={`${id}-age`}
                type="number"
                inputMode="numeric"
                min={OWN_AGE_BOUNDS.min}
                max={OWN_AGE_BOUNDS.max}
                value={ageDraft}
                aria-invalid={ageInvalid}
                aria-describedby={`${id}-age-hint${ageInvalid ? ` ${id}-age-error` : ""}`}
                onChange={(event) => {
                  const text = event.target.value;
                  setAgeDraft(text);
                  const n = Number(text);
                  set("age", /^\d+$/.test(text) && n >= OWN_AGE_BOUNDS.min && n <= OWN_AGE_BOUNDS.max ? n : null);
                }}
                className="w-24"
              />
              {ageInvalid ? (
                <p id={`${id}-age-error`} className="text-sm font-medium text-danger">
                  {`Enter a whole number from ${OWN_AGE_BOUNDS.min} to ${OWN_AGE_BOUNDS.max}, or leave it blank.`}
                </p>
              ) : null}
            </div>
          </>
        ) : null}

        {step === 2 ? (
          <>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-about`} className="font-medium">
                About me
              </label>
              <Textarea
                id={`${id}-about`}
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
            </div>
            <CheckboxGroup
              id={`${id}-interests`}
              legend="Interests"
              columns={3}
              values={INTERESTS}
              selected={values.interests}
              label={humanise}
              onChange={(list) => set("interests", list)}
            />
          </>
        ) : null}

        {step === 3 ? (
          <>
            <CheckboxGroup
              id={`${id}-access`}
              legend="Accessibility compatibility"
              hint="Access needs you have, or are happy to support. Share only what you're comfortable with."
              values={ACCESSIBILITY_COMPATIBILITY}
              selected={values.accessibilityCompatibility}
              label={(v) => <IconLabel {...ACCESSIBILITY_LABELS[v]} />}
              onChange={(list) => set("accessibilityCompatibility", list)}
            />
            <CheckboxGroup
              id={`${id}-communication`}
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
        ) : null}

        {step === 4 ? (
          <>
            <fieldset>
              <legend className="font-medium">Privacy level</legend>
              <div className="mt-2 flex flex-col gap-2">
                {PRIVACY_LEVELS.map((level) => (
                  <label key={level} className="flex items-start gap-2">
                    <input
                      type="radio"
                      name={`${id}-privacy`}
                      value={level}
                      checked={values.privacyLevel === level}
                      onChange={() => set("privacyLevel", level)}
                      aria-describedby={`${id}-privacy-${level}`}
                      className="mt-1 h-5 w-5"
                    />
                    <span>
                      <span className="font-medium">{PRIVACY_LABELS[level].label}</span>
                      <span id={`${id}-privacy-${level}`} className="block text-sm text-muted">
                        {PRIVACY_LABELS[level].description}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <RangeInput
              label="Maximum distance"
              unit="km"
              min={DISTANCE_BOUNDS.min}
              max={DISTANCE_BOUNDS.max}
              step={DISTANCE_BOUNDS.step}
              value={values.maxDistance}
              onChange={(v) => set("maxDistance", v)}
            />
            <label className="flex min-h-8 items-center gap-2">
              <Checkbox
                checked={values.openToLongDistance}
                onChange={(e) => set("openToLongDistance", e.target.checked)}
              />
              Open to long distance
            </label>
            <label className="flex min-h-8 items-center gap-2">
              <Checkbox checked={values.allowMessages} onChange={(e) => set("allowMessages", e.target.checked)} />
              Allow messages from matches
            </label>
          </>
        ) : null}

        <div className="flex flex-wrap justify-between gap-2 border-t border-line pt-4">
          <Button onClick={onClose} variant="secondary">
            Cancel
          </Button>
          <div className="flex gap-2">
            <Button aria-disabled={step === 1} onClick={() => step > 1 && setStep(step - 1)} variant="secondary">
              Previous
            </Button>
            {step < WIZARD_STEPS ? (
              <Button
                type="submit"
                aria-disabled={blocked}
                aria-describedby={
                  step === 1 && noLookingFor ? `${id}-looking-${showLookingForError ? "error" : "hint"}` : undefined
                }
              >
                Next
              </Button>
            ) : (
              <Button type="submit" disabled={sending}>
                {mode.kind === "create" ? CONNECTION_TEXTS.createProfile : "Save Changes"}
              </Button>
            )}
          </div>
        </div>
      </form>
    </Dialog>
  );
}

/** One bar per step; the current one is labelled, done ones carry a tick, so colour is never the only signal. */
function Progress({ step }: { step: number }) {
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
