// Appeals of moderation decisions. A member appeals a decision about them once, within the window;
// a moderator other than the one who made it upholds it or grants it. Granting reverses the
// decision at once (the content is back, the suspension lifted), records an appeal_granted action
// and tells the member, all in one D1 batch guarded by the appeal still being pending.
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { appeals, moderationActions, reports, users } from "../../db/schema";
import { read, type Db, type Statement } from "~/models/db.server";
import { appealDeadline, decisionUrl, isAppealable, type DecideAppealInput, type FileAppealInput } from "~/lib/appeals";
import { APPEALABLE_ACTION_TYPES } from "~/lib/vocab";
import { contentPreviewColumns, restoreContentStatements } from "./content.server";
import { notifyStatement } from "./notification.server";

const HISTORY_LIMIT = 50;

// D1 answers a batch's rows by column name, so no two columns of a joined select share a name.
const as = <T>(column: SQL | SQL.Aliased | unknown, name: string) => sql<T>`${column}`.as(name);
const nameOf = (userId: unknown, name: string) =>
  sql<string | null>`(select ${users.displayName} from ${users} where ${users.id} = ${userId})`.as(name);

const reportReason = sql<
  string | null
>`(select ${reports.reason} from ${reports} where ${reports.id} = ${moderationActions.reportId})`.as("report_reason");

/** A member's decisions, newest first, each with its appeal and that appeal's outcome. */
function historyQuery(db: Db, { userId }: { userId: number }) {
  const preview = contentPreviewColumns(moderationActions.contentType, moderationActions.contentId);
  return db
    .select({
      id: moderationActions.id,
      actionType: moderationActions.actionType,
      reason: moderationActions.reason,
      contentType: moderationActions.contentType,
      contentId: moderationActions.contentId,
      isActive: moderationActions.isActive,
      expiresAt: moderationActions.expiresAt,
      createdAt: moderationActions.createdAt,
      reportReason,
      contentText: preview.contentText,
      contentGroup: preview.contentGroup,
      appealId: as<number | null>(appeals.id, "appeal_id"),
      appealStatement: appeals.statement,
      appealStatus: appeals.status,
      appealReason: appeals.decisionReason,
      appealCreatedAt: as<string | null>(appeals.createdAt, "appeal_created_at"),
      appealDecidedAt: appeals.decidedAt,
    })
    .from(moderationActions)
    .leftJoin(appeals, eq(appeals.actionId, moderationActions.id))
    .where(
      and(
        eq(moderationActions.targetUserId, userId),
        inArray(moderationActions.actionType, [...APPEALABLE_ACTION_TYPES]),
      ),
    )
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(HISTORY_LIMIT);
}
export type HistoryItem = Awaited<ReturnType<typeof historyQuery>>[number];

/** The member's history page, for a page's batch. */
export function moderationHistoryRead(db: Db, filters: { userId: number }) {
  return read(historyQuery(db, filters));
}

/** Pending appeals, oldest first: the Appeals tab of /moderation. */
function pendingQuery(db: Db, { limit }: { limit: number }) {
  const preview = contentPreviewColumns(moderationActions.contentType, moderationActions.contentId);
  return db
    .select({
      id: as<number>(appeals.id, "appeal_id"),
      statement: appeals.statement,
      createdAt: as<string>(appeals.createdAt, "appeal_created_at"),
      actionId: as<number>(moderationActions.id, "decision_id"),
      actionType: moderationActions.actionType,
      actionReason: moderationActions.reason,
      actionCreatedAt: as<string>(moderationActions.createdAt, "decision_created_at"),
      expiresAt: moderationActions.expiresAt,
      contentType: moderationActions.contentType,
      contentId: moderationActions.contentId,
      moderatorId: moderationActions.moderatorId,
      moderatorName: nameOf(moderationActions.moderatorId, "moderator_name"),
      memberId: appeals.userId,
      memberName: nameOf(appeals.userId, "member_name"),
      reportReason,
      contentText: preview.contentText,
    })
    .from(appeals)
    .innerJoin(moderationActions, eq(moderationActions.id, appeals.actionId))
    .where(eq(appeals.status, "pending"))
    .orderBy(asc(appeals.createdAt), asc(appeals.id))
    .limit(limit);
}
export type PendingAppeal = Awaited<ReturnType<typeof pendingQuery>>[number];

export function pendingAppealsRead(db: Db, filters: { limit: number }) {
  return read(pendingQuery(db, filters));
}

/** How many appeals wait, for the dashboard's tab. */
export function pendingAppealCountRead(db: Db) {
  return read(
    db
      .select({ n: sql<number>`count(*)` })
      .from(appeals)
      .where(eq(appeals.status, "pending")),
    (rows) => Number(rows[0]?.n ?? 0),
  );
}

type AppealRow = typeof appeals.$inferSelect;

export type FileAppealResult =
  | { appeal: AppealRow; error?: undefined }
  | { error: "not_found" }
  | { error: "closed"; deadline: string }
  | { error: "duplicate" };

/**
 * Files `userId`'s appeal of decision `actionId`. A decision about someone else, or one that cannot
 * be appealed, is not found; past the window it is closed; a second appeal is a duplicate (the
 * unique index settles a race).
 */
