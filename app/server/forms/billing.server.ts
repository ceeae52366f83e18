// A member's plan by plain form posts: subscribing from /pricing, cancelling at the period's end
// and reactivating from /subscription. The same schemas and commands as POST /api/subscriptions,
// /api/subscriptions/cancel and /api/subscriptions/reactivate.
import { redirect } from "@remix-run/cloudflare";
import { perform, type Call } from "../commands/adapters.server";
import { cancelPlan, resumePlan, subscribeToPlan } from "../commands/billing.server";
import { formSuccess, isDocumentPost, optional, parseWith } from "../form.server";
import { cancelSchema, subscribeSchema } from "~/lib/billing/billing";

type Fields = Record<string, string>;

export function pricingForms(call: Call) {
  const { request } = call;
  return {
    subscribe: async (fields: Fields) => {
      const input = parseWith(subscribeSchema, {
        planId: fields.planId,
        billingInterval: fields.billingInterval,
        promoCode: optional(fields.promoCode),
      });
      const answer = await perform(subscribeToPlan, call, input);
      const checkoutUrl = answer.requiresPayment ? answer.checkoutUrl : null;
      // A plain post goes on to checkout (Stripe, or its local stand-in) as it is, fragment and
      // all; a fetcher is given the address and goes there itself.
      if (checkoutUrl && isDocumentPost(request)) return redirect(checkoutUrl, 303);
      return formSuccess(
        request,
        "subscribe",
        { requiresPayment: answer.requiresPayment, checkoutUrl },
        { hash: `subscribe-${input.planId}` },
      );
    },
  };
}

/** The subscription card's one button, which reads Cancel or Reactivate: a plain post comes back to it. */
const RENEWAL = { hash: "subscription-renewal" };

export function subscriptionForms(call: Call) {
  const { request } = call;
  return {
    "cancel-subscription": async () => {
      await perform(cancelPlan, call, parseWith(cancelSchema, { cancelAtPeriodEnd: true }));
      return formSuccess(request, "cancel-subscription", {}, RENEWAL);
    },
    "reactivate-subscription": async () => {
      await perform(resumePlan, call, {});
      return formSuccess(request, "reactivate-subscription", {}, RENEWAL);
    },
  };
}
