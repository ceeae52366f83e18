// The Accessibility Settings page: the wizard's save, preview, import and export, reset, and axe
// in every colour scheme. The keyboard shortcuts, menus and toasts are in keyboard.test.ts.
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES, VISITOR_PREFERENCES_COOKIE } from "~/lib/accessibility/preferences";
import { A11Y_TEXTS, TEXTS } from "~/lib/texts";
import {
  baseURL,
  clearPreferences,
  expectFocusKept,
  expectNoAxeViolations,
  openBrowser,
  savePreferences,
  visit,
  memberCookie,
  announced,
  htmlClass,
} from "./harness";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});
// Tests here change member 1's saved preferences; pass or fail, the next test (and file) starts from the defaults.
afterEach(async () => {
  await savePreferences({});
});

const wizardButton = (page: Page) => page.getByRole("button", { name: "Accessibility Wizard" });

describe("accessibility settings", () => {
  it("starts with no saved preferences and says so", async () => {
    await clearPreferences();
    const page = await visit(browser, "/accessibility");
    await expect(page.getByRole("heading", { name: A11Y_TEXTS.noPreferences }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);
  });

  it("saves a font size through the wizard and the next page load has it in the server HTML", async () => {
    const page = await visit(browser, "/accessibility");
    await page.getByRole("button", { name: "Accessibility Wizard" }).click();
    const dialog = page.getByRole("dialog", { name: "Accessibility Wizard" });
    await dialog.getByRole("tab", { name: "Visual" }).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByLabel("Font Size").selectOption("extra-large");
    await dialog.getByRole("button", { name: "Save Settings" }).click();
    await expect.poll(() => announced(page)).toContain(A11Y_TEXTS.settingsSaved);
    await dialog.waitFor({ state: "detached" });
    // The dialog closed: focus is back on its opener.
    await expectFocusKept(page, wizardButton(page));
    // Applied at once on this page ...
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("20px");
    // ... and in the next server response, before any script runs.
    const html = await (await fetch(new URL("/", baseURL()), { headers: { cookie: memberCookie(1) } })).text();
    expect(html.match(/<html[^>]*>/)?.[0]).toMatch(/font-size-extra-large[\s\S]*--font-size-base:20px/);
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies([{ name: "session", value: memberCookie(1).replace(/^session=/, ""), url: baseURL() }]);
    const plain = await noScript.newPage();
    await plain.goto(baseURL());
    expect(await plain.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("20px");
    await noScript.close();
  });

  it("previews without saving, announces it, and Cancel reverts", async () => {
    await savePreferences({});
    const page = await visit(browser, "/accessibility");
    await page.getByRole("button", { name: "Accessibility Wizard" }).click();
    const dialog = page.getByRole("dialog", { name: "Accessibility Wizard" });
    await dialog.getByLabel("Color Scheme").selectOption("dark");
    await dialog.getByRole("button", { name: "Preview Changes" }).click();
    await expect.poll(() => announced(page)).toContain(A11Y_TEXTS.previewApplied);
    expect(await htmlClass(page)).toContain("dark");
    await expectFocusKept(page, dialog.getByRole("button", { name: "Preview Changes" }));
    await expectNoAxeViolations(page);
    expect(
      await (
        await fetch(new URL("/api/accessibility-preferences/1", baseURL()), { headers: { cookie: memberCookie(1) } })
      ).json(),
    ).toMatchObject({ colorScheme: "auto" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => htmlClass(page)).not.toContain("dark");
    await expectFocusKept(page, wizardButton(page));
  });

  it("hides Animation Speed while Reduce Motion is on", async () => {
    const page = await visit(browser, "/accessibility");
    await page.getByRole("button", { name: "Accessibility Wizard" }).click();
    const dialog = page.getByRole("dialog", { name: "Accessibility Wizard" });
    await dialog.getByRole("tab", { name: "Cognitive" }).click();
    await expect(dialog.getByLabel("Animation Speed").count()).resolves.toBe(1);
    await expectFocusKept(page, dialog.getByRole("tab", { name: "Cognitive" }));
    await expectNoAxeViolations(page);
    await dialog.getByRole("switch", { name: "Reduce Motion" }).click();
    await expect.poll(() => dialog.getByLabel("Animation Speed").count()).toBe(0);
    await expectFocusKept(page, dialog.getByRole("switch", { name: "Reduce Motion" }));
    await page.keyboard.press("Escape");
    await expectFocusKept(page, wizardButton(page));
  });

  it("exports, then imports the same file back into the wizard", async () => {
    await savePreferences({ fontSize: "large", readingAssistance: true, hoverDelay: 800 });
    const page = await visit(browser, "/accessibility");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export Settings" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(A11Y_TEXTS.exportFileName);
    await expectFocusKept(page, page.getByRole("button", { name: "Export Settings" }));
    const file = join(tmpdir(), `export-${Date.now()}.json`);
    await download.saveAs(file);
    const exported = JSON.parse(readFileSync(file, "utf8"));
    expect(exported).toMatchObject({ fontSize: "large", readingAssistance: true, hoverDelay: 800 });

    // Change the saved settings, then import the exported file: the wizard shows the file's values.
    await savePreferences({ fontSize: "small" });
    const again = await visit(browser, "/accessibility");
    // Where a reader is when the file picker opens: on Import Settings.
    const importButton = again.getByRole("button", { name: "Import Settings" });
    await importButton.focus();
    await again.getByTestId("import-file").setInputFiles(file);
    await expect.poll(() => announced(again)).toContain(A11Y_TEXTS.settingsImported);
    const dialog = again.getByRole("dialog", { name: "Accessibility Wizard" });
    await expect(dialog.getByLabel("Font Size").inputValue()).resolves.toBe("large");
    await expectFocusKept(again, dialog);
    // The wizard opened by the import, with its toast.
    await expectNoAxeViolations(again);
    await dialog.getByRole("button", { name: "Save Settings" }).click();
    await expect.poll(() => announced(again)).toContain(A11Y_TEXTS.settingsSaved);
    await expectFocusKept(again, importButton);
    const saved = await (
      await fetch(new URL("/api/accessibility-preferences/1", baseURL()), { headers: { cookie: memberCookie(1) } })
    ).json();
    expect(saved).toEqual(exported);
  });

  it("refuses a file that is not JSON, and names skipped fields", async () => {
    const page = await visit(browser, "/accessibility");
    const bad = join(tmpdir(), `bad-${Date.now()}.json`);
    writeFileSync(bad, "not json at all");
    const importButton = page.getByRole("button", { name: "Import Settings" });
    await importButton.focus();
    await page.getByTestId("import-file").setInputFiles(bad);
    await expect.poll(() => page.getByRole("alert").textContent()).toContain(A11Y_TEXTS.importFailedDescription);
    await expectFocusKept(page, importButton);
    await expectNoAxeViolations(page);
    const partial = join(tmpdir(), `partial-${Date.now()}.json`);
    writeFileSync(partial, JSON.stringify({ fontSize: "large", colorScheme: "purple" }));
    await page.getByTestId("import-file").setInputFiles(partial);
    await expect.poll(() => announced(page)).toContain("Skipped invalid fields: colorScheme");
    await expectFocusKept(page);
  });

  it("resets to defaults after confirmation", async () => {
    await savePreferences({ fontSize: "large" });
    const page = await visit(browser, "/accessibility");
    await page.getByRole("button", { name: "Reset to Defaults" }).click();
    const confirm = page.getByRole("dialog", { name: "Reset to defaults?" });
    await confirm.getByRole("button", { name: "Reset and save" }).waitFor();
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Reset and save" }).click();
    await expect.poll(() => announced(page)).toContain(A11Y_TEXTS.settingsReset);
    await expectFocusKept(page, page.getByRole("button", { name: "Reset to Defaults" }));
    expect(
      await (
        await fetch(new URL("/api/accessibility-preferences/1", baseURL()), { headers: { cookie: memberCookie(1) } })
      ).json(),
    ).toEqual(DEFAULT_PREFERENCES);
  });
});

describe("axe in every colour scheme", () => {
  for (const colorScheme of ["light", "dark", "high-contrast"] as const) {
    it(`has no violations on /, /accessibility, the wizard and the 404 page in ${colorScheme}`, async () => {
      await savePreferences({ colorScheme });
      for (const path of ["/", "/accessibility", "/no-such-page"]) {
        const page = await visit(browser, path);
        expect(await htmlClass(page)).toContain(`scheme-${colorScheme}`);
        await expectNoAxeViolations(page);
        if (path === "/accessibility") {
          await page.getByRole("button", { name: "Accessibility Wizard" }).click();
          const dialog = page.getByRole("dialog", { name: "Accessibility Wizard" });
          for (const tab of ["Visual", "Advanced"]) {
            await dialog.getByRole("tab", { name: tab }).click();
            await expectFocusKept(page, dialog.getByRole("tab", { name: tab }));
            await expectNoAxeViolations(page);
          }
        }
        if (path === "/no-such-page") expect(await page.title()).toBe(TEXTS.notFoundTitle);
        await page.context().close();
      }
    });
  }

  // Other files check axe in each scheme by changing these classes in place (inScheme): that holds
  // only while the server draws nothing else differently. The preferences in the page's data differ,
  // the nonces and the loaders' clocks; nothing else may.
  it("changes only <html>'s classes in the page the server draws", async () => {
    const served = async (path: string, colorScheme: string) => {
      const cookie = `${VISITOR_PREFERENCES_COOKIE}=${encodeURIComponent(JSON.stringify({ ...DEFAULT_PREFERENCES, colorScheme }))}`;
      const html = await (await fetch(new URL(path, baseURL()), { headers: { cookie } })).text();
      expect(html).toContain(`scheme-${colorScheme}`);
      return html
        .replace(/<html[^>]*>/, "<html>")
        .replaceAll(/nonce="[^"]*"/g, "")
        .replaceAll(/\\?"colorScheme\\?"[:,]\\?"[a-z-]+\\?"/g, "")
        .replaceAll(/\\?"now\\?",\d+/g, "");
    };
    for (const path of ["/", "/faq", "/events", "/ndis-providers"]) {
      const light = await served(path, "light");
      for (const colorScheme of ["dark", "high-contrast"]) expect(await served(path, colorScheme), path).toBe(light);
    }
  });

  // Other files run only the colour rules of axe in the schemes after the first
  // (expectNoAxeViolationsInSchemes): that holds only while a scheme's styles change colours and
  // link underlines, never a size, a place or what is shown.
  it("styles nothing but colours and underlines by colour scheme", async () => {
    const page = await visit(browser, "/");
    const schemeStyles = await page.evaluate(() => {
      const scheme = /\.(dark|high-contrast|scheme-[a-z-]+)(?![\w-])/;
      const found: { selector: string; properties: string[] }[] = [];
      const walk = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule && scheme.test(rule.selectorText))
            found.push({ selector: rule.selectorText, properties: Array.from(rule.style) });
          if ("cssRules" in rule) walk((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
      return found;
    });
    // The scheme rules are found at all: the dark and high-contrast palettes.
    expect(schemeStyles.map((rule) => rule.selector)).toEqual(
      expect.arrayContaining(["html.dark", "html.high-contrast", "html.high-contrast a"]),
    );
    const colourOnly =
      /^(--color-[a-z-]+|color|color-scheme|background-color|border(-[a-z]+)*-color|outline-color|text-decoration(-[a-z]+)*)$/;
    const others = schemeStyles.flatMap(({ selector, properties }) =>
      properties.filter((property) => !colourOnly.test(property)).map((property) => `${selector} { ${property} }`),
    );
    expect(others).toEqual([]);
    await page.context().close();
  });

  it("follows the OS dark mode when the scheme is auto", async () => {
    await savePreferences({ colorScheme: "auto" });
    const page = await visit(browser, "/", { colorScheme: "dark" });
    // The dark canvas, #131613.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(19, 22, 19)");
    await expectNoAxeViolations(page);
  });
});
