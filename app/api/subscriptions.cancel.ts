import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser, SUSPENSION_ALLOWS } from "~/server/auth.server";
import { cancelSchema } from "~/lib/billing/billing";
import { allowMethods } from "~/server/http";
import { parseJsonBody } from "~/server/validate.server";
import { billingGateway, cancelSubscription } from "~/models/billing/billing.server";
import { billingResponse } from "~/server/billing.server";

/** POST /api/subscriptions/cancel { cancelAtPeriodEnd }: true ends it at the period's end, false now. */
/** Only POST: a GET is answered 405 rather than Remix's "no loader" 400. */
export const loader = ({ request }: LoaderFunctionArgs) => allowMethods(request, ["POST"]);

export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const user = await requireUser(context.db, request, SUSPENSION_ALLOWS.ownSettings);
  const { cancelAtPeriodEnd } = await parseJsonBody(cancelSchema, request);
  return billingResponse(() =>
    cancelSubscription(context.db, billingGateway(context.db, context.env), { userId: user.id, cancelAtPeriodEnd }),
  );
}
