// WCAG 2.2 reflow (1.4.10): at 320 CSS px no spec page scrolls sideways. Wide content (the plan
// comparison table) scrolls inside its own region instead. axe does not check this.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPEC_STATIC_PATHS } from "../../bench/routes";
import { openBrowser, visit } from "./harness";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("reflow at 320 CSS pixels", () => {
  it.each(SPEC_STATIC_PATHS)("%s has no horizontal page scroll", async (path) => {
    const page = await visit(browser, path, { viewport: { width: 320, height: 800 } });
    const overflow = await page.evaluate(() => {
      window.scrollTo(10_000, 0);
      return { scrollX: window.scrollX, scrollWidth: document.documentElement.scrollWidth };
    });
    expect(overflow).toEqual({ scrollX: 0, scrollWidth: 320 });
    await page.context().close();
  });
});
