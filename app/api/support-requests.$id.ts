import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods } from "~/server/http";
import { supportStatusSchema } from "~/lib/support";
import { idParams } from "~/lib/schemas";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { setASupportRequestStatus } from "~/server/commands/support.server";

/** A GET (or HEAD) answers 405 JSON like every other wrong method. */
export function loader({ request }: { request: Request }) {
  return allowMethods(request, ["PUT"]);
}

/** PUT /api/support-requests/:id { status: "closed" | "open" } (moderators): close, or reopen a closed request. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["PUT"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const { status } = await parseJsonBody(supportStatusSchema, request);
  return Response.json(await perform(setASupportRequestStatus, { ...context, request }, { requestId: id, status }));
}
