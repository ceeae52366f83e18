// The keyboard shortcuts (Alt+M, Alt+A, Alt+H, Alt+N), the mobile and account menus by keyboard, and
// the toasts' region (F8).
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { A11Y_TEXTS } from "~/lib/texts";
import {
  baseURL,
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

describe("keyboard", () => {
  it("Alt+M focuses main, Alt+A opens settings, Alt+H toggles high contrast", async () => {
    await savePreferences({});
    const page = await visit(browser, "/");
    // Saved as the wizard saves: posted to the /accessibility page's action.
    const posted: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") posted.push(new URL(request.url()).pathname);
    });
    await page.keyboard.press("Alt+KeyM");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main-content");
    await page.keyboard.press("Alt+KeyH");
    await expect.poll(() => htmlClass(page)).toContain("high-contrast");
    await expect.poll(() => announced(page)).toContain(A11Y_TEXTS.highContrastOn);
    await expectFocusKept(page);
    await expectNoAxeViolations(page);
    expect(
      await (
        await fetch(new URL("/api/accessibility-preferences/1", baseURL()), { headers: { cookie: memberCookie(1) } })
      ).json(),
    ).toMatchObject({ colorScheme: "high-contrast" });
    await page.keyboard.press("Alt+KeyH");
    await expect.poll(() => htmlClass(page)).not.toContain("high-contrast");
    await expectFocusKept(page);
    expect(posted).toEqual(["/accessibility.data", "/accessibility.data"]);
    await page.keyboard.press("Alt+KeyA");
    await page.waitForURL(/\/accessibility$/);
    await expectFocusKept(page, page.getByRole("heading", { level: 1 }));
  });

  it("Alt+N moves through the landmarks", async () => {
    const page = await visit(browser, "/");
    const tags: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Alt+KeyN");
      tags.push(await page.evaluate(() => document.activeElement?.tagName.toLowerCase() ?? ""));
    }
    expect(tags.slice(0, 2)).toEqual(["header", "nav"]);
    expect(tags).toContain("main");
    // A landmark made focusable by the shortcut.
    await expectNoAxeViolations(page);
  });

  it("Alt+N does nothing with landmark navigation off", async () => {
    await savePreferences({ landmarkNavigation: false });
    const page = await visit(browser, "/");
    await page.waitForSelector("html[data-hydrated='true']");
    const before = await page.evaluate(() => document.activeElement?.tagName.toLowerCase());
    await page.keyboard.press("Alt+KeyN");
    await page.keyboard.press("Alt+KeyN");
    expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe(before);
    // The other shortcuts still work.
    await page.keyboard.press("Alt+KeyM");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main-content");
  });

  it("does nothing when keyboard navigation is off", async () => {
    await savePreferences({ keyboardNavigation: false });
    const page = await visit(browser, "/");
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    // The signal that the key was handled: once its dispatch is over (a task later), the page records
    // whether any listener took it. The shortcut handler prevents the default of every key it acts on.
    await page.evaluate(() => {
      window.addEventListener("keydown", (event) => {
        if (event.altKey && event.code === "KeyA")
          setTimeout(() => document.documentElement.setAttribute("data-alt-a-taken", String(event.defaultPrevented)));
      });
    });
    await page.keyboard.press("Alt+KeyA");
    await expect.poll(() => page.locator("html").getAttribute("data-alt-a-taken")).toBe("false");
    expect(new URL(page.url()).pathname).toBe("/");
    expect(requested.filter((path) => path.startsWith("/accessibility"))).toEqual([]);
    await expectNoAxeViolations(page);
  });

  it("works the mobile menu by keyboard", async () => {
    const page = await visit(browser, "/", { viewport: { width: 375, height: 740 } });
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("link", { name: "Home" }).waitFor();
    await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await menu.getByRole("link", { name: "Events" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/events$/);
    await menu.waitFor({ state: "detached" });
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Events");
    await expectFocusKept(page, page.getByRole("heading", { level: 1 }));
  });

  it("works the account menu by keyboard: Tab into its links, Escape back to the button", async () => {
    const page = await visit(browser, "/");
    const button = page.getByRole("button", { name: /^Account menu for / });
    const profile = page.getByRole("link", { name: "Your profile" });
    const focused = (locator: typeof button) => locator.evaluate((element) => element === document.activeElement);
    expect(await profile.isVisible()).toBe(false);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
    await profile.waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Tab");
    await expect.poll(() => focused(profile)).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => focused(button)).toBe(true);
    expect(await profile.isVisible()).toBe(false);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/profile\/1$/);
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await expectFocusKept(page, page.getByRole("heading", { level: 1 }));
  });
});

describe("toasts", () => {
  it("show one at a time, are announced, and F8 focuses their region", async () => {
    const page = await visit(browser, "/accessibility");
    await page.getByRole("button", { name: "Accessibility Wizard" }).click();
    const dialog = page.getByRole("dialog", { name: "Accessibility Wizard" });
    await dialog.getByRole("button", { name: "Preview Changes" }).click();
    await dialog.getByRole("button", { name: "Preview Changes" }).click();
    await expect.poll(() => page.getByTestId("toast").count()).toBe(1);
    await expectFocusKept(page, dialog.getByRole("button", { name: "Preview Changes" }));
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await expectFocusKept(page, wizardButton(page));
    await expectNoAxeViolations(page);
    await page.keyboard.press("F8");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Notifications (F8)");
  });
});
