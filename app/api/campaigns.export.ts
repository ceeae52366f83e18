import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CAMPAIGN_STATUS_LABELS, EXPORT_MAX_ROWS, OBJECTIVE_LABELS } from "~/lib/ads/ads";
import { exportCampaignsQuery } from "~/lib/ads/schema";
import { toCsv } from "~/lib/ads/metrics";
import { accountNotFound } from "~/server/ads-errors.server";
import { requireUser } from "~/server/auth.server";
import { parseQuery } from "~/server/validate.server";
import { listCampaigns } from "~/models/campaign.server";

const HEADER = [
  "Name",
  "Objective",
  "Status",
  "Start date",
  "End date",
  "Budget (USD)",
  "Spent (USD)",
  "Impressions",
  "Clicks",
  "CTR (%)",
  "CPC (USD)",
];

/** GET /api/campaigns/export?accountId=&status=&objective=&q= : the filtered campaigns as a CSV download. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = parseQuery(exportCampaignsQuery, request);
  const user = await requireUser(context.db, request, { permission: "ads:manage" });
  const { accountId, page } = await listCampaigns(context.db, {
    userId: user.id,
    filters: { ...query, limit: EXPORT_MAX_ROWS },
  });
  if (!accountId) return accountNotFound(query.accountId);
  const { items } = page;
  const csv = toCsv(
    HEADER,
    items.map((c) => [
      c.name,
      OBJECTIVE_LABELS[c.objective],
      CAMPAIGN_STATUS_LABELS[c.status],
      c.startDate,
      c.endDate ?? "Ongoing",
      c.budget.toFixed(2),
      c.spentAmount.toFixed(2),
      c.impressions,
      c.clicks,
      c.ctr.toFixed(2),
      c.cpc.toFixed(2),
    ]),
  );
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="campaigns-account-${accountId}.csv"`,
      "cache-control": "no-store",
    },
  });
}
