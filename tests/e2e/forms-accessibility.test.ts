// The accessibility wizard on the one form pattern (decision 019): without JavaScript, for a member and a
// visitor, and where focus goes with it.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { A11Y_TEXTS } from "~/lib/texts";
import {
  baseURL,
  expectFocusKept,
  expectNoAxeViolations,
  memberCookie,
  openBrowser,
  visitAs,
  visitWithoutScript,
  htmlClass,
} from "./harness";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("accessibility wizard", () => {
  // Member 30, so the accessibility suite's member 1 keeps its own preferences; forgotten again afterwards.
  const MEMBER = 30;
  afterAll(async () => {
    await fetch(new URL(`/api/accessibility-preferences/${MEMBER}`, baseURL()), {
      method: "DELETE",
      headers: { cookie: memberCookie(MEMBER) },
    });
  });

  it("saves with JavaScript off, after a refused save showed its error in place", async () => {
    const page = await visitWithoutScript(browser, "/accessibility", MEMBER);
    await page.getByRole("button", { name: "Accessibility Wizard" }).click();
    await page.waitForURL(/dialog=wizard/);
    const form = page.locator("#dialog-wizard form");
    // Every step is on the page at once, each control a native one.
    expect(await form.locator("fieldset").count()).toBe(6);
    // The browser stops a reader at 10,000 characters; going past it reaches the server's own check.
    await form.getByLabel("Custom CSS").evaluate((element) => element.removeAttribute("maxlength"));
    await form.getByLabel("Custom CSS").fill("a".repeat(10_001));
    await form.getByRole("button", { name: "Save Settings" }).click();
    await expect.poll(() => form.getByRole("alert").textContent()).toContain("Custom CSS");
    expect(await form.getByLabel("Custom CSS").getAttribute("aria-invalid")).toBe("true");
    await form.getByLabel("Custom CSS").fill("");
    await form.getByLabel("Font Size").selectOption("extra-large");
    await form.getByLabel("Skip Links").uncheck();
    await form.getByRole("button", { name: "Save Settings" }).click();
    await page.waitForURL(/\/accessibility#overview$/);
    expect(await page.getByTestId("overview-fontSize").textContent()).toContain("Extra Large");
    expect(await page.getByTestId("overview-skipLinks").textContent()).toBe("Off");
    expect(await page.locator("html").getAttribute("class")).toContain("font-size-extra-large");
  });

  it("keeps a visitor's choice with JavaScript off", async () => {
    const page = await visitWithoutScript(browser, "/accessibility?dialog=wizard", null);
    await page.locator("#dialog-wizard form").getByLabel("Color Scheme").selectOption("dark");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.waitForURL(/\/accessibility#overview$/);
    expect(await page.locator("html").getAttribute("class")).toMatch(/\bdark\b/);
  });

  it("moves focus to the invalid field, then back to the wizard's opener after saving; no axe violations", async () => {
    const page = await visitAs(browser, MEMBER, "/accessibility");
    const opener = page.getByRole("button", { name: "Accessibility Wizard" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Accessibility Wizard" });
    await dialog.getByRole("tab", { name: "Advanced" }).click();
    const css = dialog.getByLabel("Custom CSS");
    await css.evaluate((element) => element.removeAttribute("maxlength"));
    await css.fill("a".repeat(10_001));
    await dialog.getByRole("button", { name: "Save Settings" }).click();
    await expectFocusKept(page, css);
    expect(await css.getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page);
    await css.fill("");
    await dialog.getByRole("tab", { name: "Visual" }).click();
    await dialog.getByLabel("Font Size").selectOption("large");
    await dialog.getByRole("button", { name: "Save Settings" }).click();
    await dialog.waitFor({ state: "detached" });
    await expectFocusKept(page, opener);
    await expect.poll(() => htmlClass(page)).toContain("font-size-large");
    await expect.poll(() => page.getByTestId("toast-announcer").textContent()).toContain(A11Y_TEXTS.settingsSaved);
  });
});
