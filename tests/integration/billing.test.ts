// Plans and billing through the real Worker, without STRIPE_SECRET_KEY: the API, the local
// test checkout (which signs Stripe-shaped events and hands them to the real webhook) and the pages.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PLANS } from "~/lib/billing/plans";
import { BILLING_TEXTS } from "~/lib/texts";
import { scalar } from "./http";
import { memberCookie } from "./constants";

type Subscription = {
  planName: string;
  status: string;
  billingInterval: string;
  cancelAtPeriodEnd: boolean;
  nextPaymentDate: string | null;
  amountPerMonth: number;
  paymentMethod: { brand: string; last4: string } | null;
};
type InvoicePage = {
  items: { id: number; invoiceNumber: string; status: string; amount: number; total: number; downloadUrl: string }[];
  nextCursor: string | null;
};

/** Calls the Worker as seeded member `userId` (their session cookie). */
function as(userId: number) {
  const call = (path: string, init: { method?: string; body?: unknown; form?: Record<string, string> } = {}) =>
    SELF.fetch(`http://example.com${path}`, {
      method: init.method ?? (init.body === undefined && !init.form ? "GET" : "POST"),
      redirect: "manual",
      headers: {
        cookie: memberCookie(userId),
        ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
        ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: init.form
        ? new URLSearchParams(init.form).toString()
        : init.body === undefined
          ? undefined
          : JSON.stringify(init.body),
    });
  return {
    call,
    subscribe: (body: unknown) => call("/api/subscriptions", { body }),
    subscription: async () => (await call("/api/user-subscription")).json<Subscription | null>(),
    invoices: async () => (await call("/api/billing-invoices")).json<InvoicePage>(),
    /** Subscribe to a paid plan and press Pay on the test checkout. */
    async checkoutAndPay(planId: number, billingInterval: "monthly" | "yearly", promoCode?: string) {
      const response = await call("/api/subscriptions", { body: { planId, billingInterval, promoCode } });
      expect(response.status, await response.clone().text()).toBe(200);
      const { requiresPayment, checkoutUrl } = await response.json<{ requiresPayment: boolean; checkoutUrl: string }>();
      expect(requiresPayment).toBe(true);
      const session = new URL(checkoutUrl).searchParams.get("session") ?? "";
      const paid = await call("/test-checkout", { form: { session, intent: "pay" } });
      return { checkoutUrl, session, paid };
    },
  };
}
/** A text as React writes it into HTML. */
const inHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
const planId = (name: string) => PLANS.findIndex((p) => p.name === name) + 1;

describe("GET /api/subscription-plans", () => {
  it("returns the four plans with the spec's prices, limits, flags and the popular marker", async () => {
    const plans = await (
      await SELF.fetch("http://example.com/api/subscription-plans")
    ).json<
      {
        name: string;
        price: number;
        yearlyPrice: number;
        isPopular: boolean;
        features: Record<string, number | boolean | null>;
      }[]
    >();
    expect(plans.map((p) => [p.name, p.price, p.yearlyPrice, p.isPopular])).toEqual([
      ["free", 0, 0, false],
      ["starter", 29, 290, true],
      ["professional", 99, 990, false],
      ["enterprise", 299, 2990, false],
    ]);
    const limits = (p: (typeof plans)[number]) =>
      ["campaignsLimit", "adSetsLimit", "adsLimit", "audiencesLimit", "creativesLimit", "monthlySpendLimit"].map(
        (k) => p.features[k],
      );
    expect(plans.map(limits)).toEqual([
      [3, 5, 10, 3, 20, 500],
      [25, 50, 100, 25, 200, 5000],
      [100, 200, 500, 100, 1000, 25000],
      [null, null, null, null, null, null],
    ]);
    expect(plans[0]?.features).toMatchObject({
      advancedAnalytics: false,
      automatedRules: false,
      apiAccess: false,
      whiteLabel: false,
    });
    expect(plans[1]?.features).toMatchObject({
      advancedAnalytics: true,
      automatedRules: true,
      prioritySupport: true,
      bulkOperations: true,
      advancedTargeting: true,
      customReporting: false,
      whiteLabel: false,
      apiAccess: false,
      crossPlatform: false,
    });
    expect(plans[2]?.features).toMatchObject({
      customReporting: true,
      whiteLabel: true,
      apiAccess: true,
      crossPlatform: true,
    });
  });
});

describe("POST /api/subscriptions input", () => {
  it.each([
    ["an unknown interval", { planId: 2, billingInterval: "weekly" }],
    ["a missing plan", { billingInterval: "monthly" }],
    ["a plan id that is not a number", { planId: "starter", billingInterval: "monthly" }],
    ["an extra field", { planId: 2, billingInterval: "monthly", userId: 5 }],
    ["a promo code with spaces inside", { planId: 2, billingInterval: "monthly", promoCode: "TWO WORDS" }],
  ])("refuses %s with 400 and issues", async (_name, body) => {
    const response = await as(10).subscribe(body);
    expect(response.status).toBe(400);
    expect((await response.json<{ issues: unknown[] }>()).issues.length).toBeGreaterThan(0);
  });

  it("refuses a plan that does not exist, a body that is not JSON, and GET", async () => {
    const user = as(10);
    const unknown = await user.subscribe({ planId: 99, billingInterval: "monthly" });
    expect(unknown.status).toBe(400);
    expect((await unknown.json<{ issues: { path: string }[] }>()).issues[0]?.path).toBe("planId");
    expect((await user.call("/api/subscriptions", { method: "POST" })).status).toBe(415);
    expect((await user.call("/api/subscriptions")).status).toBe(405);
    expect(await user.subscription()).toBeNull();
  });

  it("answers an unknown promo code with a clear 400 naming it", async () => {
    const response = await as(10).subscribe({
      planId: planId("starter"),
      billingInterval: "monthly",
      promoCode: "nosuchcode",
    });
    expect(response.status).toBe(400);
    const body = await response.json<{ error: string; issues: { path: string; message: string }[] }>();
    expect(body.error).toBe(BILLING_TEXTS.unknownPromo("NOSUCHCODE"));
    expect(body.issues).toEqual([{ path: "promoCode", message: BILLING_TEXTS.unknownPromo("NOSUCHCODE") }]);
  });
});

describe("subscribing through the local test checkout", () => {
  it("applies the free plan at once without payment", async () => {
    const response = await as(11).subscribe({ planId: planId("free"), billingInterval: "monthly" });
    expect(await response.json()).toEqual({ requiresPayment: false, subscription: null });
  });

  it("sends a paid plan to the clearly marked test checkout, for that user only", async () => {
    const user = as(12);
    const response = await user.subscribe({
      planId: planId("starter"),
      billingInterval: "yearly",
      promoCode: "welcome20",
    });
    const { requiresPayment, checkoutUrl } = await response.json<{ requiresPayment: boolean; checkoutUrl: string }>();
    expect(requiresPayment).toBe(true);
    expect(checkoutUrl).toMatch(/^http:\/\/example\.com\/test-checkout\?session=/);
    const page = await user.call(new URL(checkoutUrl).pathname + new URL(checkoutUrl).search);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(inHtml(BILLING_TEXTS.testModeBanner));
    expect(html).toContain("$232"); // 290 less 20%
    expect((await as(13).call(new URL(checkoutUrl).pathname + new URL(checkoutUrl).search)).status).toBe(404);
    expect((await user.call("/test-checkout?session=forged.token")).status).toBe(404);
    expect(await user.subscription()).toBeNull(); // nothing changes until Pay
  });

  it("Pay applies the subscription and its paid invoice through the webhook, once even if pressed twice", async () => {
    const user = as(14);
    const { session, paid } = await user.checkoutAndPay(planId("starter"), "yearly", "WELCOME20");
    expect(paid.status).toBe(302);
    expect(paid.headers.get("location")).toBe("/subscription?checkout=success");
    expect(await user.subscription()).toMatchObject({
      planName: "starter",
      status: "active",
      billingInterval: "yearly",
      cancelAtPeriodEnd: false,
      amountPerMonth: 24,
      paymentMethod: { brand: "visa", last4: "4242" },
    });
    const again = await user.call("/test-checkout", { form: { session, intent: "pay" } });
    expect(again.status).toBe(302);
    const invoices = await user.invoices();
    expect(invoices.items).toHaveLength(1);
    expect(invoices.items[0]).toMatchObject({ status: "paid", amount: 29000, total: 23200 });
    expect(await scalar("SELECT count(*) AS n FROM billing_invoices WHERE user_id = 14")).toBe(1);

    const download = await user.call(invoices.items[0]!.downloadUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="invoice-TEST-/);
    expect(await download.text()).toContain("$232");
    expect((await as(15).call(invoices.items[0]!.downloadUrl)).status).toBe(404);
  });

  it("Cancel on the test checkout goes back to pricing and changes nothing", async () => {
    const user = as(16);
    const response = await user.subscribe({ planId: planId("professional"), billingInterval: "monthly" });
    const session =
      new URL((await response.json<{ checkoutUrl: string }>()).checkoutUrl).searchParams.get("session") ?? "";
    const back = await user.call("/test-checkout", { form: { session, intent: "cancel" } });
    expect(back.headers.get("location")).toBe("/pricing?checkout=canceled");
    expect(await user.subscription()).toBeNull();
  });
});

describe("cancel, reactivate, change plan", () => {
  it("cancel at period end, then reactivate, with the spec's refusals around them", async () => {
    const user = as(17);
    expect((await user.call("/api/subscriptions/cancel", { body: { cancelAtPeriodEnd: true } })).status).toBe(404);
    await user.checkoutAndPay(planId("starter"), "monthly");
    expect((await user.call("/api/subscriptions/cancel", { body: { cancelAtPeriodEnd: "yes" } })).status).toBe(400);
    expect((await user.call("/api/subscriptions/reactivate", { method: "POST" })).status).toBe(409);

    const cancelled = await user.call("/api/subscriptions/cancel", { body: { cancelAtPeriodEnd: true } });
    expect(cancelled.status).toBe(200);
    expect(await user.subscription()).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: true,
      nextPaymentDate: null,
    });
    const page = await (await user.call("/subscription")).text();
    expect(page).toContain("Your subscription will end on ");
    expect(page).toContain(">Reactivate<");

    const reactivated = await user.call("/api/subscriptions/reactivate", { method: "POST" });
    expect(reactivated.status).toBe(200);
    const after = await user.subscription();
    expect(after).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    expect(after?.nextPaymentDate).not.toBeNull();
  });

  it("switches a live subscription in place to another paid plan, and choosing free ends it", async () => {
    const user = as(18);
    await user.checkoutAndPay(planId("starter"), "monthly");
    expect((await user.subscribe({ planId: planId("starter"), billingInterval: "monthly" })).status).toBe(409);
    const switched = await user.subscribe({ planId: planId("professional"), billingInterval: "yearly" });
    expect(await switched.json()).toMatchObject({
      requiresPayment: false,
      subscription: { planName: "professional", billingInterval: "yearly", status: "active" },
    });
    const free = await user.subscribe({ planId: planId("free"), billingInterval: "monthly" });
    expect(await free.json()).toMatchObject({ requiresPayment: false, subscription: { status: "canceled" } });
    const page = await (await user.call("/subscription")).text();
    expect(page).toContain(BILLING_TEXTS.noSubscriptionTitle);
    expect(page).toContain('data-testid="plan-in-force">Free<');
  });

  it("cancel with cancelAtPeriodEnd false ends the subscription now", async () => {
    const user = as(19);
    await user.checkoutAndPay(planId("enterprise"), "monthly");
    await user.call("/api/subscriptions/cancel", { body: { cancelAtPeriodEnd: false } });
    expect(await user.subscription()).toMatchObject({ status: "canceled", planName: "enterprise" });
  });
});

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
  });

  it("shows a seeded subscriber's card, badge and next payment", async () => {
    const page = await (await as(8).call("/subscription")).text(); // seeded past_due enterprise
    expect(page).toContain("Past due");
    expect(page).toContain('data-testid="subscription-plan">Enterprise<');
    expect(page).toContain('data-testid="subscription-billing-interval">Monthly<');
  });
});
