// Each page-level mode must visibly change the page (accessibility issue), the tooltip must wait
// for the member's hover delay, and the toast timings must match the spec.
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AccessibilityPreferences } from "~/lib/accessibility/preferences";
import { A11Y_TEXTS } from "~/lib/texts";
import { expectFocusKept, expectNoAxeViolations, openBrowser, savePreferences, visit } from "./harness";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});
// Each test changes member 1's preferences; pass or fail, the next one starts from the defaults.
afterEach(async () => {
  await savePreferences({});
});

/** A computed style on /accessibility with and without a preference; the page in the mode must also pass axe. */
async function styleWithAndWithout(
  changes: Partial<AccessibilityPreferences>,
  read: (page: Page) => Promise<string>,
  axe: Parameters<typeof expectNoAxeViolations>[1] = {},
) {
  await savePreferences({});
  const plain = await visit(browser, "/accessibility");
  const before = await read(plain);
  await plain.context().close();
  await savePreferences(changes);
  const page = await visit(browser, "/accessibility");
  const after = await read(page);
  await expectNoAxeViolations(page, axe);
  await page.context().close();
  return { before, after };
}

describe("page-level modes", () => {
  it("click assistance makes buttons at least 44px tall", async () => {
    const { before, after } = await styleWithAndWithout({ clickAssistance: true }, (page) =>
      page.getByRole("button", { name: "Import Settings" }).evaluate((el) => String(el.getBoundingClientRect().height)),
    );
    expect(Number(before)).toBeLessThan(44);
    expect(Number(after)).toBeGreaterThanOrEqual(44);
  });

  it("simplified layout hides the side panel", async () => {
    const { before, after } = await styleWithAndWithout({ simplifiedLayout: true }, (page) =>
      page.locator("[data-sidebar]").evaluate((el) => getComputedStyle(el).display),
    );
    expect(before).not.toBe("none");
    expect(after).toBe("none");
  });

  it("concentration mode takes the colour out of the header and hides the notification badge", async () => {
    const { before, after } = await styleWithAndWithout({ concentrationMode: true }, async (page) => {
      // The headless browser's pointer starts at the top left, over the header, and a hovered
      // header takes its colour back: the pointer rests on the main content instead, and the
      // header's transition is let finish.
      await page.locator("main h1").first().hover();
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      return page
        .locator("header")
        .first()
        .evaluate((el) => getComputedStyle(el).filter);
    });
    expect(before).toBe("none");
    expect(after).toBe("grayscale(1)");
  });

  it("reading assistance opens up line spacing", async () => {
    const { before, after } = await styleWithAndWithout({ readingAssistance: true }, (page) =>
      page
        .locator("main p")
        .first()
        .evaluate((el) =>
          String(parseFloat(getComputedStyle(el).lineHeight) / parseFloat(getComputedStyle(el).fontSize)),
        ),
    );
    expect(Number(after)).toBeGreaterThan(Number(before));
    expect(Number(after)).toBeGreaterThanOrEqual(1.8);
  });

  it("screen reader optimisation hides decorative icons", async () => {
    const { before, after } = await styleWithAndWithout({ screenReaderOptimized: true }, (page) =>
      page
        // An icon, not the site's mark, which stays (data-keep).
        .locator("header svg[aria-hidden='true']:not([data-keep])")
        .first()
        .evaluate((el) => getComputedStyle(el).display),
    );
    expect(before).not.toBe("none");
    expect(after).toBe("none");
  });

  it("enhanced and high-contrast focus indicators draw stronger outlines", async () => {
    const outline = async (focusIndicators: AccessibilityPreferences["focusIndicators"]) => {
      await savePreferences({ focusIndicators });
      const page = await visit(browser, "/accessibility");
      await page.keyboard.press("Tab");
      const drawn = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element);
        return { width: parseFloat(style.outlineWidth), shadow: style.boxShadow };
      });
      // The mode with its focused skip link, which takes its own line rather than covering the header.
      await expectNoAxeViolations(page);
      await page.context().close();
      return drawn;
    };
    const standard = await outline("standard");
    const enhanced = await outline("enhanced");
    const contrast = await outline("high-contrast");
    expect(standard.width).toBe(3);
    expect(enhanced.width).toBeGreaterThan(standard.width);
    expect(enhanced.shadow).not.toBe("none");
    expect(contrast.shadow).toContain("rgb(255, 255, 0)");
  });

  it("reduce motion makes transitions effectively instant", async () => {
    const { before, after } = await styleWithAndWithout({ reduceMotion: true }, (page) =>
      page.getByRole("button", { name: "Import Settings" }).evaluate((el) => getComputedStyle(el).transitionDuration),
    );
    expect(parseFloat(before)).toBeGreaterThan(0.1);
    expect(parseFloat(after)).toBeLessThan(0.001);
  });
});

