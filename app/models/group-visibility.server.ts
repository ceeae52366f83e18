// Who may see a support group's content, as SQL for every query that reads posts,
// replies or events: a private group's are for its members, and site moderators see all.
import { and, eq, sql, type SQLWrapper } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { groupMemberships, supportGroups } from "../../db/schema";

/**
 * True where `viewerId` may see the content of the group `groupId` names: it is public, or they
 * are a member. Raw aliases: drizzle prints one-table columns unqualified (see provider-sql).
 */
export const groupContentVisible = (groupId: SQLWrapper, viewerId: number | SQLWrapper) =>
  sql<number>`(exists (select 1 from ${supportGroups} vg where vg.id = ${groupId} and vg.is_private = 0)
    or exists (select 1 from ${groupMemberships} vm where vm.group_id = ${groupId} and vm.user_id = ${viewerId} and vm.status = 'member'))`;

/** Whether a row's group (null for none) may be seen: no group, a visible group, or a site moderator. */
export const inVisibleGroup = (
  groupId: SQLWrapper,
  { viewerId, moderator }: { viewerId: number; moderator: boolean },
) => (moderator ? sql`1` : sql`(${groupId} is null or ${groupContentVisible(groupId, viewerId)})`);

/** The statement that moves a group's recent activity to now, for the batch that posts or replies in it. */
export const touchGroup = (db: Db, groupId: number | SQLWrapper, at: string) =>
  db
    .update(supportGroups)
    .set({ recentActivity: at })
    .where(sql`${supportGroups.id} = ${groupId}`);

/** Whether the user is a member of the group the post belongs to; true for a post in no group. */
export async function mayTakePart(db: Db, { postGroupId, userId }: { postGroupId: number | null; userId: number }) {
  if (postGroupId === null) return true;
  const [row] = await db
    .select({ status: groupMemberships.status })
    .from(groupMemberships)
    .where(and(eq(groupMemberships.groupId, postGroupId), eq(groupMemberships.userId, userId)));
  return row?.status === "member";
}
