import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { requireUser } from "~/server/auth.server";
import { perform } from "~/server/commands/adapters.server";
import { registerPasskey } from "~/server/commands/passkeys.server";
import { allowMethods } from "~/server/http";
import { passkeyNameSchema, registrationResponseSchema } from "~/server/passkeys.server";
import { parseJsonBody } from "~/server/validate.server";
import { listPasskeys } from "~/models/passkey.server";

const registerBody = z.object({ response: registrationResponseSchema, name: passkeyNameSchema.optional() });

/** GET /api/account/passkeys: your passkeys (names and dates; never keys). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.db, request);
  return Response.json({ passkeys: await listPasskeys(context.db, user.id) });
}

/**
 * POST /api/account/passkeys: adds a passkey from the authenticator's answer to a challenge from
 * POST /api/account/passkeys/options. 201 with the passkey; 422 when the answer does not verify.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { response, name } = await parseJsonBody(registerBody, request);
  const passkey = await perform(registerPasskey, { ...context, request }, { response, name });
  return Response.json(passkey, { status: 201 });
}
