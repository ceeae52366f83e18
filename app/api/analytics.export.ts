import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { analyticsQuery } from "~/lib/ads/schema";
import { toCsv } from "~/lib/ads/metrics";
import { accountNotFound } from "~/server/ads-errors.server";
import { requireUser } from "~/server/auth.server";
import { parseQuery } from "~/server/validate.server";
import { getAnalytics } from "~/models/analytics.server";

/** GET /api/analytics/export (the same query as /api/analytics): the daily trends as a CSV report. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = parseQuery(analyticsQuery, request);
  const user = await requireUser(context.db, request, { permission: "ads:manage" });
  const snapshot = await getAnalytics(context.db, { userId: user.id, query });
  if (!snapshot) return accountNotFound(query.accountId);
  const csv = toCsv(
    ["Date", "Spend (USD)", "Impressions", "Clicks", "Conversions"],
    snapshot.trends.map((d) => [d.date, d.spend.toFixed(2), d.impressions, d.clicks, d.conversions]),
  );
  const name = `analytics-account-${snapshot.accountId}-${snapshot.range.from}-to-${snapshot.range.to}.csv`;
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "no-store",
    },
  });
}
