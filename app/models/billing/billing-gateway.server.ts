// The seam between deciding a billing change (billing.server.ts) and carrying it out:
// Stripe's API (stripe-billing.server.ts) or the local stand-in (stripe-standin.server.ts).
import type { subscriptionPlans } from "../../../db/schema";
import type { BillingInterval } from "~/lib/billing/billing";
import type { ApiIssue } from "~/lib/api-issues";
import type { SubscriptionRow } from "./subscription.server";

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type LiveSubscription = SubscriptionRow & { stripeSubscriptionId: string };

/** A refusal the caller can act on: the route answers it as JSON with this status. */
export class BillingError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: ApiIssue[],
  ) {
    super(message);
  }
}

/** What Stripe's servers do for us; the local stand-in implements the same four calls. */
export interface BillingGateway {
  readonly mode: "stripe" | "local";
  checkout(input: {
    userId: number;
    plan: PlanRow;
    interval: BillingInterval;
    promoCode?: string;
    current?: SubscriptionRow;
    origin: string;
  }): Promise<{ checkoutUrl: string }>;
  switchPlan(input: {
    subscription: LiveSubscription;
    plan: PlanRow;
    interval: BillingInterval;
    promoCode?: string;
  }): Promise<void>;
  endNow(input: { subscription: LiveSubscription }): Promise<void>;
  setCancelAtPeriodEnd(input: { subscription: LiveSubscription; cancelAtPeriodEnd: boolean }): Promise<void>;
}
