// The app shell under wrangler dev: the server-rendered home page, the skip link, client-side navigation and the 404 page.
import type { Browser } from "playwright-core";
import { SEED_USER_COUNT } from "../../db/seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS } from "~/lib/texts";
import { baseURL, expectFocusKept, expectNoAxeViolations, openBrowser, visit } from "./harness";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the home page under wrangler dev", () => {
  it("renders seeded D1 data on the server, hydrates and passes axe", async () => {
    const html = await (await fetch(baseURL())).text();
    // The 41 seeded members, and any that other e2e files signed up.
    const members = Number(/(\d+) members sharing experiences/.exec(html)?.[1]);
    expect(members).toBeGreaterThanOrEqual(SEED_USER_COUNT);
    const page = await visit(browser, "/");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Welcome back, Jordan");
    expect(await page.locator("main#main-content article").count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  it("moves focus to main with the skip link, the first Tab stop", async () => {
    const page = await visit(browser, "/");
    await page.keyboard.press("Tab");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(TEXTS.skipLink);
    // Shown on focus, in the flow above the header, so it covers no other target (WCAG 2.5.8).
    await expectNoAxeViolations(page);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main-content");
  });

  it("navigates client-side after hydration", async () => {
    const page = await visit(browser, "/");
    await page.getByRole("link", { name: "Moderation" }).click();
    await page.waitForURL(/\/moderation$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Moderation Dashboard");
    await expect.poll(() => page.getByRole("link", { name: "Moderation" }).getAttribute("aria-current")).toBe("page");
    await expectFocusKept(page, page.getByRole("heading", { level: 1 }));
    await expectNoAxeViolations(page);
  });
});

describe("the 404 page", () => {
  it("has the spec's title, status 404 and passes axe", async () => {
    const response = await fetch(new URL("/nowhere", baseURL()));
    expect(response.status).toBe(404);
    const page = await visit(browser, "/nowhere");
    await expect(page.title()).resolves.toBe(TEXTS.notFoundTitle);
    await expectNoAxeViolations(page);
  });
});
