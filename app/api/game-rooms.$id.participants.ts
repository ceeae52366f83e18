import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { jsonError } from "~/server/http";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/server/validate.server";
import { getRoomWithParticipants } from "~/models/game-room.server";

/** Every participant of the room, active ones first; pages poll this every 3 s as a fallback. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { id } = parseParams(idParams, params);
  const found = await getRoomWithParticipants(context.db, id);
  return found ? Response.json(found.participants) : jsonError(404, `Game room ${id} not found.`);
}

export function action() {
  return jsonError(405, "Use GET here.");
}
