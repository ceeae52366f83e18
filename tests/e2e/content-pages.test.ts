// The content pages (app/content): every page and its Easy Read version has no axe violations in
// the light, dark and high-contrast schemes, and the view toggle works by keyboard, keeping focus.
// A visitor, so no member's settings change.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_ROUTES } from "../../bench/routes";
import { baseURL, expectFocusKept, expectNoAxeViolationsInSchemes, openBrowser, visitAsVisitor } from "./harness";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("content pages", () => {
  it("pass axe in every scheme, in both versions, and the Easy Read toggle works by keyboard", async () => {
    // The footer's Report Content lands on the Safety Center's part about reporting, with focus there.
    const page = await visitAsVisitor(browser, "/faq");
    await page.getByRole("link", { name: "Report Content" }).click();
    await page.waitForURL(/\/safety#report$/);
    await expectFocusKept(page, page.locator("#report"));

    // By keyboard: the skip link, the main content, then the toggle is the first stop in it.
    await page.goto(new URL("/safety", baseURL()).toString());
    await page.waitForSelector("html[data-hydrated='true']");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expectFocusKept(page, page.getByRole("link", { name: "Easy Read version" }));
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/safety\?view=easy-read$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Staying safe");
    await expectFocusKept(page, page.getByRole("link", { name: "Standard version" }));
    expect(await page.getByRole("img", { name: "A flag" }).count()).toBe(1);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/safety$/);
    await expectFocusKept(page, page.getByRole("link", { name: "Easy Read version" }));

    for (const route of CONTENT_ROUTES) {
      await page.goto(new URL(route.path, baseURL()).toString());
      await page.waitForSelector("html[data-hydrated='true']");
      await expectNoAxeViolationsInSchemes(page);
    }
    await page.context().close();
    // 36 axe checks in one page, 12 visits: on a 2-core box shared with another e2e file, 45 to 55 s.
  }, 240_000);
});
