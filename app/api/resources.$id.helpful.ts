import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods, jsonError } from "~/server/http";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { markResourceHelpful } from "~/server/commands/community.server";

/** POST /api/resources/:id/helpful: once per user per resource; a repeat changes nothing. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  return Response.json(await perform(markResourceHelpful, { ...context, request }, { resourceId: id }));
}

export function loader() {
  return jsonError(405, "Use POST to mark a resource helpful.");
}
