import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods, jsonError } from "~/server/http";
import { acceptAnswerSchema } from "~/lib/posts";
import { idParams } from "~/lib/schemas";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { acceptAnAnswer } from "~/server/commands/posts.server";

/** POST /api/posts/:id/accept-answer `{ commentId }` (null for none): for the asker only. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const { commentId } = await parseJsonBody(acceptAnswerSchema, request);
  return Response.json(await perform(acceptAnAnswer, { ...context, request }, { postId: id, commentId }));
}

export function loader() {
  return jsonError(405, "Use POST to accept an answer.");
}
