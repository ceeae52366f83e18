import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods } from "~/server/http";
import { supportReplySchema } from "~/lib/support";
import { idParams } from "~/lib/schemas";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { replyToASupportRequest } from "~/server/commands/support.server";

/** A GET (or HEAD) answers 405 JSON like every other wrong method. */
export function loader({ request }: { request: Request }) {
  return allowMethods(request, ["POST"]);
}

/**
 * POST /api/support-requests/:id/replies { message } (moderators): emailed to the requester (and a
 * member notified); the request becomes answered. A closed request answers 409.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const { message } = await parseJsonBody(supportReplySchema, request);
  return Response.json(await perform(replyToASupportRequest, { ...context, request }, { requestId: id, message }), {
    status: 201,
  });
}
