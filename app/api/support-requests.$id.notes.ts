import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods } from "~/server/http";
import { supportNoteSchema } from "~/lib/support";
import { idParams } from "~/lib/schemas";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { noteOnASupportRequest } from "~/server/commands/support.server";

/** A GET (or HEAD) answers 405 JSON like every other wrong method. */
export function loader({ request }: { request: Request }) {
  return allowMethods(request, ["POST"]);
}

/** POST /api/support-requests/:id/notes { note } (moderators): an internal note the requester never sees. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const { note } = await parseJsonBody(supportNoteSchema, request);
  return Response.json(await perform(noteOnASupportRequest, { ...context, request }, { requestId: id, note }), {
    status: 201,
  });
}
