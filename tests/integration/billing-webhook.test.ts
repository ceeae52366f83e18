// The webhook applies every billing change: exactly once, in any order, never half.
import { env, SELF } from "cloudflare:test";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { createDb } from "~/lib/server/db.server";
import { getCurrentPlan } from "~/models/billing/plan.server";
import { TEST_WEBHOOK_SECRET } from "./constants";
import { scalar } from "./http";
import {
  checkoutCompletedEvent,
  invoiceEvent,
  permutations,
  subscriptionEvent,
  type StripeEventFixture,
  type SubscriptionFixture,
} from "./stripe-events";

const cryptoProvider = Stripe.createSubtleCryptoProvider();
const T = 1_800_000_000; // a fixed "now" in Stripe's seconds
const DAY = 86_400;

async function deliver(event: StripeEventFixture | string, secret = TEST_WEBHOOK_SECRET) {
  const payload = typeof event === "string" ? event : JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, cryptoProvider });
  return SELF.fetch("http://example.com/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
}

async function deliverOk(event: StripeEventFixture) {
  const response = await deliver(event);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<{ received: boolean; handled?: boolean; duplicate?: boolean }>();
}

/** The billing state a user sees, without row ids and write times. */
async function stateOf(userId: number) {
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
async function forget(userId: number) {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM user_subscriptions WHERE user_id = ?").bind(userId),
    env.DB.prepare("DELETE FROM billing_invoices WHERE user_id = ?").bind(userId),
  ]);
}

const planOf = async (userId: number) => (await getCurrentPlan(createDb(env.DB), { userId })).name;

