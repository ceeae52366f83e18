// Automatic content flags: listed for review, then resolved or turned into a report.
import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { contentFlags, reports } from "../../db/schema";
import { read, type Db, type Statement } from "~/models/db.server";
import { keysetPage } from "~/lib/lists";
import { confidencePercent, FLAG_REPORT_REASONS } from "~/lib/moderation";
import { humanise } from "~/lib/format";
import { reportPriority } from "~/lib/reports";
import { contentAuthor, contentPreviewColumns } from "./content.server";

function flagColumns() {
  return {
    id: contentFlags.id,
    flagType: contentFlags.flagType,
    contentType: contentFlags.contentType,
    contentId: contentFlags.contentId,
    confidence: contentFlags.confidence,
    isResolved: contentFlags.isResolved,
    resolvedBy: contentFlags.resolvedBy,
    resolvedAt: contentFlags.resolvedAt,
    createdAt: contentFlags.createdAt,
    ...contentPreviewColumns(contentFlags.contentType, contentFlags.contentId),
  };
}

/** Newest first, one row more than a page (content_flags_resolved_created_idx). */
type FlagListFilters = { isResolved?: boolean; cursor?: { createdAt: string; id: number }; limit: number };

function flagsQuery(db: Db, { isResolved, cursor, limit }: FlagListFilters) {
  return db
    .select(flagColumns())
    .from(contentFlags)
    .where(
      and(
        isResolved === undefined ? undefined : eq(contentFlags.isResolved, isResolved),
        cursor
          ? or(
              lt(contentFlags.createdAt, cursor.createdAt),
              and(eq(contentFlags.createdAt, cursor.createdAt), lt(contentFlags.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(contentFlags.createdAt), desc(contentFlags.id))
    .limit(limit + 1);
}
export type FlagListItem = Awaited<ReturnType<typeof flagsQuery>>[number];

/** A page of flags, for a page's batch. */
export function flagPageRead(db: Db, filters: FlagListFilters) {
  return read(flagsQuery(db, filters), (rows) => keysetPage(rows, filters.limit));
}

export async function listFlags(db: Db, filters: FlagListFilters) {
  return keysetPage(await flagsQuery(db, filters), filters.limit);
}

async function getFlag(db: Db, id: number) {
  const [flag] = await db.select(flagColumns()).from(contentFlags).where(eq(contentFlags.id, id));
  return flag ?? null;
}

/**
 * The Review button's outcome: the flag is resolved, and with `createReport` the flagged
 * item also enters the queue as a pending report filed by the moderator. Both happen in one
 * batch; the report's reporter is read from the flag only while it is unresolved, so a flag
 * resolved meanwhile fails the NOT NULL and nothing is written. A moderator who already
 * reported the item gets that report back instead of a second one.
 */
export async function resolveFlag(
  db: Db,
  {
    id,
    moderatorId,
    createReport,
    now = new Date(),
  }: { id: number; moderatorId: number; createReport: boolean; now?: Date },
) {
  const flag = await getFlag(db, id);
  if (!flag) return { error: "not_found" as const, message: `No content flag with id ${id}.` };
  if (flag.isResolved) return { error: "conflict" as const, message: `Content flag ${id} is already resolved.` };
  const at = now.toISOString();
  const statements: Statement[] = [];
  if (createReport) {
    const author = await contentAuthor(db, flag);
    if (author === null)
      return {
        error: "not_found" as const,
        message: `The flagged ${flag.contentType} no longer exists, so it cannot be reported.`,
      };
    const reason = FLAG_REPORT_REASONS[flag.flagType];
    statements.push(
      db
        .insert(reports)
        .values({
          reporterId: sql`(select ${moderatorId} from ${contentFlags} where ${contentFlags.id} = ${id} and ${contentFlags.isResolved} = 0)`,
          reportedUserId: author,
          contentType: flag.contentType,
          contentId: flag.contentId,
          reason,
          description: `Automatic flag: ${humanise(flag.flagType)}, confidence ${confidencePercent(flag.confidence)}%.`,
          priority: flag.flagType === "self_harm" ? "urgent" : reportPriority(reason, undefined),
          status: "pending",
          createdAt: at,
        })
        .onConflictDoNothing(),
    );
  }
  statements.push(
    db
      .update(contentFlags)
      .set({ isResolved: true, resolvedBy: moderatorId, resolvedAt: at })
      .where(and(eq(contentFlags.id, id), eq(contentFlags.isResolved, false)))
      .returning({ id: contentFlags.id }),
  );
  let results: unknown[];
  try {
    results = await db.batch(statements as [Statement, ...Statement[]]);
  } catch (error) {
    const again = await getFlag(db, id);
    if (again?.isResolved) return { error: "conflict" as const, message: `Content flag ${id} is already resolved.` };
    throw error;
  }
  const updated = results.at(-1);
  if (!Array.isArray(updated) || updated.length === 0)
    return { error: "conflict" as const, message: `Content flag ${id} is already resolved.` };
  const [report] = createReport
    ? await db
        .select({ id: reports.id, status: reports.status })
        .from(reports)
        .where(
          and(
            eq(reports.reporterId, moderatorId),
            eq(reports.contentType, flag.contentType),
            eq(reports.contentId, flag.contentId),
          ),
        )
    : [];
  return { flag: { ...flag, isResolved: true, resolvedBy: moderatorId, resolvedAt: at }, report: report ?? null };
}
