import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { subscribeSchema } from "~/lib/billing/billing";
import { allowMethods } from "~/server/http";
import { parseJsonBody } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { subscribeToPlan } from "~/server/commands/billing.server";

/** Only POST: a GET is answered 405 rather than Remix's "no loader" 400. */
export const loader = ({ request }: LoaderFunctionArgs) => allowMethods(request, ["POST"]);

/** POST /api/subscriptions { planId, billingInterval, promoCode } -> { requiresPayment, checkoutUrl? } */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const input = await parseJsonBody(subscribeSchema, request);
  return Response.json(await perform(subscribeToPlan, { ...context, request }, input));
}
