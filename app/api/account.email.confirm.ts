import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { emailCodeSchema } from "~/lib/account";
import { perform } from "~/server/commands/adapters.server";
import { confirmNewEmail } from "~/server/commands/account.server";
import { allowMethods } from "~/server/http";
import { parseJsonBody } from "~/server/validate.server";

/**
 * POST /api/account/email/confirm `{ "changeId", "code" }`: the code from the new address makes
 * it the sign-in address; the old address is told, with a link that undoes it for 7 days.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const input = await parseJsonBody(emailCodeSchema, request);
  return Response.json(await perform(confirmNewEmail, { ...context, request }, input));
}
