import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser, SUSPENSION_ALLOWS } from "~/server/auth.server";
import { allowMethods } from "~/server/http";
import { billingGateway, reactivateSubscription } from "~/models/billing/billing.server";
import { billingResponse } from "~/server/billing.server";

/** POST /api/subscriptions/reactivate (no body): clears cancel-at-period-end. */
/** Only POST: a GET is answered 405 rather than Remix's "no loader" 400. */
export const loader = ({ request }: LoaderFunctionArgs) => allowMethods(request, ["POST"]);

export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const user = await requireUser(context.db, request, SUSPENSION_ALLOWS.ownSettings);
  return billingResponse(() =>
    reactivateSubscription(context.db, billingGateway(context.db, context.env), { userId: user.id }),
  );
}
