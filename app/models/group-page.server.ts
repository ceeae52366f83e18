// A support group as a place (docs/features/support-groups.md): its page, its members, join
// requests, the group's moderators and who may see what. A private group's content (discussions,
// members, events) is for its members only; anyone may see its header and guidelines. Site
// moderators see all.
import { and, asc, eq, gt, isNotNull, isNull, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { comments, events, groupMemberships, posts, supportGroups, users } from "../../db/schema";
import { batchNamed, read, type Db } from "~/models/db.server";
import { MAX_PINNED_POSTS, type GroupMembership, type GroupRole } from "~/lib/groups";
import { encodeKeyset } from "~/lib/lists";
import { FEED_PAGE_SIZE } from "~/lib/posts";
import { postPageRead } from "./post.server";
import { groupContentVisible } from "./group-visibility.server";
import { editableEventColumns } from "./event.server";
import { notifyStatement } from "./notification.server";

const membershipOf = (groupId: number | SQLWrapper, userId: number) => ({
  membership:
    sql<GroupMembership>`(select gm.status from ${groupMemberships} gm where gm.group_id = ${groupId} and gm.user_id = ${userId})`.as(
      "membership",
    ),
  role: sql<GroupRole | null>`(select gm.role from ${groupMemberships} gm where gm.group_id = ${groupId} and gm.user_id = ${userId})`.as(
    "role",
  ),
});

function groupQuery(db: Db, { groupId, viewerId }: { groupId: number; viewerId: number }) {
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
      createdAt: supportGroups.createdAt,
      ...membershipOf(supportGroups.id, viewerId),
    })
    .from(supportGroups)
    .where(eq(supportGroups.id, groupId));
}
export type GroupDetail = Awaited<ReturnType<typeof groupQuery>>[number];

/** The group and the viewer's place in it; null when there is no such group. */
export function groupRead(db: Db, args: { groupId: number; viewerId: number }) {
  return read(groupQuery(db, args), ([row]) => row ?? null);
}

export async function getGroup(db: Db, args: { groupId: number; viewerId: number }) {
  return (await groupQuery(db, args))[0] ?? null;
}

/** Whether this viewer sees the group's content. */
export const seesContent = (group: Pick<GroupDetail, "isPrivate" | "membership">, moderator: boolean) =>
  moderator || !group.isPrivate || group.membership === "member";

// ---------------------------------------------------------------- members

export const GROUP_MEMBERS_PAGE_SIZE = 20;
type MemberCursor = [joinedAt: string, userId: number];

/** Members in the order they joined, founders first; `status` pending is the moderators' request queue. */
function membersQuery(
  db: Db,
  {
    groupId,
    status,
    cursor,
    limit,
    allowed,
  }: { groupId: number; status: "member" | "pending" | "removed"; cursor?: MemberCursor; limit: number; allowed: SQL },
) {
  const where: (SQL | undefined)[] = [
    eq(groupMemberships.groupId, groupId),
    eq(groupMemberships.status, status),
    allowed,
  ];
  if (cursor) {
    const [joinedAt, userId] = cursor;
    where.push(
      or(
        gt(groupMemberships.createdAt, joinedAt),
        and(eq(groupMemberships.createdAt, joinedAt), gt(groupMemberships.userId, userId)),
      ),
    );
  }
  return db
    .select({
      userId: groupMemberships.userId,
      role: groupMemberships.role,
      joinedAt: groupMemberships.createdAt,
      displayName: users.displayName,
      username: users.username,
      avatar: users.avatar,
    })
    .from(groupMemberships)
    .innerJoin(users, eq(users.id, groupMemberships.userId))
    .where(and(...where))
    .orderBy(asc(groupMemberships.createdAt), asc(groupMemberships.userId))
    .limit(limit + 1);
}
type MemberRow = Awaited<ReturnType<typeof membersQuery>>[number];
const toMemberPage = (rows: MemberRow[], limit: number) => {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeKeyset([last.joinedAt, last.userId]) : null };
};
export type GroupMember = MemberRow;

/** SQL: the viewer may see the member list (a member of the group, or a site moderator). */
const mayListMembers = (groupId: number, { viewerId, moderator }: { viewerId: number; moderator: boolean }) =>
  moderator
    ? sql`1`
    : sql`exists (select 1 from ${groupMemberships} mm where mm.group_id = ${groupId} and mm.user_id = ${viewerId} and mm.status = 'member')`;

