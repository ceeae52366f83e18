import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { roomAccessQuery } from "~/lib/arcade/arcade";
import { getViewerId } from "~/server/auth.server";
import { jsonError } from "~/server/http";
import { idParams } from "~/lib/schemas";
import { parseParams, parseQuery } from "~/server/validate.server";
import { getEnterableRoom } from "~/models/game-room.server";

/** GET /api/game-rooms/:id?invite=: a private room needs its token, unless the caller hosts or plays in it. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parseParams(idParams, params);
  const { invite } = parseQuery(roomAccessQuery, request);
  const viewerId = await getViewerId(context.db, request);
  const found = await getEnterableRoom(context.db, { roomId: id, viewerId, invite });
  return found ? Response.json(found.room) : jsonError(404, `Game room ${id} not found.`);
}

export function action() {
  return jsonError(405, "Use GET here.");
}
