import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods } from "~/server/http";
import { decideAppealSchema } from "~/lib/appeals";
import { idParams } from "~/lib/schemas";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { decideAnAppeal } from "~/server/commands/appeals.server";

/** A GET (or HEAD) answers 405 JSON like every other wrong method. */
export function loader({ request }: { request: Request }) {
  return allowMethods(request, ["PUT"]);
}

/**
 * PUT /api/appeals/:id { decision: "upheld" | "granted", reason } (moderators): only a moderator
 * other than the one who made the decision (403), and only a pending appeal (409). Granting
 * restores the content or lifts the suspension and records an appeal_granted action.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["PUT"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const input = await parseJsonBody(decideAppealSchema, request);
  return Response.json(await perform(decideAnAppeal, { ...context, request }, { appealId: id, input }));
}
