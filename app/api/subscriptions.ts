import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { subscribeSchema } from "~/lib/billing/billing";
import { allowMethods } from "~/server/http";
import { requirePublicOrigin } from "~/server/public-origin.server";
import { parseJsonBody } from "~/server/validate.server";
import { billingGateway, subscribe } from "~/models/billing/billing.server";
import { billingResponse } from "~/server/billing.server";

/** POST /api/subscriptions { planId, billingInterval, promoCode } -> { requiresPayment, checkoutUrl? } */
/** Only POST: a GET is answered 405 rather than Remix's "no loader" 400. */
export const loader = ({ request }: LoaderFunctionArgs) => allowMethods(request, ["POST"]);

export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const user = await requireUser(context.db, request);
  const input = await parseJsonBody(subscribeSchema, request);
  return billingResponse(() =>
    subscribe(context.db, billingGateway(context.db, context.env), {
      userId: user.id,
      input,
      // Stripe sends the member back here: our configured address, not the request's Host header.
      origin: requirePublicOrigin(context.env),
    }),
  );
}
