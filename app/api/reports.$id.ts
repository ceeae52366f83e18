import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { allowMethods, jsonError } from "~/server/http";
import { resolveReportSchema } from "~/lib/moderation";
import { idParams } from "~/lib/schemas";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { resolveReport } from "~/models/moderation-action.server";

/** A GET (or HEAD) answers 405 JSON like every other wrong method. */
export function loader({ request }: { request: Request }) {
  return allowMethods(request, ["PUT"]);
}

/**
 * PUT /api/reports/:id { status, resolution, resolvedAt?, moderatorNotes?, severity?, expiresAt? }
 * Only a reviewing report can be resolved (409 otherwise). content_removed and
 * user_suspended also record a moderation action and apply it, in the same transaction.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["PUT"]);
  if (refused) return refused;
  const user = await requireUser(context.db, request, { permission: "moderate:reports" });
  const { id } = parseParams(idParams, params);
  const input = await parseJsonBody(resolveReportSchema, request);
  const result = await resolveReport(context.db, { id, moderatorId: user.id, input });
  if (result.error === undefined) return Response.json({ ...result.report, moderationAction: result.moderationAction });
  if (result.error === "not_found") return jsonError(404, `Report ${id} not found.`);
  if (result.error === "conflict")
    return jsonError(409, `Report ${id} is ${result.report.status}: only a report under review can be resolved.`);
  return jsonError(400, result.message, [{ path: result.path, message: result.message }]);
}
