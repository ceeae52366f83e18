// The Ads Manager's arithmetic, pure so unit and integration tests can check it against
// hand-computed figures. Money arrives from D1 as integer cents and leaves as dollars.
import type { PlanLimits } from "../billing/plans";
import { formatDollars, formatNumber } from "../format";
import { PLAN_NAMES } from "../vocab";

type PlanName = (typeof PLAN_NAMES)[number];

export const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;
/** a / b, or 0 when b is 0: a ratio over nothing delivered is no delivery, not infinity. */
export const safeDivide = (a: number, b: number) => (b === 0 ? 0 : a / b);

export type Totals = {
  spendCents: number;
  impressions: number;
  clicks: number;
  conversions: number;
  revenueCents: number;
};
export const EMPTY_TOTALS: Totals = { spendCents: 0, impressions: 0, clicks: 0, conversions: 0, revenueCents: 0 };

export const OVERVIEW_METRICS = ["spend", "impressions", "clicks", "conversions", "ctr", "cpc", "cpa", "roas"] as const;
export type OverviewMetric = (typeof OVERVIEW_METRICS)[number];
export type Overview = Record<OverviewMetric, number>;

/**
 * The eight overview figures. CTR is clicks / impressions as a percentage, CPC spend per
 * click, CPA spend per conversion, ROAS revenue per dollar spent; each is 0 with nothing
 * to divide by. Unrounded, so changes are computed on exact values.
 */
export function overviewOf(t: Totals): Overview {
  const spend = t.spendCents / 100;
  return {
    spend,
    impressions: t.impressions,
    clicks: t.clicks,
    conversions: t.conversions,
    ctr: safeDivide(t.clicks, t.impressions) * 100,
    cpc: safeDivide(spend, t.clicks),
    cpa: safeDivide(spend, t.conversions),
    roas: safeDivide(t.revenueCents, t.spendCents),
  };
}

/**
 * Percentage change against the previous period. Both zero: 0 (nothing changed). Previous
 * zero and current not: null, because a change from nothing has no percentage.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return round2(((current - previous) / Math.abs(previous)) * 100);
}

export function roundOverview(o: Overview): Overview {
  return Object.fromEntries(OVERVIEW_METRICS.map((key) => [key, round2(o[key])])) as Overview;
}

export function changesOf(current: Overview, previous: Overview): Record<OverviewMetric, number | null> {
  return Object.fromEntries(OVERVIEW_METRICS.map((key) => [key, percentChange(current[key], previous[key])])) as Record<
    OverviewMetric,
    number | null
  >;
}

// ---------------------------------------------------------------- breakdowns

export type BreakdownRow = {
  dimension: string;
  value: string;
  spendCents: number;
  impressions: number;
  clicks: number;
  conversions: number;
};

/** Each value's share of its dimension's impressions, in percent, with its spend etc. */
export function sharesOf(rows: BreakdownRow[], dimension: string, order: readonly string[]) {
  const mine = rows.filter((row) => row.dimension === dimension);
  const total = mine.reduce((sum, row) => sum + row.impressions, 0);
  const rank = (value: string) => (order.includes(value) ? order.indexOf(value) : order.length);
  return mine
    .sort((a, b) => rank(a.value) - rank(b.value) || a.value.localeCompare(b.value))
    .map((row) => ({
      value: row.value,
      percentage: round2(safeDivide(row.impressions, total) * 100),
      spend: round2(row.spendCents / 100),
      conversions: row.conversions,
      ctr: round2(safeDivide(row.clicks, row.impressions) * 100),
    }));
}

// ---------------------------------------------------------------- campaigns

/** A campaign's CTR (%) and CPC ($) from its lifetime sums. */
export function campaignRates(c: { spentCents: number; impressions: number; clicks: number }) {
  return {
    ctr: round2(safeDivide(c.clicks, c.impressions) * 100),
    cpc: round2(safeDivide(c.spentCents / 100, c.clicks)),
  };
}

/**
 * The five summary cards over the listed campaigns (spec: spend, impressions and clicks are
 * sums; CTR and CPC are simple means of the campaigns' own figures).
 */
export function summariseCampaigns(
  list: readonly { spentAmount: number; impressions: number; clicks: number; ctr: number; cpc: number }[],
) {
  const sum = (pick: (c: (typeof list)[number]) => number) => list.reduce((total, c) => total + pick(c), 0);
  return {
    totalSpent: round2(sum((c) => c.spentAmount)),
    impressions: sum((c) => c.impressions),
    clicks: sum((c) => c.clicks),
    avgCtr: round2(
      safeDivide(
        sum((c) => c.ctr),
        list.length,
      ),
    ),
    avgCpc: round2(
      safeDivide(
        sum((c) => c.cpc),
        list.length,
      ),
    ),
  };
}

// ---------------------------------------------------------------- usage and limits

