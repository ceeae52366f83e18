// Ads Manager inputs and constants (spec doc 2: Ads Manager, Analytics, Usage, Creative
// Library, Audience Manager; sections 3, 4, 5 and 9; issue 10). Every schema here is shared
// by the resource routes, the page and the tests.
import { z } from "zod";
import { ApiError, serverIssues } from "./api-client";
import { keysetCursor, limitParam, searchParam } from "./lists";
import { idString } from "./schemas";
import { AUDIENCE_SOURCES, AUDIENCE_TYPES, CAMPAIGN_OBJECTIVES, CAMPAIGN_STATUSES, CREATIVE_STATUSES, CREATIVE_TYPES } from "./vocab";

export type CampaignObjective = (typeof CAMPAIGN_OBJECTIVES)[number];
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export type CreativeType = (typeof CREATIVE_TYPES)[number];
export type AudienceType = (typeof AUDIENCE_TYPES)[number];

/** The page's tabs, in the spec's order. */
export const ADS_TABS = ["campaigns", "creatives", "audiences", "analytics"] as const;
export type AdsTab = (typeof ADS_TABS)[number];

// ---------------------------------------------------------------- labels (spec's option texts)

export const OBJECTIVE_LABELS: Record<CampaignObjective, string> = {
  awareness: "Brand Awareness",
  traffic: "Website Traffic",
  conversions: "Conversions",
  app_installs: "App Installs",
};
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = { active: "Active", paused: "Paused", completed: "Completed", archived: "Archived" };

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
export const OBJECTIVE_FILTER_LABELS: Record<(typeof OBJECTIVE_FILTERS)[number], string> = { all: "All Objectives", ...OBJECTIVE_LABELS };

export const CREATIVE_TYPE_FILTERS = ["all", ...CREATIVE_TYPES] as const;
export const CREATIVE_TYPE_LABELS: Record<(typeof CREATIVE_TYPE_FILTERS)[number], string> = { all: "All types", image: "Image", video: "Video", carousel: "Carousel" };
export const AUDIENCE_TYPE_TABS = ["saved", "custom", "lookalike", "all"] as const;
export const AUDIENCE_TAB_LABELS: Record<(typeof AUDIENCE_TYPE_TABS)[number], string> = { saved: "Saved", custom: "Custom", lookalike: "Lookalike", all: "All" };
export const AUDIENCE_STATUS_FILTERS = ["all", "active", "inactive"] as const;
export const AUDIENCE_STATUS_LABELS: Record<(typeof AUDIENCE_STATUS_FILTERS)[number], string> = { all: "All statuses", active: "Active", inactive: "Inactive" };
export const AUDIENCE_SOURCE_LABELS: Record<(typeof AUDIENCE_SOURCES)[number], string> = { website: "Website", engagement: "Engagement" };

/** Analytics date ranges (section 9: 7, 30, 90 days, default 30) and Custom range. */
export const DATE_RANGES = ["7", "30", "90", "custom"] as const;
export type DateRangeChoice = (typeof DATE_RANGES)[number];
export const DATE_RANGE_LABELS: Record<DateRangeChoice, string> = { "7": "Last 7 days", "30": "Last 30 days", "90": "Last 90 days", custom: "Custom range" };
export const DEFAULT_DATE_RANGE = "30";
/** The longest custom range, so one request never aggregates years of rows. */
export const MAX_RANGE_DAYS = 366;

export const CAMPAIGN_PAGE_SIZE = 24;
export const LIBRARY_PAGE_SIZE = 24;
export const CAMPAIGN_NAME_MAX = 100;
export const MAX_BUDGET_DOLLARS = 10_000_000;
/** A CSV export is a bulk read; this bounds it. */
export const EXPORT_MAX_ROWS = 5000;

// ---------------------------------------------------------------- shared primitives

/** A calendar date as YYYY-MM-DD that really exists (2026-02-30 is refused). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d\d-\d\d$/, "must be a date as YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "is not a real date");

const trimmed = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`);

/** Whole dollars and cents, positive. Stored as integer cents. */
const dollars = z
  .number()
  .positive("must be more than 0")
  .max(MAX_BUDGET_DOLLARS, `must be at most ${MAX_BUDGET_DOLLARS}`)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "must have at most 2 decimals");

const idCursor = keysetCursor(z.tuple([z.number().int().positive()]));

// ---------------------------------------------------------------- queries

export const accountQuery = z.object({ accountId: idString.optional() }).strict();

export const listCampaignsQuery = z
  .object({
    accountId: idString.optional(),
    status: z.enum(CAMPAIGN_STATUS_FILTERS).optional(),
    objective: z.enum(OBJECTIVE_FILTERS).optional(),
    q: searchParam.optional(),
    cursor: idCursor.optional(),
    limit: limitParam(100).optional(),
  })
  .strict();
export type CampaignListQuery = z.output<typeof listCampaignsQuery>;
export const exportCampaignsQuery = listCampaignsQuery.omit({ cursor: true, limit: true });

