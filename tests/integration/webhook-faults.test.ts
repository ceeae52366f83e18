// Fault injection (docs/testing.md, robustness suites): D1 really fails in the middle of a signed
// Stripe webhook. No mocks: a trigger that RAISE(ABORT)s, or a renamed table, makes the webhook's
// own batch fail. The event must stay unrecorded, with no partial billing state, so that Stripe's
// retry of the very same event applies it once the database is healthy again.
import { env } from "cloudflare:test";
import { SELF } from "./worker";
import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { TEST_WEBHOOK_SECRET } from "./constants";
import { invoiceEvent, type StripeEventFixture, type SubscriptionFixture } from "./stripe-events";

const cryptoProvider = Stripe.createSubtleCryptoProvider();
const T = 1_800_000_000;
const DAY = 86_400;

/** Sign and send one delivery, as Stripe does (a retry is the same body, freshly signed). */
async function deliver(event: StripeEventFixture) {
  const payload = JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: TEST_WEBHOOK_SECRET,
    cryptoProvider,
  });
  return SELF.fetch("http://example.com/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
}

async function billingRows(userId: number) {
  const subscriptions = await env.DB.prepare(
    "SELECT status, stripe_subscription_id FROM user_subscriptions WHERE user_id = ?",
  )
    .bind(userId)
    .all();
  const invoices = await env.DB.prepare("SELECT stripe_invoice_id, status FROM billing_invoices WHERE user_id = ?")
    .bind(userId)
    .all();
  return { subscriptions: subscriptions.results, invoices: invoices.results };
}

async function recorded(eventId: string) {
  const row = await env.DB.prepare("SELECT id FROM processed_stripe_events WHERE id = ?").bind(eventId).first();
  return row !== null;
}

async function forget(userId: number) {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM user_subscriptions WHERE user_id = ?").bind(userId),
    env.DB.prepare("DELETE FROM billing_invoices WHERE user_id = ?").bind(userId),
  ]);
}

function fixture(userId: number): SubscriptionFixture {
  return {
    id: `sub_fault_u${userId}`,
    customer: `cus_fault_u${userId}`,
    userId,
    plan: "professional",
    interval: "monthly",
    status: "active",
    periodStart: T,
    periodEnd: T + 30 * DAY,
    card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 },
  };
}

// Every fault is undone even when an assertion fails, so no other test sees a broken table.
const repairs: string[] = [];
afterEach(async () => {
  while (repairs.length) await env.DB.prepare(repairs.pop()!).run();
});

describe("a D1 error inside the Stripe webhook", () => {
  it("fails the delivery with a 5xx, records nothing, writes nothing; the retry applies it", async () => {
    const userId = 6;
    await forget(userId);
    // invoice.paid writes: the processed-event record, the invoice, then the subscription.
    // The last write fails, after the first two have run inside the same batch.
    const event = invoiceEvent("evt_fault_invoice_paid", "invoice.paid", T + 10, {
      invoiceId: "in_fault_1",
      subscription: fixture(userId),
    });
    await env.DB.prepare(
      "CREATE TRIGGER fault_user_subscriptions BEFORE INSERT ON user_subscriptions BEGIN SELECT RAISE(ABORT, 'injected D1 fault'); END",
    ).run();
    repairs.push("DROP TRIGGER IF EXISTS fault_user_subscriptions");

    const failed = await deliver(event);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await recorded(event.id)).toBe(false);
    expect(await billingRows(userId)).toEqual({ subscriptions: [], invoices: [] });

    // Stripe retries until the database is healthy again: the same event now applies, once.
    await env.DB.prepare(repairs.pop()!).run();
    const retried = await deliver(event);
    expect(retried.status, await retried.clone().text()).toBe(200);
    expect(await retried.json()).toEqual({ received: true, handled: true });
    expect(await recorded(event.id)).toBe(true);
    expect(await billingRows(userId)).toEqual({
      subscriptions: [{ status: "active", stripe_subscription_id: "sub_fault_u6" }],
      invoices: [{ stripe_invoice_id: "in_fault_1", status: "paid" }],
    });
    // A further retry is a duplicate and changes nothing.
    const again = await deliver(event);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
  });

  it("survives a missing table the same way: 5xx and unrecorded, then applied after the repair", async () => {
    const userId = 7;
    await forget(userId);
    // The invoices table is gone: the batch's second write fails after the record was written.
    const event = invoiceEvent("evt_fault_invoice_paid_2", "invoice.paid", T + 20, {
      invoiceId: "in_fault_2",
      subscription: fixture(userId),
    });
    await env.DB.prepare("ALTER TABLE billing_invoices RENAME TO billing_invoices_away").run();
    repairs.push("ALTER TABLE billing_invoices_away RENAME TO billing_invoices");

    const failed = await deliver(event);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await failed.json()).toMatchObject({ error: expect.stringContaining("Stripe will retry") });
    expect(await recorded(event.id)).toBe(false);
    const away = await env.DB.prepare("SELECT count(*) AS n FROM billing_invoices_away WHERE user_id = ?")
      .bind(userId)
      .first<{ n: number }>();
    expect(away?.n).toBe(0);
    const subscriptions = await env.DB.prepare("SELECT count(*) AS n FROM user_subscriptions WHERE user_id = ?")
      .bind(userId)
      .first<{ n: number }>();
    expect(subscriptions?.n).toBe(0);

    await env.DB.prepare(repairs.pop()!).run();
    const retried = await deliver(event);
    expect(retried.status, await retried.clone().text()).toBe(200);
    expect(await recorded(event.id)).toBe(true);
    expect(await billingRows(userId)).toEqual({
      subscriptions: [{ status: "active", stripe_subscription_id: "sub_fault_u7" }],
      invoices: [{ stripe_invoice_id: "in_fault_2", status: "paid" }],
    });
  });
});
