// Layout rough edges: no floating or sticky element hides the focused control (WCAG
// 2.4.11), tried as a keyboard user on a phone.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_TEXTS } from "~/lib/texts";
import { openBrowser, visit } from "./harness";

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
