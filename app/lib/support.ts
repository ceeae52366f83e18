// Support requests (docs/features/support.md): the topics, the limits and the zod schemas shared by
// /support, the Support tab of /moderation and /api/support-requests.
import { z } from "zod";
import { keysetCursor, limitParam } from "./lists";
import { SUPPORT_STATUSES, SUPPORT_TOPICS } from "./vocab";

export type SupportTopic = (typeof SUPPORT_TOPICS)[number];
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_TOPIC_LABELS: Record<SupportTopic, string> = {
  account: "My account",
  accessibility_barrier: "An accessibility barrier",
  billing: "Billing",
  safety_concern: "Report a safety concern",
  provider_listing: "A provider listing",
  other: "Something else",
};

/** A barrier keeps someone out of the site: it goes to the top of the open queue. */
export const HIGH_PRIORITY_TOPICS: readonly SupportTopic[] = ["accessibility_barrier"];

export const SUPPORT_MESSAGE_MAX = 4000;
export const SUPPORT_REPLY_MAX = 4000;
export const SUPPORT_NOTE_MAX = 2000;
export const SUPPORT_URL_MAX = 500;
export const SUPPORT_PAGE_SIZE = 20;

/** The page a problem is on: a web address, or a path on this site ("/forums"). */
const pageUrl = z
  .string()
  .trim()
  .max(SUPPORT_URL_MAX, `must be at most ${SUPPORT_URL_MAX} characters`)
  .refine((value) => /^\/(?!\/)/.test(value) || z.url({ protocol: /^https?$/ }).safeParse(value).success, {
    message: "Enter a web address (https://…) or a path on this site (/forums)",
  });

export const createSupportRequestSchema = z
  .object({
    topic: z.enum(SUPPORT_TOPICS, { error: "Choose what your request is about" }),
    message: z
      .string({ error: "Tell us what you need" })
      .trim()
      .min(1, "Tell us what you need")
      .max(SUPPORT_MESSAGE_MAX, `must be at most ${SUPPORT_MESSAGE_MAX} characters`),
    pageUrl: pageUrl.nullish(),
    /** A visitor's reply address; a member's replies go to their account's address. */
    email: z.email({ error: "Enter an email address like name@example.com" }).max(254).nullish(),
  })
  .strict();
export type CreateSupportRequestInput = z.output<typeof createSupportRequestSchema>;

export const supportReplySchema = z
  .object({
    message: z
      .string({ error: "Write a reply" })
      .trim()
      .min(1, "Write a reply")
      .max(SUPPORT_REPLY_MAX, `must be at most ${SUPPORT_REPLY_MAX} characters`),
  })
  .strict();

export const supportNoteSchema = z
  .object({
    note: z
      .string({ error: "Write a note" })
      .trim()
      .min(1, "Write a note")
      .max(SUPPORT_NOTE_MAX, `must be at most ${SUPPORT_NOTE_MAX} characters`),
  })
  .strict();

/** Close a request, or reopen it. */
export const supportStatusSchema = z.object({ status: z.enum(["open", "closed"]) }).strict();

/** The queue's keyset: [queue rank, created at, id] of the last item. */
export const supportCursor = keysetCursor(
  z.tuple([z.number().int().min(0).max(9), z.string().max(40), z.number().int().positive()]),
);

export const listSupportRequestsQuery = z
  .object({ cursor: supportCursor.optional(), limit: limitParam(50).optional() })
  .strict();

/**
 * Where a request sits in the queue: open barriers first, then open, answered and closed
 * requests. Stored beside the status (support_requests_queue_idx), so the queue is one index walk.
 */
export function queueRank(status: SupportStatus, highPriority: boolean): number {
  if (status === "open") return highPriority ? 0 : 1;
  return status === "answered" ? 2 : 3;
}

/** Element ids the forms' answers name, so focus (and a plain post's #hash) lands on what changed. */
export const SUPPORT_SENT_ID = "support-sent";
export const supportRequestId = (id: number) => `support-request-${id}`;
export const supportEntryId = (id: number) => `support-entry-${id}`;
