import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { allowMethods, jsonError } from "~/server/http";
import { resolveFlagSchema } from "~/lib/moderation";
import { idParams } from "~/lib/schemas";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { resolveFlag } from "~/models/content-flag.server";

/** A GET (or HEAD) answers 405 JSON like every other wrong method. */
export function loader({ request }: { request: Request }) {
  return allowMethods(request, ["PUT"]);
}

/** PUT /api/content-flags/:id { isResolved: true, createReport? }: the Review button's outcome. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["PUT"]);
  if (refused) return refused;
  const user = await requireUser(context.db, request, { permission: "moderate:reports" });
  const { id } = parseParams(idParams, params);
  const input = await parseJsonBody(resolveFlagSchema, request);
  const result = await resolveFlag(context.db, { id, moderatorId: user.id, createReport: input.createReport });
  if (result.error === undefined) return Response.json(result);
  return jsonError(result.error === "not_found" ? 404 : 409, result.message);
}
