// Layout: nothing hides the focused control (WCAG 2.4.11) or covers the page's own text, the
// header leaves room on a phone, and a desktop page uses its width deliberately.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_TEXTS } from "~/lib/texts";
import { DEFAULT_PREFERENCES, VISITOR_PREFERENCES_COOKIE } from "~/lib/accessibility/preferences";
import { baseURL, openBrowser, savePreferences, visit, visitAsVisitor } from "./harness";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("focus not obscured", () => {
  it("tabbing through the home page at 390 px, the Community chat button never covers the focused control", async () => {
    const page = await visit(browser, "/", { viewport: { width: 390, height: 844 } });
    await page.getByRole("button", { name: CHAT_TEXTS.button }).waitFor();
    const covered: string[] = [];
    let sawChat = false;
    // The whole page, header to footer, until Tab wraps back to the top: the composer sits low on a
    // phone's first screen, and the footer's links are the last stops.
    for (let stops = 0; stops < 200; stops++) {
      await page.keyboard.press("Tab");
      const stop = await page.evaluate((chatName) => {
        const focused = document.activeElement as HTMLElement | null;
        const button = [...document.querySelectorAll("button")].find((b) => b.textContent?.includes(chatName));
        if (!focused || focused === document.body || !button) return { top: true, chat: false, hit: null };
        const a = focused.getBoundingClientRect();
        const b = button.getBoundingClientRect();
        // A button that has stepped aside (visibility: hidden) covers nothing.
        const shown = button.checkVisibility({ visibilityProperty: true });
        const overlaps = shown && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        return {
          top: focused.matches('a[href="#main-content"]'),
          chat: focused === button,
          hit:
            focused !== button && overlaps
              ? `${focused.tagName} ${focused.textContent?.trim().slice(0, 40) ?? ""}`
              : null,
        };
      }, CHAT_TEXTS.button);
      if (stop.hit) covered.push(stop.hit);
      sawChat ||= stop.chat;
      if (stop.top && stops > 0) break;
    }
    expect(sawChat).toBe(true);
    expect(covered).toEqual([]);
  });
});

describe("the provider page on a phone", () => {
  it("gives the provider's name its own line, clear of Share and Save", async () => {
    const page = await visit(browser, "/ndis-providers/1", { viewport: { width: 390, height: 844 } });
    const name = await page.getByRole("heading", { level: 1 }).boundingBox();
    const buttons = await Promise.all(
      [/^Share/, /^Save/].map((label) => page.getByRole("button", { name: label }).first().boundingBox()),
    );
    expect(name).not.toBeNull();
    // Not a word per line (about 100 px, as it was): the name shares its line with the logo at most.
    expect(name!.width).toBeGreaterThan(180);
    for (const box of buttons) {
      expect(box).not.toBeNull();
      const overlaps =
        box!.x < name!.x + name!.width &&
        name!.x < box!.x + box!.width &&
        box!.y < name!.y + name!.height &&
        name!.y < box!.y + box!.height;
      expect(overlaps).toBe(false);
    }
  });
});