export async function fileAppeal(
  db: Db,
  { userId, input, now = new Date() }: { userId: number; input: FileAppealInput; now?: Date },
): Promise<FileAppealResult> {
  const [action] = await db
    .select({
      id: moderationActions.id,
      targetUserId: moderationActions.targetUserId,
      actionType: moderationActions.actionType,
      createdAt: moderationActions.createdAt,
      appealId: appeals.id,
    })
    .from(moderationActions)
    .leftJoin(appeals, eq(appeals.actionId, moderationActions.id))
    .where(eq(moderationActions.id, input.actionId));
  if (!action || action.targetUserId !== userId || !isAppealable(action.actionType)) return { error: "not_found" };
  if (action.appealId !== null) return { error: "duplicate" };
  const deadline = appealDeadline(action.createdAt);
  if (now.toISOString() > deadline) return { error: "closed", deadline };
  const [appeal] = await db
    .insert(appeals)
    .values({ actionId: action.id, userId, statement: input.statement, createdAt: now.toISOString() })
    .onConflictDoNothing()
    .returning();
  return appeal ? { appeal } : { error: "duplicate" };
}

export type DecideAppealResult =
  | { appeal: AppealRow; grantedActionId: number | null; error?: undefined }
  | { error: "not_found" }
  | { error: "decided"; status: string }
  | { error: "own_decision" }
  | { error: "own_appeal" };

/**
 * A moderator's decision on a pending appeal. Upholding changes only the appeal. Granting also
 * withdraws the decision: removed content comes back, a suspension lifts at once (to the end of
 * any other suspension still in force), and an appeal_granted action is recorded. Every statement
 * after the appeal's own update runs only if that update took it from pending, so two moderators
 * deciding at once cannot both act.
 */
export async function decideAppeal(
  db: Db,
  {
    appealId,
    moderatorId,
    input,
    now = new Date(),
  }: { appealId: number; moderatorId: number; input: DecideAppealInput; now?: Date },
): Promise<DecideAppealResult> {
  const [row] = await db
    .select({ appeal: appeals, action: moderationActions })
    .from(appeals)
    .innerJoin(moderationActions, eq(moderationActions.id, appeals.actionId))
    .where(eq(appeals.id, appealId));
  if (!row) return { error: "not_found" };
  const { appeal, action } = row;
  if (appeal.status !== "pending") return { error: "decided", status: appeal.status };
  if (action.moderatorId === moderatorId) return { error: "own_decision" };
  if (appeal.userId === moderatorId) return { error: "own_appeal" };

  const at = now.toISOString();
  const decided: SQL = sql`exists (select 1 from ${appeals} where ${appeals.id} = ${appealId} and ${appeals.status} = ${input.decision} and ${appeals.decidedBy} = ${moderatorId} and ${appeals.decidedAt} = ${at})`;
  const statements: Statement[] = [
    db
      .update(appeals)
      .set({ status: input.decision, decidedBy: moderatorId, decisionReason: input.reason, decidedAt: at })
      .where(and(eq(appeals.id, appealId), eq(appeals.status, "pending")))
      .returning(),
  ];
  const granted = input.decision === "granted";
  if (granted) {
    statements.push(
      db
        .update(moderationActions)
        .set({ isActive: false })
        .where(and(eq(moderationActions.id, action.id), decided)),
      db
        .insert(moderationActions)
        .select(
          sql`select null, ${moderatorId}, ${action.targetUserId}, ${action.reportId}, 'appeal_granted', ${input.reason}, 'low',
              ${action.contentId}, ${action.contentType}, ${action.groupId}, 1, null, ${at}
            where ${decided}`,
        )
        .returning({ id: moderationActions.id }),
    );
    if (
      action.actionType === "content_removed" &&
      action.contentType &&
      action.contentType !== "user" &&
      action.contentId
    )
      statements.push(
        ...restoreContentStatements(db, {
          contentType: action.contentType,
          contentId: action.contentId,
          guard: decided,
        }),
      );
    if (action.actionType === "user_suspended" && action.targetUserId !== null)
      statements.push(liftSuspensionStatement(db, { userId: action.targetUserId, at, guard: decided }));
  }
  if (action.targetUserId !== null)
    statements.push(
      notifyStatement(db, {
        recipient: action.targetUserId,
        kind: "moderation",
        actorId: null,
        url: decisionUrl(action.id),
        detail: granted
          ? `Your appeal was granted: ${GRANTED_EFFECT[action.actionType] ?? "the decision was reversed"}. ${input.reason}`
          : `Your appeal was not granted: the decision stands. ${input.reason}`,
        when: decided,
      }),
    );

  const results = await db.batch(statements as [Statement, ...Statement[]]);
  const [updated] = results[0] as AppealRow[];
  if (!updated) {
    const [again] = await db.select({ status: appeals.status }).from(appeals).where(eq(appeals.id, appealId));
    return { error: "decided", status: again?.status ?? "decided" };
  }
  const inserted = granted ? (results[2] as { id: number }[])[0] : undefined;
  return { appeal: updated, grantedActionId: inserted?.id ?? null };
}

const GRANTED_EFFECT: Record<string, string> = {
  content_removed: "your content is back",
  user_suspended: "your suspension is lifted",
  warning_issued: "the warning is withdrawn",
};

/**
 * Ends a suspension now, unless another suspension still in force ends later: the member's
 * `suspendedUntil` becomes the latest expiry among their other active suspensions, or none.
 */
function liftSuspensionStatement(db: Db, { userId, at, guard }: { userId: number; at: string; guard: SQL }) {
  return db
    .update(users)
    .set({
      suspendedUntil: sql`(select max(${moderationActions.expiresAt}) from ${moderationActions}
        where ${moderationActions.targetUserId} = ${userId} and ${moderationActions.actionType} = 'user_suspended'
          and ${moderationActions.isActive} = 1 and ${moderationActions.expiresAt} > ${at})`,
    })
    .where(and(eq(users.id, userId), guard));
}

/** The member's history page: one round trip. */
export async function loadModerationHistory(db: Db, filters: { userId: number }) {
  return historyQuery(db, filters);
}
