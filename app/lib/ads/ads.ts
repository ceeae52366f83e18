// Ads Manager constants, labels and date arithmetic (docs/features/ads.md). The zod schemas are in
// ./ads-schema, which the page loads only with the forms that use them.
import { AUDIENCE_SOURCES, AUDIENCE_TYPES, CAMPAIGN_OBJECTIVES, CAMPAIGN_STATUSES, CREATIVE_TYPES } from "../vocab";

export type CampaignObjective = (typeof CAMPAIGN_OBJECTIVES)[number];
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export type CreativeType = (typeof CREATIVE_TYPES)[number];
export type AudienceType = (typeof AUDIENCE_TYPES)[number];

/** The page's tabs, in the spec's order. */
export const ADS_TABS = ["campaigns", "creatives", "audiences", "analytics"] as const;
export type AdsTab = (typeof ADS_TABS)[number];
export const adsTabOf = (value: string | null): AdsTab => ADS_TABS.find((tab) => tab === value) ?? "campaigns";

// ---------------------------------------------------------------- labels (spec's option texts)

export const OBJECTIVE_LABELS: Record<CampaignObjective, string> = {
  awareness: "Brand Awareness",
  traffic: "Website Traffic",
  conversions: "Conversions",
  app_installs: "App Installs",
};
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  active: "Active",
  paused: "Paused",
  completed: "Completed",
  archived: "Archived",
};

/** The status filter: the spec's four options, plus Archived (archiving goes beyond the spec). */
export const CAMPAIGN_STATUS_FILTERS = ["all", "active", "paused", "completed", "archived"] as const;
export const CAMPAIGN_STATUS_FILTER_LABELS: Record<(typeof CAMPAIGN_STATUS_FILTERS)[number], string> = {
  all: "All Statuses",
  active: "Active",
  paused: "Paused",
  completed: "Completed",
  archived: "Archived",
};
export const OBJECTIVE_FILTERS = ["all", ...CAMPAIGN_OBJECTIVES] as const;
export const OBJECTIVE_FILTER_LABELS: Record<(typeof OBJECTIVE_FILTERS)[number], string> = {
  all: "All Objectives",
  ...OBJECTIVE_LABELS,
};

export const CREATIVE_TYPE_FILTERS = ["all", ...CREATIVE_TYPES] as const;
export const CREATIVE_TYPE_LABELS: Record<(typeof CREATIVE_TYPE_FILTERS)[number], string> = {
  all: "All types",
  image: "Image",
  video: "Video",
  carousel: "Carousel",
};
export const AUDIENCE_TYPE_TABS = ["saved", "custom", "lookalike", "all"] as const;
export const AUDIENCE_TAB_LABELS: Record<(typeof AUDIENCE_TYPE_TABS)[number], string> = {
  saved: "Saved",
  custom: "Custom",
  lookalike: "Lookalike",
  all: "All",
};
export const AUDIENCE_STATUS_FILTERS = ["all", "active", "inactive"] as const;
export const AUDIENCE_STATUS_LABELS: Record<(typeof AUDIENCE_STATUS_FILTERS)[number], string> = {
  all: "All statuses",
  active: "Active",
  inactive: "Inactive",
};
export const AUDIENCE_SOURCE_LABELS: Record<(typeof AUDIENCE_SOURCES)[number], string> = {
  website: "Website",
  engagement: "Engagement",
};

/** Analytics date ranges (7, 30, 90 days, default 30) and Custom range. */
export const DATE_RANGES = ["7", "30", "90", "custom"] as const;
export type DateRangeChoice = (typeof DATE_RANGES)[number];
export const DATE_RANGE_LABELS: Record<DateRangeChoice, string> = {
  "7": "Last 7 days",
  "30": "Last 30 days",
  "90": "Last 90 days",
  custom: "Custom range",
};
export const DEFAULT_DATE_RANGE = "30";
/** The longest custom range, so one request never aggregates years of rows. */
export const MAX_RANGE_DAYS = 366;

export const CAMPAIGN_PAGE_SIZE = 24;
export const LIBRARY_PAGE_SIZE = 24;
export const CAMPAIGN_NAME_MAX = 100;
export const MAX_BUDGET_DOLLARS = 10_000_000;
/** A CSV export is a bulk read; this bounds it. */
export const EXPORT_MAX_ROWS = 5000;

/** The moves a campaign's status may make (PATCH status). Archived is final. */
export const STATUS_MOVES: Record<CampaignStatus, readonly CampaignStatus[]> = {
  active: ["paused", "completed", "archived"],
  paused: ["active", "completed", "archived"],
  completed: ["archived"],
  archived: [],
};

// ---------------------------------------------------------------- dates

const DAY_MS = 86_400_000;
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

export type DateRange = {
  choice: DateRangeChoice;
  from: string;
  to: string;
  days: number;
  previousFrom: string;
  previousTo: string;
};

/**
 * The analytics window. A preset is the last N whole days before today (today's delivery
 * is still coming in), as ad platforms count them; custom is from..to inclusive. The
 * previous period is the same number of days just before it.
 */
/** The window a query asks for; the analytics query (./schema.ts) parses into this shape. */
export type RangeQuery = { range?: DateRangeChoice; from?: string; to?: string };

export function resolveRange(query: RangeQuery, today: string): DateRange {
  const custom =
    query.range === "custom" || (query.range === undefined && query.from !== undefined && query.to !== undefined);
  const choice: DateRangeChoice = custom ? "custom" : (query.range ?? DEFAULT_DATE_RANGE);
  let from: string;
  let to: string;
  if (choice === "custom" && query.from && query.to) {
    from = query.from;
    to = query.to;
  } else {
    const days = Number(choice === "custom" ? DEFAULT_DATE_RANGE : choice);
    to = addDays(today, -1);
    from = addDays(today, -days);
  }
  const days = daysBetween(from, to) + 1;
  return { choice, from, to, days, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) };
}

/** The calendar month (UTC) that monthly spend is counted over: first day to today. */
export function monthToDate(today: string) {
  const first = `${today.slice(0, 7)}-01`;
  const last = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0)).toISOString().slice(0, 10);
  // Midday UTC: the month's last day names the same date in Sydney (UTC+10/11) as in UTC.
  return { from: first, to: today, lastDay: last, periodEnd: `${last}T12:00:00.000Z` };
}

/** The params that ask /ads for a dialog drawn in place, without script; a success leaves them behind. */
export const ADS_DIALOG_PARAMS = ["dialog", "campaign", "creativeId", "audienceType"] as const;

/** Bulk Upload's CSV: these columns in its first row, then one draft creative per row, at most BULK_MAX. */
export const BULK_COLUMNS = ["name", "type", "headline", "primaryText", "callToAction"] as const;
export const BULK_MAX = 50;
