// Appeals of moderation decisions: the rules shared by the member's history page, the moderators'
// Appeals tab, the API and the tests. Browser-safe: no database here.
import { z } from "zod";
import { APPEALABLE_ACTION_TYPES, APPEAL_STATUSES, REPORT_REASONS } from "./vocab";

export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export type AppealableAction = (typeof APPEALABLE_ACTION_TYPES)[number];

export const APPEAL_MIN = 20;
export const APPEAL_MAX = 2000;
export const APPEAL_REASON_MIN = 10;
export const APPEAL_REASON_MAX = 1000;
/** A decision can be appealed for this long after it was made. */
export const APPEAL_WINDOW_DAYS = 30;
export const APPEAL_QUEUE_SIZE = 20;
export const HISTORY_PATH = "/moderation-history";

/** Where the home notice and the notifications point: the decision on the member's history page. */
export const decisionAnchor = (actionId: number) => `decision-${actionId}`;
export const decisionUrl = (actionId: number) => `${HISTORY_PATH}#${decisionAnchor(actionId)}`;
export const appealCardId = (appealId: number) => `appeal-${appealId}`;
/** The Appeals tab's list: where focus lands once an appeal is decided and leaves it. */
export const APPEALS_LIST_ID = "appeals-queue";

export const isAppealable = (actionType: string): actionType is AppealableAction =>
  (APPEALABLE_ACTION_TYPES as readonly string[]).includes(actionType);

/** The last moment a decision made at `createdAt` can be appealed. */
export const appealDeadline = (createdAt: string) =>
  new Date(Date.parse(createdAt) + APPEAL_WINDOW_DAYS * 86_400_000).toISOString();

/** The guideline a decision relates to, named on /guidelines, from the report that led to it. */
const GUIDELINE_OF_REASON: Record<(typeof REPORT_REASONS)[number], string> = {
  harassment: "No hate, harassment or threats",
  hate_speech: "No hate, harassment or threats",
  spam: "No spam or selling",
  misinformation: "Care with health information",
  inappropriate_content: "Be kind",
  other: "Community guidelines",
};
export function guidelineOf(reportReason: string | null): string {
  return GUIDELINE_OF_REASON[reportReason as keyof typeof GUIDELINE_OF_REASON] ?? "Community guidelines";
}

const id = z.number().int().positive();

/** POST /api/appeals and the history page's form. */
export const fileAppealSchema = z
  .object({
    actionId: id,
    statement: z
      .string({ error: "is required" })
      .trim()
      .min(APPEAL_MIN, `must be at least ${APPEAL_MIN} characters`)
      .max(APPEAL_MAX, `must be at most ${APPEAL_MAX} characters`),
  })
  .strict();
export type FileAppealInput = z.output<typeof fileAppealSchema>;

/** PUT /api/appeals/:id and the Appeals tab's form. */
export const decideAppealSchema = z
  .object({
    decision: z.enum(["upheld", "granted"], { error: "must be upheld or granted" }),
    reason: z
      .string({ error: "is required" })
      .trim()
      .min(APPEAL_REASON_MIN, `must be at least ${APPEAL_REASON_MIN} characters`)
      .max(APPEAL_REASON_MAX, `must be at most ${APPEAL_REASON_MAX} characters`),
  })
  .strict();
export type DecideAppealInput = z.output<typeof decideAppealSchema>;
