import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { roomAccessQuery, roomMembershipSchema } from "~/lib/arcade/arcade";
import { requireUser } from "~/server/auth.server";
import { parseOptionalJsonBody } from "~/server/body.server";
import { allowMethods, jsonError } from "~/server/http";
import { notifyGameRoom } from "../../party/rooms.server";
import { idParams } from "~/lib/schemas";
import { ARCADE_TEXTS } from "~/lib/texts";
import { parseParams, parseQuery } from "~/server/validate.server";
import { getEnterableRoom, joinRoom, type JoinRefusal } from "~/models/game-room.server";

const REFUSALS: Record<Exclude<JoinRefusal, "not_found">, string> = {
  already_in: ARCADE_TEXTS.alreadyIn,
  not_waiting: ARCADE_TEXTS.notWaiting,
  full: ARCADE_TEXTS.full,
};

/** POST /api/game-rooms/:id/join?invite=: only while waiting, below capacity and not already in (doc 2, 4); a private room needs its token. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const { invite } = parseQuery(roomAccessQuery, request);
  const user = await requireUser(context.db, request);
  const body = await parseOptionalJsonBody(roomMembershipSchema, request);
  if (body.userId !== undefined && body.userId !== user.id) return jsonError(403, "You can only join as yourself.");
  // The token never changes, so checking it before the seat is taken leaves no gap.
  if (!(await getEnterableRoom(context.db, { roomId: id, viewerId: user.id, invite })))
    return jsonError(404, `Game room ${id} not found.`);
  const result = await joinRoom(context.db, { roomId: id, userId: user.id });
  if (!result.ok) {
    return result.reason === "not_found"
      ? jsonError(404, `Game room ${id} not found.`)
      : jsonError(409, REFUSALS[result.reason]);
  }
  await notifyGameRoom(context.env, id, { kind: "joined", userId: user.id });
  return Response.json(result);
}

export function loader() {
  return jsonError(405, "Use POST to join a game room.");
}
