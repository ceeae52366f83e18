// Site search in the browser: the header box is a plain GET form to /search, the heading says how
// many results there are, and a result opens by keyboard, with and without JavaScript; with script
// the box is a combobox of suggestions; a misspelling offers "Did you mean".
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, openBrowser, visit, visitWithoutScript } from "./harness";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HEADING = /^\d+ results? for ‘wheelchair’$/;
const heading = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();

/** Tab until a link in the results list has focus; its href. */
async function tabToFirstResult(page: Page): Promise<string> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    const href = await page.evaluate(() => {
      const active = document.activeElement;
      return active instanceof HTMLAnchorElement && active.closest("ol[aria-label='Search results']")
        ? active.getAttribute("href")
        : null;
    });
    if (href) return href;
  }
  throw new Error("No search result took focus within 40 Tabs");
}

describe("search", () => {
  it("from the header box: Enter lands on /search, Tab reaches a result, Enter opens it; axe passes", async () => {
    const page = await visit(browser, "/");
    await page.locator("#site-search").fill("wheelchair");
    await page.locator("#site-search").press("Enter");
    await page.waitForURL(/\/search\?q=wheelchair$/);
    await expect.poll(() => heading(page)).toMatch(HEADING);
    expect(Number(/^\d+/.exec((await heading(page)) ?? "")?.[0])).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    const href = await tabToFirstResult(page);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname + url.search + url.hash === href);
  });

  it("works without JavaScript: the same form, heading and result link", async () => {
    const page = await visitWithoutScript(browser, "/");
    await page.locator("#site-search").fill("wheelchair");
    await page.locator("#site-search").press("Enter");
    await page.waitForURL(/\/search\?q=wheelchair$/);
    expect(await heading(page)).toMatch(HEADING);
    const href = await tabToFirstResult(page);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname + url.search === href.split("#")[0]);
  });

  it("the header combobox: type, arrow to a suggestion, Enter opens it; axe passes with it open on /search", async () => {
    const page = await visit(browser, "/search?q=ramp");
    const box = page.locator("#site-search");
    await box.focus();
    await expect.poll(() => box.getAttribute("role")).toBe("combobox");
    await page.keyboard.type("wheelchair");
    const options = page.getByRole("listbox", { name: "Search suggestions" }).getByRole("option");
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    await expect
      .poll(() =>
        page
          .getByRole("status")
          .filter({ hasText: /suggestions?$/ })
          .textContent(),
      )
      .toMatch(/^\d suggestions?$/);
    await expectNoAxeViolations(page);
    // The first option, highlighted as the list opens, is the full results page; down is a suggestion.
    await page.keyboard.press("ArrowDown");
    const active = await box.getAttribute("aria-activedescendant");
    expect(active).toBeTruthy();
    const chosen = (await page.locator(`[id="${active}"]`).locator("span").first().textContent()) ?? "";
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname !== "/search");
    await expect
      .poll(() => page.evaluate(() => document.body.innerText))
      .toContain(chosen.replace(/…$/, "").slice(0, 30));
  });

  it("a misspelling offers 'Did you mean', and following it by keyboard finds results", async () => {
    const page = await visit(browser, "/search?q=wheelchiar");
    expect(await heading(page)).toBe("0 results for ‘wheelchiar’");
    const suggestion = page.getByTestId("did-you-mean").getByRole("link", { name: "wheelchair" });
    await suggestion.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/search\?q=wheelchair$/);
    await expect.poll(() => heading(page)).toMatch(HEADING);
  });
});
