// The relationship profile wizard: four steps with Previous and Next, progress bars and
// "Step N of 4". It creates a profile, or (Profile Settings) edits one. Each step's heading takes
// focus so a screen reader says where the member is; Next stays focusable while unavailable and
// says why. Both ways it is one form posting the "profile" intent to the page's action
// (server/forms/connections.server.ts): with script the steps take turns and the last one carries
// the earlier steps' answers as hidden fields; without script the page draws it in place at
// ?dialog=profile, the four steps as fieldsets of one form.
import { Link } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { PageDialog, useHydrated } from "~/components/forms/PageDialog";
import { useToast } from "~/components/ui/Toast";
import {
  ageRangeIssue,
  PROFILE_HEADING_ID,
  WIZARD_DEFAULTS,
  WIZARD_STEP_TITLES,
  WIZARD_STEPS,
  type WizardValues,
} from "~/lib/connections";
import { CONNECTION_TEXTS, ERROR_TITLE } from "~/lib/texts";
import { Button, buttonClass } from "~/components/ui/Button";
import { FormSummary } from "~/components/ui/Field";
import { type SetValue, AboutStep, AccessStep, MatchStep, PrivacyStep, WizardProgress } from "./ProfileWizardSteps";
import { useActionForm } from "~/components/forms/useActionForm";

type Mode = { kind: "create" } | { kind: "edit"; initial: WizardValues };

export function ProfileWizard({
  mode,
  startStep = 1,
  onClose,
}: {
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
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const { toast } = useToast();
  const hydrated = useHydrated();
  const form = useActionForm({
    intent: "profile",
    // Closing unmounts the wizard, so it opens at step 1 next time.
    onSuccess: () => {
      toast({ title: mode.kind === "create" ? CONNECTION_TEXTS.profileCreated : CONNECTION_TEXTS.profileSaved });
      onClose();
    },
    // A new profile replaces the welcome, opener and all: focus goes to the home's heading.
    focusAfterSuccess: () => (mode.kind === "create" ? PROFILE_HEADING_ID : null),
    failureToast: (failure) => ({
      title: ERROR_TITLE,
      description:
        [failure.formError, ...Object.values(failure.fieldErrors)].filter(Boolean).join(" ") ||
        (mode.kind === "create" ? CONNECTION_TEXTS.createFailed : CONNECTION_TEXTS.saveFailed),
      variant: "destructive",
    }),
  });

  const set: SetValue = (key, value) => setValues((current) => ({ ...current, [key]: value }));
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

  /** The last step's submit: the answers are checked here first, as Next checks each step. */
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    if (noLookingFor) {
      event.preventDefault();
      setShowLookingForError(true);
      toast({ title: ERROR_TITLE, description: CONNECTION_TEXTS.lookingForRequired, variant: "destructive" });
      setStep(1);
      return;
    }
    if (values.communicationPreferences.length === 0) {
      event.preventDefault();
      setCommunicationError(true);
      toast({ title: ERROR_TITLE, description: CONNECTION_TEXTS.communicationRequired, variant: "destructive" });
      setStep(3);
      return;
    }
    form.formProps.onSubmit(event);
  };

  const title = mode.kind === "create" ? "Create your relationship profile" : "Profile Settings";
  const submitLabel = mode.kind === "create" ? CONNECTION_TEXTS.createProfile : "Save Changes";
  if (!hydrated)
    return (
      <PageDialog name="profile" open onClose={onClose} title={title}>
        <ProfileFormWithoutScript id={id} values={values} kind={mode.kind} submitLabel={submitLabel} />
      </PageDialog>
    );
  return (
    <PageDialog name="profile" open onClose={onClose} size="lg" title={title}>
      <WizardProgress step={step} />
      <form
        {...form.formProps}
        className="mt-4 flex flex-col gap-5"
        onSubmit={(event) => {
          if (step === WIZARD_STEPS) return submit(event);
          event.preventDefault();
          next();
        }}
      >
        <input {...form.intentProps} />
        <input type="hidden" name="mode" value={mode.kind} />
        {step === WIZARD_STEPS ? <EarlierSteps values={values} /> : null}
        <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold" data-testid="wizard-step-heading">
          <span className="sr-only">{`${CONNECTION_TEXTS.stepOf(step, WIZARD_STEPS)}: `}</span>
          {WIZARD_STEP_TITLES[step - 1]}
        </h3>

        {step === 1 ? (
          <MatchStep
            id={id}
            values={values}
            set={set}
            ageDraft={ageDraft}
            setAgeDraft={setAgeDraft}
            ageInvalid={ageInvalid}
            rangeIssue={rangeIssue}
            lookingForError={showLookingForError}
            setLookingForError={setShowLookingForError}
          />
        ) : null}
        {step === 2 ? <AboutStep id={id} values={values} set={set} /> : null}
        {step === 3 ? (
          <AccessStep
            id={id}
            values={values}
            set={set}
            communicationError={communicationError}
            setCommunicationError={setCommunicationError}
          />
        ) : null}
        {step === 4 ? <PrivacyStep id={id} values={values} set={set} /> : null}

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
              <Button type="submit" busy={form.busy} busyLabel="Saving…">
                {submitLabel}
              </Button>
            )}
          </div>
        </div>
      </form>
    </PageDialog>
  );
}

