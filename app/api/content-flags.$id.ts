import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods } from "~/server/http";
import { resolveFlagSchema } from "~/lib/moderation";
import { idParams } from "~/lib/schemas";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { resolveAContentFlag } from "~/server/commands/moderation.server";

/** A GET (or HEAD) answers 405 JSON like every other wrong method. */
export function loader({ request }: { request: Request }) {
  return allowMethods(request, ["PUT"]);
}

/** PUT /api/content-flags/:id { isResolved: true, createReport? }: the Review button's outcome. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["PUT"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const { createReport } = await parseJsonBody(resolveFlagSchema, request);
  return Response.json(await perform(resolveAContentFlag, { ...context, request }, { flagId: id, createReport }));
}
