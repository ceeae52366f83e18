import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { analyticsQuery } from "~/lib/ads/schema";
import { requireUser } from "~/server/auth.server";
import { parseQuery } from "~/server/validate.server";
import { getAnalytics } from "~/models/analytics.server";
import { accountNotFound } from "~/server/ads-errors.server";

/**
 * GET /api/analytics?accountId=&range=7|30|90 or range=custom&from=&to= : the overview with
 * each figure's change against the previous period, daily trends and breakdowns.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = parseQuery(analyticsQuery, request);
  const user = await requireUser(context.db, request, { permission: "ads:manage" });
  const snapshot = await getAnalytics(context.db, { userId: user.id, query });
  return snapshot ? Response.json(snapshot) : accountNotFound(query.accountId);
}
