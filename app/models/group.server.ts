// Support groups: browsing, joining, requesting and leaving.
import { and, desc, eq, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { groupMemberships, supportGroups } from "../../db/schema";
import type { Db } from "~/models/db.server";
import type { GroupFilters, Membership } from "~/lib/groups";
import { encodeKeyset, likePattern } from "~/lib/lists";
import { recountGroupMembers } from "./group-page.server";

function groupsQuery(
  db: Db,
  { viewerId, filters, limit }: { viewerId: number; filters: Omit<GroupFilters, "limit">; limit: number },
) {
  const where: (SQL | undefined)[] = [];
  if (filters.category) where.push(eq(supportGroups.category, filters.category));
  if (filters.tab === "public") where.push(eq(supportGroups.isPrivate, false));
  if (filters.tab === "my-groups") {
    where.push(
      inArray(
        supportGroups.id,
        db.select({ id: groupMemberships.groupId }).from(groupMemberships).where(eq(groupMemberships.userId, viewerId)),
      ),
    );
  }
  if (filters.search) {
    const pattern = likePattern(filters.search);
    where.push(
      or(
        sql`${supportGroups.name} like ${pattern} escape '\\'`,
        sql`${supportGroups.description} like ${pattern} escape '\\'`,
      ),
    );
  }
  if (filters.cursor) {
    const [activity, id] = filters.cursor;
    where.push(
      or(
        lt(supportGroups.recentActivity, activity),
        and(eq(supportGroups.recentActivity, activity), lt(supportGroups.id, id)),
      ),
    );
  }
  return db
    .select({
      id: supportGroups.id,
      name: supportGroups.name,
      description: supportGroups.description,
      category: supportGroups.category,
      memberCount: supportGroups.memberCount,
      isPrivate: supportGroups.isPrivate,
      recentActivity: supportGroups.recentActivity,
      guidelines: supportGroups.guidelines,
      membership:
        sql<Membership>`(select ${groupMemberships.status} from ${groupMemberships} where ${groupMemberships.groupId} = ${supportGroups.id} and ${groupMemberships.userId} = ${viewerId})`.as(
          "membership",
        ),
    })
    .from(supportGroups)
    .where(and(...where))
    .orderBy(desc(supportGroups.recentActivity), desc(supportGroups.id))
    .limit(limit + 1);
}

export type GroupRow = Awaited<ReturnType<typeof groupsQuery>>[number];

function toGroupPage(rows: GroupRow[], limit: number) {
  const items = rows.slice(0, limit).map((row) => ({ ...row, membership: row.membership ?? null }));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeKeyset([last.recentActivity, last.id]) : null };
}
export type GroupListItem = ReturnType<typeof toGroupPage>["items"][number];

export async function listGroups(
  db: Db,
  args: { viewerId: number; filters: Omit<GroupFilters, "limit">; limit: number },
) {
  return toGroupPage(await groupsQuery(db, args), args.limit);
}

const membershipState = (db: Db, groupId: number, userId: number) =>
  db
    .select({
      memberCount: supportGroups.memberCount,
      membership:
        sql<Membership>`(select ${groupMemberships.status} from ${groupMemberships} where ${groupMemberships.groupId} = ${groupId} and ${groupMemberships.userId} = ${userId})`.as(
          "membership",
        ),
    })
    .from(supportGroups)
    .where(eq(supportGroups.id, groupId));

/**
 * Public groups are joined at once; private ones get a pending request. Joining again
 * changes nothing, and neither does a removed member's join: they stay "removed". Null when
 * the group does not exist.
 */
export async function joinGroup(db: Db, { groupId, userId }: { groupId: number; userId: number }) {
  const [group] = await db
    .select({ isPrivate: supportGroups.isPrivate })
    .from(supportGroups)
    .where(eq(supportGroups.id, groupId));
  if (!group) return null;
  const [, , [state]] = await db.batch([
    db
      .insert(groupMemberships)
      .values({ groupId, userId, status: group.isPrivate ? "pending" : "member" })
      .onConflictDoNothing(),
    recountGroupMembers(db, groupId),
    membershipState(db, groupId, userId),
  ]);
  return { groupId, membership: state?.membership ?? null, memberCount: state?.memberCount ?? 0 };
}

/** Leaves a group, or withdraws a pending request. Null when the group does not exist. */
export async function leaveGroup(db: Db, { groupId, userId }: { groupId: number; userId: number }) {
  const [, , [state]] = await db.batch([
    // A removal stays on record: only a group moderator can lift it.
    db
      .delete(groupMemberships)
      .where(
        and(
          eq(groupMemberships.groupId, groupId),
          eq(groupMemberships.userId, userId),
          inArray(groupMemberships.status, ["member", "pending"]),
        ),
      ),
    recountGroupMembers(db, groupId),
    membershipState(db, groupId, userId),
  ]);
  if (!state) return null;
  return { groupId, membership: state.membership ?? null, memberCount: state.memberCount };
}
