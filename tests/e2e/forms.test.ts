// The one form pattern (issue 21): each area's form works with JavaScript off (a plain post to the
// page's action), a refused plain post shows its field error, and with JavaScript focus goes to
// what the action made. Route changes move focus to the new page's heading; filter changes don't.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST_TEXTS } from "~/lib/texts";
import { expectFocusKept, openBrowser, visit, visitWithoutScript } from "./harness";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

describe("with JavaScript off", () => {
  it("posts to the community feed", async () => {
    const page = await visitWithoutScript(browser, "/");
    const text = `No script post ${stamp()}`;
    const composer = page.getByRole("form", { name: "Share with the community" });
    await composer.getByLabel("What would you like to share?").fill(text);
    await composer.getByRole("button", { name: "Post" }).click();
    await page.waitForURL(/#post-card-\d+$/);
    expect(await page.locator("[data-testid=post-card]").filter({ hasText: text }).count()).toBe(1);
  });

  it("shows the field error of a refused post, keeping what was written", async () => {
    const page = await visitWithoutScript(browser, "/");
    const composer = page.getByRole("form", { name: "Share with the community" });
    await composer.getByLabel("Post type").selectOption("blog");
    await composer.getByLabel("What would you like to share?").fill("A blog with no title");
    await composer.getByRole("button", { name: "Post" }).click();
    await expect.poll(() => composer.getByRole("alert").textContent()).toContain(POST_TEXTS.titleRequiredForBlog);
    expect(await composer.getByLabel(/^Title/).getAttribute("aria-invalid")).toBe("true");
    expect(await composer.getByLabel("What would you like to share?").inputValue()).toBe("A blog with no title");
  });
});

describe("focus after an action", () => {
  it("goes to the new post", async () => {
    const page = await visit(browser, "/");
    const text = `Focus post ${stamp()}`;
    const composer = page.getByRole("form", { name: "Share with the community" });
    await composer.getByLabel("What would you like to share?").fill(text);
    await composer.getByRole("button", { name: "Post" }).click();
    await expectFocusKept(page, page.locator("[data-testid=post-card]").filter({ hasText: text }));
  });

  it("goes to the first invalid field", async () => {
    const page = await visit(browser, "/");
    const composer = page.getByRole("form", { name: "Share with the community" });
    await composer.getByLabel("Post type").selectOption("blog");
    await composer.getByLabel("What would you like to share?").fill("Blog without a title");
    await composer.getByRole("button", { name: "Post" }).click();
    await expectFocusKept(page, composer.getByLabel(/^Title/));
  });
});

describe("route changes", () => {
  it("move focus to the new page's heading; a filter change keeps focus where it was", async () => {
    const page = await visit(browser, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" }).first().click();
    await page.waitForURL(/\/events$/);
    await expectFocusKept(page, page.getByRole("heading", { level: 1 }));
    const back = await visit(browser, "/");
    const chip = back.getByRole("link", { name: "Questions" });
    await chip.focus();
    await chip.press("Enter");
    await back.waitForURL(/filter=question/);
    await expect.poll(() => chip.getAttribute("aria-current")).toBe("true");
    await expectFocusKept(back, chip);
    expect(await focusedId(back)).not.toBe("welcome-heading");
  });
});
