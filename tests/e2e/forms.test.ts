// The one form pattern (decision 019): each area's form works with JavaScript off (a plain post to the
// page's action), a refused plain post shows its field error, and with JavaScript focus goes to
// what the action made. Route changes move focus to the new page's heading; filter changes don't.
// The dialogs' forms per area: forms-providers, forms-connections, forms-ads, forms-accessibility.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARCADE_TEXTS, POST_TEXTS, REPORT_TEXTS } from "~/lib/texts";
import { expectFocusKept, focusedId, openBrowser, stamp, visit, visitAs, visitWithoutScript } from "./harness";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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

  it("starts a forum discussion from the composer shown in place", async () => {
    const page = await visitWithoutScript(browser, "/forums");
    await page.getByRole("button", { name: "Start Discussion" }).click();
    await page.waitForURL(/dialog=compose/);
    const text = `No script discussion ${stamp()}`;
    const composer = page.getByRole("form", { name: "Share with the community" });
    await composer.getByLabel(/^Title/).fill(text);
    await composer.getByLabel("What would you like to share?").fill(text);
    await composer.getByRole("button", { name: "Post" }).click();
    await page.waitForURL(/#post-card-\d+$/);
    expect(await page.locator("[data-testid=post-card]").filter({ hasText: text }).count()).toBe(1);
  });

  it("reports a post from the report page, and comes back", async () => {
    const page = await visitWithoutScript(browser, "/", 24);
    await page
      .getByRole("button", { name: /^Report / })
      .nth(5)
      .click();
    await page.waitForURL(/\/report\?/);
    const form = page.locator("main form");
    await form.getByRole("button", { name: "Submit Report" }).click();
    await expect.poll(() => page.getByRole("alert").filter({ hasText: REPORT_TEXTS.reasonRequired }).count()).toBe(1);
    await page.getByLabel("Spam", { exact: true }).check();
    await page.getByRole("button", { name: "Submit Report" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  it("sends a message", async () => {
    const page = await visitWithoutScript(browser, "/messages?to=28", 27);
    const text = `No script message ${stamp()}`;
    await page
      .getByRole("form", { name: /^Send a message to / })
      .getByRole("textbox")
      .fill(text);
    await page.getByRole("button", { name: "Send" }).click();
    await page.waitForURL(/#message-\d+$/);
    expect(await page.getByTestId("message").filter({ hasText: text }).count()).toBe(1);
  });

  it("joins a group", async () => {
    const page = await visitWithoutScript(browser, "/support-groups", 25);
    const join = page.getByRole("button", { name: /^Join Group / }).first();
    const name = (await join.textContent())!.replace(/^Join Group\s*/, "").trim();
    await join.click();
    await page.waitForURL(/#group-\d+$/);
    const card = page.getByTestId("group-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
    expect(await card.getByTestId("membership").textContent()).toBe("You are a member");
  });

  it("registers for an event", async () => {
    const page = await visitWithoutScript(browser, "/events", 26);
    // Not the small taster: the events suite counts its places.
    const register = page.getByRole("button", { name: /^Register (?!Peer Mentoring Taster)/ }).first();
    // "Register Seated Yoga and Breathwork · $10.00 at the venue": the title sits between the two.
    const title = (await register.textContent())!
      .replace(/^Register\s*/, "")
      .replace(/ · .*$/, "")
      .trim();
    await register.click();
    await page.waitForURL(/#event-\d+$/);
    const card = page
      .getByTestId("event-card")
      .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    expect(await card.getByTestId("registration").textContent()).toBe("You're registered");
  });

  it("creates a game room and lands in it", async () => {
    const page = await visitWithoutScript(browser, "/arcade", 29);
    await page.getByRole("button", { name: "Create Room" }).click();
    await page.waitForURL(/dialog=create-room/);
    const name = `No script room ${stamp()}`;
    await page.getByLabel("Room name").fill(name);
    await page.locator("#dialog-create-room").getByRole("button", { name: "Create Room" }).click();
    await page.waitForURL(/\/arcade\/room\/\d+$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain(name);
  });

  it("shows the field error of a refused room, in place", async () => {
    const page = await visitWithoutScript(browser, "/arcade?dialog=create-room", 29);
    await page.locator("#dialog-create-room").getByRole("button", { name: "Create Room" }).click();
    await page.waitForURL(/dialog=create-room/);
    expect(await page.getByLabel("Room name").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText(ARCADE_TEXTS.emptyName).count()).toBeGreaterThan(0);
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

  it("goes to the new discussion once the composer's dialog closes", async () => {
    const page = await visit(browser, "/forums");
    await page.getByRole("button", { name: "Start Discussion" }).click();
    const dialog = page.getByRole("dialog");
    const text = `Focus discussion ${stamp()}`;
    await dialog.getByLabel(/^Title/).fill(text);
    await dialog.getByLabel("What would you like to share?").fill(text);
    await dialog.getByRole("button", { name: "Post" }).click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await expectFocusKept(page, page.locator("[data-testid=post-card]").filter({ hasText: text }));
  });

  it("stays on a group's button in its new state", async () => {
    const page = await visitAs(browser, 24, "/support-groups");
    const join = page.getByRole("button", { name: /^Join Group / }).first();
    const id = await join.getAttribute("id");
    await join.click();
    await expect.poll(() => page.locator(`#${id}`).textContent()).toMatch(/^Leave Group/);
    await expectFocusKept(page, page.locator(`#${id}`));
  });

  it("stays in the message box after a message is sent", async () => {
    const page = await visitAs(browser, 23, "/messages?to=22");
    const text = `Focus message ${stamp()}`;
    const box = page.getByRole("form", { name: /^Send a message to / }).getByRole("textbox");
    await box.fill(text);
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByTestId("message").filter({ hasText: text }).waitFor();
    await expectFocusKept(page, box);
  });

  it("goes to the created room's heading", async () => {
    const page = await visitAs(browser, 21, "/arcade");
    await page.getByRole("button", { name: "Create Room" }).first().click();
    const name = `Focus room ${stamp()}`;
    await page.getByRole("dialog").getByLabel("Room name").fill(name);
    await page.getByRole("dialog").getByRole("button", { name: "Create Room" }).click();
    await page.waitForURL(/\/arcade\/room\/\d+$/);
    await expectFocusKept(page, page.getByRole("heading", { level: 1 }));
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
