import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { DISCOVERY_PAGE_SIZE, discoveryQuery, resolveFilters, userIdParams } from "~/lib/connections";
import { jsonError } from "~/server/http";
import { CONNECTION_TEXTS } from "~/lib/texts";
import { parseParams, parseQuery } from "~/server/validate.server";
import { discoverCandidates } from "~/models/connection.server";
import { getProfile } from "~/models/relationship-profile.server";

/**
 * GET /api/matches/:userId?lookingFor=&minAge=&maxAge=&distance=&support=&limit=&offset=
 * Discovery for the caller: candidates ranked by compatibility score (decision 010).
 * Unset filters take the caller's own preferences. The total is in X-Total-Count.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { userId } = parseParams(userIdParams, params);
  const query = parseQuery(discoveryQuery, request);
  const user = await requireUser(context.db, request);
  if (userId !== user.id) return jsonError(403, "You can only discover members for yourself.");
  const viewer = await getProfile(context.db, { userId });
  if (!viewer) return jsonError(404, CONNECTION_TEXTS.noProfile);
  if (!viewer.isActive) return jsonError(409, CONNECTION_TEXTS.hiddenProfile);
  const { limit = DISCOVERY_PAGE_SIZE, offset = 0, ...filters } = query;
  const { candidates, total } = await discoverCandidates(context.db, {
    viewer,
    filters: resolveFilters(filters, viewer),
    limit,
    offset,
  });
  return Response.json(candidates, { headers: { "X-Total-Count": String(total) } });
}
