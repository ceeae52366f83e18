// Support requests (docs/features/support.md), by keyboard: a visitor sends one from /support, a
// moderator answers it in the Support tab of /moderation, and the reply is in the dev outbox. Axe
// runs on /support and the Support tab in the light (on the way), dark and high-contrast schemes.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUPPORT_TEXTS } from "~/lib/texts/support";
import {
  expectFocusKept,
  expectNoAxeViolations,
  expectNoAxeViolationsInSchemes,
  openBrowser,
  stamp,
  visit,
  visitAs,
  visitAsVisitor,
  visitWithoutScript,
} from "./harness";

const MODERATOR = 2;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("support requests", () => {
  it("a visitor sends a request by keyboard, a moderator answers it, and the email is in the outbox", async () => {
    const run = stamp();
    const message = `The calendar skips my keyboard focus ${run}`;
    const email = `visitor-${run}@example.net`;
    const reply = `Thank you, fixed now ${run}`;

    const page = await visitAsVisitor(browser, "/support");
    await expectNoAxeViolations(page);
    // The topics are one radio group: focus it, and the arrow keys choose.
    await page.getByRole("radio", { name: "My account" }).focus();
    await page.keyboard.press("ArrowDown");
    expect(await page.getByRole("radio", { name: "An accessibility barrier" }).isChecked()).toBe(true);
    await page.keyboard.press("Tab");
    await expectFocusKept(page, page.getByLabel(SUPPORT_TEXTS.messageLabel));
    await page.keyboard.type(message);
    await page.keyboard.press("Tab");
    await page.keyboard.type("/events");
    await page.keyboard.press("Tab");
    await expectFocusKept(page, page.getByLabel(SUPPORT_TEXTS.emailLabel));
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await expectFocusKept(page, page.getByRole("button", { name: SUPPORT_TEXTS.send }));
    await page.keyboard.press("Enter");
    const sent = page.locator("#support-sent");
    await sent.waitFor();
    await expectFocusKept(page, sent);
    expect(await sent.getAttribute("role")).toBe("status");
    expect(await sent.textContent()).toContain(SUPPORT_TEXTS.sentTitle);
    await expectNoAxeViolations(page);
    await page.context().close();

    const queue = await visitAs(browser, MODERATOR, "/moderation?tab=support");
    const card = queue.getByTestId("support-card").filter({ hasText: message });
    await card.waitFor();
    expect(await card.textContent()).toContain("High priority");
    await card.getByLabel(SUPPORT_TEXTS.replyLabel).focus();
    await queue.keyboard.type(reply);
    await queue.keyboard.press("Tab");
    await expectFocusKept(queue, card.getByRole("button", { name: new RegExp(SUPPORT_TEXTS.sendReply) }));
    await queue.keyboard.press("Enter");
    // Focus moves to the reply the action made; the card now says Answered.
    await expect.poll(() => queue.evaluate(() => document.activeElement?.id ?? "")).toMatch(/^support-entry-\d+$/);
    await expect.poll(() => queue.evaluate(() => document.activeElement?.textContent ?? "")).toContain(reply);
    const answered = queue.getByTestId("support-card").filter({ hasText: message });
    await expect.poll(() => answered.getByTestId("status-badge").textContent()).toContain("Answered");
    await expectNoAxeViolations(queue);
    await queue.context().close();

    const outbox = await visitAsVisitor(browser, "/dev/outbox");
    const mail = outbox.locator(`[data-email-to="${email}"]`);
    await mail.waitFor();
    expect(await mail.textContent()).toContain(reply);
    await outbox.context().close();
  });

  it("sends a visitor's request without script, back at the thank-you note", async () => {
    const page = await visitWithoutScript(browser, "/support", null);
    await page.getByRole("radio", { name: "Billing" }).check();
    await page.getByLabel(SUPPORT_TEXTS.messageLabel).fill(`No script here ${stamp()}`);
    await page.getByLabel(SUPPORT_TEXTS.emailLabel).fill(`plain-${stamp()}@example.net`);
    await page.getByRole("button", { name: SUPPORT_TEXTS.send }).click();
    await page.waitForURL(/\/support\?sent=1#support-sent$/);
    expect(await page.locator("#support-sent").textContent()).toContain(SUPPORT_TEXTS.sentTitle);
    await page.context().close();
  });

  // The light scheme is checked on the way through the first test.
  it("has no axe violations on /support and the Support tab in the dark and high-contrast schemes", async () => {
    for (const path of ["/support", "/moderation?tab=support"]) {
      const page = await visit(browser, path);
      if (path.includes("moderation")) await page.getByTestId("support-card").first().waitFor();
      await expectNoAxeViolationsInSchemes(page, ["dark", "high-contrast"]);
      await page.context().close();
    }
  });
});
