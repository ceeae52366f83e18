import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { jsonError } from "~/server/http";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/server/validate.server";
import { getRoom } from "~/models/game-room.server";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { id } = parseParams(idParams, params);
  const room = await getRoom(context.db, id);
  return room ? Response.json(room) : jsonError(404, `Game room ${id} not found.`);
}

export function action() {
  return jsonError(405, "Use GET here.");
}
