// Plans and billing through the real Worker: subscribing through the local test checkout
// (which signs Stripe-shaped events and hands them to the real webhook), then cancelling,
// reactivating and changing plan.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BILLING_TEXTS } from "~/lib/texts";
import { PAYMENTS_OFF } from "~/models/billing/billing.server";
import worker from "../../workers/app";
import { memberCookie } from "./constants";
import { scalar } from "./http";
import { as, inHtml, planId } from "./billing-fixtures";

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
    expect(checkoutUrl).toMatch(/^http:\/\/localhost:8787\/test-checkout\?session=/);
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

describe("with neither STRIPE_SECRET_KEY nor STRIPE_STANDIN=on", () => {
  const bare = { ...env, STRIPE_SECRET_KEY: undefined, STRIPE_STANDIN: undefined };
  async function call(userId: number, path: string, init: { body?: unknown; form?: Record<string, string> } = {}) {
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`http://example.com${path}`, {
        method: init.body === undefined && !init.form ? "GET" : "POST",
        redirect: "manual",
        headers: {
          cookie: memberCookie(userId),
          "content-type": init.form ? "application/x-www-form-urlencoded" : "application/json",
        },
        body: init.form
          ? new URLSearchParams(init.form).toString()
          : init.body === undefined
            ? undefined
            : JSON.stringify(init.body),
      }) as Parameters<typeof worker.fetch>[0],
      bare,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  }
  const written = () =>
    scalar(
      "SELECT (SELECT count(*) FROM user_subscriptions) + (SELECT count(*) FROM billing_invoices) + (SELECT count(*) FROM processed_stripe_events) AS n",
    );
  const state = (userId: number) =>
    env.DB.prepare("SELECT status, cancel_at_period_end AS cancel FROM user_subscriptions WHERE user_id = ?")
      .bind(userId)
      .first();

  it("answers checkout, cancel and reactivate with 503 and /test-checkout with 404, and writes nothing", async () => {
    // A checkout session made while the stand-in was on cannot be paid once it is off.
    const started = await as(25).subscribe({ planId: planId("starter"), billingInterval: "monthly" });
    const session = new URL((await started.json<{ checkoutUrl: string }>()).checkoutUrl).searchParams.get("session");
    const before = await written();
    const seeded = await state(6);
    expect(seeded).not.toBeNull();

    const checkout = await call(26, "/api/subscriptions", {
      body: { planId: planId("starter"), billingInterval: "monthly" },
    });
    expect(checkout.status).toBe(503);
    expect(await checkout.json()).toEqual({ error: PAYMENTS_OFF });
    expect((await call(6, "/api/subscriptions/cancel", { body: { cancelAtPeriodEnd: true } })).status).toBe(503);
    expect((await call(6, "/api/subscriptions/reactivate", { body: {} })).status).toBe(503);
    expect((await call(25, `/test-checkout?session=${encodeURIComponent(session ?? "")}`)).status).toBe(404);
    expect((await call(25, "/test-checkout", { form: { session: session ?? "", intent: "pay" } })).status).toBe(404);

    expect(await written()).toBe(before);
    expect(await state(6)).toEqual(seeded);
    expect(await state(25)).toBeNull();
  });
});
