import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { markReadSchema } from "~/lib/notification-schemas";
import { allowMethods, jsonError } from "~/server/http";
import { parseJsonBody } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { markNotificationsRead } from "~/server/commands/settings.server";

/** POST /api/notifications/read { ids } or { all: true }: only your own are ever marked. */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const input = await parseJsonBody(markReadSchema, request);
  const ids = "all" in input ? ("all" as const) : input.ids;
  return Response.json(await perform(markNotificationsRead, { ...context, request }, { ids }));
}

export function loader() {
  return jsonError(405, "Use POST to mark notifications read.");
}
