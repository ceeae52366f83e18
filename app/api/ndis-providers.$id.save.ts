import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods, jsonError } from "~/server/http";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { saveAProvider } from "~/server/commands/providers.server";

/** POST saves a provider for the current user, DELETE unsaves it; both are idempotent. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST", "DELETE"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const saved = request.method === "POST";
  return Response.json(await perform(saveAProvider, { ...context, request }, { providerId: id, saved }));
}

export function loader() {
  return jsonError(405, "Use POST to save or DELETE to unsave.");
}