function fixture(userId: number, overrides: Partial<SubscriptionFixture> = {}): SubscriptionFixture {
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

describe("signatures", () => {
  it("refuses a handled event signed with another secret or not signed, and writes nothing", async () => {
    const event = subscriptionEvent("evt_sig_1", "customer.subscription.created", T, fixture(20));
    expect((await deliver(event, "whsec_not_ours")).status).toBe(400);
    const unsigned = await SELF.fetch("http://example.com/webhooks/stripe", {
      method: "POST",
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    const stale = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload: JSON.stringify(event),
      secret: TEST_WEBHOOK_SECRET,
      cryptoProvider,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const replayedLater = await SELF.fetch("http://example.com/webhooks/stripe", {
      method: "POST",
      headers: { "stripe-signature": stale },
      body: JSON.stringify(event),
    });
    expect(replayedLater.status).toBe(400);
    expect(await scalar("SELECT count(*) AS n FROM user_subscriptions WHERE user_id = 20")).toBe(0);
    expect(await scalar("SELECT count(*) AS n FROM processed_stripe_events WHERE id = 'evt_sig_1'")).toBe(0);
  });

  it("answers a signed event of the wrong shape with 400 and its issues, writing nothing", async () => {
    const event = subscriptionEvent("evt_shape_1", "customer.subscription.created", T, fixture(20));
    const broken = { ...event, data: { object: { ...event.data.object, items: { object: "list", data: [] } } } };
    const response = await deliver(JSON.stringify(broken));
    expect(response.status).toBe(400);
    const body = await response.json<{ error: string; issues: { path: string }[] }>();
    expect(body.issues[0]?.path).toBe("items.data");
    expect(await scalar("SELECT count(*) AS n FROM processed_stripe_events WHERE id = 'evt_shape_1'")).toBe(0);
  });
});

describe("exactly once", () => {
  const user = 21;
  const s = fixture(user);
  const events = [
    checkoutCompletedEvent("evt_once_checkout", T, { id: "cs_once", subscription: s }),
    subscriptionEvent("evt_once_created", "customer.subscription.created", T, { ...s, status: "incomplete" }),
    invoiceEvent("evt_once_paid", "invoice.paid", T + 1, { invoiceId: "in_once_1", subscription: s }),
    subscriptionEvent("evt_once_updated", "customer.subscription.updated", T + 2, { ...s, cancelAtPeriodEnd: true }),
    invoiceEvent("evt_once_failed", "invoice.payment_failed", T + 3, {
      invoiceId: "in_once_2",
      subscription: s,
      billingReason: "subscription_cycle",
    }),
    subscriptionEvent("evt_once_deleted", "customer.subscription.deleted", T + 4, { ...s, status: "canceled" }),
  ];

  it.each(events.map((event) => [event.type, event] as const))(
    "a replayed %s is acknowledged as a duplicate and changes nothing",
    async (_type, event) => {
      const first = await deliverOk(event);
      expect(first).toEqual({ received: true, handled: true });
      const after = await stateOf(user);
      expect(await deliverOk(event)).toEqual({ received: true, duplicate: true });
      expect(await stateOf(user)).toEqual(after);
      expect(await scalar("SELECT count(*) AS n FROM processed_stripe_events WHERE id = ?", event.id)).toBe(1);
    },
  );

  it("applies the same event delivered five times at once exactly once", async () => {
    await forget(22);
    const event = invoiceEvent("evt_race_1", "invoice.paid", T, { invoiceId: "in_race_1", subscription: fixture(22) });
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliverOk(event)));
    expect(answers.filter((a) => a.handled).length).toBe(1);
    expect(answers.filter((a) => a.duplicate).length).toBe(4);
    expect(await scalar("SELECT count(*) AS n FROM billing_invoices WHERE stripe_invoice_id = 'in_race_1'")).toBe(1);
  });
});

describe("order safety", () => {
  it("ends in the same state for every order of checkout, created, invoice.paid and updated", async () => {
    const user = 23;
    const s = fixture(user, { plan: "professional", interval: "yearly", periodEnd: T + 365 * DAY });
    const build = (run: number) => [
      subscriptionEvent(`evt_p${run}_created`, "customer.subscription.created", T, { ...s, status: "incomplete" }),
      invoiceEvent(`evt_p${run}_paid`, "invoice.paid", T + 1, { invoiceId: "in_perm", subscription: s }),
      subscriptionEvent(`evt_p${run}_updated`, "customer.subscription.updated", T + 2, {
        ...s,
        cancelAtPeriodEnd: true,
      }),
      checkoutCompletedEvent(`evt_p${run}_checkout`, T + 1, { id: "cs_perm", subscription: s }),
    ];
    const orders = permutations([0, 1, 2, 3]);
    expect(orders.length).toBe(24);
    let expected: Awaited<ReturnType<typeof stateOf>> | undefined;
    for (const [run, order] of orders.entries()) {
      await forget(user);
      const events = build(run);
      for (const index of order) await deliverOk(events[index]!);
      const state = await stateOf(user);
      expected ??= state;
      expect(state, `order ${order.join(",")}`).toEqual(expected);
    }
    expect(expected?.subscription).toMatchObject({
      plan: "professional",
      status: "active",
      billing_interval: "yearly",
      cancel_at_period_end: 1,
      next_payment_date: null,
      card_last4: "4242",
    });
    expect(expected?.invoices).toMatchObject([{ stripe_invoice_id: "in_perm", status: "paid", total: 99000 }]);
  });

  it("ignores a snapshot older than the one applied", async () => {
    const user = 24;
    await forget(user);
    const s = fixture(user);
    await deliverOk(
      subscriptionEvent("evt_old_2", "customer.subscription.updated", T + 10, { ...s, plan: "enterprise" }),
    );
    await deliverOk(
      subscriptionEvent("evt_old_1", "customer.subscription.updated", T + 5, {
        ...s,
        plan: "starter",
        cancelAtPeriodEnd: true,
      }),
    );
    expect((await stateOf(user)).subscription).toMatchObject({
      plan: "enterprise",
      cancel_at_period_end: 0,
      last_event_created: T + 10,
    });
  });
});

describe("subscription lifecycle", () => {
  it("cancel at period end, then reactivate", async () => {
    const user = 25;
    await forget(user);
    const s = fixture(user);
    await deliverOk(subscriptionEvent("evt_cr_1", "customer.subscription.created", T, s));
    expect((await stateOf(user)).subscription).toMatchObject({
      cancel_at_period_end: 0,
      next_payment_date: new Date((T + 30 * DAY) * 1000).toISOString(),
    });
    await deliverOk(
      subscriptionEvent("evt_cr_2", "customer.subscription.updated", T + 60, { ...s, cancelAtPeriodEnd: true }),
    );
    expect((await stateOf(user)).subscription).toMatchObject({
      status: "active",
      cancel_at_period_end: 1,
      next_payment_date: null,
    });
    expect(await planOf(user)).toBe("starter");
    await deliverOk(
      subscriptionEvent("evt_cr_3", "customer.subscription.updated", T + 120, { ...s, cancelAtPeriodEnd: false }),
    );
    expect((await stateOf(user)).subscription).toMatchObject({
      status: "active",
      cancel_at_period_end: 0,
      next_payment_date: new Date((T + 30 * DAY) * 1000).toISOString(),
    });
  });

  it("a failed renewal makes it past_due (plan kept); a later payment makes it active; a late failure changes nothing", async () => {
    const user = 26;
    await forget(user);
    const s = fixture(user);
    await deliverOk(subscriptionEvent("evt_pd_1", "customer.subscription.created", T, s));
    await deliverOk(
      invoiceEvent("evt_pd_2", "invoice.payment_failed", T + 100, {
        invoiceId: "in_pd",
        subscription: s,
        billingReason: "subscription_cycle",
      }),
    );
    expect((await stateOf(user)).subscription).toMatchObject({ status: "past_due" });
    expect((await stateOf(user)).invoices).toMatchObject([
      { stripe_invoice_id: "in_pd", status: "open", paid_at: null },
    ]);
    expect(await planOf(user)).toBe("starter");
    await deliverOk(
      invoiceEvent("evt_pd_3", "invoice.paid", T + 200, {
        invoiceId: "in_pd",
        subscription: s,
        billingReason: "subscription_cycle",
      }),
    );
    await deliverOk(
      invoiceEvent("evt_pd_4", "invoice.payment_failed", T + 150, {
        invoiceId: "in_pd",
        subscription: s,
        billingReason: "subscription_cycle",
      }),
    );
    expect((await stateOf(user)).subscription).toMatchObject({ status: "active" });
    expect((await stateOf(user)).invoices).toMatchObject([{ status: "paid" }]);
  });

  it("a first payment that fails leaves the subscription incomplete, granting no plan", async () => {
    const user = 27;
    await forget(user);
    const s = fixture(user);
    await deliverOk(
      invoiceEvent("evt_first_fail", "invoice.payment_failed", T, {
        invoiceId: "in_first",
        subscription: s,
        billingReason: "subscription_create",
      }),
    );
    expect((await stateOf(user)).subscription).toMatchObject({ status: "incomplete" });
    expect(await planOf(user)).toBe("free");
  });

  it("deletion ends the subscription and the user falls back to free, whatever arrives late", async () => {
    const user = 28;
    await forget(user);
    const s = fixture(user, { plan: "enterprise" });
    await deliverOk(subscriptionEvent("evt_del_1", "customer.subscription.created", T, s));
    expect(await planOf(user)).toBe("enterprise");
    await deliverOk(
      subscriptionEvent("evt_del_2", "customer.subscription.deleted", T + 500, { ...s, status: "canceled" }),
    );
    expect((await stateOf(user)).subscription).toMatchObject({ status: "canceled", next_payment_date: null });
    expect(await planOf(user)).toBe("free");
    // A late payment or an older snapshot never revives an ended subscription.
    await deliverOk(
      invoiceEvent("evt_del_3", "invoice.paid", T + 900, {
        invoiceId: "in_del",
        subscription: s,
        billingReason: "subscription_cycle",
      }),
    );
    await deliverOk(subscriptionEvent("evt_del_4", "customer.subscription.updated", T + 400, s));
    expect((await stateOf(user)).subscription).toMatchObject({ status: "canceled" });
    expect(await planOf(user)).toBe("free");
  });

  it("a new subscription after one ended takes over, and the old one's late events are ignored", async () => {
    const user = 29;
    await forget(user);
    const old = fixture(user, { id: "sub_old_29" });
    const next = fixture(user, {
      id: "sub_new_29",
      plan: "professional",
      periodStart: T + 1000,
      periodEnd: T + 1000 + 30 * DAY,
    });
    await deliverOk(subscriptionEvent("evt_re_1", "customer.subscription.created", T, old));
    await deliverOk(
      subscriptionEvent("evt_re_2", "customer.subscription.deleted", T + 500, { ...old, status: "canceled" }),
    );
    await deliverOk(subscriptionEvent("evt_re_3", "customer.subscription.created", T + 1000, next));
    await deliverOk(
      subscriptionEvent("evt_re_4", "customer.subscription.updated", T + 400, { ...old, cancelAtPeriodEnd: true }),
    );
    await deliverOk(invoiceEvent("evt_re_5", "invoice.paid", T + 10, { invoiceId: "in_re_old", subscription: old }));
    expect((await stateOf(user)).subscription).toMatchObject({
      stripe_subscription_id: "sub_new_29",
      plan: "professional",
      status: "active",
      cancel_at_period_end: 0,
    });
    expect(await planOf(user)).toBe("professional");
  });

  it("matches an event without our metadata by its Stripe ids, and acknowledges one it cannot place", async () => {
    const user = 30;
    await forget(user);
    const s = fixture(user);
    await deliverOk(subscriptionEvent("evt_meta_1", "customer.subscription.created", T, s));
    await deliverOk(
      invoiceEvent("evt_meta_2", "invoice.paid", T + 1, { invoiceId: "in_meta", subscription: s, withMetadata: false }),
    );
    expect(
      await scalar(
        "SELECT count(*) AS n FROM billing_invoices WHERE user_id = ? AND stripe_invoice_id = 'in_meta'",
        user,
      ),
    ).toBe(1);
    const stranger = invoiceEvent("evt_meta_3", "invoice.paid", T + 2, {
      invoiceId: "in_stranger",
      subscription: fixture(9999, { id: "sub_unknown", customer: "cus_unknown" }),
      withMetadata: false,
    });
    expect(await deliverOk(stranger)).toEqual({ received: true, handled: true });
    expect(await scalar("SELECT count(*) AS n FROM billing_invoices WHERE stripe_invoice_id = 'in_stranger'")).toBe(0);
  });
});
