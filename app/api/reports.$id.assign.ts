import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { allowMethods, jsonError } from "~/server/http";
import { assignReportSchema } from "~/lib/moderation";
import { idParams } from "~/lib/schemas";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { assignReport, isModerator } from "~/models/report.server";

/** A GET (or HEAD) answers 405 JSON like every other wrong method. */
export function loader({ request }: { request: Request }) {
  return allowMethods(request, ["PUT"]);
}

/** PUT /api/reports/:id/assign { moderatorId? } (Take Report): pending → reviewing, else 409. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["PUT"]);
  if (refused) return refused;
  const user = await requireUser(context.db, request, { permission: "moderate:reports" });
  const { id } = parseParams(idParams, params);
  const input = await parseJsonBody(assignReportSchema, request);
  if (input.reportId !== undefined && input.reportId !== id)
    return jsonError(400, "reportId does not match the report in the address.", [
      { path: "reportId", message: "does not match the URL" },
    ]);
  const moderatorId = input.moderatorId ?? user.id;
  if (moderatorId !== user.id) {
    // Handing a report to a colleague is allowed, but only to a moderator.
    if (!(await isModerator(context.db, moderatorId)))
      return jsonError(400, `User ${moderatorId} is not a moderator.`, [
        { path: "moderatorId", message: "is not a moderator" },
      ]);
  }
  const result = await assignReport(context.db, { id, moderatorId });
  if (result.error === undefined) return Response.json(result.report);
  if (result.error === "not_found") return jsonError(404, `Report ${id} not found.`);
  return jsonError(409, `Report ${id} is ${result.report.status}: only a pending report can be taken.`);
}
