// No preference is a placebo: the wizard offers exactly the preferences that have a
// "what it does" entry, each entry names a test that exists, and docs/features/accessibility.md lists each one.
import { existsSync, readFileSync } from "node:fs";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AccessibilityProvider } from "~/components/AccessibilityProvider";
import { PREFERENCE_BEHAVIOURS } from "~/components/accessibility/behaviours";
import { FIELD_LABELS } from "~/components/accessibility/labels";
import { WIZARD_TABS, wizardSteps } from "~/components/accessibility/WizardSteps";
import { DEFAULT_PREFERENCES } from "~/lib/accessibility/preferences";

const KEYS = Object.keys(DEFAULT_PREFERENCES).sort();

/** The names of the fields the wizard draws on every tab, as a page without script gets them. */
function wizardFieldNames(): string[] {
  const steps = wizardSteps(DEFAULT_PREFERENCES, () => () => undefined, { hydrated: false });
  const html = renderToStaticMarkup(
    createElement(AccessibilityProvider, {
      saved: null,
      children: createElement(
        Fragment,
        null,
        ...WIZARD_TABS.map((tab) => createElement(Fragment, { key: tab }, steps[tab])),
      ),
    }),
  );
  return [...new Set([...html.matchAll(/ name="([^"]+)"/g)].map((m) => m[1]!))].sort();
}

describe("every preference does what it says", () => {
  it("the wizard offers exactly the preferences that the table says what they do", () => {
    expect(Object.keys(PREFERENCE_BEHAVIOURS).sort()).toEqual(KEYS);
    expect(wizardFieldNames()).toEqual(KEYS);
  });

  it("names, for each preference, a test that exists", () => {
    for (const [key, { test }] of Object.entries(PREFERENCE_BEHAVIOURS)) {
      const [file, title] = test;
      expect(existsSync(file), `${key}: ${file}`).toBe(true);
      expect(readFileSync(file, "utf8").includes(title), `${key}: "${title}" in ${file}`).toBe(true);
    }
  });

  it("docs/features/accessibility.md lists each preference and what it does", () => {
    const readme = readFileSync("docs/features/accessibility.md", "utf8");
    for (const [key, { does }] of Object.entries(PREFERENCE_BEHAVIOURS)) {
      const line = `- **${FIELD_LABELS[key as keyof typeof FIELD_LABELS]}** (\`${key}\`): ${does}`;
      expect(readme.includes(line), `docs/features/accessibility.md lacks: ${line}`).toBe(true);
    }
  });
});
