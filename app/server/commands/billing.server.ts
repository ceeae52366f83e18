// Commands of a member's plan: subscribing (through checkout where the plan is paid), cancelling
// and resuming. The webhook alone writes what Stripe (or its local stand-in) says happened.
import type { z } from "zod";
import type { cancelSchema, subscribeSchema } from "~/lib/billing/billing";
import { BillingError } from "~/models/billing/billing-gateway.server";
import { billingGateway, cancelSubscription, reactivateSubscription, subscribe } from "~/models/billing/billing.server";
import { requirePublicOrigin } from "../public-origin.server";
import { defineCommand, Refusal, type RefusalKind } from "./command.server";

const OWN_PAYMENTS = { allowed: "it changes only their own payments" };

/** A BillingError as a command's refusal, keeping its status (a 503 without a gateway, a 409 and so on). */
async function billingRefusals<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof BillingError)) throw error;
    const kind: RefusalKind = error.status === 404 ? "not_found" : error.status === 403 ? "forbidden" : "invalid";
    const fieldErrors = Object.fromEntries((error.issues ?? []).map((issue) => [issue.path, issue.message]));
    throw new Refusal(kind, error.message, { status: error.status, fieldErrors });
  }
}

export const subscribeToPlan = defineCommand<z.output<typeof subscribeSchema>, Awaited<ReturnType<typeof subscribe>>>({
  name: "subscribe",
  policy: { who: "member" },
  run: ({ db, env, actor, input }) =>
    billingRefusals(() =>
      // Stripe sends the member back to our configured address, never to the request's Host header.
      subscribe(db, billingGateway(db, env), { userId: actor.id, input, origin: requirePublicOrigin(env) }),
    ),
});

export const cancelPlan = defineCommand<z.output<typeof cancelSchema>, Awaited<ReturnType<typeof cancelSubscription>>>({
  name: "cancelSubscription",
  policy: { who: "member", suspended: OWN_PAYMENTS },
  run: ({ db, env, actor, input: { cancelAtPeriodEnd } }) =>
    billingRefusals(() => cancelSubscription(db, billingGateway(db, env), { userId: actor.id, cancelAtPeriodEnd })),
});

export const resumePlan = defineCommand<Record<string, never>, Awaited<ReturnType<typeof reactivateSubscription>>>({
  name: "reactivateSubscription",
  policy: { who: "member", suspended: OWN_PAYMENTS },
  run: ({ db, env, actor }) =>
    billingRefusals(() => reactivateSubscription(db, billingGateway(db, env), { userId: actor.id })),
});
