import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/lib/server/auth.server";
import { cancelSchema } from "~/lib/billing/billing";
import { allowMethods } from "~/lib/server/http";
import { parseJsonBody } from "~/lib/server/validate.server";
import { billingGateway, billingResponse, cancelSubscription } from "~/models/billing/billing.server";

/** POST /api/subscriptions/cancel { cancelAtPeriodEnd }: true ends it at the period's end, false now. */
/** Only POST: a GET is answered 405 rather than Remix's "no loader" 400. */
export const loader = ({ request }: LoaderFunctionArgs) => allowMethods(request, ["POST"]);

export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const user = await requireUser(context.db, request);
  const { cancelAtPeriodEnd } = await parseJsonBody(cancelSchema, request);
  return billingResponse(() =>
    cancelSubscription(context.db, billingGateway(context.db, context.env), { userId: user.id, cancelAtPeriodEnd }),
  );
}
