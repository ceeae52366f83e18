import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { userIdParams } from "~/lib/connections";
import { jsonError } from "~/server/http";
import { parseParams } from "~/server/validate.server";
import { listMatches } from "~/models/connection.server";
import { getProfile } from "~/models/relationship-profile.server";

/** GET /api/user-matches/:userId: the caller's mutual likes, newest first, as matched cards. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { userId } = parseParams(userIdParams, params);
  const user = await requireUser(context.db, request);
  if (userId !== user.id) return jsonError(403, "You can only list your own matches.");
  const viewer = await getProfile(context.db, { userId });
  return Response.json(await listMatches(context.db, { userId, viewer }));
}
