import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/lib/auth.server";
import { allowMethods, jsonError } from "~/lib/http";
import { createReportSchema } from "~/lib/reports";
import { parseJsonBody } from "~/lib/validate.server";
import { createReport } from "~/models/report.server";

/** POST /api/reports: any member may report a post, comment, message or user. */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const user = await requireUser(context.db, request);
  const input = await parseJsonBody(createReportSchema, request);
  if (input.reporterId !== undefined && input.reporterId !== user.id) return jsonError(403, "You can only report as yourself.");
  const report = await createReport(context.db, { reporterId: user.id, input });
  if (!report) return jsonError(404, `No ${input.contentType} with id ${input.contentId} to report.`);
  return Response.json(report, { status: 201 });
}
