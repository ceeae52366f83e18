// Moderation actions and what they do: resolving a report, recording an action, and the
// effects of content_removed (content hidden, kept for appeal) and user_suspended (no
// posting, messaging or chatting until the expiry; enforced by requireUser's `write`).
import { and, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { appeals, moderationActions, reports, supportGroups, users } from "../../db/schema";
import { read, type Db, type Statement } from "~/models/db.server";
import { keysetPage } from "~/lib/lists";
import { HISTORY_PATH } from "~/lib/appeals";
import {
  DEFAULT_ACTION_REASONS,
  DEFAULT_SEVERITY,
  isRecordedAction,
  SUSPENSION_DAYS,
  type ActionType,
  type CreateActionInput,
  type ResolveReportInput,
} from "~/lib/moderation";
import {
  contentAuthor,
  contentPreviewColumns,
  removeContentStatements,
  suspendUserStatement,
  type ContentType,
} from "./content.server";
import { notifyStatement } from "./notification.server";
import { getReport } from "./report.server";

type Invalid = { error: "invalid"; path: string; message: string };
const invalid = (path: string, message: string): Invalid => ({ error: "invalid", path, message });
type Action = typeof moderationActions.$inferSelect;

/** What an action changes besides its own row, every statement conditional on `guard`. */
function effectStatements(
  db: Db,
  effect: {
    actionType: ActionType;
    contentType: ContentType | null;
    contentId: number | null;
    targetUserId: number | null;
    expiresAt: string | null;
    at: string;
    guard?: SQL;
  },
): Statement[] {
  const { actionType, contentType, contentId, targetUserId, expiresAt, at, guard } = effect;
  if (actionType === "content_removed" && contentType && contentType !== "user" && contentId) {
    return removeContentStatements(db, { contentType, contentId, at, guard });
  }
  if (actionType === "user_suspended" && targetUserId && expiresAt) {
    return [suspendUserStatement(db, { userId: targetUserId, until: expiresAt, guard })];
  }
  return [];
}

const CONTENT_NOUNS: Record<ContentType, string> = {
  post: "post",
  comment: "reply",
  message: "message",
  user: "profile",
};

/**
 * The member a decision is about hears it, in plain words, with the reason; so does
 * whoever reported it, once it is resolved. High priority; they cannot be turned off.
 */
function moderationNotices(
  db: Db,
  notice: {
    actionType: ActionType;
    targetUserId: number | null;
    contentType: ContentType | null;
    reason: string;
    expiresAt: string | null;
    groupName?: string | null;
    reporterId?: number;
    guard?: SQL;
  },
): Statement[] {
  const { actionType, targetUserId, contentType, reason, expiresAt, groupName, reporterId, guard } = notice;
  const statements: Statement[] = [];
  const about: Record<Exclude<ActionType, "no_action">, string> = {
    content_removed: `Your ${CONTENT_NOUNS[contentType ?? "post"]} was removed${groupName ? ` from ${groupName}` : ""}.`,
    warning_issued: "You received a warning.",
    user_suspended: `Your account is suspended until ${expiresAt ? new Date(expiresAt).toUTCString().slice(0, 16) : "further notice"}: you can read, but not post, message or chat.`,
  };
  if (targetUserId !== null && actionType !== "no_action")
    statements.push(
      notifyStatement(db, {
        recipient: targetUserId,
        kind: "moderation",
        actorId: null,
        // Where the member reads the decision and can appeal it.
        url: HISTORY_PATH,
        detail: `${about[actionType]} Reason: ${reason}`,
        when: guard,
      }),
    );
  if (reporterId !== undefined) {
    const outcome: Record<ActionType, string> = {
      content_removed: "the content was removed",
      warning_issued: "the member was warned",
      user_suspended: "the member was suspended",
      no_action: "no action was needed",
    };
    statements.push(
      notifyStatement(db, {
        recipient: reporterId,
        kind: "moderation",
        actorId: null,
        url: "/guidelines",
        detail: `Your report was reviewed: ${outcome[actionType]}. Thank you for helping keep the community safe.`,
        when: guard,
      }),
    );
  }
  return statements;
}

/** The expiry of a suspension: the one asked for (which must be in the future) or SUSPENSION_DAYS from now. */
function suspensionExpiry(requested: string | null | undefined, now: Date): string | Invalid {
  if (!requested) return new Date(now.getTime() + SUSPENSION_DAYS * 86_400_000).toISOString();
  const expiry = new Date(requested);
  if (expiry.getTime() <= now.getTime()) return invalid("expiresAt", "A suspension must end in the future.");
  return expiry.toISOString();
}

/**
 * A moderator's decision on a reviewing report. The report, the recorded action and its effect
 * change in one D1 batch (a transaction): the action's moderator is read from the report only while
 * it is still reviewing, so a report resolved by someone else in the meantime fails the NOT NULL
 * and the whole batch rolls back.
 */
export async function resolveReport(
  db: Db,
  {
    id,
    moderatorId,
    input,
    now = new Date(),
  }: { id: number; moderatorId: number; input: ResolveReportInput; now?: Date },
) {
  const report = await getReport(db, id);
  if (!report) return { error: "not_found" as const };
  if (report.status !== "reviewing") return { error: "conflict" as const, report };
  const at = now.toISOString();
  const resolvedAt = input.resolvedAt ? new Date(input.resolvedAt).toISOString() : at;
  if (resolvedAt > new Date(now.getTime() + 60_000).toISOString())
    return invalid("resolvedAt", "A report cannot be resolved in the future.");
  const notes = input.moderatorNotes || DEFAULT_ACTION_REASONS[input.resolution];
  const statements: Statement[] = [];
  let suspendedUntil: string | null = null;

  if (isRecordedAction(input.resolution)) {
    if (input.resolution === "content_removed" && report.contentType === "user") {
      return invalid("resolution", "A profile is not content that can be removed. Suspend the user instead.");
    }
    if (input.resolution === "user_suspended" && !report.reportedUserId)
      return invalid("resolution", "This report names no user to suspend.");
    if (input.resolution === "user_suspended" && report.reportedUserId === moderatorId)
      return invalid("resolution", "You cannot suspend yourself.");
    const expiresAt = input.resolution === "user_suspended" ? suspensionExpiry(input.expiresAt, now) : null;
    if (typeof expiresAt === "object" && expiresAt !== null) return expiresAt;
    suspendedUntil = expiresAt;
    const stillReviewing = sql`exists (select 1 from ${reports} where ${reports.id} = ${id} and ${reports.status} = 'reviewing')`;
    statements.push(
      db
        .insert(moderationActions)
        .values({
          moderatorId: sql`(select ${moderatorId} from ${reports} where ${reports.id} = ${id} and ${reports.status} = 'reviewing')`,
          targetUserId: report.reportedUserId,
          reportId: id,
          actionType: input.resolution,
          reason: notes,
          severity: input.severity ?? DEFAULT_SEVERITY[input.resolution],
          contentId: report.contentId,
          contentType: report.contentType,
          isActive: true,
          expiresAt,
          createdAt: at,
        })
        .returning(),
      ...effectStatements(db, {
        ...report,
        targetUserId: report.reportedUserId,
        actionType: input.resolution,
        expiresAt,
        at,
        guard: stillReviewing,
      }),
    );
  }
  statements.push(
    ...moderationNotices(db, {
      actionType: input.resolution,
      targetUserId: isRecordedAction(input.resolution) ? report.reportedUserId : null,
      contentType: report.contentType,
      reason: notes,
      expiresAt: suspendedUntil,
      reporterId: report.reporterId,
      guard: sql`exists (select 1 from ${reports} where ${reports.id} = ${id} and ${reports.status} = 'reviewing')`,
    }),
    db
      .update(reports)
      .set({ status: input.status, resolution: input.resolution, resolvedAt, moderatorNotes: notes })
      .where(and(eq(reports.id, id), eq(reports.status, "reviewing")))
      .returning({ id: reports.id }),
  );

  let results: unknown[];
  try {
    results = await db.batch(statements as [Statement, ...Statement[]]);
  } catch (error) {
    const again = await getReport(db, id);
    if (again && again.status !== "reviewing") return { error: "conflict" as const, report: again };
    throw error;
  }
  const updated = results.at(-1);
  const resolved = await getReport(db, id);
  if (!resolved || !Array.isArray(updated) || updated.length === 0)
    return { error: "conflict" as const, report: resolved ?? report };
  const inserted = isRecordedAction(input.resolution) ? results[0] : null;
  const action = Array.isArray(inserted) ? ((inserted[0] as Action | undefined) ?? null) : null;
  return { report: resolved, moderationAction: action };
}

/**
 * POST /api/moderation-actions: a moderator acts directly, with or without a report. The
 * target of an action on content is always that content's author.
 */
export async function createModerationAction(
  db: Db,
  {
    moderatorId,
    input,
    now = new Date(),
    groupId = null,
  }: {
    moderatorId: number;
    input: CreateActionInput;
    now?: Date;
    /** A group moderator's action inside their group, recorded with it. */
    groupId?: number | null;
  },
) {
  const contentType = input.contentType ?? null;
  const contentId = input.contentId ?? null;
  let targetUserId = input.targetUserId ?? null;
  if (contentType && contentId) {
    const author = await contentAuthor(db, { contentType, contentId });
    if (author === null) return { error: "not_found" as const, message: `No ${contentType} with id ${contentId}.` };
    if (targetUserId !== null && targetUserId !== author)
      return invalid("targetUserId", `targetUserId must be the ${contentType}'s author (user ${author}).`);
    targetUserId = author;
  } else if (targetUserId !== null) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, targetUserId));
    if (!user) return { error: "not_found" as const, message: `No user with id ${targetUserId}.` };
  }
  if (input.reportId) {
    const [report] = await db.select({ id: reports.id }).from(reports).where(eq(reports.id, input.reportId));
    if (!report) return { error: "not_found" as const, message: `No report with id ${input.reportId}.` };
  }
  if (input.actionType === "user_suspended" && targetUserId === moderatorId)
    return invalid("targetUserId", "You cannot suspend yourself.");
  const expiresAt = input.actionType === "user_suspended" ? suspensionExpiry(input.expiresAt, now) : null;
  if (typeof expiresAt === "object" && expiresAt !== null) return expiresAt;
  const at = now.toISOString();
  const [group] = groupId
    ? await db.select({ name: supportGroups.name }).from(supportGroups).where(eq(supportGroups.id, groupId))
    : [];
  const [inserted] = await db.batch([
    db
      .insert(moderationActions)
      .values({
        moderatorId,
        targetUserId,
        reportId: input.reportId ?? null,
        actionType: input.actionType,
        reason: input.reason,
        severity: input.severity ?? DEFAULT_SEVERITY[input.actionType],
        contentId,
        contentType,
        groupId,
        isActive: true,
        expiresAt,
        createdAt: at,
      })
      .returning(),
    ...effectStatements(db, { actionType: input.actionType, contentType, contentId, targetUserId, expiresAt, at }),
    ...moderationNotices(db, {
      actionType: input.actionType,
      targetUserId,
      contentType,
      reason: input.reason,
      expiresAt,
      groupName: group?.name ?? null,
    }),
  ]);
  const action = inserted[0];
  if (!action) throw new Error("The moderation action was not recorded.");
  return { moderationAction: action };
}

