// Moderation rules shared by the dashboard, the API and the tests. Browser-safe: no database here.
import { z } from "zod";
import { dateFormat, PLATFORM_TIME_ZONE } from "./format";
import { cursorSchema } from "./posts";
import {
  FLAG_TYPES,
  MODERATION_ACTION_TYPES,
  REPORT_CONTENT_TYPES,
  REPORT_PRIORITIES,
  REPORT_REASONS,
  REPORT_STATUSES,
  SEVERITIES,
} from "./vocab";

export type ActionType = (typeof MODERATION_ACTION_TYPES)[number];
export type Severity = (typeof SEVERITIES)[number];
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export type Priority = (typeof REPORT_PRIORITIES)[number];
export type FlagType = (typeof FLAG_TYPES)[number];

export const MODERATION_PAGE_SIZE = 20;
export const SEARCH_MAX = 100;
export const NOTES_MAX = 2000;
export const ACTION_REASON_MAX = 500;
/** A suspension without an explicit expiry lasts this long. */
export const SUSPENSION_DAYS = 7;
export { PLATFORM_TIME_ZONE, platformDate as formatDate } from "./format";

/** The report panel's heading: focus lands there after selecting or acting, with or without script. */
export const REPORT_HEADING_ID = "report-detail-heading";
/** The flags list: where a resolved flag's review lands, its own card being gone. */
export const FLAGS_LIST_ID = "content-flags";
/** A flag's review without script is `?tab=flags&dialog=review-flag&flag=<id>`. */
export const FLAG_DIALOG = "review-flag";
export const FLAG_DIALOG_PARAMS = ["flag"] as const;

/** The fixed default reason each moderator action sends. */
export const DEFAULT_ACTION_REASONS: Record<ActionType, string> = {
  warning_issued: "Warning issued for violating community guidelines",
  content_removed: "Content removed for violating community guidelines",
  user_suspended: "User suspended for repeated violations",
  no_action: "No action required after review",
};
export const DEFAULT_SEVERITY: Record<ActionType, Severity> = {
  warning_issued: "low",
  content_removed: "moderate",
  user_suspended: "severe",
  no_action: "low",
};
/** The four buttons on a reviewing report, in the spec's order. No Action dismisses (decision 006). */
export const REPORT_ACTIONS = [
  { actionType: "warning_issued", label: "Warn User", status: "resolved" },
  { actionType: "content_removed", label: "Remove Content", status: "resolved" },
  { actionType: "user_suspended", label: "Suspend User", status: "resolved" },
  { actionType: "no_action", label: "No Action", status: "dismissed" },
] as const satisfies readonly { actionType: ActionType; label: string; status: ReportStatus }[];
/** Resolutions that also record a moderation action and change the content or account. */
export const RECORDED_ACTIONS = ["content_removed", "user_suspended"] as const satisfies readonly ActionType[];
export const isRecordedAction = (type: ActionType): type is (typeof RECORDED_ACTIONS)[number] =>
  (RECORDED_ACTIONS as readonly string[]).includes(type);

/** A flag turned into a report gets the closest report reason. */
export const FLAG_REPORT_REASONS: Record<FlagType, (typeof REPORT_REASONS)[number]> = {
  spam: "spam",
  toxicity: "inappropriate_content",
  harassment: "harassment",
  misinformation: "misinformation",
  self_harm: "other",
  nsfw: "inappropriate_content",
};

// ---------------------------------------------------------------- colours with words

/** Four tones, each a text-and-background token pair that meets 4.5:1 in every scheme (app/tailwind.css). */
export type Tone = "low" | "medium" | "high" | "urgent";
export const priorityTone = (priority: Priority): Tone => priority;
/** Critical, severe and moderate have colours; any other severity is treated as low. */
export function severityTone(severity: string): Tone {
  return severity === "critical"
    ? "urgent"
    : severity === "severe"
      ? "high"
      : severity === "moderate"
        ? "medium"
        : "low";
}

/** "87% confidence" from 0.87 (confidence times 100, rounded). */
export const confidencePercent = (confidence: number) => Math.round(confidence * 100);

// ---------------------------------------------------------------- time

/** The UTC instants where `now`'s calendar day starts and ends in `timeZone`, DST included. */
export function dayBounds(now: Date, timeZone = PLATFORM_TIME_ZONE): { start: string; end: string } {
  const parts = dateFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const startOf = (year: number, month: number, day: number) => {
    // Midnight local = midnight UTC minus the zone's offset at that instant (twice, for DST edges).
    let guess = Date.UTC(year, month - 1, day);
    for (let i = 0; i < 2; i++) guess = Date.UTC(year, month - 1, day) - zoneOffset(guess, timeZone);
    return new Date(guess).toISOString();
  };
  const [year, month, day] = [get("year"), get("month"), get("day")];
  return { start: startOf(year, month, day), end: startOf(year, month, day + 1) };
}

