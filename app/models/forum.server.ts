import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import { forumCategories, forums, posts } from "../../db/schema";
import type { Db } from "~/lib/server/db.server";

/** Forums with the number of discussions and questions in each (the spec's postsCount). */
export function forumsQuery(db: Db) {
  return db
    .select({
      id: forums.id,
      categoryId: forums.categoryId,
      name: forums.name,
      description: forums.description,
      postsCount: count(posts.id),
    })
    .from(forums)
    .leftJoin(
      posts,
      and(eq(posts.forumId, forums.id), isNull(posts.removedAt), inArray(posts.type, ["discussion", "question"])),
    )
    .groupBy(forums.id)
    .orderBy(asc(forums.categoryId), asc(forums.id));
}

export function forumCategoriesQuery(db: Db) {
  return db.select().from(forumCategories).orderBy(asc(forumCategories.sortOrder));
}

export type ForumRow = Awaited<ReturnType<typeof forumsQuery>>[number];
export type ForumCategoryRow = Awaited<ReturnType<typeof forumCategoriesQuery>>[number];

/** Categories, each with its forums, for the forum page's left column. */
export function groupForums(categories: ForumCategoryRow[], rows: ForumRow[]) {
  return categories.map((category) => ({
    ...category,
    forums: rows.filter((forum) => forum.categoryId === category.id),
  }));
}
