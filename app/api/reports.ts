import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { enforceRateLimit } from "~/server/rate-limit.server";
import { allowMethods, jsonError } from "~/server/http";
import { listReportsQuery, MODERATION_PAGE_SIZE, toReportFilters } from "~/lib/moderation";
import { createReportSchema } from "~/lib/reports";
import { REPORT_TEXTS } from "~/lib/texts";
import { parseJsonBody, parseQuery } from "~/server/validate.server";
import { createReport, listReports } from "~/models/report.server";

/** GET /api/reports?status=&priority=&q=&cursor=&limit= (moderators): the queue, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context.db, request, { permission: "moderate:reports" });
  const query = parseQuery(listReportsQuery, request);
  const limit = query.limit ?? MODERATION_PAGE_SIZE;
  return Response.json(await listReports(context.db, { filters: toReportFilters(query), cursor: query.cursor, limit }));
}

/** POST /api/reports: any member may report a post, comment, message or user, once per item. */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const user = await requireUser(context.db, request);
  const input = await parseJsonBody(createReportSchema, request);
  if (input.reporterId !== undefined && input.reporterId !== user.id)
    return jsonError(403, "You can only report as yourself.");
  await enforceRateLimit(context.db, { userId: user.id, action: "report" });
  const result = await createReport(context.db, { reporterId: user.id, input });
  if ("error" in result) {
    return result.error === "duplicate"
      ? jsonError(409, REPORT_TEXTS.alreadyReported)
      : jsonError(404, `No ${input.contentType} with id ${input.contentId} to report.`);
  }
  return Response.json(result.report, { status: 201 });
}
