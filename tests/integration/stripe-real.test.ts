// Real mode (STRIPE_SECRET_KEY set): the requests we build for Stripe's API, seen through an
// injected fetch, since Stripe's servers cannot be reached from here.
import { env } from "cloudflare:test";
import { SELF } from "./worker";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { createDb } from "~/models/db.server";
import { BILLING_TEXTS } from "~/lib/texts";
import {
  BillingError,
  billingGateway,
  cancelSubscription,
  reactivateSubscription,
  subscribe,
} from "~/models/billing/billing.server";
import { TEST_WEBHOOK_SECRET } from "./constants";
import { subscriptionEvent } from "./stripe-events";

type Sent = { method: string; url: URL; form: URLSearchParams; authorization: string | null };

/** A fake api.stripe.com: records each request and answers from `routes` ("METHOD /v1/path"). */
function fakeStripe(routes: Record<string, (sent: Sent) => { status?: number; body: unknown }>) {
  const sent: Sent[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === "GET" || request.method === "DELETE" ? url.search.slice(1) : await request.text();
    const record = {
      method: request.method,
      url,
      form: new URLSearchParams(body),
      authorization: request.headers.get("authorization"),
    };
    sent.push(record);
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route)
      return Response.json(
        { error: { type: "invalid_request_error", message: `No route ${request.method} ${url.pathname}` } },
        { status: 404 },
      );
    const answer = route(record);
    return Response.json(answer.body, { status: answer.status ?? 200, headers: { "request-id": "req_fake" } });
  };
  return { sent, fetchFn };
}

const realEnv = { ...env, STRIPE_SECRET_KEY: "sk_test_fake_key" };
const db = () => createDb(env.DB);
const ORIGIN = "https://community.example";

async function giveLiveSubscription(userId: number, subscriptionId: string) {
  const now = Math.floor(Date.now() / 1000);
  const payload = JSON.stringify(
    subscriptionEvent(`evt_real_${subscriptionId}`, "customer.subscription.created", now, {
      id: subscriptionId,
      customer: `cus_real_${userId}`,
      userId,
      plan: "starter",
      interval: "monthly",
      status: "active",
      periodStart: now,
      periodEnd: now + 30 * 86_400,
      card: "pm_123",
    }),
  );
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: TEST_WEBHOOK_SECRET,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  const response = await SELF.fetch("http://example.com/webhooks/stripe", {
    method: "POST",
    headers: { "stripe-signature": signature },
    body: payload,
  });
  expect(response.status).toBe(200);
}

const promotionList = (ids: string[]) => ({
  body: {
    object: "list",
    url: "/v1/promotion_codes",
    has_more: false,
    data: ids.map((id) => ({ id, object: "promotion_code", code: "WELCOME20", active: true })),
  },
});

