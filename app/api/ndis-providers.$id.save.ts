import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { allowMethods, jsonError } from "~/server/http";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/server/validate.server";
import { setProviderSaved } from "~/models/provider-actions.server";

/** POST saves a provider for the current user, DELETE unsaves it; both are idempotent. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST", "DELETE"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const user = await requireUser(context.db, request);
  const result = await setProviderSaved(context.db, {
    userId: user.id,
    providerId: id,
    saved: request.method === "POST",
  });
  return result ? Response.json(result) : jsonError(404, `Provider ${id} not found.`);
}

export function loader() {
  return jsonError(405, "Use POST to save or DELETE to unsave.");
}
