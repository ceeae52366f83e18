// Analytics (docs/features/ads.md). Every figure is a SQL aggregate over campaign_daily_metrics or
// campaign_breakdown_metrics for the account's campaigns and a date range, read through their
// primary keys (campaign_id, date, ...): D1 sums the rows, JavaScript only divides the sums.
import { and, asc, between, inArray, sql } from "drizzle-orm";
import { campaignBreakdownMetrics, campaignDailyMetrics } from "../../db/schema";
import { addDays, resolveRange, utcToday, type DateRange } from "~/lib/ads/ads";
import type { AnalyticsQuery } from "~/lib/ads/schema";
import {
  changesOf,
  EMPTY_TOTALS,
  overviewOf,
  round2,
  roundOverview,
  sharesOf,
  type BreakdownRow,
  type Totals,
} from "~/lib/ads/metrics";
import { batchNamed, readAll, type Db } from "~/models/db.server";
import { ADVANCED_ANALYTICS_PLAN, featureAccess } from "~/lib/billing/feature-gate";
import { accountCampaignIds, accountIdRead } from "./ad-account.server";
import { currentPlanRead, type Plan } from "./billing/plan.server";

const m = campaignDailyMetrics;
const b = campaignBreakdownMetrics;

const sums = {
  spendCents: sql<number>`coalesce(sum(${m.spendCents}), 0)`.as("sum_spend_cents"),
  impressions: sql<number>`coalesce(sum(${m.impressions}), 0)`.as("sum_impressions"),
  clicks: sql<number>`coalesce(sum(${m.clicks}), 0)`.as("sum_clicks"),
  conversions: sql<number>`coalesce(sum(${m.conversions}), 0)`.as("sum_conversions"),
  revenueCents: sql<number>`coalesce(sum(${m.revenueCents}), 0)`.as("sum_revenue_cents"),
};

type Scope = { userId: number; accountId?: number };

function totalsQuery(db: Db, scope: Scope, from: string, to: string) {
  return db
    .select(sums)
    .from(m)
    .where(and(inArray(m.campaignId, accountCampaignIds(db, scope)), between(m.date, from, to)));
}

function trendsQuery(db: Db, scope: Scope, from: string, to: string) {
  return db
    .select({ date: m.date, ...sums })
    .from(m)
    .where(and(inArray(m.campaignId, accountCampaignIds(db, scope)), between(m.date, from, to)))
    .groupBy(m.date)
    .orderBy(asc(m.date));
}

function breakdownQuery(db: Db, scope: Scope, from: string, to: string) {
  return db
    .select({
      dimension: b.dimension,
      value: b.value,
      spendCents: sql<number>`coalesce(sum(${b.spendCents}), 0)`.as("b_spend_cents"),
      impressions: sql<number>`coalesce(sum(${b.impressions}), 0)`.as("b_impressions"),
      clicks: sql<number>`coalesce(sum(${b.clicks}), 0)`.as("b_clicks"),
      conversions: sql<number>`coalesce(sum(${b.conversions}), 0)`.as("b_conversions"),
    })
    .from(b)
    .where(and(inArray(b.campaignId, accountCampaignIds(db, scope)), between(b.date, from, to)))
    .groupBy(b.dimension, b.value);
}

/** The four reads of a snapshot. */
function analyticsQueries(db: Db, scope: Scope, range: DateRange) {
  return [
    totalsQuery(db, scope, range.from, range.to),
    totalsQuery(db, scope, range.previousFrom, range.previousTo),
    trendsQuery(db, scope, range.from, range.to),
    breakdownQuery(db, scope, range.from, range.to),
  ] as const;
}

type TrendRow = Totals & { date: string };

const AGE_ORDER = ["18-24", "25-34", "35-44", "45-54", "55-64", "65+"];
const GENDER_ORDER = ["female", "male", "other"];
const DEVICE_ORDER = ["mobile", "desktop", "tablet"];
const PLACEMENT_ORDER = ["feed", "sidebar", "stories", "search"];

/**
 * The analytics snapshot: overview and each figure's change against the previous period of
 * the same length, a daily series with every day of the range (zero where nothing ran),
 * and the breakdowns. Demographics are advanced analytics: null below the required plan.
 */
function toAnalytics(
  [[current], [previous], trendRows, breakdownRows]: readonly [Totals[], Totals[], TrendRow[], BreakdownRow[]],
  { range, plan, accountId }: { range: DateRange; plan: Plan; accountId: number },
) {
  const now = overviewOf(current ?? EMPTY_TOTALS);
  const before = overviewOf(previous ?? EMPTY_TOTALS);
  const byDate = new Map(trendRows.map((row) => [row.date, row]));
  const trends = Array.from({ length: range.days }, (_, i) => {
    const date = addDays(range.from, i);
    const row = byDate.get(date);
    return {
      date,
      spend: round2((row?.spendCents ?? 0) / 100),
      impressions: row?.impressions ?? 0,
      clicks: row?.clicks ?? 0,
      conversions: row?.conversions ?? 0,
    };
  });
  const access = featureAccess(plan.name, ADVANCED_ANALYTICS_PLAN);
  return {
    accountId,
    range: {
      choice: range.choice,
      from: range.from,
      to: range.to,
      days: range.days,
      previousFrom: range.previousFrom,
      previousTo: range.previousTo,
    },
    overview: roundOverview(now),
    previous: roundOverview(before),
    changes: changesOf(now, before),
    trends,
    demographics: access.hasAccess
      ? {
          age: sharesOf(breakdownRows, "age", AGE_ORDER).map((s) => ({
            range: s.value,
            percentage: s.percentage,
            spend: s.spend,
          })),
          gender: sharesOf(breakdownRows, "gender", GENDER_ORDER).map((s) => ({
            type: s.value,
            percentage: s.percentage,
            spend: s.spend,
          })),
        }
      : null,
    devices: sharesOf(breakdownRows, "device", DEVICE_ORDER).map((s) => ({
      type: s.value,
      percentage: s.percentage,
      spend: s.spend,
      conversions: s.conversions,
    })),
    placements: sharesOf(breakdownRows, "placement", PLACEMENT_ORDER).map((s) => ({
      type: s.value,
      percentage: s.percentage,
      spend: s.spend,
      ctr: s.ctr,
    })),
    featureAccess: { advancedAnalytics: access },
  };
}
export type AnalyticsSnapshot = ReturnType<typeof toAnalytics>;

/**
 * A snapshot for a page's batch. The page knows its plan and account only once the batch is
 * back, so the read answers with the function that finishes the snapshot.
 */
export function analyticsRead(db: Db, scope: Scope, range: DateRange) {
  return readAll(
    analyticsQueries(db, scope, range),
    (rows) =>
      ({ plan, accountId }: { plan: Plan; accountId: number }) =>
        toAnalytics(rows, { range, plan, accountId }),
  );
}

/** The snapshot for the caller's account (theirs, or their first), or null when they have none. */
export async function getAnalytics(
  db: Db,
  { userId, query, now = new Date() }: { userId: number; query: AnalyticsQuery; now?: Date },
) {
  const range = resolveRange(query, utcToday(now));
  const scope = { userId, accountId: query.accountId };
  const { accountId, plan, snapshot } = await batchNamed(db, {
    accountId: accountIdRead(db, scope),
    plan: currentPlanRead(db, { userId }),
    snapshot: analyticsRead(db, scope, range),
  });
  if (!accountId) return null;
  return snapshot({ plan, accountId });
}
