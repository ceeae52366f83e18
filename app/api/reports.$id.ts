import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods } from "~/server/http";
import { resolveReportSchema } from "~/lib/moderation";
import { idParams } from "~/lib/schemas";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { resolveAReport } from "~/server/commands/moderation.server";

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
  const { id } = parseParams(idParams, params);
  const input = await parseJsonBody(resolveReportSchema, request);
  return Response.json(await perform(resolveAReport, { ...context, request }, { reportId: id, input }));
}
