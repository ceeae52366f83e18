// The stand-in's Stripe-shaped objects and events, and their delivery: each event is signed as
// Stripe would sign it, verified as the webhook verifies it, and applied by the webhook's own
// model function (docs/decisions/002-local-billing-stand-in.md).
import Stripe from "stripe";
import {
  BILLING_CURRENCY,
  periodPriceCents,
  toStripeInterval,
  type BillingInterval,
  type SubscriptionStatus,
} from "~/lib/billing/billing";
import { createDb } from "~/models/db.server";
import { BillingError, type PlanRow } from "./billing-gateway.server";
import { applyStripeEvent } from "./webhook-events.server";

export const nowSeconds = () => Math.floor(Date.now() / 1000);

type Card = { brand: string; last4: string; exp_month: number; exp_year: number };
export type SubscriptionShape = {
  id: string;
  customer: string;
  userId: number;
  plan: PlanRow;
  interval: BillingInterval;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  periodStart: number;
  periodEnd: number;
  created: number;
  card: Card | null;
};

export const metadataOf = (s: { userId: number; plan: PlanRow; interval: BillingInterval }) => ({
  userId: String(s.userId),
  planName: s.plan.name,
  billingInterval: s.interval,
});

function priceObject(plan: PlanRow, interval: BillingInterval) {
  return {
    id: `price_local_${plan.name}_${interval}`,
    object: "price",
    currency: BILLING_CURRENCY,
    unit_amount: periodPriceCents(plan, interval),
    recurring: { interval: toStripeInterval(interval), interval_count: 1 },
    product: `prod_local_${plan.name}`,
  };
}

export function subscriptionObject(s: SubscriptionShape) {
  return {
    id: s.id,
    object: "subscription",
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancel_at: s.cancelAtPeriodEnd ? s.periodEnd : null,
    canceled_at: s.status === "canceled" || s.cancelAtPeriodEnd ? nowSeconds() : null,
    ended_at: s.status === "canceled" ? nowSeconds() : null,
    created: s.created,
    start_date: s.created,
    currency: BILLING_CURRENCY,
    livemode: false,
    metadata: metadataOf(s),
    // Real events name the payment method by id; the stand-in expands it so the card shows.
    default_payment_method: s.card
      ? { id: `pm_local_${s.card.last4}`, object: "payment_method", type: "card", card: s.card }
      : null,
    items: {
      object: "list",
      data: [
        {
          id: `si_${s.id.replace(/^sub_/, "")}`,
          object: "subscription_item",
          current_period_start: s.periodStart,
          current_period_end: s.periodEnd,
          price: priceObject(s.plan, s.interval),
          quantity: 1,
        },
      ],
    },
  };
}

export function eventEnvelope(id: string, type: string, created: number, object: object, previousAttributes?: object) {
  return {
    id,
    object: "event",
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: previousAttributes ? { object, previous_attributes: previousAttributes } : { object },
  };
}

/**
 * Sign each event as Stripe would, verify it as the webhook does, and apply it through the
 * webhook's own model function, in order.
 */
export async function deliver(env: Env, events: ReturnType<typeof eventEnvelope>[]) {
  const cryptoProvider = Stripe.createSubtleCryptoProvider();
  // A client of its own, as the Worker's webhook route has: Stripe's delivery is not part of the request.
  const db = createDb(env.DB);
  for (const envelope of events) {
    const payload = JSON.stringify(envelope);
    const refused = (reason: string) => new BillingError(502, `The webhook refused ${envelope.type}: ${reason}`);
    try {
      const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
        payload,
        secret: env.STRIPE_WEBHOOK_SECRET,
        cryptoProvider,
      });
      const event = await Stripe.webhooks.constructEventAsync(
        payload,
        signature,
        env.STRIPE_WEBHOOK_SECRET,
        undefined,
        cryptoProvider,
      );
      await applyStripeEvent(db, event);
    } catch (error) {
      throw refused(error instanceof Error ? error.message : String(error));
    }
  }
}
