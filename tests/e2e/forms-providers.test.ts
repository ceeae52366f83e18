// A provider's enquiry dialog on the one form pattern (decision 019): without JavaScript, and focus with it.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROVIDER_TEXTS } from "~/lib/texts";
import { expectFocusKept, expectNoAxeViolations, openBrowser, stamp, visitAs, visitWithoutScript } from "./harness";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("providers: the enquiry dialog", () => {
  const MEMBER = 35;

  it("works without JavaScript: a refused message shows its error in place, a sent one says so", async () => {
    const page = await visitWithoutScript(browser, "/ndis-providers/4", MEMBER);
    await page
      .getByRole("button", { name: new RegExp(`^${PROVIDER_TEXTS.sendMessage}: `) })
      .first()
      .click();
    await page.waitForURL(/dialog=enquiry&provider=4&kind=message/);
    const form = page.locator("#dialog-enquiry");
    await form.getByRole("button", { name: PROVIDER_TEXTS.sendMessage }).click();
    await expect.poll(() => form.getByLabel("Message").getAttribute("aria-invalid")).toBe("true");
    expect(await form.getByText(PROVIDER_TEXTS.emptyMessage).count()).toBe(1);
    await form.getByLabel("Message").fill(`No script enquiry ${stamp()}`);
    await form.getByRole("button", { name: PROVIDER_TEXTS.sendMessage }).click();
    await page.waitForURL(/\/ndis-providers\/4\?sent=message#enquiry-sent$/);
    expect(await page.locator("#enquiry-sent").textContent()).toBe(PROVIDER_TEXTS.enquirySent);
    expect(await page.locator("#dialog-enquiry").count()).toBe(0);
  });

  it("moves focus to the message box when refused and back to its opener once sent; axe on the dialog", async () => {
    const page = await visitAs(browser, MEMBER, "/ndis-providers?sort=name");
    const opener = page.getByRole("button", { name: new RegExp(`^${PROVIDER_TEXTS.bookService}: `) }).first();
    await opener.click();
    const dialog = page.getByRole("dialog");
    await page.getByTestId("enquiry-dialog").waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Send Booking Request" }).click();
    await expectFocusKept(page, dialog.getByLabel("Message"));
    expect(await dialog.getByText(PROVIDER_TEXTS.emptyMessage).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.keyboard.type(`Focus enquiry ${stamp()}`);
    await dialog.getByRole("button", { name: "Send Booking Request" }).click();
    await page.getByTestId("enquiry-dialog").waitFor({ state: "detached" });
    await expectFocusKept(page, opener);
  });
});
