import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { roomMembershipSchema } from "~/lib/arcade/arcade";
import { parseOptionalJsonBody } from "~/server/body.server";
import { allowMethods, jsonError } from "~/server/http";
import { notifyGameRoom } from "../../party/rooms.server";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { leaveAGameRoom } from "~/server/commands/arcade.server";

/** POST /api/game-rooms/:id/leave: the caller's seat turns inactive. Suspended users may still leave. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const { userId } = await parseOptionalJsonBody(roomMembershipSchema, request);
  const { userId: player, ...result } = await perform(leaveAGameRoom, { ...context, request }, { roomId: id, userId });
  await notifyGameRoom(context.env, id, { kind: "left", userId: player });
  return Response.json(result);
}

export function loader() {
  return jsonError(405, "Use POST to leave a game room.");
}
