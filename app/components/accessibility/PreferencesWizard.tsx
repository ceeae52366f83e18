// The Accessibility Wizard (doc 2, Accessibility Settings page; section 4): six tabs,
// Preview applies without saving, Save stores and applies, Cancel reverts the preview,
// Reset to Defaults restores the defaults in the form.
import { useState, type ReactNode } from "react";
import { useAccessibility } from "~/components/AccessibilityProvider";
import { Dialog } from "~/components/ui/Dialog";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "~/components/ui/Tabs";
import { useToast } from "~/components/ui/Toast";
import { useSavePreferences } from "~/components/useSavePreferences";
import {
  CUSTOM_CSS_MAX_LENGTH,
  DEFAULT_PREFERENCES,
  HOVER_DELAY,
  MODE_DESCRIPTIONS,
  type AccessibilityPreferences,
  type PreferenceKey,
} from "~/lib/accessibility/preferences";
import { formatNumber } from "~/lib/format";
import { A11Y_TEXTS, ERROR_TITLE } from "~/lib/texts";
import {
  ANIMATION_SPEEDS,
  COLOR_SCHEMES,
  CONTRAST_LEVELS,
  FOCUS_INDICATORS,
  FONT_FAMILIES,
  FONT_SIZES,
} from "~/lib/vocab";
import { FIELD_LABELS, SHORTCUTS, valueLabel } from "./labels";
import { RangeField, SelectField, SwitchField } from "./fields";
import { Button } from "~/components/ui/Button";
import { Textarea } from "~/components/ui/Field";

export const WIZARD_TABS = ["Visual", "Audio", "Motor", "Cognitive", "Navigation", "Advanced"] as const;

type Props = { open: boolean; initial: AccessibilityPreferences; onClose: () => void };

