// The app shell under wrangler dev: the server-rendered home page, the skip link, client-side navigation and the 404 page.
import type { Browser, Page } from "playwright-core";
import { SEED_USER_COUNT } from "../../db/seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROVIDER_TEXTS, TEXTS } from "~/lib/texts";
import { NAV_LINKS } from "~/lib/nav";
import {
  allowErrors,
  baseURL,
  expectFocusKept,
  expectNoAxeViolations,
  openBrowser,
  visit,
  visitAs,
  visitAsVisitor,
} from "./harness";

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

  it("changes no element when it hydrates: Report and dialog openers are the same buttons before", async () => {
    const page = await visit(browser, "/resources");
    // Every element taken out of <body> from the parsed page on (the held module script is swapped for a runnable copy).
    await page.context().addInitScript(() => {
      const removed: string[] = [];
      Object.defineProperty(window, "__removed", { value: removed });
      document.addEventListener("DOMContentLoaded", () => {
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (node instanceof Element && node.tagName !== "SCRIPT")
                removed.push(`${node.tagName} ${node.textContent?.trim().slice(0, 40)}`);
        }).observe(document.body, { subtree: true, childList: true });
      });
    });
    // `/` has Report on each post (Edit and Delete on the member's own, which other files add); the
    // directory, an enquiry opener on each provider.
    const openers = {
      "/": /^(Report |Edit your post|Delete your post)/,
      "/ndis-providers": new RegExp(`^${PROVIDER_TEXTS.bookService}: `),
    };
    for (const [path, opener] of Object.entries(openers)) {
      await page.goto(new URL(path, baseURL()).toString());
      await page.waitForSelector("html[data-hydrated='true']", { state: "attached" });
      expect(await page.getByRole("button", { name: opener }).count()).toBeGreaterThan(0);
      // Hydration's updates run as transitions; give them time to land.
      await page.waitForTimeout(1000);
      expect(await page.evaluate(() => (window as unknown as { __removed: string[] }).__removed), path).toEqual([]);
    }
  });
});

describe("the navigation by role", () => {
  const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("link");
  const everyLabel = NAV_LINKS.map((link) => link.label);
  const withoutModeration = everyLabel.filter((label) => label !== "Moderation");

  it("offers Moderation only to a moderator, and Ads Manager to everyone, in the spec's order", async () => {
    // Member 3 has no role but member; member 2 is a moderator (db/seed.ts).
    const member = await visitAs(browser, 3, "/");
    expect(await mainNav(member).allTextContents()).toEqual(withoutModeration);
    const moderator = await visitAs(browser, 2, "/");
    expect(await mainNav(moderator).allTextContents()).toEqual(everyLabel);
    // A visitor may open an ad account, so Ads Manager is there; Moderation is not.
    const visitor = await visitAsVisitor(browser, "/");
    expect(await mainNav(visitor).allTextContents()).toEqual(withoutModeration);
    expect(await mainNav(visitor).filter({ hasText: "Ads Manager" }).count()).toBe(1);
    // The small screen's menu is the same list.
    await member.setViewportSize({ width: 400, height: 800 });
    await member.getByRole("button", { name: "Menu", exact: true }).click();
    const drawer = member.getByRole("navigation", { name: "Main (mobile)" }).getByRole("link");
    await expect.poll(() => drawer.allTextContents()).toEqual(withoutModeration);
  });
});

// setup-errors.ts fails a test on any uncaught page error. A navigation superseded while
// its data still streams leaves an AbortError rejected and unawaited inside Remix; that one, and
// only that kind, is not an error (app/entry.client.tsx).
describe("uncaught errors in a page", () => {
  it("lets an unhandled AbortError go, and still reports any other unhandled rejection", async () => {
    const page = await visit(browser, "/");
    const reported: string[] = [];
    page.on("pageerror", (error) => reported.push(error.message));
    await page.evaluate(() => {
      void Promise.reject(new DOMException("signal is aborted without reason", "AbortError"));
      void Promise.reject(new Error("a real failure, from the test"));
    });
    await expect.poll(() => reported).toEqual(["a real failure, from the test"]);
    allowErrors({ page: /a real failure, from the test/ });
  });
});

describe("loading a page", () => {
  it("starts its scripts only once the first paint is on screen", async () => {
    const context = await browser.newContext();
    // How many paints the browser had reported each time a held module preload was turned back on.
    await context.addInitScript(() => {
      const paints: number[] = [];
      Object.defineProperty(window, "__paintsAtStart", { value: paints });
      new MutationObserver((records) => {
        for (const record of records)
          if (record.target instanceof HTMLLinkElement && record.target.rel === "modulepreload")
            paints.push(performance.getEntriesByType("paint").length);
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["rel"] });
    });
    const page = await context.newPage();
    await page.goto(new URL("/", baseURL()).toString());
    await page.waitForSelector("html[data-hydrated='true']", { state: "attached" });
    const paints = await page.evaluate(() => (window as unknown as { __paintsAtStart: number[] }).__paintsAtStart);
    expect(paints.length).toBeGreaterThan(2);
    expect(Math.min(...paints)).toBeGreaterThan(0);
    await context.close();
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
