// Preferences that change how a page looks, moves, sounds and is walked by keyboard
// (docs/features/accessibility.md), each compared with the page without it, so every test fails if
// its preference stops working. Web Audio is stubbed in the browser so the test hears every earcon.
// Members 4, 5, 7 and 8 only.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccessibilityPreferences } from "~/lib/accessibility/preferences";
import {
  expectNoAxeViolations,
  expectNoAxeViolationsInSchemes,
  openBrowser,
  setPreferencesOf,
  visitAs,
} from "./harness";

const LOOKS = 4;
const SKIPPER = 5;
const LISTENER = 7;
const STEADY_HAND = 8;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  for (const member of [LOOKS, SKIPPER, LISTENER, STEADY_HAND]) await setPreferencesOf(member, null);
  await browser?.close();
});

async function visitWith(member: number, changes: Partial<AccessibilityPreferences>, path: string) {
  await setPreferencesOf(member, changes);
  const page = await visitAs(browser, member, path);
  await page.waitForSelector("html[data-hydrated='true']");
  return page;
}

describe("visual preferences", () => {
  it("font family and contrast level change the computed styles", async () => {
    const read = (page: Page) =>
      page.evaluate(() => {
        const muted = document.querySelector(".text-muted")!;
        return {
          font: getComputedStyle(document.body).fontFamily,
          muted: getComputedStyle(muted).color,
          body: getComputedStyle(document.body).color,
        };
      });
    const plain = await read(await visitWith(LOOKS, {}, "/events"));
    expect(plain.font).not.toContain("OpenDyslexic");
    expect(plain.muted).not.toBe(plain.body);

    const page = await visitWith(LOOKS, { fontFamily: "dyslexic-friendly", contrastLevel: "maximum" }, "/events");
    const changed = await read(page);
    expect(changed.font).toContain("OpenDyslexic");
    expect(changed.muted).toBe(changed.body);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

describe("autoplay", () => {
  /** Puts an element with the skeletons' pulse on the page and lists what is running by itself. */
  const running = (page: Page) =>
    page.evaluate(async () => {
      const probe = document.createElement("div");
      probe.className = "animate-pulse";
      probe.textContent = "probe";
      document.querySelector("main")!.appendChild(probe);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const animations = document.getAnimations().filter((a) => a.playState === "running");
      probe.remove();
      return { animations: animations.length, autoplayingVideos: document.querySelectorAll("video[autoplay]").length };
    });

  it("with autoplay off, nothing animates by itself and no video autoplays", async () => {
    const moving = await visitWith(LOOKS, { autoplay: true }, "/");
    expect((await running(moving)).animations).toBeGreaterThan(0);
    await moving.context().close();

    for (const path of ["/", "/arcade", "/resources"]) {
      const still = await visitWith(LOOKS, { autoplay: false }, path);
      expect(await running(still)).toEqual({ animations: 0, autoplayingVideos: 0 });
      await still.context().close();
    }
  });
});

describe("skip links", () => {
  it("skips past a long list, and offers no such link with Skip Links off", async () => {
    const page = await visitWith(SKIPPER, { skipLinks: true }, "/");
    const skip = page.getByRole("link", { name: "Skip past the posts" });
    await skip.focus();
    await expect.poll(() => skip.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("posts-end");
    // The next Tab goes on after the list: to Load More, not into the cards.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/Load More/i);
    await page.context().close();

    const without = await visitWith(SKIPPER, { skipLinks: false }, "/");
    expect(await without.getByTestId("skip-past").count()).toBe(0);
    // Skip to main content is never removed.
    await without.keyboard.press("Tab");
    expect(await without.evaluate(() => document.activeElement?.textContent)).toBe("Skip to main content");
    await without.context().close();
  });
});

describe("sound effects", () => {
  type Tones = { contexts: number; peaks: number[] };
  /** From the next document on, AudioContext records the contexts made and each tone's peak gain. */
  async function stubAudio(page: Page) {
    await page.context().addInitScript(() => {
      const log: Tones = { contexts: 0, peaks: [] };
      Object.defineProperty(window, "__tones", { value: log });
      class FakeParam {
        value = 0;
        setValueAtTime() {}
        linearRampToValueAtTime(value: number) {
          log.peaks.push(value);
        }
        exponentialRampToValueAtTime() {}
      }
      class FakeNode {
        frequency = new FakeParam();
        gain = new FakeParam();
        type = "sine";
        connect<T>(next: T) {
          return next;
        }
        start() {}
        stop() {}
      }
      class FakeAudioContext {
        currentTime = 0;
        destination = {};
        constructor() {
          log.contexts++;
        }
        createOscillator() {
          return new FakeNode();
        }
        createGain() {
          return new FakeNode();
        }
      }
      Object.defineProperty(window, "AudioContext", { value: FakeAudioContext });
    });
  }
  const tones = (page: Page) => page.evaluate(() => (window as unknown as { __tones: Tones }).__tones);

  /** A post the server refuses (it is empty): the error toast, and with it the error earcon. */
  async function failAPost(page: Page) {
    await page.getByRole("form", { name: "Share with the community" }).getByRole("button", { name: "Post" }).click();
    await expect.poll(() => page.getByTestId("toast").getAttribute("data-variant")).toBe("destructive");
  }

  it("plays earcons at the chosen volume, and none with sound effects off", async () => {
    for (const [changes, peak] of [
      [{ soundEffects: true, soundVolume: 60 }, 0.2],
      [{ soundEffects: true, soundVolume: 30 }, 0.1],
      [{ soundEffects: false, soundVolume: 60 }, null],
    ] as const) {
      const page = await visitWith(LISTENER, changes, "/");
      await stubAudio(page);
      await page.reload();
      await page.waitForSelector("html[data-hydrated='true']");
      await failAPost(page);
      if (peak === null) {
        // Long enough for a sound to have been made, had there been one.
        await page.waitForTimeout(500);
        expect(await tones(page)).toEqual({ contexts: 0, peaks: [] });
      } else {
        // The error earcon: two low notes, each rising to the volume's peak.
        await expect.poll(async () => (await tones(page)).peaks.length).toBe(2);
        for (const value of (await tones(page)).peaks) expect(value).toBeCloseTo(peak, 5);
      }
      await page.context().close();
    }
  });
});

describe("drag assistance", () => {
  it("turns drags off: no toast swipe, and sliders become number boxes", async () => {
    const page = await visitWith(STEADY_HAND, { dragAssistance: true }, "/accessibility");
    await page.getByRole("button", { name: "Accessibility Wizard" }).click();
    const dialog = page.getByRole("dialog", { name: "Accessibility Wizard" });
    await dialog.getByRole("tab", { name: "Motor" }).click();
    expect(await dialog.locator('input[type="range"]').count()).toBe(0);
    const box = dialog.getByRole("spinbutton", { name: /Hover Delay/ });
    expect(await box.inputValue()).toBe("500");
    await dialog.getByRole("button", { name: "Increase Hover Delay by 100 ms" }).press("Enter");
    expect(await box.inputValue()).toBe("600");
    await dialog.getByRole("button", { name: "Decrease Hover Delay by 100 ms" }).press("Enter");
    await dialog.getByRole("button", { name: "Decrease Hover Delay by 100 ms" }).press("Enter");
    expect(await box.inputValue()).toBe("400");
    await expectNoAxeViolations(page);

    // A toast does not move under a drag, and its × button still dismisses it.
    await dialog.getByRole("button", { name: "Preview Changes" }).click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    const toast = page.getByTestId("toast");
    await expect.poll(() => toast.count()).toBe(1);
    const area = await toast.boundingBox();
    if (!area) throw new Error("toast has no box");
    await page.mouse.move(area.x + 20, area.y + area.height / 2);
    await page.mouse.down();
    await page.mouse.move(area.x + 120, area.y + area.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(await toast.evaluate((el) => (el as HTMLElement).style.transform)).toBe("translateX(0px)");
    expect(await toast.count()).toBe(1);
    await toast.getByRole("button", { name: /^Dismiss notification/ }).click();
    await expect.poll(() => toast.count()).toBe(0);

    // Without the preference the slider is there to drag.
    const plain = await visitWith(STEADY_HAND, {}, "/accessibility");
    await plain.getByRole("button", { name: "Accessibility Wizard" }).click();
    await plain.getByRole("tab", { name: "Motor" }).click();
    expect(await plain.locator('input[type="range"]').count()).toBe(1);
    await page.context().close();
    await plain.context().close();
  });
});

describe("the new controls in every scheme", () => {
  it("pass axe in light, dark and high contrast, by keyboard", async () => {
    const everything: Partial<AccessibilityPreferences> = {
      signLanguageSupport: true,
      audioDescriptions: true,
      verboseDescriptions: true,
      dragAssistance: true,
    };
    const events = await visitWith(LOOKS, everything, "/events?interpreting=auslan");
    expect(await events.getByTestId("auslan-badge").count()).toBeGreaterThan(0);
    await events.getByRole("link", { name: "Skip past the events" }).focus();
    await expectNoAxeViolationsInSchemes(events);
    await events.context().close();

    const resources = await visitWith(LOOKS, everything, "/resources?search=Switch%20Access");
    expect(await resources.getByTestId("card-summary").count()).toBeGreaterThan(0);
    await resources.getByRole("link", { name: /^Switch Access on Android/ }).click();
    await expect.poll(() => resources.locator("[data-version]").first().getAttribute("data-version")).toBe("described");
    await expectNoAxeViolationsInSchemes(resources);
    await resources.context().close();

    const wizard = await visitWith(LOOKS, everything, "/accessibility");
    await wizard.getByRole("button", { name: "Accessibility Wizard" }).click();
    const dialog = wizard.getByRole("dialog", { name: "Accessibility Wizard" });
    await dialog.getByRole("tab", { name: "Audio" }).click();
    await dialog.getByRole("button", { name: "Increase Sound volume by 10 %" }).focus();
    await expectNoAxeViolationsInSchemes(wizard);
    await wizard.context().close();
  });
});
