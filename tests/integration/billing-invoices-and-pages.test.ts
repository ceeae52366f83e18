// Plans and billing through the real Worker: invoices a page at a time, and the pricing and
// subscription pages.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BILLING_TEXTS } from "~/lib/texts";
import { as, inHtml, type InvoicePage } from "./billing-fixtures";

describe("reads and pages", () => {
  it("lists invoices newest first with a cursor, and redirects to Stripe's hosted invoice when there is one", async () => {
    // Seeded subscriber 6 has four invoices.
    const user = as(6);
    const first = await (await user.call("/api/billing-invoices?limit=3")).json<InvoicePage>();
    expect(first.items).toHaveLength(3);
    const rest = await (
      await user.call(`/api/billing-invoices?limit=3&cursor=${encodeURIComponent(first.nextCursor ?? "")}`)
    ).json<InvoicePage>();
    expect(rest.items).toHaveLength(1);
    expect(rest.nextCursor).toBeNull();
    expect((await user.call("/api/billing-invoices?limit=0")).status).toBe(400);
    expect((await user.call("/api/invoices/abc/download")).status).toBe(400);
    expect((await user.call("/api/invoices/999999/download")).status).toBe(404);
    await env.DB.prepare("UPDATE billing_invoices SET download_url = 'https://invoice.stripe.com/i/test' WHERE id = ?")
      .bind(rest.items[0]!.id)
      .run();
    const hosted = await user.call(rest.items[0]!.downloadUrl);
    expect(hosted.status).toBe(302);
    expect(hosted.headers.get("location")).toBe("https://invoice.stripe.com/i/test");
  });

  it("renders /pricing with the plans and /subscription with the no-subscription state and empty history", async () => {
    const pricing = await (await as(20).call("/pricing")).text();
    for (const text of [
      BILLING_TEXTS.pricingTitle,
      BILLING_TEXTS.getStartedFree,
      BILLING_TEXTS.subscribeNow,
      BILLING_TEXTS.mostPopular,
      BILLING_TEXTS.promoTitle,
      "$5K",
      "Unlimited",
    ])
      expect(pricing).toContain(inHtml(text));
    const page = await (await as(20).call("/subscription")).text();
    expect(page).toContain(inHtml(BILLING_TEXTS.subscriptionTitle));
    expect(page).toContain(inHtml(BILLING_TEXTS.noSubscription));
    expect(page).toContain(inHtml(BILLING_TEXTS.noSubscriptionTitle));
  });

  // The spec's words, as written there, not only as the constants hold them today (docs/features/billing.md).
  it("shows a free-plan member the spec's No Active Subscription state with View Plans, then the free plan", async () => {
    const page = await (await as(20).call("/subscription")).text();
    const state = page.slice(page.indexOf('data-testid="no-subscription"'));
    expect(state).toMatch(/^data-testid="no-subscription"[^>]*><h2 [^>]*>No Active Subscription<\/h2>/);
    expect(state).toContain(`>${inHtml("You don't have an active subscription. Choose a plan to get started.")}<`);
    expect(state).toMatch(/<a [^>]*href="\/pricing"[^>]*>View Plans<\/a>/);
    // The free plan's details follow the spec's state, never stand in for it.
    expect(state.indexOf(inHtml(BILLING_TEXTS.freePlanNote))).toBeGreaterThan(state.indexOf("View Plans"));
    expect(page).toContain('data-testid="plan-in-force">Free<');
  });

  it("tells a free member the same on /subscription and in Ads Manager: Free plan, no status", async () => {
    const subscription = await (await as(1).call("/subscription")).text();
    expect(subscription).toContain(`>${BILLING_TEXTS.noSubscriptionTitle}<`);
    expect(subscription).toContain(inHtml(BILLING_TEXTS.freePlanNote));
    const ads = await (await as(1).call("/ads")).text();
    expect(ads).toContain('data-testid="usage-plan">Free plan<');
    const panel = ads.slice(ads.indexOf('data-testid="usage-panel"'));
    expect(panel.slice(0, panel.indexOf("usage-month-title"))).not.toContain("status-badge");
    // Member 1's seeded limits are in one alert, the worst first.
    expect(ads.match(/data-testid="violations"/g)).toHaveLength(1);
    const severities = [...ads.matchAll(/data-severity="(\w+)"/g)].map((m) => m[1]);
    expect(severities.length).toBeGreaterThan(1);
    const order = ["hard_limit", "soft_limit", "warning"];
    expect(severities).toEqual([...severities].sort((a, b) => order.indexOf(a!) - order.indexOf(b!)));
  });

  it("shows a seeded subscriber's card, badge and next payment", async () => {
    const page = await (await as(8).call("/subscription")).text(); // seeded past_due enterprise
    expect(page).toContain("Past due");
    expect(page).toContain('data-testid="subscription-plan">Enterprise<');
    expect(page).toContain('data-testid="subscription-billing-interval">Monthly<');
  });
});
