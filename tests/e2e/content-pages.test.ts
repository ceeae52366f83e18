// The content pages (app/content): every page and its Easy Read version has no axe violations in
// the light, dark and high-contrast schemes, and the view toggle works by keyboard, keeping focus.
// A visitor, with the schemes in the visitor's preferences cookie, so no member's settings change.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES, VISITOR_PREFERENCES_COOKIE } from "~/lib/accessibility/preferences";
import { CONTENT_ROUTES } from "../../bench/routes";
import { baseURL, expectFocusKept, expectNoAxeViolations, htmlClass, openBrowser, visitAsVisitor } from "./harness";

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

    for (const colorScheme of ["light", "dark", "high-contrast"] as const) {
      await page.context().addCookies([
        {
          name: VISITOR_PREFERENCES_COOKIE,
          value: encodeURIComponent(JSON.stringify({ ...DEFAULT_PREFERENCES, colorScheme })),
          url: baseURL(),
        },
      ]);
      for (const route of CONTENT_ROUTES) {
        await page.goto(new URL(route.path, baseURL()).toString());
        await page.waitForSelector("html[data-hydrated='true']");
        expect(await htmlClass(page), route.path).toContain(`scheme-${colorScheme}`);
        await expectNoAxeViolations(page);
      }
    }
    await page.context().close();
    // 36 axe checks in one page: 2 to 3 s each on a 2-core box shared with another e2e file and
    // other work (130 s in all, measured); less on an idle one.
  }, 240_000);
});
