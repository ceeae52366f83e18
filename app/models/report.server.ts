import { eq } from "drizzle-orm";
import { comments, messages, posts, reports, users } from "../../db/schema";
import type { Db } from "~/lib/db.server";
import { reportPriority, type createReportSchema } from "~/lib/reports";
import type { z } from "zod";

type ReportInput = z.output<typeof createReportSchema>;

/** Who wrote the reported content, or null when it does not exist. */
async function contentAuthor(db: Db, { contentType, contentId }: Pick<ReportInput, "contentType" | "contentId">) {
  const lookups = {
    post: () => db.select({ authorId: posts.authorId }).from(posts).where(eq(posts.id, contentId)),
    comment: () => db.select({ authorId: comments.authorId }).from(comments).where(eq(comments.id, contentId)),
    message: () => db.select({ authorId: messages.fromUserId }).from(messages).where(eq(messages.id, contentId)),
    user: () => db.select({ authorId: users.id }).from(users).where(eq(users.id, contentId)),
  } as const;
  const [row] = await lookups[contentType]();
  return row?.authorId ?? null;
}

/**
 * Files a pending report. The reported user is taken from the content itself, and the
 * priority is decided here (spec doc 1, section 5), whatever the client sent.
 */
export async function createReport(db: Db, { reporterId, input }: { reporterId: number; input: ReportInput }) {
  const reportedUserId = await contentAuthor(db, input);
  if (reportedUserId === null) return null;
  const [report] = await db
    .insert(reports)
    .values({
      reporterId,
      reportedUserId,
      contentType: input.contentType,
      contentId: input.contentId,
      reason: input.reason,
      description: input.description,
      priority: reportPriority(input.reason, input.priority),
      status: "pending",
    })
    .returning();
  return report;
}
