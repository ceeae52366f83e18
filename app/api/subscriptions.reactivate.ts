import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods } from "~/server/http";
import { perform } from "~/server/commands/adapters.server";
import { resumePlan } from "~/server/commands/billing.server";

/** Only POST: a GET is answered 405 rather than Remix's "no loader" 400. */
export const loader = ({ request }: LoaderFunctionArgs) => allowMethods(request, ["POST"]);

/** POST /api/subscriptions/reactivate (no body): clears cancel-at-period-end. */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  return Response.json(await perform(resumePlan, { ...context, request }, {}));
}
