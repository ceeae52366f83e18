// Shared by the billing-webhook-*.test.ts files: signed deliveries to the real webhook, and
// the billing state a user sees afterwards.
import { env } from "cloudflare:test";
import { SELF } from "./worker";
import Stripe from "stripe";
import { expect } from "vitest";
import { createDb } from "~/models/db.server";
import { getCurrentPlan } from "~/models/billing/plan.server";
import { TEST_WEBHOOK_SECRET } from "./constants";
import type { StripeEventFixture, SubscriptionFixture } from "./stripe-events";

export const cryptoProvider = Stripe.createSubtleCryptoProvider();
export const T = 1_800_000_000; // a fixed "now" in Stripe's seconds
export const DAY = 86_400;

export async function deliver(event: StripeEventFixture | string, secret = TEST_WEBHOOK_SECRET) {
  const payload = typeof event === "string" ? event : JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, cryptoProvider });
  return SELF.fetch("http://example.com/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
}

export async function deliverOk(event: StripeEventFixture) {
  const response = await deliver(event);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<{ received: boolean; handled?: boolean; duplicate?: boolean }>();
}

/** The billing state a user sees, without row ids and write times. */
export async function stateOf(userId: number) {
  const subscription = await env.DB.prepare(
    `SELECT p.name AS plan, s.status, s.billing_interval, s.current_period_start, s.current_period_end, s.next_payment_date,
            s.cancel_at_period_end, s.stripe_subscription_id, s.stripe_customer_id, s.card_brand, s.card_last4, s.card_expiry,
            s.last_event_created, s.status_event_created
     FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id WHERE s.user_id = ?`,
  )
    .bind(userId)
    .first();
  const invoices = await env.DB.prepare(
    "SELECT stripe_invoice_id, invoice_number, status, amount, total, currency, paid_at FROM billing_invoices WHERE user_id = ? ORDER BY stripe_invoice_id",
  )
    .bind(userId)
    .all();
  return { subscription, invoices: invoices.results };
}

/** Tests set up state by forgetting a user's billing rows; only the webhook writes them. */
export async function forget(userId: number) {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM user_subscriptions WHERE user_id = ?").bind(userId),
    env.DB.prepare("DELETE FROM billing_invoices WHERE user_id = ?").bind(userId),
  ]);
}

export const planOf = async (userId: number) => (await getCurrentPlan(createDb(env.DB), { userId })).name;

export function fixture(userId: number, overrides: Partial<SubscriptionFixture> = {}): SubscriptionFixture {
  return {
    id: `sub_u${userId}`,
    customer: `cus_u${userId}`,
    userId,
    plan: "starter",
    interval: "monthly",
    status: "active",
    periodStart: T,
    periodEnd: T + 30 * DAY,
    card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 },
    ...overrides,
  };
}
