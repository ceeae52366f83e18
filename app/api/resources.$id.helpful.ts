import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { allowMethods, jsonError } from "~/server/http";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/server/validate.server";
import { markHelpful } from "~/models/resource.server";

/** POST /api/resources/:id/helpful: once per user per resource; a repeat changes nothing. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const user = await requireUser(context.db, request);
  const result = await markHelpful(context.db, { resourceId: id, userId: user.id });
  if (!result) return jsonError(404, `Resource ${id} not found.`);
  return Response.json(result);
}

export function loader() {
  return jsonError(405, "Use POST to mark a resource helpful.");
}