function zoneOffset(instant: number, timeZone: string): number {
  const parts = dateFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const local = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return local - Math.floor(instant / 1000) * 1000;
}

export const formatDateTime = (iso: string) =>
  dateFormat("en-AU", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: PLATFORM_TIME_ZONE,
  }).format(new Date(iso));

// ---------------------------------------------------------------- input schemas

const limitParam = z
  .string()
  .regex(/^\d{1,3}$/, "must be a whole number")
  .transform(Number)
  .pipe(z.number().int().min(1, "must be at least 1").max(50, "must be at most 50"));
const id = z.number().int().positive();
const isoTime = z.iso.datetime({ offset: true, error: "must be an ISO 8601 date and time" });

/** Filters with "all" mean no filter: select options never have an empty value. */
export const REPORT_STATUS_FILTERS = ["all", ...REPORT_STATUSES] as const;
export const REPORT_PRIORITY_FILTERS = ["all", ...REPORT_PRIORITIES] as const;

export const listReportsQuery = z
  .object({
    status: z.enum(REPORT_STATUS_FILTERS).optional(),
    priority: z.enum(REPORT_PRIORITY_FILTERS).optional(),
    q: z.string().max(SEARCH_MAX, `must be at most ${SEARCH_MAX} characters`).optional(),
    cursor: cursorSchema.optional(),
    limit: limitParam.optional(),
  })
  .strict();
export type ReportFilters = { status?: ReportStatus; priority?: Priority; q?: string };

/** The query string → filters the model understands ("all" and blanks dropped). */
export function toReportFilters(query: { status?: string; priority?: string; q?: string }): ReportFilters {
  const status = REPORT_STATUSES.find((value) => value === query.status);
  const priority = REPORT_PRIORITIES.find((value) => value === query.priority);
  const q = query.q?.trim() || undefined;
  return { status, priority, q };
}

export const assignReportSchema = z.object({ moderatorId: id.optional(), reportId: id.optional() }).strict();

export const resolveReportSchema = z
  .object({
    status: z.enum(["resolved", "dismissed"], { error: "must be resolved or dismissed" }),
    resolution: z.enum(MODERATION_ACTION_TYPES),
    resolvedAt: isoTime.optional().nullable(),
    moderatorNotes: z.string().trim().max(NOTES_MAX, `must be at most ${NOTES_MAX} characters`).optional().nullable(),
    severity: z.enum(SEVERITIES).optional(),
    expiresAt: isoTime.optional().nullable(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.status === "dismissed" && input.resolution !== "no_action") {
      ctx.addIssue({ code: "custom", path: ["status"], message: "only a no_action resolution can dismiss a report" });
    }
    if (input.expiresAt && input.resolution !== "user_suspended") {
      ctx.addIssue({ code: "custom", path: ["expiresAt"], message: "only a suspension expires" });
    }
  });
export type ResolveReportInput = z.output<typeof resolveReportSchema>;

export const listActionsQuery = z.object({ cursor: cursorSchema.optional(), limit: limitParam.optional() }).strict();

export const createActionSchema = z
  .object({
    moderatorId: id.optional(),
    targetUserId: id.optional().nullable(),
    actionType: z.enum(MODERATION_ACTION_TYPES),
    reason: z
      .string()
      .trim()
      .min(1, "is required")
      .max(ACTION_REASON_MAX, `must be at most ${ACTION_REASON_MAX} characters`),
    severity: z.enum(SEVERITIES).optional(),
    contentId: id.optional().nullable(),
    contentType: z.enum(REPORT_CONTENT_TYPES).optional().nullable(),
    expiresAt: isoTime.optional().nullable(),
    reportId: id.optional().nullable(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if ((input.contentId == null) !== (input.contentType == null)) {
      ctx.addIssue({ code: "custom", path: ["contentId"], message: "contentId and contentType go together" });
    }
    if (input.actionType === "content_removed" && (input.contentId == null || input.contentType === "user")) {
      ctx.addIssue({
        code: "custom",
        path: ["contentType"],
        message: "content_removed needs a post, comment or message (suspend a user instead)",
      });
    }
    if (input.actionType === "user_suspended" && input.targetUserId == null) {
      ctx.addIssue({ code: "custom", path: ["targetUserId"], message: "user_suspended needs the user to suspend" });
    }
    if (input.expiresAt && input.actionType !== "user_suspended") {
      ctx.addIssue({ code: "custom", path: ["expiresAt"], message: "only a suspension expires" });
    }
  });
export type CreateActionInput = z.output<typeof createActionSchema>;

export const listFlagsQuery = z
  .object({
    isResolved: z.enum(["true", "false"]).optional(),
    cursor: cursorSchema.optional(),
    limit: limitParam.optional(),
  })
  .strict();

export const resolveFlagSchema = z
  .object({
    isResolved: z.literal(true, { error: "must be true: a flag can only be resolved" }),
    createReport: z.boolean().default(false),
  })
  .strict();
