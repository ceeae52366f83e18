import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireSelf, requireUser } from "~/server/auth.server";
import { jsonError } from "~/server/http";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/server/validate.server";
import { getGameStatistics } from "~/models/game-result.server";

/** GET /api/users/:id/game-statistics: the caller's own, one entry per game type played, with gamesPlayed and gamesWon. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parseParams(idParams, params);
  requireSelf(await requireUser(context.db, request), id);
  const statistics = await getGameStatistics(context.db, id);
  return statistics ? Response.json(statistics) : jsonError(404, `User ${id} not found.`);
}

export function action() {
  return jsonError(405, "Use GET here.");
}
