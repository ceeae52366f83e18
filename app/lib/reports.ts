// Report rules shared by the dialog, the API and the tests.
import { z } from "zod";
import { REPORT_CONTENT_TYPES, REPORT_PRIORITIES, REPORT_REASONS } from "./vocab";

export const REPORT_DESCRIPTION_MAX = 500;
/** Reasons that force priority high. */
export const FORCED_HIGH_REASONS = ["hate_speech", "harassment"] as const;
/** Reasons that show the serious-violation warning. */
export const SERIOUS_REASONS = ["harassment", "hate_speech", "inappropriate_content"] as const;
/** Priorities a reporter may pick when the reason is "other". */
export const PICKABLE_PRIORITIES = ["low", "medium", "high"] as const;

type Reason = (typeof REPORT_REASONS)[number];
type Priority = (typeof REPORT_PRIORITIES)[number];

/** The server decides the priority; the reporter only chooses for "other". */
export function reportPriority(reason: Reason, requested: Priority | undefined): Priority {
  if ((FORCED_HIGH_REASONS as readonly string[]).includes(reason)) return "high";
  if (reason === "other" && requested && (PICKABLE_PRIORITIES as readonly string[]).includes(requested))
    return requested;
  return "medium";
}

export const createReportSchema = z
  .object({
    reporterId: z.number().int().positive().optional(),
    reportedUserId: z.number().int().positive().optional().nullable(),
    contentType: z.enum(REPORT_CONTENT_TYPES),
    contentId: z.number().int().positive(),
    reason: z.enum(REPORT_REASONS, { error: "Please select a reason" }),
    description: z
      .string()
      .max(REPORT_DESCRIPTION_MAX, `Description must be at most ${REPORT_DESCRIPTION_MAX} characters`)
      .optional()
      .nullable()
      .transform((value) => value?.trim() || null),
    priority: z.enum(REPORT_PRIORITIES).optional(),
  })
  .strict();
export type CreateReportInput = z.input<typeof createReportSchema>;
