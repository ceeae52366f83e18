import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { allowMethods } from "~/server/http";
import { createSupportRequestSchema, listSupportRequestsQuery, SUPPORT_PAGE_SIZE } from "~/lib/support";
import { parseJsonBody, parseQuery } from "~/server/validate.server";
import { listSupportRequests } from "~/models/support-request.server";
import { perform } from "~/server/commands/adapters.server";
import { sendSupportRequest } from "~/server/commands/support.server";

/** GET /api/support-requests?cursor=&limit= (moderators): the support queue, open barriers first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context.db, request, { permission: "moderate:reports" });
  const query = parseQuery(listSupportRequestsQuery, request);
  return Response.json(
    await listSupportRequests(context.db, { cursor: query.cursor, limit: query.limit ?? SUPPORT_PAGE_SIZE }),
  );
}

/**
 * POST /api/support-requests { topic, message, pageUrl?, email? }: anyone may ask for help; a
 * visitor must give an email address for the reply.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const input = await parseJsonBody(createSupportRequestSchema, request);
  return Response.json(await perform(sendSupportRequest, { ...context, request }, input), { status: 201 });
}
