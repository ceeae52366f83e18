import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { requireSelf, requireUser } from "~/lib/server/auth.server";
import { jsonError } from "~/lib/server/http";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/lib/server/validate.server";
import { gameStatisticsQuery } from "~/models/game-room.server";

/** GET /api/users/:id/game-statistics: the caller's own, one entry per game type played, with gamesPlayed and gamesWon. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parseParams(idParams, params);
  requireSelf(await requireUser(context.db, request), id);
  const [found, stats] = await context.db.batch([
    context.db.select({ id: users.id }).from(users).where(eq(users.id, id)),
    gameStatisticsQuery(context.db, id),
  ]);
  return found.length ? Response.json(stats) : jsonError(404, `User ${id} not found.`);
}

export function action() {
  return jsonError(405, "Use GET here.");
}
