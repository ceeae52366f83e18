import { and, asc, count, eq, gt, isNull, or, sql } from "drizzle-orm";
import { follows, users } from "../../db/schema";
import { batchNamed, read, readAll, type Db } from "~/models/db.server";
import { FEED_PAGE_SIZE } from "~/lib/posts";
import { postPageRead } from "./post.server";
import { mutedRead } from "./filter.server";
import { blockedByRead } from "./user-block.server";
import { notifyStatement } from "./notification.server";

/** The three reads behind a User. */
function userProfileQueries(db: Db, id: number) {
  return [
    db
      .select({
        id: users.id,
        displayName: users.displayName,
        username: users.username,
        avatar: users.avatar,
        bio: users.bio,
        memberSince: users.memberSince,
        location: users.location,
        website: users.website,
        pronouns: users.pronouns,
        isActive: users.isActive,
        postsCount: users.postsCount,
      })
      .from(users)
      // A deleted account has no profile: what it left shows as "Deleted member", linking nowhere.
      .where(and(eq(users.id, id), isNull(users.deletedAt))),
    db.select({ n: count() }).from(follows).where(eq(follows.followingId, id)),
    db.select({ n: count() }).from(follows).where(eq(follows.followerId, id)),
  ] as const;
}

type ProfileResults = readonly [Awaited<ReturnType<typeof userProfileQueries>[0]>, { n: number }[], { n: number }[]];

function toUserProfile([found, followers, following]: ProfileResults) {
  const user = found[0];
  if (!user) return null;
  return { ...user, followers: followers[0]?.n ?? 0, following: following[0]?.n ?? 0 };
}
export type UserProfile = NonNullable<ReturnType<typeof toUserProfile>>;

/** The spec's User with follower and following counts, or null, for a page's batch. */
export function userProfileRead(db: Db, id: number) {
  return readAll(userProfileQueries(db, id), toUserProfile);
}

/** The spec's User, with follower, following and post counts computed, in one round trip. */
export async function getUserProfile(db: Db, { id }: { id: number }) {
  return toUserProfile(await db.batch(userProfileQueries(db, id)));
}

function isFollowingQuery(db: Db, { followerId, followingId }: { followerId: number; followingId: number }) {
  return db
    .select({ n: count() })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)));
}

/** A member's profile page: the user, whether the viewer follows them, and their posts by tab. */
export async function loadProfilePage(db: Db, { id, viewerId }: { id: number; viewerId: number }) {
  const postsBy = (type?: "blog" | "discussion") =>
    postPageRead(db, { viewerId, authorId: id, type, limit: FEED_PAGE_SIZE });
  const page = await batchNamed(db, {
    user: userProfileRead(db, id),
    isFollowing: read(isFollowingQuery(db, { followerId: viewerId, followingId: id }), (rows) => (rows[0]?.n ?? 0) > 0),
    posts: postsBy(),
    blogs: postsBy("blog"),
    discussions: postsBy("discussion"),
    muted: mutedRead(db, { muterId: viewerId, mutedId: id }),
    blocked: blockedByRead(db, { blockerId: viewerId, blockedId: id }),
  });
  return {
    user: page.user,
    isFollowing: page.isFollowing,
    /** The viewer's own choices about this member, for Mute and Block. */
    muted: page.muted,
    blocked: page.blocked,
    tabs: { posts: page.posts.items, blogs: page.blogs.items, discussions: page.discussions.items },
  };
}

export async function userExists(db: Db, id: number) {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return found !== undefined;
}

/** What a room shows of a member: their name, and whether a suspension silences them. */
export async function getRoomMember(db: Db, id: number) {
  const [found] = await db
    .select({ displayName: users.displayName, suspendedUntil: users.suspendedUntil })
    .from(users)
    .where(eq(users.id, id));
  return found ?? null;
}

/** Follows or unfollows; repeating either changes nothing. Null when the user does not exist. */
export async function setFollowing(
  db: Db,
  { followerId, followingId, follow }: { followerId: number; followingId: number; follow: boolean },
) {
  const [target] = await db
    .select({
      id: users.id,
      already: sql<number>`exists (select 1 from ${follows} f where f.follower_id = ${followerId} and f.following_id = ${followingId})`,
    })
    .from(users)
    .where(eq(users.id, followingId));
  if (!target) return null;
  const write = follow
    ? db.insert(follows).values({ followerId, followingId }).onConflictDoNothing()
    : db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)));
  const [, followers] = await db.batch([
    write,
    db.select({ n: count() }).from(follows).where(eq(follows.followingId, followingId)),
    // A new follower is news once; following again after unfollowing updates the same row.
    ...(follow && !target.already
      ? [
          notifyStatement(db, {
            recipient: followingId,
            kind: "follow",
            actorId: followerId,
            url: `/profile/${followerId}`,
            groupKey: `follow:${followerId}`,
          }),
        ]
      : []),
  ]);
  return { following: follow, followers: followers[0]?.n ?? 0 };
}

/** The /welcome step of a first sign-in: the member's chosen name and bio. */
export async function completeWelcome(
  db: Db,
  { userId, displayName, bio }: { userId: number; displayName: string; bio: string },
) {
  await db
    .update(users)
    .set({ displayName, bio: bio || null, welcomedAt: new Date().toISOString() })
    .where(eq(users.id, userId));
}

/** Members for /admin/members: by name, username or address, in keyset pages by id. */
export async function listMembers(
  db: Db,
  { q, after = 0, limit = 25 }: { q?: string; after?: number; limit?: number },
) {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const rows = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      username: users.username,
      email: users.email,
      roles: users.roles,
    })
    .from(users)
    .where(
      and(
        gt(users.id, after),
        pattern
          ? or(
              sql`${users.displayName} like ${pattern} escape '\\'`,
              sql`${users.username} like ${pattern} escape '\\'`,
              sql`${users.email} like ${pattern} escape '\\'`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit + 1);
  return { members: rows.slice(0, limit), nextAfter: rows.length > limit ? (rows[limit - 1]?.id ?? null) : null };
}

/** Grants or removes the moderator role; null when there is no such member. */
export async function setModerator(db: Db, { userId, moderator }: { userId: number; moderator: boolean }) {
  const [found] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, userId));
  if (!found) return null;
  const roles = moderator
    ? [...new Set([...found.roles, "moderator" as const])]
    : found.roles.filter((role) => role !== "moderator");
  await db.update(users).set({ roles }).where(eq(users.id, userId));
  return roles;
}