describe("real Stripe mode", () => {
  it("creates a subscription-mode Checkout Session with our user id in the session's and subscription's metadata and the promotion code", async () => {
    const stripe = fakeStripe({
      "GET /v1/promotion_codes": () => promotionList(["promo_123"]),
      "POST /v1/checkout/sessions": () => ({
        body: { id: "cs_live_1", object: "checkout.session", url: "https://checkout.stripe.com/c/pay/cs_live_1" },
      }),
    });
    const answer = await subscribe(db(), billingGateway(db(), realEnv, { fetch: stripe.fetchFn }), {
      userId: 33,
      input: { planId: 2, billingInterval: "yearly", promoCode: "WELCOME20" },
      origin: ORIGIN,
    });
    expect(answer).toEqual({ requiresPayment: true, checkoutUrl: "https://checkout.stripe.com/c/pay/cs_live_1" });

    const [lookup, create] = stripe.sent;
    expect(lookup?.url.origin).toBe("https://api.stripe.com");
    expect(lookup?.authorization).toBe("Bearer sk_test_fake_key");
    expect(Object.fromEntries(lookup?.form ?? [])).toEqual({ code: "WELCOME20", active: "true", limit: "1" });
    expect(create?.method).toBe("POST");
    expect(Object.fromEntries(create?.form ?? [])).toEqual({
      mode: "subscription",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "29000",
      "line_items[0][price_data][recurring][interval]": "year",
      "line_items[0][price_data][product_data][name]": "Starter plan",
      success_url: `${ORIGIN}/subscription?checkout=success`,
      cancel_url: `${ORIGIN}/pricing?checkout=canceled`,
      client_reference_id: "33",
      "metadata[userId]": "33",
      "metadata[planName]": "starter",
      "metadata[billingInterval]": "yearly",
      "subscription_data[metadata][userId]": "33",
      "subscription_data[metadata][planName]": "starter",
      "subscription_data[metadata][billingInterval]": "yearly",
      "discounts[0][promotion_code]": "promo_123",
    });
  });

  it("uses a configured Stripe price id instead of inline price data", async () => {
    await env.DB.prepare(
      "UPDATE subscription_plans SET stripe_price_monthly = 'price_pro_monthly' WHERE name = 'professional'",
    ).run();
    try {
      const stripe = fakeStripe({
        "POST /v1/checkout/sessions": () => ({
          body: { id: "cs_2", object: "checkout.session", url: "https://checkout.stripe.com/c/pay/cs_2" },
        }),
      });
      await subscribe(db(), billingGateway(db(), realEnv, { fetch: stripe.fetchFn }), {
        userId: 34,
        input: { planId: 3, billingInterval: "monthly" },
        origin: ORIGIN,
      });
      const form = Object.fromEntries(stripe.sent[0]?.form ?? []);
      expect(form["line_items[0][price]"]).toBe("price_pro_monthly");
      expect(form["line_items[0][price_data][unit_amount]"]).toBeUndefined();
      expect(form["discounts[0][promotion_code]"]).toBeUndefined();
    } finally {
      // Pass or fail, the plan row goes back to inline prices for the tests after this one.
      await env.DB.prepare(
        "UPDATE subscription_plans SET stripe_price_monthly = NULL WHERE name = 'professional'",
      ).run();
    }
  });

  it("answers an unknown promotion code with a clear 400 and creates no session", async () => {
    const stripe = fakeStripe({ "GET /v1/promotion_codes": () => promotionList([]) });
    const attempt = subscribe(db(), billingGateway(db(), realEnv, { fetch: stripe.fetchFn }), {
      userId: 35,
      input: { planId: 2, billingInterval: "monthly", promoCode: "NOPE" },
      origin: ORIGIN,
    });
    await expect(attempt).rejects.toMatchObject({
      status: 400,
      message: BILLING_TEXTS.unknownPromo("NOPE"),
      issues: [{ path: "promoCode" }],
    });
    expect(stripe.sent.map((s) => s.url.pathname)).toEqual(["/v1/promotion_codes"]);
  });

  it("turns a Stripe failure into a 502 that names it", async () => {
    const stripe = fakeStripe({
      "POST /v1/checkout/sessions": () => ({
        status: 400,
        body: { error: { type: "invalid_request_error", message: "No such customer" } },
      }),
    });
    const attempt = subscribe(db(), billingGateway(db(), realEnv, { fetch: stripe.fetchFn }), {
      userId: 36,
      input: { planId: 2, billingInterval: "monthly" },
      origin: ORIGIN,
    });
    await expect(attempt).rejects.toBeInstanceOf(BillingError);
    await expect(attempt).rejects.toMatchObject({
      status: 502,
      message: "Stripe could not start checkout: No such customer",
    });
  });

  it("cancel and reactivate update cancel_at_period_end; cancelling now deletes the subscription", async () => {
    await giveLiveSubscription(37, "sub_real_37");
    const stripe = fakeStripe({
      "POST /v1/subscriptions/sub_real_37": () => ({ body: { id: "sub_real_37", object: "subscription" } }),
      "DELETE /v1/subscriptions/sub_real_37": () => ({
        body: { id: "sub_real_37", object: "subscription", status: "canceled" },
      }),
    });
    const gateway = billingGateway(db(), realEnv, { fetch: stripe.fetchFn });
    await cancelSubscription(db(), gateway, { userId: 37, cancelAtPeriodEnd: true });
    expect(stripe.sent[0]?.method).toBe("POST");
    expect(Object.fromEntries(stripe.sent[0]?.form ?? [])).toEqual({ cancel_at_period_end: "true" });

    // The webhook has not applied it yet, so Reactivate is refused until Stripe's event arrives.
    await expect(reactivateSubscription(db(), gateway, { userId: 37 })).rejects.toMatchObject({ status: 409 });
    await env.DB.prepare("UPDATE user_subscriptions SET cancel_at_period_end = 1 WHERE user_id = 37").run(); // as the webhook would
    await reactivateSubscription(db(), gateway, { userId: 37 });
    expect(Object.fromEntries(stripe.sent[1]?.form ?? [])).toEqual({ cancel_at_period_end: "false" });

    await cancelSubscription(db(), gateway, { userId: 37, cancelAtPeriodEnd: false });
    expect(stripe.sent[2]?.method).toBe("DELETE");
    expect(Object.fromEntries(stripe.sent[2]?.form ?? [])).toEqual({ prorate: "true" });
  });

  it("switches a live subscription's item to the new plan, prorated, keeping its product", async () => {
    await giveLiveSubscription(38, "sub_real_38");
    const stripe = fakeStripe({
      "GET /v1/subscriptions/sub_real_38": () => ({
        body: {
          id: "sub_real_38",
          object: "subscription",
          items: {
            object: "list",
            data: [
              {
                id: "si_38",
                object: "subscription_item",
                price: { id: "price_x", object: "price", product: "prod_ads" },
              },
            ],
          },
        },
      }),
      "POST /v1/subscriptions/sub_real_38": () => ({ body: { id: "sub_real_38", object: "subscription" } }),
    });
    const answer = await subscribe(db(), billingGateway(db(), realEnv, { fetch: stripe.fetchFn }), {
      userId: 38,
      input: { planId: 4, billingInterval: "monthly" },
      origin: ORIGIN,
    });
    expect(answer.requiresPayment).toBe(false);
    expect(Object.fromEntries(stripe.sent[1]?.form ?? [])).toEqual({
      "items[0][id]": "si_38",
      "items[0][price_data][currency]": "usd",
      "items[0][price_data][product]": "prod_ads",
      "items[0][price_data][unit_amount]": "29900",
      "items[0][price_data][recurring][interval]": "month",
      proration_behavior: "create_prorations",
      cancel_at_period_end: "false",
      "metadata[userId]": "38",
      "metadata[planName]": "enterprise",
      "metadata[billingInterval]": "monthly",
    });
  });
});
