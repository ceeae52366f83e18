// Accessibility Settings. The preferences come
// from the root loader, so this page and the page-wide styles always agree.
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { FIELD_LABELS, OVERVIEW_GROUPS, valueLabel } from "~/components/accessibility/labels";
import { ShortcutList } from "~/components/accessibility/ShortcutList";
import { useAccessibility } from "~/components/AccessibilityProvider";
import { DialogOpener, useDialogParam } from "~/components/forms/DialogOpener";
import { lazyNamed } from "~/components/lazyNamed";
import { Dialog } from "~/components/ui/Dialog";
import { useToast } from "~/components/ui/Toast";
import { useSavePreferences } from "~/components/useSavePreferences";
import { DEFAULT_PREFERENCES, type AccessibilityPreferences } from "~/lib/accessibility/preferences";
import { formAction } from "~/server/form.server";
import { accessibilityForms } from "~/server/forms/accessibility.server";
import { A11Y_TEXTS, ERROR_TITLE } from "~/lib/texts";
import { Button, buttonClass } from "~/components/ui/Button";
import { panelClass } from "~/components/ui/Card";
import { pageTitle } from "~/lib/site";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

export const meta: MetaFunction = () => [{ title: pageTitle("Accessibility Settings") }];

/**
 * The wizard's post, and the saves made from script (useSavePreferences: Alt+H, Reset to
 * Defaults): a member's through the API's schema and command, a visitor's into their cookie.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, accessibilityForms({ ...context, request }));
}

// The wizard loads when opened: most visits read the overview, and its steps, tabs and switches
// would otherwise be most of the page's script.
const PreferencesWizard = lazyNamed(() => import("~/components/accessibility/PreferencesWizard"), "PreferencesWizard");

const card = panelClass({ padding: "lg" });

// The bell's "Mark all as read" answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function AccessibilitySettings() {
  const { saved, effective } = useAccessibility();
  const [wizard, setWizard] = useState<AccessibilityPreferences | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const save = useSavePreferences();
  const { toast } = useToast();
  // /welcome sends a new member here with ?wizard=open to set up their preferences at once.
  const [searchParams] = useSearchParams();
  const openWizard = searchParams.get("wizard") === "open";
  // Without script, ?dialog=wizard draws the wizard's form in place; with it, the dialog opens.
  const asked = useDialogParam("wizard") !== null;
  // Once per arrival, with what is saved then; later saves must not reopen it.
  const savedNow = useRef(saved);
  savedNow.current = saved;
  useEffect(() => {
    if (openWizard || asked) setWizard(savedNow.current ?? DEFAULT_PREFERENCES);
  }, [openWizard, asked]);

  const exportSettings = () => {
    const blob = new Blob([JSON.stringify(saved ?? DEFAULT_PREFERENCES, null, 2)], { type: "application/json" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = A11Y_TEXTS.exportFileName;
    link.click();
    URL.revokeObjectURL(link.href);
    toast({ title: A11Y_TEXTS.settingsExported, description: A11Y_TEXTS.settingsExportedDescription });
  };

  const importSettings = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = "";
    const fail = () =>
      toast({
        title: A11Y_TEXTS.importFailed,
        description: A11Y_TEXTS.importFailedDescription,
        variant: "destructive",
      });
    if (!file || !file.name.toLowerCase().endsWith(".json")) return fail();
    let content: unknown;
    try {
      content = JSON.parse(await file.text());
    } catch {
      return fail();
    }
    // The schema (and zod) loads only when someone imports a file.
    const { parseImportedPreferences } = await import("~/lib/accessibility/schema");
    const { values, skipped } = parseImportedPreferences(content);
    if (Object.keys(values).length === 0) return fail();
    const skippedNote = skipped.length > 0 ? ` Skipped invalid fields: ${skipped.join(", ")}.` : "";
    toast({
      title: A11Y_TEXTS.settingsImported,
      description: `${A11Y_TEXTS.settingsImportedDescription}${skippedNote}`,
    });
    setWizard({ ...(saved ?? DEFAULT_PREFERENCES), ...values });
  };

  const resetToDefaults = async () => {
    setConfirmReset(false);
    const ok = await save(DEFAULT_PREFERENCES);
    toast(
      ok
        ? { title: A11Y_TEXTS.settingsReset, description: A11Y_TEXTS.settingsResetDescription }
        : { title: ERROR_TITLE, description: A11Y_TEXTS.saveFailedDescription, variant: "destructive" },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-3xl font-bold">Accessibility Settings</h1>
        <p className="mt-2 text-muted">
          Make the site work the way you need. Your choices apply on every page and device you use.
        </p>
      </header>

      <div className="grid gap-6 lg:grid-cols-3" data-layout="columns">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <section aria-labelledby="quick-setup" className={card}>
            <h2 id="quick-setup" className="text-xl font-semibold">
              Quick Setup
            </h2>
            <p className="mt-1 text-muted">
              The wizard walks through visual, audio, motor, cognitive, navigation and advanced settings.
            </p>
            <div className="cluster mt-4 flex flex-wrap gap-2">
              <DialogOpener
                name="wizard"
                onOpen={() => setWizard(saved ?? DEFAULT_PREFERENCES)}
                className={buttonClass({ className: "inline-flex items-center border border-line transition-colors" })}
              >
                Accessibility Wizard
              </DialogOpener>
              {saved ? (
                <Button
                  onClick={exportSettings}
                  variant="secondary"
                  className="inline-flex items-center transition-colors"
                >
                  Export Settings
                </Button>
              ) : null}
              <Button
                onClick={() => fileInput.current?.click()}
                variant="secondary"
                className="inline-flex items-center transition-colors"
              >
                Import Settings
              </Button>
              {saved ? (
                <Button
                  onClick={() => setConfirmReset(true)}
                  variant="secondary"
                  className="inline-flex items-center transition-colors"
                >
                  Reset to Defaults
                </Button>
              ) : null}
              <input
                ref={fileInput}
                type="file"
                accept=".json,application/json"
                className="sr-only"
                tabIndex={-1}
                aria-label="Choose an accessibility preferences file"
                data-testid="import-file"
                onChange={(event) => void importSettings(event.target.files?.[0])}
              />
            </div>
          </section>

          {saved ? (
            <section aria-labelledby="overview" className={card}>
              <h2 id="overview" className="text-xl font-semibold">
                Current Settings Overview
              </h2>
              <div className="mt-4 grid gap-4 sm:grid-cols-2">
                {OVERVIEW_GROUPS.map((group) => (
                  <section
                    key={group.title}
                    aria-label={group.title}
                    className="rounded border border-line bg-canvas p-4"
                  >
                    <h3 className="font-semibold">{group.title}</h3>
                    <dl className="mt-2 space-y-1 text-sm">
                      {group.keys.map((key) => (
                        <div key={key} className="flex justify-between gap-2">
                          <dt className="text-muted">{FIELD_LABELS[key]}</dt>
                          <dd className="font-medium" data-testid={`overview-${key}`}>
                            {valueLabel(key, saved[key])}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </section>
                ))}
              </div>
            </section>
          ) : (
            <section aria-labelledby="none-set" className={card}>
              <h2 id="none-set" className="text-xl font-semibold">
                {A11Y_TEXTS.noPreferences}
              </h2>
              <p className="mt-1 text-muted">
                You are using the default settings, adjusted to your device&apos;s dark mode, contrast and
                reduced-motion settings. Open the wizard to choose your own.
              </p>
            </section>
          )}

          <section aria-labelledby="live-preview" className={card}>
            <h2 id="live-preview" className="text-xl font-semibold">
              Live Preview
            </h2>
            <div className="mt-3 rounded border border-line bg-canvas p-4">
              <p className="text-lg font-semibold">Community catch-up this Thursday</p>
              <p className="mt-1">
                This is how posts read with your settings: {valueLabel("fontSize", effective.fontSize)} text,{" "}
                {valueLabel("fontFamily", effective.fontFamily)} font and the{" "}
                {valueLabel("colorScheme", effective.colorScheme)} colour scheme.
              </p>
              <p className="mt-1 text-sm text-muted">Secondary text like dates and counts looks like this.</p>
              <div className="cluster mt-3 flex flex-wrap gap-2">
                <Button className="inline-flex items-center border border-line transition-colors">Sample button</Button>
                <a href="#live-preview" className="inline-flex min-h-10 items-center text-accent underline">
                  Sample link
                </a>
              </div>
            </div>
          </section>
        </div>

        <aside aria-labelledby="resources" className={`${card} h-fit`} data-sidebar>
          <h2 id="resources" className="text-xl font-semibold">
            Resources
          </h2>
          <h3 className="mt-3 font-medium">Keyboard shortcuts</h3>
          <ShortcutList />
          <h3 className="mt-4 font-medium">Support</h3>
          <ul className="mt-1 space-y-1 text-sm">
            <li>
              <Link to="/accessibility-statement" className="underline">
                Accessibility statement
              </Link>
            </li>
            <li>
              <Link to="/accessibility-statement#screen-readers" className="underline">
                Screen reader guide
              </Link>
            </li>
            <li>
              <Link to="/support" className="underline">
                Contact accessibility support
              </Link>
            </li>
          </ul>
        </aside>
      </div>

      {wizard !== null || asked ? (
        <PreferencesWizard
          open={wizard !== null}
          initial={wizard ?? saved ?? DEFAULT_PREFERENCES}
          onClose={() => setWizard(null)}
        />
      ) : null}

      <Dialog
        open={confirmReset}
        onClose={() => setConfirmReset(false)}
        size="sm"
        centered
        title="Reset to defaults?"
        titleClassName="text-lg font-bold"
      >
        <p className="mt-2">
          Every accessibility setting goes back to its default and is saved. You can change them again at any time.
        </p>
        <div className="cluster mt-4 flex justify-end gap-2">
          <Button
            onClick={() => setConfirmReset(false)}
            variant="secondary"
            className="inline-flex items-center transition-colors"
          >
            Keep my settings
          </Button>
          <Button
            onClick={() => void resetToDefaults()}
            className="inline-flex items-center border border-line transition-colors"
          >
            Reset and save
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
