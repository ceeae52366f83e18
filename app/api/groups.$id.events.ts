import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { groupEventSchema } from "~/lib/groups";
import { idParams } from "~/lib/schemas";
import { allowMethods } from "~/server/http";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { createAGroupEvent } from "~/server/commands/groups.server";

/** POST /api/groups/:id/events: a group moderator's event for the group; /api/events lists it. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const input = await parseJsonBody(groupEventSchema, request);
  return Response.json(await perform(createAGroupEvent, { ...context, request }, { groupId: id, input }), {
    status: 201,
  });
}
