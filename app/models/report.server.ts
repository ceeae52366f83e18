import { and, count, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import { contentFlags, reports, users } from "../../db/schema";
import { can } from "~/lib/permissions";
import { read, readAll, type Db } from "~/models/db.server";
import type { ReportFilters } from "~/lib/moderation";
import { keysetPage } from "~/lib/lists";
import { reportPriority, type createReportSchema } from "~/lib/reports";
import type { z } from "zod";
import { contentAuthor, contentPreviewColumns } from "./content.server";
import { contentMediaColumn, parseMediaColumn } from "./media.server";

type ReportInput = z.output<typeof createReportSchema>;

/**
 * Files a pending report. The reported user is taken from the content itself, and the priority is
 * decided here, whatever the client sent. One report per member per item: a repeat is refused by
 * the unique index, not by a racy read.
 */
export async function createReport(
  db: Db,
  { reporterId, input }: { reporterId: number; input: ReportInput },
): Promise<{ report: typeof reports.$inferSelect } | { error: "not_found" | "duplicate" }> {
  const reportedUserId = await contentAuthor(db, input);
  if (reportedUserId === null) return { error: "not_found" };
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
    .onConflictDoNothing()
    .returning();
  return report ? { report } : { error: "duplicate" };
}

/** A report as the dashboard shows it: every field, the two people's names and a preview of the content. */
function reportColumns() {
  return {
    id: reports.id,
    reporterId: reports.reporterId,
    reportedUserId: reports.reportedUserId,
    contentType: reports.contentType,
    contentId: reports.contentId,
    reason: reports.reason,
    description: reports.description,
    priority: reports.priority,
    status: reports.status,
    moderatorId: reports.moderatorId,
    resolution: reports.resolution,
    resolvedAt: reports.resolvedAt,
    moderatorNotes: reports.moderatorNotes,
    createdAt: reports.createdAt,
    reporterName: sql<
      string | null
    >`(select ${users.displayName} from ${users} where ${users.id} = ${reports.reporterId})`.as("reporter_name"),
    reportedUserName: sql<
      string | null
    >`(select ${users.displayName} from ${users} where ${users.id} = ${reports.reportedUserId})`.as(
      "reported_user_name",
    ),
    ...contentPreviewColumns(reports.contentType, reports.contentId),
    contentMedia: contentMediaColumn(reports.contentType, reports.contentId, "content_media"),
  };
}

/** A report row with its content's images read (with their descriptions) for the preview. */
const toReport = ({ contentMedia, ...row }: Awaited<ReturnType<typeof reportsQuery>>[number]) => ({
  ...row,
  contentMedia: parseMediaColumn(contentMedia),
});

/** `%` and `_` typed into the search box are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The queue, newest first, one row more than a page. Status uses reports_status_created_idx;
 * the search matches the reason (as stored or as words) or the description, ignoring case.
 */
type ReportListFilters = { filters: ReportFilters; cursor?: { createdAt: string; id: number }; limit: number };

function reportsQuery(db: Db, { filters, cursor, limit }: ReportListFilters) {
  const where: (SQL | undefined)[] = [];
  if (filters.status) where.push(eq(reports.status, filters.status));
  if (filters.priority) where.push(eq(reports.priority, filters.priority));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    where.push(
      or(
        sql`lower(${reports.reason}) like ${pattern} escape '\\'`,
        sql`replace(lower(${reports.reason}), '_', ' ') like ${pattern} escape '\\'`,
        sql`lower(coalesce(${reports.description}, '')) like ${pattern} escape '\\'`,
      ),
    );
  }
  if (cursor)
    where.push(
      or(
        lt(reports.createdAt, cursor.createdAt),
        and(eq(reports.createdAt, cursor.createdAt), lt(reports.id, cursor.id)),
      ),
    );
  return db
    .select(reportColumns())
    .from(reports)
    .where(and(...where))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit + 1);
}
export type ReportListItem = ReturnType<typeof toReport>;

/** A page of the queue, for a page's batch. */
export function reportPageRead(db: Db, filters: ReportListFilters) {
  return read(reportsQuery(db, filters), (rows) => keysetPage(rows.map(toReport), filters.limit));
}

export async function listReports(db: Db, filters: ReportListFilters) {
  return keysetPage((await reportsQuery(db, filters)).map(toReport), filters.limit);
}

/** One report as the queue shows it, for a page's batch (the panel opened by its address). */
export function reportRead(db: Db, id: number) {
  return read(db.select(reportColumns()).from(reports).where(eq(reports.id, id)), ([report]) =>
    report ? toReport(report) : null,
  );
}

export async function getReport(db: Db, id: number) {
  const [report] = await db.select(reportColumns()).from(reports).where(eq(reports.id, id));
  return report ? toReport(report) : null;
}

/** The dashboard's four counters. */
function moderationCounterQueries(db: Db, today: { start: string; end: string }) {
  return [
    db.select({ n: count() }).from(reports).where(eq(reports.status, "pending")),
    db.select({ n: count() }).from(reports).where(eq(reports.status, "reviewing")),
    db.select({ n: count() }).from(contentFlags).where(eq(contentFlags.isResolved, false)),
    db
      .select({ n: count() })
      .from(reports)
      .where(
        and(gte(reports.resolvedAt, today.start), lt(reports.resolvedAt, today.end), eq(reports.status, "resolved")),
      ),
  ] as const;
}

function toCounters([pending, reviewing, flags, resolvedToday]: { n: number }[][]) {
  const n = (rows: { n: number }[] | undefined) => rows?.[0]?.n ?? 0;
  return { pending: n(pending), reviewing: n(reviewing), flags: n(flags), resolvedToday: n(resolvedToday) };
}

/** The four counters, for a page's batch. */
export function moderationCountersRead(db: Db, today: { start: string; end: string }) {
  return readAll(moderationCounterQueries(db, today), toCounters);
}

/**
 * Take Report: a pending report moves to reviewing with its moderator. Anything else is a
 * conflict; the status check is in the UPDATE itself, so two moderators cannot both take it.
 */
export async function assignReport(db: Db, { id, moderatorId }: { id: number; moderatorId: number }) {
  const [updated] = await db
    .update(reports)
    .set({ status: "reviewing", moderatorId })
    .where(and(eq(reports.id, id), eq(reports.status, "pending")))
    .returning({ id: reports.id });
  const report = await getReport(db, id);
  if (!report) return { error: "not_found" as const };
  if (!updated) return { error: "conflict" as const, report };
  return { report };
}

/** Whether a member may moderate reports (a report may be handed only to one). */
export async function isModerator(db: Db, userId: number) {
  const user = await db.query.users.findFirst({ columns: { roles: true }, where: eq(users.id, userId) });
  return can(user, "moderate:reports");
}
