import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/lib/auth.server";
import { jsonError } from "~/lib/http";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/lib/validate.server";
import { roomQuery } from "~/models/game-room.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parseParams(idParams, params);
  await requireUser(context.db, request);
  const [room] = await roomQuery(context.db, id);
  return room ? Response.json(room) : jsonError(404, `Game room ${id} not found.`);
}

export function action() {
  return jsonError(405, "Use GET here.");
}