export const LIMIT_TYPES = ["campaigns", "adSets", "ads", "audiences", "creatives", "monthlySpend"] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];
export const LIMIT_COLUMNS: Record<LimitType, Exclude<keyof PlanLimits, "name">> = {
  campaigns: "campaignsLimit",
  adSets: "adSetsLimit",
  ads: "adsLimit",
  audiences: "audiencesLimit",
  creatives: "creativesLimit",
  monthlySpend: "monthlySpendLimit",
};
export const LIMIT_LABELS: Record<LimitType, string> = {
  campaigns: "Campaigns",
  adSets: "Ad Sets",
  ads: "Ads",
  audiences: "Audiences",
  creatives: "Ad Creatives",
  monthlySpend: "Monthly Spend",
};
export const APPROACHING_LIMIT_PERCENT = 80;
export const PROGRESS_MAX = 100;

export const VIOLATION_SEVERITIES = ["warning", "soft_limit", "hard_limit"] as const;
export type Severity = (typeof VIOLATION_SEVERITIES)[number];
export type Limits = Record<LimitType, { used: number; limit: number | null }>;
export type Violation = { limitType: LimitType; severity: Severity; message: string };

/** Used / limit as a percentage, capped at 100, and 0 when the limit is null. */
export function usagePercent(used: number, limit: number | null): number {
  if (limit === null) return 0;
  if (limit <= 0) return PROGRESS_MAX;
  return Math.min(PROGRESS_MAX, (used / limit) * 100);
}

export const isApproaching = (used: number, limit: number | null) =>
  usagePercent(used, limit) >= APPROACHING_LIMIT_PERCENT;

const money = (dollars: number) => formatDollars(dollars, { max: 2 });
const amount = (type: LimitType, value: number) => (type === "monthlySpend" ? money(value) : formatCount(value));

/**
 * Limit violations with the spec's severities: warning from 80%; soft_limit when a count
 * limit is reached (creating more asks for an upgrade); hard_limit when the spend limit is
 * reached (active campaigns pause) or a count is over its limit (after a downgrade).
 */
export function violationsOf(limits: Limits): Violation[] {
  const out: Violation[] = [];
  for (const type of LIMIT_TYPES) {
    const { used, limit } = limits[type];
    if (limit === null) continue;
    const label = LIMIT_LABELS[type];
    const figures = `${amount(type, used)} of ${amount(type, limit)}`;
    if (type === "monthlySpend" && used >= limit) {
      out.push({
        limitType: type,
        severity: "hard_limit",
        message: `You have reached your monthly spend limit (${figures}). Your active campaigns are paused until next month or until you upgrade.`,
      });
    } else if (used > limit) {
      out.push({
        limitType: type,
        severity: "hard_limit",
        message: `You are over your ${label} limit (${figures}). Archive some or upgrade your plan.`,
      });
    } else if (used === limit) {
      out.push({
        limitType: type,
        severity: "soft_limit",
        message: `You have reached your ${label} limit (${figures}). Upgrade to create more.`,
      });
    } else if (isApproaching(used, limit)) {
      out.push({
        limitType: type,
        severity: "warning",
        message: `You are approaching your ${label} limit (${figures}).`,
      });
    }
  }
  return out;
}

/** The least plan (in plan order) whose limit of this type would allow `needed`. */
export function requiredPlanFor(
  plans: readonly PlanLimits[],
  type: LimitType,
  needed: number,
  current: PlanName,
): PlanName {
  const rank = (name: PlanName) => PLAN_NAMES.indexOf(name);
  const column = LIMIT_COLUMNS[type];
  const fits = [...plans]
    .sort((a, b) => rank(a.name) - rank(b.name))
    .find((plan) => rank(plan.name) > rank(current) && (plan[column] === null || plan[column] >= needed));
  return fits?.name ?? "enterprise";
}

// ---------------------------------------------------------------- display

/** Audience sizes of 1,000 or more in K, 1,000,000 or more in M. */
export function abbreviateSize(size: number): string {
  if (size >= 1_000_000) return `${(size / 1_000_000).toFixed(1)}M`;
  if (size >= 1000) return `${(size / 1000).toFixed(1)}K`;
  return String(size);
}

export const formatUsd = (dollars: number, decimals = 2) => formatDollars(dollars, { min: decimals, max: decimals });
export const formatCount = (n: number) => formatNumber(n);
/** CTR with 2 decimals and % (campaign cards). */
export const formatPercent = (value: number) => `${value.toFixed(2)}%`;

/** "↑ 12.5%": direction in words for screen readers is added by the component. */
export function describeChange(change: number | null): { direction: "up" | "down" | "same" | "none"; text: string } {
  if (change === null) return { direction: "none", text: "No data for the previous period" };
  if (change === 0) return { direction: "same", text: "No change vs previous period" };
  return {
    direction: change > 0 ? "up" : "down",
    text: `${change > 0 ? "Up" : "Down"} ${Math.abs(change).toFixed(1)}% vs previous period`,
  };
}

// ---------------------------------------------------------------- CSV

/** One CSV field: quoted when needed, and a leading = + - @ defused so a spreadsheet shows text, not a formula. */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const toCsv = (header: readonly string[], rows: readonly (readonly (string | number | null)[])[]) =>
  [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
