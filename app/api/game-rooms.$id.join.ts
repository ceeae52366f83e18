import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { roomAccessQuery, roomMembershipSchema } from "~/lib/arcade/arcade";
import { parseOptionalJsonBody } from "~/server/body.server";
import { allowMethods, jsonError } from "~/server/http";
import { notifyGameRoom } from "../../party/rooms.server";
import { idParams } from "~/lib/schemas";
import { parseParams, parseQuery } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { joinAGameRoom } from "~/server/commands/arcade.server";

/** POST /api/game-rooms/:id/join?invite=: only while waiting, below capacity and not already in; a private room needs its token. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const { invite } = parseQuery(roomAccessQuery, request);
  const { userId } = await parseOptionalJsonBody(roomMembershipSchema, request);
  const { userId: player, ...result } = await perform(
    joinAGameRoom,
    { ...context, request },
    { roomId: id, invite, userId },
  );
  // The room's live players hear of the new seat.
  await notifyGameRoom(context.env, id, { kind: "joined", userId: player });
  return Response.json(result);
}

export function loader() {
  return jsonError(405, "Use POST to join a game room.");
}
