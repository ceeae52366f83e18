import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods, jsonError } from "~/server/http";
import { updateCommentSchema } from "~/lib/posts";
import { idParams } from "~/lib/schemas";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { deleteReply, editReply } from "~/server/commands/posts.server";

/** PATCH `{ content, contentWarning? }` edits and DELETE deletes the caller's own reply. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["PATCH", "DELETE"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const call = { ...context, request };
  if (request.method === "DELETE") {
    await perform(deleteReply, call, { commentId: id });
    return new Response(null, { status: 204 });
  }
  const edit = await parseJsonBody(updateCommentSchema, request);
  return Response.json(await perform(editReply, call, { commentId: id, edit }));
}

export function loader() {
  return jsonError(405, "Use PATCH to edit a reply or DELETE to delete it; replies are read with their post.");
}
