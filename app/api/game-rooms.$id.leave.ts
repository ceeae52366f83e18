import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { roomMembershipSchema } from "~/lib/arcade/arcade";
import { requireUser, SUSPENSION_ALLOWS } from "~/server/auth.server";
import { parseOptionalJsonBody } from "~/server/body.server";
import { allowMethods, jsonError } from "~/server/http";
import { notifyGameRoom } from "../../party/rooms.server";
import { idParams } from "~/lib/schemas";
import { ARCADE_TEXTS } from "~/lib/texts";
import { parseParams } from "~/server/validate.server";
import { leaveRoom } from "~/models/game-room.server";

/** POST /api/game-rooms/:id/leave: the caller's seat turns inactive. Suspended users may still leave. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const user = await requireUser(context.db, request, SUSPENSION_ALLOWS.steppingBack);
  const body = await parseOptionalJsonBody(roomMembershipSchema, request);
  if (body.userId !== undefined && body.userId !== user.id) return jsonError(403, "You can only leave as yourself.");
  const result = await leaveRoom(context.db, { roomId: id, userId: user.id });
  if (!result.ok) {
    return result.reason === "not_found"
      ? jsonError(404, `Game room ${id} not found.`)
      : jsonError(409, ARCADE_TEXTS.notParticipant);
  }
  await notifyGameRoom(context.env, id, { kind: "left", userId: user.id });
  return Response.json(result);
}

export function loader() {
  return jsonError(405, "Use POST to leave a game room.");
}
