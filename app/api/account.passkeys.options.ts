import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { perform } from "~/server/commands/adapters.server";
import { startPasskeyRegistration } from "~/server/commands/passkeys.server";
import { allowMethods } from "~/server/http";
import { discardBody } from "~/server/validate.server";

/**
 * POST /api/account/passkeys/options: WebAuthn creation options with a new challenge, for one
 * use within five minutes. Takes no body.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  await discardBody(request);
  return Response.json(await perform(startPasskeyRegistration, { ...context, request }, {}));
}