function actionColumns() {
  return {
    id: moderationActions.id,
    moderatorId: moderationActions.moderatorId,
    targetUserId: moderationActions.targetUserId,
    reportId: moderationActions.reportId,
    actionType: moderationActions.actionType,
    reason: moderationActions.reason,
    severity: moderationActions.severity,
    contentId: moderationActions.contentId,
    contentType: moderationActions.contentType,
    isActive: moderationActions.isActive,
    expiresAt: moderationActions.expiresAt,
    createdAt: moderationActions.createdAt,
    moderatorName: sql<
      string | null
    >`(select ${users.displayName} from ${users} where ${users.id} = ${moderationActions.moderatorId})`.as(
      "moderator_name",
    ),
    targetUserName: sql<
      string | null
    >`(select ${users.displayName} from ${users} where ${users.id} = ${moderationActions.targetUserId})`.as(
      "target_user_name",
    ),
    groupName: sql<
      string | null
    >`(select sg.name from ${supportGroups} sg where sg.id = ${moderationActions.groupId})`.as("group_name"),
  };
}

/** Newest first, one row more than a page (moderation_actions_created_idx). */
type ActionListFilters = { cursor?: { createdAt: string; id: number }; limit: number };

function actionsQuery(db: Db, { cursor, limit }: ActionListFilters) {
  const where = cursor
    ? or(
        lt(moderationActions.createdAt, cursor.createdAt),
        and(eq(moderationActions.createdAt, cursor.createdAt), lt(moderationActions.id, cursor.id)),
      )
    : undefined;
  return db
    .select(actionColumns())
    .from(moderationActions)
    .where(where)
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(limit + 1);
}
export type ActionListItem = Awaited<ReturnType<typeof actionsQuery>>[number];

