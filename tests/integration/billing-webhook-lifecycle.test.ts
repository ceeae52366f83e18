// The webhook through a subscription's life: cancel and reactivate, failed and late payments,
// deletion, a new subscription after an old one, and events without our metadata.
import { describe, expect, it } from "vitest";
import { scalar } from "./http";
import { invoiceEvent, subscriptionEvent } from "./stripe-events";
import { DAY, deliverOk, fixture, forget, planOf, stateOf, T } from "./billing-webhook-fixtures";

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
