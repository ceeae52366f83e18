// Subscribing, cancelling and reactivating (docs/features/billing.md). These decide what
// should happen and ask a gateway to make it so: Stripe with STRIPE_SECRET_KEY, or the local
// stand-in only when STRIPE_STANDIN=on (decision 002); with neither, payments answer 503.
// Neither writes billing state here: the webhook applies the events that follow, so both paths
// meet in the same code.
import { eq } from "drizzle-orm";
import { subscriptionPlans } from "../../../db/schema";
import { isLiveStatus, type SubscribeInput } from "~/lib/billing/billing";
import type { Db } from "~/models/db.server";
import { BillingError, type BillingGateway, type LiveSubscription } from "./billing-gateway.server";
import { localGateway } from "./stripe-standin.server";
import { stripeGateway } from "./stripe-billing.server";
import { getSubscriptionRow, getUserSubscription, type SubscriptionRow } from "./subscription.server";

export { BillingError };

export const PAYMENTS_OFF = "Payments are not set up on this server.";

/**
 * Whether the local test checkout stands in for Stripe: only when switched on and no key is set.
 * It is opt-in, so a deployment that forgets the key refuses payments rather than let members
 * "pay" at /test-checkout.
 */
export function standInOn(env: Env): boolean {
  return !env.STRIPE_SECRET_KEY && env.STRIPE_STANDIN === "on";
}

export function billingGateway(db: Db, env: Env, options: { fetch?: typeof fetch } = {}): BillingGateway {
  if (env.STRIPE_SECRET_KEY) return stripeGateway(env.STRIPE_SECRET_KEY, options.fetch);
  if (standInOn(env)) return localGateway(db, env);
  console.error("No payment gateway: set STRIPE_SECRET_KEY, or STRIPE_STANDIN=on for local development.");
  throw new BillingError(503, PAYMENTS_OFF);
}

async function liveSubscription(db: Db, userId: number): Promise<{ row?: SubscriptionRow; live?: LiveSubscription }> {
  const row = await getSubscriptionRow(db, { userId });
  const live =
    row && isLiveStatus(row.status) && row.stripeSubscriptionId
      ? { ...row, stripeSubscriptionId: row.stripeSubscriptionId }
      : undefined;
  return { row, live };
}

/**
 * POST /api/subscriptions. Free: applied at once (a live paid subscription ends now).
 * A paid plan with no live subscription goes to checkout; with one, the subscription switches
 * in place, immediately and prorated, as the FAQ promises.
 */
export async function subscribe(
  db: Db,
  gateway: BillingGateway,
  { userId, input, origin }: { userId: number; input: SubscribeInput; origin: string },
) {
  const plan = await db.query.subscriptionPlans.findFirst({ where: eq(subscriptionPlans.id, Number(input.planId)) });
  if (!plan) {
    const message = `Plan ${input.planId} does not exist.`;
    throw new BillingError(400, message, [{ path: "planId", message }]);
  }
  const { row, live } = await liveSubscription(db, userId);
  if (plan.name === "free") {
    if (live) await gateway.endNow({ subscription: live });
    return { requiresPayment: false as const, subscription: await getUserSubscription(db, { userId }) };
  }
  if (live) {
    if (live.planId === plan.id && live.billingInterval === input.billingInterval && !live.cancelAtPeriodEnd) {
      throw new BillingError(409, `You are already on the ${plan.displayName} plan, billed ${input.billingInterval}.`);
    }
    await gateway.switchPlan({ subscription: live, plan, interval: input.billingInterval, promoCode: input.promoCode });
    return { requiresPayment: false as const, subscription: await getUserSubscription(db, { userId }) };
  }
  const { checkoutUrl } = await gateway.checkout({
    userId,
    plan,
    interval: input.billingInterval,
    promoCode: input.promoCode,
    current: row,
    origin,
  });
  return { requiresPayment: true as const, checkoutUrl };
}

/** POST /api/subscriptions/cancel: at period end (the page's Cancel), or at once. */
export async function cancelSubscription(
  db: Db,
  gateway: BillingGateway,
  { userId, cancelAtPeriodEnd }: { userId: number; cancelAtPeriodEnd: boolean },
) {
  const { live } = await liveSubscription(db, userId);
  if (!live) throw new BillingError(404, "You have no active subscription to cancel.");
  if (!cancelAtPeriodEnd) await gateway.endNow({ subscription: live });
  else if (!live.cancelAtPeriodEnd) await gateway.setCancelAtPeriodEnd({ subscription: live, cancelAtPeriodEnd: true });
  return { subscription: await getUserSubscription(db, { userId }) };
}

/** POST /api/subscriptions/reactivate: undo a cancellation before the period ends. */
export async function reactivateSubscription(db: Db, gateway: BillingGateway, { userId }: { userId: number }) {
  const { live } = await liveSubscription(db, userId);
  if (!live)
    throw new BillingError(404, "You have no active subscription to reactivate. Choose a plan to subscribe again.");
  if (!live.cancelAtPeriodEnd)
    throw new BillingError(409, "Your subscription is not set to cancel, so there is nothing to reactivate.");
  await gateway.setCancelAtPeriodEnd({ subscription: live, cancelAtPeriodEnd: false });
  return { subscription: await getUserSubscription(db, { userId }) };
}
