import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { roomInviteSchema } from "~/lib/arcade/arcade";
import { idParams } from "~/lib/schemas";
import { allowMethods, jsonError } from "~/server/http";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { inviteToAGameRoom } from "~/server/commands/arcade.server";

/** POST /api/game-rooms/:id/invite `{ username }`: a player asks a member to take the free seat; they are notified. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const { username } = await parseJsonBody(roomInviteSchema, request);
  return Response.json(await perform(inviteToAGameRoom, { ...context, request }, { roomId: id, username }));
}

export function loader() {
  return jsonError(405, "Use POST to invite a member to a game room.");
}
