import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods } from "~/server/http";
import { fileAppealSchema } from "~/lib/appeals";
import { parseJsonBody } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { fileAnAppeal } from "~/server/commands/appeals.server";

/** A GET (or HEAD) answers 405 JSON like every other wrong method. */
export function loader({ request }: { request: Request }) {
  return allowMethods(request, ["POST"]);
}

/**
 * POST /api/appeals { actionId, statement }: the member appeals a decision about them, once,
 * within 30 days (409 otherwise). A suspended member may. A decision about someone else is 404.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const input = await parseJsonBody(fileAppealSchema, request);
  return Response.json(await perform(fileAnAppeal, { ...context, request }, input), { status: 201 });
}
