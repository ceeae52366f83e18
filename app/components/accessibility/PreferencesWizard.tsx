// The Accessibility Wizard (docs/features/accessibility.md): six tabs, Preview applies without
// saving, Save stores and applies, Cancel reverts the preview, Reset to Defaults restores the
// defaults in the form. Its form posts to /accessibility's action (decision 019); without
// JavaScript the page shows it in place at ?dialog=wizard, every step as a fieldset of native
// controls.
import { Link } from "@remix-run/react";

import { useState } from "react";
import { useAccessibility } from "~/components/AccessibilityProvider";

import { useHydrated } from "~/components/forms/DialogOpener";

import { PageDialog } from "~/components/forms/PageDialog";

import { useActionForm } from "~/components/forms/useActionForm";

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "~/components/ui/Tabs";

import { useToast } from "~/components/ui/Toast";

import {
  DEFAULT_PREFERENCES,
  type AccessibilityPreferences,
  type PreferenceKey,
} from "~/lib/accessibility/preferences";
import { A11Y_TEXTS, ERROR_TITLE } from "~/lib/texts";

import { FIELD_LABELS } from "./labels";

import { WIZARD_TABS, wizardSteps } from "./WizardSteps";

import { Button, buttonClass } from "~/components/ui/Button";
import { FormSummary } from "~/components/ui/Field";

type Props = { open: boolean; initial: AccessibilityPreferences; onClose: () => void };

export function PreferencesWizard({ open, initial, onClose }: Props) {
  const { clearPreview } = useAccessibility();
  // Escape, a click outside and Cancel all revert an unsaved preview.
  const cancel = () => {
    clearPreview();
    onClose();
  };
  return (
    <PageDialog name="wizard" open={open} onClose={cancel} size="lg" title="Accessibility Wizard" data-testid="wizard">
      {/* Keyed on `initial` so an import or a reopen starts from the right values. */}
      <WizardPanel key={JSON.stringify(initial)} initial={initial} onSaved={onClose} onCancel={cancel} />
    </PageDialog>
  );
}

function WizardPanel({
  initial,
  onSaved,
  onCancel,
}: {
  initial: AccessibilityPreferences;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const { preview } = useAccessibility();
  const { toast } = useToast();
  const hydrated = useHydrated();
  // The action's answer is revalidated into the root loader before this runs, so the page already shows it.
  const form = useActionForm({
    intent: "save-preferences",
    action: "/accessibility?dialog=wizard",
    onSuccess: () => {
      toast({ title: A11Y_TEXTS.settingsSaved, description: A11Y_TEXTS.settingsSavedDescription });
      onSaved();
    },
    failureToast: () => ({ title: ERROR_TITLE, description: A11Y_TEXTS.saveFailedDescription, variant: "destructive" }),
  });
  const problems = Object.entries(form.fieldErrors).map(
    ([key, message]) => `${FIELD_LABELS[key as PreferenceKey] ?? key}: ${message}`,
  );

  const set =
    <K extends PreferenceKey>(key: K) =>
    (value: AccessibilityPreferences[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const panels = wizardSteps(draft, set, { hydrated, customCssError: form.fieldErrors.customCss });

  const intro = (
    <p className="mt-1 text-sm text-muted">Choose how the site looks, sounds and responds. Preview before you save.</p>
  );
  const head = (
    <>
      <input {...form.intentProps} />
      <FormSummary summaryRef={form.summaryRef} className="mt-4">
        {problems.length ? `${A11Y_TEXTS.saveFailedDescription} ${problems.join("; ")}` : null}
      </FormSummary>
    </>
  );
  const save = (
    <Button type="submit" busy={form.busy} busyLabel="Saving...">
      {form.busy ? "Saving..." : "Save Settings"}
    </Button>
  );
  const buttonRow = "cluster mt-6 flex flex-wrap justify-end gap-2 border-t border-line pt-4";

  // Tabs need script: until the page is hydrated every step is a fieldset of native controls.
  if (!hydrated)
    return (
      <>
        {intro}
        <form {...form.formProps}>
          {head}
          {WIZARD_TABS.map((tab) => (
            <fieldset key={tab} className="mt-6 flex flex-col gap-4">
              <legend className="text-lg font-semibold">{tab}</legend>
              {panels[tab]}
            </fieldset>
          ))}
          <div className={buttonRow}>
            <Link
              to="/accessibility"
              className={buttonClass({ variant: "secondary", className: "inline-flex items-center" })}
            >
              Cancel
            </Link>
            {save}
          </div>
        </form>
      </>
    );
  return (
    <>
      {intro}
      <form {...form.formProps}>
        {head}
        <TabGroup className="mt-4">
          <TabList>
            {WIZARD_TABS.map((tab) => (
              <Tab key={tab}>{tab}</Tab>
            ))}
          </TabList>
          <TabPanels className="mt-4">
            {WIZARD_TABS.map((tab) => (
              <TabPanel key={tab} className="flex flex-col gap-4">
                {panels[tab]}
              </TabPanel>
            ))}
          </TabPanels>
        </TabGroup>
        {/* The steps not shown are not in the page: the whole draft goes in hidden fields (the last of a name counts). */}
        <DraftFields draft={draft} />
        <div className={buttonRow}>
          <Button onClick={() => setDraft(DEFAULT_PREFERENCES)} variant="secondary">
            Reset to Defaults
          </Button>
          <Button
            onClick={() => {
              preview(draft);
              toast({ title: A11Y_TEXTS.previewApplied, description: A11Y_TEXTS.previewAppliedDescription });
            }}
            variant="secondary"
          >
            Preview Changes
          </Button>
          <Button onClick={onCancel} variant="secondary">
            Cancel
          </Button>
          {save}
        </div>
      </form>
    </>
  );
}

function DraftFields({ draft }: { draft: AccessibilityPreferences }) {
  return Object.entries(draft).map(([key, value]) => (
    <input key={key} type="hidden" name={key} value={typeof value === "boolean" ? (value ? "on" : "off") : value} />
  ));
}
