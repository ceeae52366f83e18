import { desc, eq, isNull, sql } from "drizzle-orm";
import { posts, users } from "../../db/schema";
import type { Db } from "~/lib/db.server";

/** Newest visible posts with their authors, for the feed. */
export function listRecentPosts(db: Db, { limit }: { limit: number }) {
  return db
    .select({
      id: posts.id,
      title: posts.title,
      content: posts.content,
      type: posts.type,
      likes: posts.likes,
      commentsCount: posts.commentsCount,
      createdAt: posts.createdAt,
      // Aliased: inside db.batch drizzle maps D1 rows by position after dropping duplicate
      // column names, so a second "id" would shift every later field.
      author: { id: sql<number>`${users.id}`.as("author_id"), displayName: users.displayName, avatar: users.avatar },
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(isNull(posts.removedAt))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit);
}