export function PreferencesWizard({ open, initial, onClose }: Props) {
  const { clearPreview } = useAccessibility();
  // Escape, a click outside and Cancel all revert an unsaved preview.
  const cancel = () => {
    clearPreview();
    onClose();
  };
  return (
    <Dialog open={open} onClose={cancel} size="lg" title="Accessibility Wizard" data-testid="wizard">
      {/* Keyed on `initial` so an import or a reopen starts from the right values. */}
      <WizardPanel key={JSON.stringify(initial)} initial={initial} onSaved={onClose} onCancel={cancel} />
    </Dialog>
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
  const save = useSavePreferences();
  const { toast } = useToast();
  const [saving, setSaving] = useState(false);

  const set =
    <K extends PreferenceKey>(key: K) =>
    (value: AccessibilityPreferences[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const options = <T extends string>(key: PreferenceKey, values: readonly T[]) =>
    values.map((value) => ({ value, label: valueLabel(key, value as never) }));
  const toggle = (
    key: PreferenceKey &
      { [K in PreferenceKey]: AccessibilityPreferences[K] extends boolean ? K : never }[PreferenceKey],
    description?: string,
  ) => (
    <SwitchField
      key={key}
      label={FIELD_LABELS[key]}
      checked={draft[key]}
      onChange={set(key)}
      description={description}
    />
  );

  const submit = async () => {
    setSaving(true);
    const ok = await save(draft);
    setSaving(false);
    if (ok) {
      toast({ title: A11Y_TEXTS.settingsSaved, description: A11Y_TEXTS.settingsSavedDescription });
      onSaved();
    } else {
      toast({ title: ERROR_TITLE, description: A11Y_TEXTS.saveFailedDescription, variant: "destructive" });
    }
  };

  const panels: Record<(typeof WIZARD_TABS)[number], ReactNode> = {
    Visual: (
      <>
        <SelectField
          label={FIELD_LABELS.fontSize}
          value={draft.fontSize}
          options={options("fontSize", FONT_SIZES)}
          onChange={set("fontSize")}
        />
        <SelectField
          label={FIELD_LABELS.fontFamily}
          value={draft.fontFamily}
          options={options("fontFamily", FONT_FAMILIES)}
          onChange={set("fontFamily")}
        />
        <SelectField
          label={FIELD_LABELS.colorScheme}
          value={draft.colorScheme}
          options={options("colorScheme", COLOR_SCHEMES)}
          onChange={set("colorScheme")}
        />
        <SelectField
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
        {toggle("voiceAnnouncements", "Speak important updates aloud.")}
        {toggle("audioDescriptions", "Prefer media with described video.")}
        {toggle("autoplay", "Let videos and animations start by themselves.")}
      </>
    ),
    Motor: (
      <>
        {toggle("clickAssistance", MODE_DESCRIPTIONS.clickAssistance)}
        {toggle("dragAssistance", "Offer buttons instead of dragging wherever dragging is used.")}
        <RangeField
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
        {draft.reduceMotion ? null : (
          <SelectField
            label={FIELD_LABELS.animationSpeed}
            value={draft.animationSpeed}
            options={options("animationSpeed", ANIMATION_SPEEDS)}
            onChange={set("animationSpeed")}
          />
        )}
        {toggle("simplifiedLayout", MODE_DESCRIPTIONS.simplifiedLayout)}
        {toggle("readingAssistance", MODE_DESCRIPTIONS.readingAssistance)}
        {toggle("concentrationMode", MODE_DESCRIPTIONS.concentrationMode)}
      </>
    ),
    Navigation: (
      <>
        {toggle("keyboardNavigation", "Turns on the Alt keyboard shortcuts.")}
        {toggle("skipLinks", "Shows a Skip to main content link as the first Tab stop.")}
        {toggle("landmarkNavigation", "Alt + N moves between the page's sections.")}
        <SelectField
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
        {toggle("textToSpeech", "Offer a Read aloud button on posts.")}
        {toggle("speechToText", "Offer dictation in text boxes.")}
        <div className="flex flex-col gap-1">
          <label htmlFor="custom-css" className="font-medium">
            {FIELD_LABELS.customCss}
          </label>
          <p id="custom-css-desc" className="text-sm text-muted">
            Your own styles for this site, up to {formatNumber(CUSTOM_CSS_MAX_LENGTH)} characters. Imports, remote
            images and scripts are removed.
          </p>
          <Textarea
            id="custom-css"
            value={draft.customCss}
            maxLength={CUSTOM_CSS_MAX_LENGTH}
            aria-describedby="custom-css-desc"
            onChange={(event) => set("customCss")(event.target.value)}
            rows={5}
            className="font-mono text-sm"
          />
        </div>
        <section aria-labelledby="wizard-shortcuts">
          <h3 id="wizard-shortcuts" className="font-medium">
            Keyboard shortcuts
          </h3>
          <ShortcutList />
        </section>
      </>
    ),
  };

  return (
    <>
      <p className="mt-1 text-sm text-muted">
        Choose how the site looks, sounds and responds. Preview before you save.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TabGroup className="mt-4">
          <TabList className="flex flex-wrap gap-1 border-b border-line">
            {WIZARD_TABS.map((tab) => (
              <Tab
                key={tab}
                className="min-h-10 rounded-t px-3 py-2 text-sm font-medium text-fg data-[selected]:bg-accent data-[selected]:text-accent-fg"
              >
                {tab}
              </Tab>
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
        <div className="cluster mt-6 flex flex-wrap justify-end gap-2 border-t border-line pt-4">
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
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : "Save Settings"}
          </Button>
        </div>
      </form>
    </>
  );
}

export function ShortcutList() {
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {SHORTCUTS.map((shortcut) => (
        <div key={shortcut.keys} className="contents">
          <dt>
            <kbd className="rounded border border-line px-1.5 py-0.5 font-mono">{shortcut.keys}</kbd>
          </dt>
          <dd>{shortcut.action}</dd>
        </div>
      ))}
    </dl>
  );
}