export const analyticsQuery = z
  .object({
    accountId: idString.optional(),
    range: z.enum(DATE_RANGES).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .strict()
  .superRefine((query, ctx) => {
    const custom = query.range === "custom" || (query.range === undefined && (query.from !== undefined || query.to !== undefined));
    if (custom) {
      if (!query.from) ctx.addIssue({ code: "custom", path: ["from"], message: "is required for a custom range" });
      if (!query.to) ctx.addIssue({ code: "custom", path: ["to"], message: "is required for a custom range" });
      if (query.from && query.to) {
        if (query.from > query.to) ctx.addIssue({ code: "custom", path: ["to"], message: "must be on or after from" });
        else if (daysBetween(query.from, query.to) + 1 > MAX_RANGE_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: `a range may span at most ${MAX_RANGE_DAYS} days` });
      }
    } else if (query.from !== undefined || query.to !== undefined) {
      ctx.addIssue({ code: "custom", path: ["range"], message: "from and to go with range=custom" });
    }
  });
export type AnalyticsQuery = z.output<typeof analyticsQuery>;

export const listCreativesQuery = z
  .object({
    accountId: idString.optional(),
    type: z.enum(CREATIVE_TYPE_FILTERS).optional(),
    q: searchParam.optional(),
    cursor: idCursor.optional(),
    limit: limitParam(100).optional(),
  })
  .strict();

export const listAudiencesQuery = z
  .object({
    accountId: idString.optional(),
    type: z.enum(AUDIENCE_TYPE_TABS).optional(),
    // Filters by active state (the spec's page compared it against the type, a bug the issue fixes).
    status: z.enum(AUDIENCE_STATUS_FILTERS).optional(),
    q: searchParam.optional(),
    cursor: idCursor.optional(),
    limit: limitParam(100).optional(),
  })
  .strict();

// ---------------------------------------------------------------- bodies

const campaignFields = {
  name: trimmed(CAMPAIGN_NAME_MAX, "Name"),
  objective: z.enum(CAMPAIGN_OBJECTIVES),
  budget: dollars,
  startDate: isoDate,
  endDate: isoDate.nullable().optional(),
};

const endAfterStart = (value: { startDate?: string; endDate?: string | null }, ctx: z.RefinementCtx) => {
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: "must be on or after the start date" });
  }
};

export const createCampaignSchema = z
  .object({
    accountId: z.number().int().positive(),
    ...campaignFields,
    status: z.enum(["active", "paused"]).default("active"),
    audienceId: z.number().int().positive().nullable().optional(),
    creativeId: z.number().int().positive().nullable().optional(),
  })
  .strict()
  .superRefine(endAfterStart);
export type CreateCampaignInput = z.output<typeof createCampaignSchema>;

/** Edit, pause, resume, complete or archive. At least one field. */
export const updateCampaignSchema = z
  .object({
    name: campaignFields.name.optional(),
    objective: campaignFields.objective.optional(),
    budget: dollars.optional(),
    startDate: isoDate.optional(),
    endDate: isoDate.nullable().optional(),
    status: z.enum(CAMPAIGN_STATUSES).optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, "send at least one field to change")
  .superRefine(endAfterStart);
export type UpdateCampaignInput = z.output<typeof updateCampaignSchema>;

/** The moves a campaign's status may make (PATCH status). Archived is final. */
export const STATUS_MOVES: Record<CampaignStatus, readonly CampaignStatus[]> = {
  active: ["paused", "completed", "archived"],
  paused: ["active", "completed", "archived"],
  completed: ["archived"],
  archived: [],
};

const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === "" || value.startsWith("/") || /^https:\/\//.test(value), "must be an https:// address or a path on this site")
  .transform((value) => value || null)
  .nullable()
  .optional();

export const createCreativeSchema = z
  .object({
    accountId: z.number().int().positive(),
    name: trimmed(100, "Name"),
    type: z.enum(CREATIVE_TYPES),
    headline: trimmed(120, "Headline"),
    primaryText: trimmed(500, "Primary text"),
    callToAction: trimmed(40, "Call to action"),
    imageUrl: optionalUrl,
    videoUrl: optionalUrl,
    status: z.enum(CREATIVE_STATUSES).default("draft"),
  })
  .strict();
export type CreateCreativeInput = z.output<typeof createCreativeSchema>;

export const createAudienceSchema = z
  .object({
    accountId: z.number().int().positive(),
    name: trimmed(100, "Name"),
    type: z.enum(AUDIENCE_TYPES),
    sourceType: z.enum(AUDIENCE_SOURCES),
    description: trimmed(300, "Description"),
    isActive: z.boolean().default(true),
  })
  .strict();
export type CreateAudienceInput = z.output<typeof createAudienceSchema>;

// ---------------------------------------------------------------- dates

const DAY_MS = 86_400_000;
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

export type DateRange = { choice: DateRangeChoice; from: string; to: string; days: number; previousFrom: string; previousTo: string };

/**
 * The analytics window. A preset is the last N whole days before today (today's delivery
 * is still coming in), as ad platforms count them; custom is from..to inclusive. The
 * previous period is the same number of days just before it.
 */
export function resolveRange(query: Pick<AnalyticsQuery, "range" | "from" | "to">, today: string): DateRange {
  const custom = query.range === "custom" || (query.range === undefined && query.from !== undefined && query.to !== undefined);
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

// ---------------------------------------------------------------- client side

/** A 403 from a create past a plan limit, as the browser receives it. */
export const planLimitBody = z.object({
  error: z.string(),
  reason: z.literal("plan_upgrade_required"),
  limitType: z.string(),
  requiredPlan: z.enum(["free", "starter", "professional", "enterprise"]),
});
export type PlanLimitBody = z.output<typeof planLimitBody>;

/** The plan-limit refusal inside an API client error ("403: {json}"), or null. */
export function planLimitOf(error: unknown): PlanLimitBody | null {
  if (!(error instanceof Error) || !error.message.startsWith("403: ")) return null;
  try {
    const parsed = planLimitBody.safeParse(JSON.parse(error.message.slice(5)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Field messages from a 400's zod issues ("400: {json}"), keyed by the first path segment. */
export function fieldIssuesOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  return Object.fromEntries(serverIssues(error).map((issue) => [issue.path.split(".")[0] ?? "", issue.message]));
}
