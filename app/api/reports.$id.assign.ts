import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods } from "~/server/http";
import { assignReportSchema } from "~/lib/moderation";
import { idParams } from "~/lib/schemas";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { assignAReport } from "~/server/commands/moderation.server";

/** A GET (or HEAD) answers 405 JSON like every other wrong method. */
export function loader({ request }: { request: Request }) {
  return allowMethods(request, ["PUT"]);
}

/** PUT /api/reports/:id/assign { moderatorId? } (Take Report): pending → reviewing, else 409. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["PUT"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const input = await parseJsonBody(assignReportSchema, request);
  return Response.json(await perform(assignAReport, { ...context, request }, { reportId: id, input }));
}
