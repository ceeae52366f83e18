import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { updateGroupSchema } from "~/lib/groups";
import { idParams } from "~/lib/schemas";
import { groupAndViewer } from "~/server/groups.server";
import { allowMethods } from "~/server/http";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { updateAGroup } from "~/server/commands/groups.server";

/** GET /api/groups/:id: the group's header and guidelines (for anyone), and the viewer's place in it. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parseParams(idParams, params);
  const { group, seesContent, canModerate } = await groupAndViewer(context.db, request, id);
  return Response.json({ ...group, seesContent, canModerate });
}

/** PATCH /api/groups/:id { description?, guidelines? }: for the group's moderators. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["PATCH"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const changes = await parseJsonBody(updateGroupSchema, request);
  return Response.json(await perform(updateAGroup, { ...context, request }, { groupId: id, changes }));
}