/** On the last step, the answers of the steps before it, as the fields those steps post. */
function EarlierSteps({ values }: { values: WizardValues }) {
  const lists = ["lookingFor", "interests", "accessibilityCompatibility", "communicationPreferences"] as const;
  const single = {
    ageRangeMin: String(values.ageRangeMin),
    ageRangeMax: String(values.ageRangeMax),
    age: values.age === null ? "" : String(values.age),
    aboutMe: values.aboutMe,
  };
  return (
    <>
      {lists.flatMap((name) =>
        values[name].map((value) => <input key={`${name}-${value}`} type="hidden" name={name} value={value} />),
      )}
      {Object.entries(single).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** Before script: every step at once as a fieldset, posted as one form; a refusal is listed above it. */
function ProfileFormWithoutScript({
  id,
  values,
  kind,
  submitLabel,
}: {
  id: string;
  values: WizardValues;
  kind: Mode["kind"];
  submitLabel: string;
}) {
  const form = useActionForm({ intent: "profile" });
  const problems = Object.values(form.fieldErrors);
  const ignore = () => {};
  const steps = [
    <MatchStep
      key="match"
      id={id}
      values={values}
      set={ignore}
      ageDraft={values.age === null ? "" : String(values.age)}
      setAgeDraft={ignore}
      ageInvalid={false}
      rangeIssue={null}
      lookingForError={false}
      setLookingForError={ignore}
    />,
    <AboutStep key="about" id={id} values={values} set={ignore} />,
    <AccessStep
      key="access"
      id={id}
      values={values}
      set={ignore}
      communicationError={false}
      setCommunicationError={ignore}
    />,
    <PrivacyStep key="privacy" id={id} values={values} set={ignore} />,
  ];
  return (
    <form {...form.formProps} className="mt-4 flex flex-col gap-6">
      <input {...form.intentProps} />
      <input type="hidden" name="mode" value={kind} />
      <FormSummary summaryRef={form.summaryRef}>
        {problems.length ? `${form.formError ?? CONNECTION_TEXTS.saveFailed} ${problems.join(" ")}` : form.formError}
      </FormSummary>
      {steps.map((step, i) => (
        <fieldset key={WIZARD_STEP_TITLES[i]} className="flex flex-col gap-5">
          <legend className="text-lg font-semibold">{WIZARD_STEP_TITLES[i]}</legend>
          {step}
        </fieldset>
      ))}
      <div className="flex flex-wrap justify-between gap-2 border-t border-line pt-4">
        <Link
          to="/connections"
          className={buttonClass({ variant: "secondary", className: "inline-flex items-center" })}
        >
          Cancel
        </Link>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}
