import { and, count, eq } from "drizzle-orm";
import { follows, users } from "../../db/schema";
import { sanitizeCustomCss } from "~/lib/accessibility";
import type { Db } from "~/lib/db.server";
import { selectPreferences } from "~/models/accessibility.server";

/** The three reads behind a User (spec doc 1, section 3), as builders a loader can batch. */
export function userProfileQueries(db: Db, id: number) {
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
        isActive: users.isActive,
        postsCount: users.postsCount,
      })
      .from(users)
      .where(eq(users.id, id)),
    db.select({ n: count() }).from(follows).where(eq(follows.followingId, id)),
    db.select({ n: count() }).from(follows).where(eq(follows.followerId, id)),
  ] as const;
}

type ProfileResults = readonly [Awaited<ReturnType<typeof userProfileQueries>[0]>, { n: number }[], { n: number }[]];

export function toUserProfile([found, followers, following]: ProfileResults) {
  const user = found[0];
  if (!user) return null;
  return { ...user, followers: followers[0]?.n ?? 0, following: following[0]?.n ?? 0 };
}
export type UserProfile = NonNullable<ReturnType<typeof toUserProfile>>;

/** The spec's User, with follower, following and post counts computed, in one round trip. */
export async function getUserProfile(db: Db, { id }: { id: number }) {
  return toUserProfile(await db.batch(userProfileQueries(db, id)));
}

export function isFollowingQuery(db: Db, { followerId, followingId }: { followerId: number; followingId: number }) {
  return db
    .select({ n: count() })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)));
}

/** Follows or unfollows; repeating either changes nothing. Null when the user does not exist. */
export async function setFollowing(db: Db, { followerId, followingId, follow }: { followerId: number; followingId: number; follow: boolean }) {
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, followingId));
  if (!target) return null;
  const write = follow
    ? db.insert(follows).values({ followerId, followingId }).onConflictDoNothing()
    : db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)));
  const [, followers] = await db.batch([write, db.select({ n: count() }).from(follows).where(eq(follows.followingId, followingId))]);
  return { following: follow, followers: followers[0]?.n ?? 0 };
}

/** What every page's shell needs, in one round trip: who is calling and their preferences. */
export async function getShellData(db: Db, { userId }: { userId: number }) {
  // Plain selects, not findFirst: drizzle's batch crashes mapping a findFirst that finds nothing.
  const [user, preferences] = await db.batch([
    db.select({ id: users.id, displayName: users.displayName }).from(users).where(eq(users.id, userId)),
    selectPreferences(db, userId),
  ]);
  const saved = preferences[0];
  return {
    user: user[0] ?? null,
    preferences: saved ? { ...saved, customCss: sanitizeCustomCss(saved.customCss) } : null,
  };
}
