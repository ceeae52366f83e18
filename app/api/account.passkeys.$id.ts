import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { idParams } from "~/lib/schemas";
import { PASSKEY_TEXTS } from "~/lib/texts/passkeys";
import { requireUser } from "~/server/auth.server";
import { perform } from "~/server/commands/adapters.server";
import { removeAPasskey, renameAPasskey } from "~/server/commands/passkeys.server";
import { allowMethods, jsonError } from "~/server/http";
import { passkeyNameSchema } from "~/server/passkeys.server";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { findPasskey } from "~/models/passkey.server";

const renameBody = z.object({ name: passkeyNameSchema });

/** GET /api/account/passkeys/:id: one of your passkeys; anyone else's is a 404. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parseParams(idParams, params);
  const user = await requireUser(context.db, request);
  const passkey = await findPasskey(context.db, { userId: user.id, id });
  return passkey ? Response.json(passkey) : jsonError(404, PASSKEY_TEXTS.notFound);
}

/** PATCH renames it (`{ name }`); DELETE removes it, even the last one: email sign-in remains. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["PATCH", "DELETE"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const call = { ...context, request };
  if (request.method === "DELETE") {
    await perform(removeAPasskey, call, { id });
    return new Response(null, { status: 204 });
  }
  const { name } = await parseJsonBody(renameBody, request);
  return Response.json(await perform(renameAPasskey, call, { id, name }));
}