/** A page of actions, for a page's batch. */
export function actionPageRead(db: Db, filters: ActionListFilters) {
  return read(actionsQuery(db, filters), (rows) => keysetPage(rows, filters.limit));
}

export async function listModerationActions(db: Db, filters: ActionListFilters) {
  return keysetPage(await actionsQuery(db, filters), filters.limit);
}

/**
 * What a member is told about moderation of their own content and account on the home feed: content
 * removed and warnings given since `since`, and any suspension still in force at `now`; each with
 * the report's reason (for the guideline) and its appeal's status, if any.
 */
function moderationNoticesQuery(db: Db, { userId, since, now }: { userId: number; since: string; now: string }) {
  return db
    .select({
      id: moderationActions.id,
      actionType: moderationActions.actionType,
      reason: moderationActions.reason,
      contentType: moderationActions.contentType,
      expiresAt: moderationActions.expiresAt,
      createdAt: moderationActions.createdAt,
      contentText: contentPreviewColumns(moderationActions.contentType, moderationActions.contentId).contentText,
      reportReason: sql<
        string | null
      >`(select ${reports.reason} from ${reports} where ${reports.id} = ${moderationActions.reportId})`.as(
        "report_reason",
      ),
      appealStatus: appeals.status,
    })
    .from(moderationActions)
    .leftJoin(appeals, eq(appeals.actionId, moderationActions.id))
    .where(
      and(
        eq(moderationActions.targetUserId, userId),
        eq(moderationActions.isActive, true),
        or(
          and(
            inArray(moderationActions.actionType, ["content_removed", "warning_issued"]),
            gte(moderationActions.createdAt, since),
          ),
          and(eq(moderationActions.actionType, "user_suspended"), gt(moderationActions.expiresAt, now)),
        ),
      ),
    )
    .orderBy(desc(moderationActions.createdAt))
    .limit(5);
}
export type ModerationNotice = Awaited<ReturnType<typeof moderationNoticesQuery>>[number];

/** A member's moderation notices, for a page's batch. */
export function moderationNoticesRead(db: Db, filters: { userId: number; since: string; now: string }) {
  return read(moderationNoticesQuery(db, filters));
}