describe("a finished desktop", () => {
  it("centres the reading pages' column, of about 75 characters a line", async () => {
    const page = await visit(browser, "/posts/2", { viewport: { width: 1280, height: 900 } });
    for (const path of ["/posts/2", "/resources/1", "/guidelines", "/ndis-providers/1"]) {
      await page.goto(new URL(path, page.url()).toString());
      const column = await page.evaluate(() => {
        const title = document.querySelector("h1");
        let box = title?.parentElement ?? null;
        while (box && box.parentElement && box.parentElement.id !== "main-content") box = box.parentElement;
        const main = document.getElementById("main-content")!.getBoundingClientRect();
        const rect = box!.getBoundingClientRect();
        return { left: rect.left - main.left, right: main.right - rect.right, width: rect.width };
      });
      expect(Math.abs(column.left - column.right), path).toBeLessThan(2);
      expect(column.width, path).toBeLessThanOrEqual(38 * 16);
    }
    await page.context().close();
  });

  it.each([
    { width: 1280, where: "in view at the foot of the left column" },
    { width: 390, where: "at the top of the page" },
  ])("at $width px keeps the chat button $where, clear of every text and control", async ({ width }) => {
    const page = await visit(browser, "/", { viewport: { width, height: 900 } });
    const button = page.getByRole("button", { name: CHAT_TEXTS.button });
    for (const y of [0, 1500, 4000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const covered = await button.evaluate((chat, desktop) => {
        const box = chat.getBoundingClientRect();
        if (desktop && (box.bottom > window.innerHeight || box.top < 0)) return ["not in view"];
        const hits: string[] = [];
        for (const element of document.querySelectorAll("main *")) {
          if (chat.contains(element) || element.contains(chat) || element.children.length > 0) continue;
          const other = element.getBoundingClientRect();
          if (other.width === 0 || other.height === 0) continue;
          const overlaps =
            box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom;
          if (overlaps) hits.push(`${element.tagName} ${element.textContent?.trim().slice(0, 30) ?? ""}`);
        }
        return hits;
      }, width >= 1024);
      expect(covered, `scrolled to ${y}`).toEqual([]);
    }
    await page.context().close();
  });

  it("gives a visitor's home page something in its left column", async () => {
    const page = await visitAsVisitor(browser, "/", { viewport: { width: 1280, height: 900 } });
    const about = page.getByRole("complementary", { name: "About Wattle" });
    expect(await about.isVisible()).toBe(true);
    expect(await about.getByRole("link", { name: "Sign in or join" }).isVisible()).toBe(true);
    await page.context().close();
  });

  it("makes the writing box the widest field of the composer, and grows it with what is typed", async () => {
    const page = await visit(browser, "/", { viewport: { width: 1280, height: 900 } });
    const form = page.getByRole("form", { name: "Share with the community" });
    const box = form.getByLabel("What would you like to share?");
    const widths = await form.evaluate((element) =>
      [...element.querySelectorAll("input:not([type=hidden]), select, textarea")].map((control) => ({
        tag: control.tagName,
        width: control.getBoundingClientRect().width,
      })),
    );
    const textarea = widths.find((control) => control.tag === "TEXTAREA")!.width;
    expect(Math.max(...widths.map((control) => control.width))).toBe(textarea);
    const before = (await box.boundingBox())!.height;
    await box.fill(Array.from({ length: 12 }, (_, line) => `Line ${line + 1}`).join("\n"));
    expect((await box.boundingBox())!.height).toBeGreaterThan(before);
    await page.context().close();
  });
});

describe("at 320 px with the largest text", () => {
  it("the header takes at most a quarter of the first screen, for a member and a visitor", async () => {
    await savePreferences({ fontSize: "largest" });
    try {
      const viewport = { viewport: { width: 320, height: 640 } };
      const visitor = await visitAsVisitor(browser, "/", viewport);
      // A visitor's text size is kept in their own cookie.
      await visitor.context().addCookies([
        {
          name: VISITOR_PREFERENCES_COOKIE,
          value: encodeURIComponent(JSON.stringify({ ...DEFAULT_PREFERENCES, fontSize: "largest" })),
          url: baseURL(),
        },
      ]);
      await visitor.reload();
      await visitor.waitForSelector("html[data-hydrated='true']");
      for (const page of [await visit(browser, "/", viewport), visitor]) {
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("32px");
        const height = await page
          .locator("body > header, header")
          .first()
          .evaluate((header) => header.getBoundingClientRect().height);
        expect(height).toBeLessThanOrEqual(640 / 4);
        // Nothing is lost: search opens from its button, and the settings keep their name.
        await page.getByRole("button", { name: "Search" }).click();
        // The plain box, or the suggestions combobox that takes its place once it has loaded.
        const box = page.getByRole("searchbox", { name: "Search" }).or(page.getByRole("combobox", { name: "Search" }));
        await expect.poll(() => box.first().isVisible(), { timeout: 10_000 }).toBe(true);
        expect(await page.getByRole("link", { name: "Accessibility Settings" }).isVisible()).toBe(true);
        await page.context().close();
      }
    } finally {
      await savePreferences({ fontSize: "medium" });
    }
  });
});
