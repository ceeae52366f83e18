// The real gateway: Stripe's API through the fetch HTTP client (STRIPE_SECRET_KEY set).
// Our user id goes into the session's and the subscription's metadata, so every event
// Stripe sends back names whose subscription it is. Stripe's webhooks then apply the result.
import Stripe from "stripe";
import { BILLING_CURRENCY, periodPriceCents, toStripeInterval, type BillingInterval } from "~/lib/billing/billing";
import { BILLING_TEXTS } from "~/lib/texts";
import { BillingError, type BillingGateway, type PlanRow } from "./billing-gateway.server";

/** `fetchFn` lets tests see the requests we build; Stripe cannot be reached from here. */
export function createStripeClient(secretKey: string, fetchFn?: typeof fetch) {
  return new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient(fetchFn), maxNetworkRetries: 1 });
}

const metadataFor = (userId: number, plan: PlanRow, interval: BillingInterval) => ({
  userId: String(userId),
  planName: plan.name,
  billingInterval: interval,
});

const configuredPrice = (plan: PlanRow, interval: BillingInterval) =>
  interval === "yearly" ? plan.stripePriceYearly : plan.stripePriceMonthly;

async function withStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BillingError) throw error;
    const reason = error instanceof Stripe.errors.StripeError ? error.message : "no answer";
    throw new BillingError(502, `Stripe could not ${what}: ${reason}`);
  }
}

export function stripeGateway(secretKey: string, fetchFn?: typeof fetch): BillingGateway {
  const stripe = createStripeClient(secretKey, fetchFn);

  /** A code the customer typed becomes the id of an active Stripe promotion code, or a clear 400. */
  async function promotionCodeId(code: string | undefined) {
    if (!code) return undefined;
    const found = await stripe.promotionCodes.list({ code, active: true, limit: 1 });
    const promotion = found.data[0];
    if (!promotion) {
      const message = BILLING_TEXTS.unknownPromo(code);
      throw new BillingError(400, message, [{ path: "promoCode", message }]);
    }
    return promotion.id;
  }

  return {
    mode: "stripe",
    checkout: ({ userId, plan, interval, promoCode, current, origin }) =>
      withStripe("start checkout", async () => {
        const promotion = await promotionCodeId(promoCode);
        const price = configuredPrice(plan, interval);
        const metadata = metadataFor(userId, plan, interval);
        const session = await stripe.checkout.sessions.create({
          mode: "subscription",
          line_items: [
            price
              ? { price, quantity: 1 }
              : {
                  quantity: 1,
                  price_data: {
                    currency: BILLING_CURRENCY,
                    unit_amount: periodPriceCents(plan, interval),
                    recurring: { interval: toStripeInterval(interval) },
                    product_data: { name: `${plan.displayName} plan` },
                  },
                },
          ],
          success_url: `${origin}/subscription?checkout=success`,
          cancel_url: `${origin}/pricing?checkout=canceled`,
          client_reference_id: String(userId),
          ...(current?.stripeCustomerId ? { customer: current.stripeCustomerId } : {}),
          metadata,
          subscription_data: { metadata },
          ...(promotion ? { discounts: [{ promotion_code: promotion }] } : {}),
        });
        if (!session.url) throw new BillingError(502, "Stripe did not return a checkout address.");
        return { checkoutUrl: session.url };
      }),

    switchPlan: ({ subscription, plan, interval, promoCode }) =>
      withStripe("change the plan", async () => {
        const promotion = await promotionCodeId(promoCode);
        const existing = await stripe.subscriptions.retrieve(subscription.stripeSubscriptionId);
        const item = existing.items.data[0];
        if (!item) throw new BillingError(502, "Stripe returned a subscription without items.");
        const price = configuredPrice(plan, interval);
        const product = typeof item.price.product === "string" ? item.price.product : item.price.product.id;
        await stripe.subscriptions.update(subscription.stripeSubscriptionId, {
          items: [
            price
              ? { id: item.id, price }
              : {
                  id: item.id,
                  price_data: {
                    currency: BILLING_CURRENCY,
                    product,
                    unit_amount: periodPriceCents(plan, interval),
                    recurring: { interval: toStripeInterval(interval) },
                  },
                },
          ],
          proration_behavior: "create_prorations",
          cancel_at_period_end: false,
          metadata: metadataFor(subscription.userId, plan, interval),
          ...(promotion ? { discounts: [{ promotion_code: promotion }] } : {}),
        });
      }),

    endNow: ({ subscription }) =>
      withStripe("cancel the subscription", async () => {
        await stripe.subscriptions.cancel(subscription.stripeSubscriptionId, { prorate: true });
      }),

    setCancelAtPeriodEnd: ({ subscription, cancelAtPeriodEnd }) =>
      withStripe("update the subscription", async () => {
        await stripe.subscriptions.update(subscription.stripeSubscriptionId, {
          cancel_at_period_end: cancelAtPeriodEnd,
        });
      }),
  };
}