describe("timing", () => {
  it("opens a tooltip after the member's hover delay, not before", async () => {
    const hoverDelay = 1500;
    await savePreferences({ hoverDelay });
    const page = await visit(browser, "/");
    // The bell becomes a button (with its tooltip) at the first interaction.
    await page.keyboard.press("Shift");
    const button = page.getByRole("button", { name: /Notifications/ });
    const tooltipId = await button.getAttribute("aria-describedby");
    if (!tooltipId) throw new Error("the Notifications button names no tooltip");
    const tooltip = page.locator(`[id="${tooltipId}"]`);
    expect(await tooltip.isVisible()).toBe(false);
    // Timed by the page's own clock, from the pointer arriving to the tooltip showing, so a slow
    // machine can make the delay look longer but never shorter.
    await page.evaluate((id) => {
      const tip = document.getElementById(id)!;
      const times = { enter: 0, shown: 0 };
      Object.defineProperty(window, "__tooltipTimes", { value: times });
      window.addEventListener(
        "mouseover",
        (event) => {
          if (!times.enter && tip.parentElement?.contains(event.target as Node)) times.enter = performance.now();
        },
        true,
      );
      new MutationObserver(() => {
        if (!tip.hidden && !times.shown) times.shown = performance.now();
      }).observe(tip, { attributes: true, attributeFilter: ["hidden"] });
    }, tooltipId);
    await button.hover();
    await expect.poll(() => tooltip.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    const { enter, shown } = await page.evaluate(
      () => (window as unknown as { __tooltipTimes: { enter: number; shown: number } }).__tooltipTimes,
    );
    expect(enter).toBeGreaterThan(0);
    expect(shown - enter).toBeGreaterThanOrEqual(hoverDelay - 1);
    // Not far after either; the margin is generous because a busy machine delays timers.
    expect(shown - enter).toBeLessThan(hoverDelay + 1500);
    await page.keyboard.press("Escape");
    await expect.poll(() => tooltip.isVisible()).toBe(false);
  });

  it("dismisses a toast swiped 50px or more to the right", async () => {
    const page = await visit(browser, "/accessibility");
    await page.getByRole("button", { name: "Accessibility Wizard" }).click();
    const dialog = page.getByRole("dialog", { name: "Accessibility Wizard" });
    await dialog.getByRole("button", { name: "Preview Changes" }).click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    const toast = page.getByTestId("toast");
    await expect.poll(() => toast.textContent()).toContain(A11Y_TEXTS.previewApplied);
    const opener = page.getByRole("button", { name: "Accessibility Wizard" });
    await expectFocusKept(page, opener);
    await expectNoAxeViolations(page);
    const box = await toast.boundingBox();
    if (!box) throw new Error("toast has no box");
    const y = box.y + box.height / 2;
    // A short swipe springs back ...
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 50, y, { steps: 5 });
    // Read without auto-waiting, so a toast that is gone reads as an empty list, not a hang.
    const offsets = () => toast.evaluateAll((toasts) => toasts.map((el) => (el as HTMLElement).style.transform));
    await expect.poll(offsets).not.toEqual(["translateX(0px)"]);
    await page.mouse.up();
    // The pointer-up was handled once the toast is back in place; then it must still be there, alone.
    await expect.poll(offsets).toEqual(["translateX(0px)"]);
    // ... a long one dismisses.
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 90, y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => toast.count()).toBe(0);
    // The pointer pressed on the toast may have taken focus; the gone toast must not leave it on <body>.
    await expectFocusKept(page);
  });
});