/** SQL: the viewer moderates this group (its moderator, or a site moderator). */
const mayModerate = (groupId: number, { viewerId, moderator }: { viewerId: number; moderator: boolean }) =>
  moderator
    ? sql`1`
    : sql`exists (select 1 from ${groupMemberships} mm where mm.group_id = ${groupId} and mm.user_id = ${viewerId} and mm.status = 'member' and mm.role = 'moderator')`;

export function membersRead(
  db: Db,
  args: { groupId: number; viewerId: number; moderator: boolean; cursor?: MemberCursor; limit: number },
) {
  return read(membersQuery(db, { ...args, status: "member", allowed: mayListMembers(args.groupId, args) }), (rows) =>
    toMemberPage(rows, args.limit),
  );
}

export async function listGroupMembers(
  db: Db,
  args: { groupId: number; viewerId: number; moderator: boolean; cursor?: MemberCursor; limit: number },
) {
  const rows = await membersQuery(db, { ...args, status: "member", allowed: mayListMembers(args.groupId, args) });
  return toMemberPage(rows, args.limit);
}

// ---------------------------------------------------------------- the page

/**
 * Everything the group page shows, in one D1 round trip. What the viewer may not see comes back
 * empty from SQL itself: the discussions, members and events of a private group for a
 * non-member, the request queue for anyone but its moderators.
 */
export function loadGroupPage(
  db: Db,
  { groupId, viewerId, moderator, now }: { groupId: number; viewerId: number; moderator: boolean; now: string },
) {
  const viewer = { viewerId, moderator };
  return batchNamed(db, {
    group: groupRead(db, { groupId, viewerId }),
    pinned: postPageRead(db, { viewerId, group: { id: groupId, moderator, pinned: true }, limit: MAX_PINNED_POSTS }),
    posts: postPageRead(db, { viewerId, group: { id: groupId, moderator }, limit: FEED_PAGE_SIZE }),
    members: membersRead(db, { groupId, ...viewer, limit: GROUP_MEMBERS_PAGE_SIZE }),
    requests: read(
      membersQuery(db, { groupId, status: "pending", limit: 50, allowed: mayModerate(groupId, viewer) }),
      (rows) => rows.slice(0, 50),
    ),
    removed: read(
      membersQuery(db, { groupId, status: "removed", limit: 50, allowed: mayModerate(groupId, viewer) }),
      (rows) => rows.slice(0, 50),
    ),
    events: read(
      db
        // Everything the moderators' "Edit event" starts from; the page keeps it from other viewers.
        .select(editableEventColumns)
        .from(events)
        .where(
          and(
            eq(events.groupId, groupId),
            gt(events.startTime, now),
            moderator ? undefined : sql`${groupContentVisible(sql`${groupId}`, viewerId)}`,
          ),
        )
        .orderBy(asc(events.startTime), asc(events.id))
        .limit(5),
    ),
  });
}

// ---------------------------------------------------------------- writes

const memberCountOf = (groupId: number) =>
  sql`(select count(*) from ${groupMemberships} where ${groupMemberships.groupId} = ${groupId} and ${groupMemberships.status} = 'member')`;
/**
 * Recounted from the rows, so no join, leave, approval or removal can drift the counter; only
 * when it moved, so a refused change writes nothing at all.
 */
export const recountGroupMembers = (db: Db, groupId: number) =>
  db
    .update(supportGroups)
    .set({ memberCount: memberCountOf(groupId) })
    .where(and(eq(supportGroups.id, groupId), sql`${supportGroups.memberCount} <> ${memberCountOf(groupId)}`));

/** A new group; its creator is its first member and moderator, in the same batch. */
export async function createGroup(
  db: Db,
  {
    userId,
    input,
  }: {
    userId: number;
    input: {
      name: string;
      description: string;
      category: GroupDetail["category"];
      isPrivate: boolean;
      guidelines: string;
    };
  },
) {
  const now = new Date().toISOString();
  const newest = sql`(select max(${supportGroups.id}) from ${supportGroups})`;
  const [[group]] = await db.batch([
    db
      .insert(supportGroups)
      .values({ ...input, memberCount: 1, recentActivity: now, createdAt: now })
      .returning({ id: supportGroups.id, name: supportGroups.name }),
    db.insert(groupMemberships).select(sql`select ${newest}, ${userId}, 'member', 'moderator', ${now}`),
  ]);
  return group!;
}

