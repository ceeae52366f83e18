import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { allowMethods } from "~/server/http";
import { listReportsQuery, MODERATION_PAGE_SIZE, toReportFilters } from "~/lib/moderation";
import { createReportSchema } from "~/lib/reports";
import { parseJsonBody, parseQuery } from "~/server/validate.server";
import { listReports } from "~/models/report.server";
import { perform } from "~/server/commands/adapters.server";
import { reportContent } from "~/server/commands/community.server";

/** GET /api/reports?status=&priority=&q=&cursor=&limit= (moderators): the queue, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context.db, request, { permission: "moderate:reports" });
  const query = parseQuery(listReportsQuery, request);
  const limit = query.limit ?? MODERATION_PAGE_SIZE;
  return Response.json(await listReports(context.db, { filters: toReportFilters(query), cursor: query.cursor, limit }));
}

/** POST /api/reports: a member may report a post, reply, message or member they can see, once per item. */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const input = await parseJsonBody(createReportSchema, request);
  return Response.json(await perform(reportContent, { ...context, request }, input), { status: 201 });
}
