import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { updateFilterSchema } from "~/lib/filters";
import { idParams } from "~/lib/schemas";
import { allowMethods, jsonError } from "~/server/http";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { changeKeywordFilter, removeKeywordFilter } from "~/server/commands/filters.server";

/** PATCH `{ action?, expiresIn? }` changes one of the caller's filters; DELETE removes it (204). Anyone else's is a 404. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["PATCH", "DELETE"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const call = { ...context, request };
  if (request.method === "DELETE") {
    await perform(removeKeywordFilter, call, { id });
    return new Response(null, { status: 204 });
  }
  const change = await parseJsonBody(updateFilterSchema, request);
  return Response.json(await perform(changeKeywordFilter, call, { id, change }));
}

export function loader() {
  return jsonError(405, "Use PATCH to change or DELETE to remove a filter; GET /api/filters lists them.");
}
