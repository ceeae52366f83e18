// The webhook applies every billing change: only when signed, exactly once, in any order.
import { SELF } from "./worker";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { TEST_WEBHOOK_SECRET } from "./constants";
import { scalar } from "./http";
import { checkoutCompletedEvent, invoiceEvent, permutations, subscriptionEvent } from "./stripe-events";
import { cryptoProvider, DAY, deliver, deliverOk, fixture, forget, stateOf, T } from "./billing-webhook-fixtures";

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
