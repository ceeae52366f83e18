// Plans and billing by keyboard, acting as a seeded member with no subscription (user 1's
// plan stays free for the other e2e files): pricing, yearly, Starter, the test checkout,
// Pay, then Cancel and Reactivate on /subscription; axe on all three pages. The same again with
// JavaScript off, as another member.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatBillingDate } from "~/lib/billing/billing";
import { BILLING_TEXTS } from "~/lib/texts";
import {
  baseURL,
  expectFocusKept,
  expectNoAxeViolations,
  expectNoAxeViolationsInSchemes,
  openBrowser,
  visitAs,
  visitWithoutScript,
  memberCookie,
  announced,
} from "./harness";

/** Seeded member 40 has no subscription (db/seed.ts gives subscriptions to members 6 to 9). */
const MEMBER = 40;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function pressOn(page: Page, locator: ReturnType<Page["getByRole"]>, key = "Enter") {
  await locator.focus();
  await page.keyboard.press(key);
}
const hydrated = (page: Page) => page.waitForSelector("html[data-hydrated='true']", { timeout: 15_000 });

describe("plans and billing", () => {
  it("subscribes to Starter yearly through the test checkout, then cancels and reactivates, by keyboard", async () => {
    const page = await visitAs(browser, MEMBER, "/pricing");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(BILLING_TEXTS.pricingTitle);
    await expectNoAxeViolations(page);

    const starter = page.getByTestId("plan-starter");
    expect(await starter.getByTestId("plan-price").textContent()).toBe(`$29${BILLING_TEXTS.perMonth}`);
    await pressOn(page, page.getByRole("switch", { name: BILLING_TEXTS.yearly }), " ");
    await expect.poll(() => page.getByText(BILLING_TEXTS.yearlyBadge).isVisible()).toBe(true);
    await expectFocusKept(page, page.getByRole("switch", { name: BILLING_TEXTS.yearly }));
    expect(await starter.getByTestId("plan-price").textContent()).toBe(`$24${BILLING_TEXTS.perMonth}`);
    expect(await starter.getByTestId("plan-saving").textContent()).toBe(BILLING_TEXTS.yearlySaving("$58", 17));
    expect(await page.getByTestId("plan-free").getByTestId("plan-price").textContent()).toBe(BILLING_TEXTS.free);

    // Each plan's button names its plan, so a screen reader's list of buttons tells them apart:
    // "Subscribe Now Starter", not four "Subscribe Now".
    const names = await page
      .getByRole("button", { name: new RegExp(`^(${BILLING_TEXTS.subscribeNow}|${BILLING_TEXTS.getStartedFree}) `) })
      .evaluateAll((buttons) => buttons.map((button) => button.textContent));
    expect(names.length).toBeGreaterThanOrEqual(4);
    expect(new Set(names).size).toBe(names.length);
    await pressOn(page, starter.getByRole("button", { name: `${BILLING_TEXTS.subscribeNow} Starter` }));
    await page.waitForURL(/\/test-checkout\?session=/);
    await hydrated(page);
    expect(await page.getByTestId("test-mode").textContent()).toBe(BILLING_TEXTS.testModeBanner);
    expect(await page.getByTestId("checkout-plan").textContent()).toBe("Starter, yearly");
    await expectNoAxeViolations(page);

    await pressOn(page, page.getByRole("button", { name: /^Pay / }));
    await page.waitForURL(/\/subscription\?checkout=success/);
    await hydrated(page);
    await expect.poll(() => announced(page)).toContain(BILLING_TEXTS.planUpdated);
    const card = page.getByTestId("subscription-card");
    expect(await card.getByTestId("subscription-plan").textContent()).toBe("Starter");
    expect(await card.getByTestId("subscription-billing-interval").textContent()).toBe(BILLING_TEXTS.yearly);
    expect(await card.getByTestId("status-badge").textContent()).toBe("Active");
    await expectNoAxeViolations(page);

    const subscription = (await (
      await fetch(new URL("/api/user-subscription", baseURL()), { headers: { cookie: memberCookie(MEMBER) } })
    ).json()) as { currentPeriodEnd: string };
    await pressOn(page, card.getByRole("button", { name: BILLING_TEXTS.cancel, exact: true }));
    await expect.poll(() => announced(page)).toContain(BILLING_TEXTS.cancelled);
    await expect
      .poll(() => card.getByTestId("ends-notice").textContent())
      .toBe(BILLING_TEXTS.endsOn(formatBillingDate(subscription.currentPeriodEnd)));
    // The same button now reads Reactivate and still has focus.
    const reactivate = card.getByRole("button", { name: BILLING_TEXTS.reactivate });
    expect(await reactivate.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);

    await page.keyboard.press("Enter");
    await expect.poll(() => announced(page)).toContain(BILLING_TEXTS.reactivated);
    await expect.poll(() => card.getByTestId("ends-notice").count()).toBe(0);
    expect(await card.getByRole("button", { name: BILLING_TEXTS.cancel, exact: true }).isVisible()).toBe(true);
    await expectFocusKept(page, card.getByRole("button", { name: BILLING_TEXTS.cancel, exact: true }));

    // The Billing tab lists the paid invoice with its download link.
    await pressOn(page, page.getByRole("tab", { name: "Billing" }));
    const invoices = page.getByTestId("invoice-list").getByRole("listitem");
    expect(await invoices.count()).toBe(1);
    expect(await invoices.first().textContent()).toContain("Paid on ");
    expect(await page.getByTestId("payment-card").textContent()).toContain("4242");
    await expectFocusKept(page, page.getByRole("tab", { name: "Billing" }));
    await expectNoAxeViolations(page);
  });

  it("subscribes, pays, cancels and reactivates with JavaScript off", async () => {
    // Member 39 has no subscription either, and no other billing test acts as them.
    const page = await visitWithoutScript(browser, "/pricing", 39);
    const promo = page.getByRole("textbox", { name: BILLING_TEXTS.promoLabel });
    // A code the checkout does not know: the page comes back with the code kept and the reason beside it.
    await promo.fill("NOSUCHCODE");
    await page.getByRole("button", { name: BILLING_TEXTS.promoApply }).click();
    await page.waitForURL(/\/pricing\?promoCode=NOSUCHCODE/);
    await page.getByRole("button", { name: `${BILLING_TEXTS.subscribeNow} Starter` }).click();
    await expect.poll(() => page.getByText(BILLING_TEXTS.unknownPromo("NOSUCHCODE")).count()).toBeGreaterThan(0);
    expect(await promo.getAttribute("aria-invalid")).toBe("true");
    await promo.fill("WELCOME20");
    await page.getByRole("button", { name: BILLING_TEXTS.promoApply }).click();
    await page.waitForURL(/\/pricing\?promoCode=WELCOME20/);
    await page.getByRole("button", { name: `${BILLING_TEXTS.subscribeNow} Starter` }).click();
    // The page's action sends a plain post straight on to checkout.
    await page.waitForURL(/\/test-checkout\?session=/);
    expect(await page.getByTestId("checkout-plan").textContent()).toBe("Starter, monthly");
    expect(await page.getByTestId("checkout-total").textContent()).toBe("$23.20");
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL(/\/subscription\?checkout=success/);
    const card = page.getByTestId("subscription-card");
    expect(await card.getByTestId("subscription-plan").textContent()).toBe("Starter");

    await card.getByRole("button", { name: BILLING_TEXTS.cancel, exact: true }).click();
    await page.waitForURL((url) => url.hash === "#subscription-renewal");
    expect(await card.getByTestId("ends-notice").count()).toBe(1);
    await card.getByRole("button", { name: BILLING_TEXTS.reactivate }).click();
    await expect.poll(() => card.getByTestId("ends-notice").count()).toBe(0);
    expect(await card.getByRole("button", { name: BILLING_TEXTS.cancel, exact: true }).count()).toBe(1);
    await page.context().close();
  });

  it("has no axe violations on /pricing and /subscription in the dark and high-contrast schemes", async () => {
    for (const path of ["/pricing", "/subscription"]) {
      const page = await visitAs(browser, MEMBER, path);
      if (path === "/pricing") await pressOn(page, page.getByRole("switch", { name: BILLING_TEXTS.yearly }), " ");
      await expectNoAxeViolationsInSchemes(page, ["dark", "high-contrast"]);
      await page.context().close();
    }
  });
});
