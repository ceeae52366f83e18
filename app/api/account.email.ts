import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { emailChangeSchema } from "~/lib/account";
import { currentSessionId } from "~/server/auth.server";
import { perform } from "~/server/commands/adapters.server";
import { changeEmail } from "~/server/commands/account.server";
import { allowMethods } from "~/server/http";
import { parseJsonBody } from "~/server/validate.server";

/**
 * POST /api/account/email `{ "email": "new@example.org" }`: emails a code to the new address
 * (a sign-in from the last 10 minutes needed) and answers the change's `changeId`.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { email } = await parseJsonBody(emailChangeSchema, request);
  const session = await currentSessionId(request);
  return Response.json(await perform(changeEmail, { ...context, request }, { session, email }));
}
