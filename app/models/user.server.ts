import { and, count, eq, isNull } from "drizzle-orm";
import { follows, posts, users } from "../../db/schema";
import { sanitizeCustomCss } from "~/lib/accessibility";
import { selectPreferences } from "~/models/accessibility.server";
import type { Db } from "~/lib/db.server";

/** The spec's User (doc 1, section 3), with follower, following and post counts computed. */
export async function getUserProfile(db: Db, { id }: { id: number }) {
  const [found, followers, following, postsCount] = await db.batch([
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
      })
      .from(users)
      .where(eq(users.id, id)),
    db.select({ n: count() }).from(follows).where(eq(follows.followingId, id)),
    db.select({ n: count() }).from(follows).where(eq(follows.followerId, id)),
    db.select({ n: count() }).from(posts).where(and(eq(posts.authorId, id), isNull(posts.removedAt))),
  ]);
  const user = found[0];
  if (!user) return null;
  return {
    ...user,
    followers: followers[0]?.n ?? 0,
    following: following[0]?.n ?? 0,
    postsCount: postsCount[0]?.n ?? 0,
  };
}

export async function countMembers(db: Db) {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
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