/** A moderator's answer to a join request: approve makes them a member, decline forgets the request. */
export async function answerJoinRequest(
  db: Db,
  { groupId, userId, approve }: { groupId: number; userId: number; approve: boolean },
) {
  const pending = and(
    eq(groupMemberships.groupId, groupId),
    eq(groupMemberships.userId, userId),
    eq(groupMemberships.status, "pending"),
  );
  const [changed] = await db.batch([
    approve
      ? db
          .update(groupMemberships)
          .set({ status: "member" })
          .where(pending)
          .returning({ userId: groupMemberships.userId })
      : db.delete(groupMemberships).where(pending).returning({ userId: groupMemberships.userId }),
    // The member hears they are in; a stale approval (nothing changed) tells no one.
    ...(approve
      ? [
          notifyStatement(db, {
            recipient: userId,
            kind: "group_approved",
            actorId: null,
            url: `/support-groups/${groupId}`,
            detail: sql`(select name from ${supportGroups} where id = ${groupId})`,
            when: sql`changes() > 0`,
          }),
        ]
      : []),
    recountGroupMembers(db, groupId),
  ]);
  return changed.length > 0;
}

/** A moderator removes a member: they stay recorded as removed, so they cannot simply join again. */
export async function removeGroupMember(db: Db, { groupId, userId }: { groupId: number; userId: number }) {
  const [changed] = await db.batch([
    db
      .update(groupMemberships)
      .set({ status: "removed", role: "member" })
      .where(
        and(
          eq(groupMemberships.groupId, groupId),
          eq(groupMemberships.userId, userId),
          sql`${groupMemberships.status} in ('member', 'pending')`,
        ),
      )
      .returning({ userId: groupMemberships.userId }),
    recountGroupMembers(db, groupId),
  ]);
  return changed.length > 0;
}

/** A moderator lets a removed member ask to join again. */
export async function readmitGroupMember(db: Db, { groupId, userId }: { groupId: number; userId: number }) {
  const changed = await db
    .delete(groupMemberships)
    .where(
      and(
        eq(groupMemberships.groupId, groupId),
        eq(groupMemberships.userId, userId),
        eq(groupMemberships.status, "removed"),
      ),
    )
    .returning({ userId: groupMemberships.userId });
  return changed.length > 0;
}

export async function updateGroup(
  db: Db,
  { groupId, changes }: { groupId: number; changes: { description?: string; guidelines?: string } },
) {
  await db.update(supportGroups).set(changes).where(eq(supportGroups.id, groupId));
}

/** Whether a post, or a reply's post, belongs to this group: what its moderators may remove. */
export async function contentInGroup(
  db: Db,
  { groupId, contentType, contentId }: { groupId: number; contentType: "post" | "comment"; contentId: number },
) {
  const [row] =
    contentType === "post"
      ? await db
          .select({ id: posts.id })
          .from(posts)
          .where(and(eq(posts.id, contentId), eq(posts.groupId, groupId), isNull(posts.removedAt)))
      : await db
          .select({ id: comments.id })
          .from(comments)
          .innerJoin(posts, eq(posts.id, comments.postId))
          .where(and(eq(comments.id, contentId), eq(posts.groupId, groupId), isNull(comments.removedAt)));
  return row !== undefined;
}

export type PinResult = "pinned" | "unpinned" | "not-found" | "full";

/**
 * A group moderator pins or unpins one of the group's posts. Pinning is refused, writing nothing,
 * when the group already holds MAX_PINNED_POSTS; pinning a pinned post, or unpinning an unpinned
 * one, changes nothing and says so.
 */
export async function setPostPinned(
  db: Db,
  { groupId, postId, pinned }: { groupId: number; postId: number; pinned: boolean },
): Promise<PinResult> {
  const inGroup = and(
    eq(posts.id, postId),
    eq(posts.groupId, groupId),
    isNull(posts.removedAt),
    isNull(posts.deletedAt),
  );
  const pinnedCount = sql`(select count(*) from ${posts} p where p.group_id = ${groupId} and p.pinned_at is not null)`;
  const changed = await db
    .update(posts)
    .set({ pinnedAt: pinned ? new Date().toISOString() : null })
    .where(
      pinned
        ? and(inGroup, isNull(posts.pinnedAt), sql`${pinnedCount} < ${MAX_PINNED_POSTS}`)
        : and(inGroup, isNotNull(posts.pinnedAt)),
    )
    .returning({ id: posts.id });
  if (changed.length) return pinned ? "pinned" : "unpinned";
  const [post] = await db.select({ pinnedAt: posts.pinnedAt }).from(posts).where(inGroup);
  if (!post) return "not-found";
  if (!pinned) return "unpinned";
  return post.pinnedAt ? "pinned" : "full";
}
