import { asc } from "drizzle-orm";
import { forumCategories, forums } from "../../db/schema";
import { FEED_PAGE_SIZE } from "~/lib/posts";
import { batchNamed, type Db } from "~/models/db.server";
import { postPageRead } from "./post.server";

/**
 * Forums with the number of discussions and questions in each (the spec's postsCount): what the page
 * lists. The number is a column kept by triggers: counting would read every forum post, 400,000 of
 * them at a million posts (bench/scale).
 */
function forumsQuery(db: Db) {
  return db
    .select({
      id: forums.id,
      categoryId: forums.categoryId,
      name: forums.name,
      description: forums.description,
      postsCount: forums.postsCount,
    })
    .from(forums)
    .orderBy(asc(forums.categoryId), asc(forums.id));
}

function forumCategoriesQuery(db: Db) {
  return db.select().from(forumCategories).orderBy(asc(forumCategories.sortOrder));
}

type ForumRow = Awaited<ReturnType<typeof forumsQuery>>[number];
type ForumCategoryRow = Awaited<ReturnType<typeof forumCategoriesQuery>>[number];

/** Categories, each with its forums, for the forum page's left column. */
function groupForums(categories: ForumCategoryRow[], rows: ForumRow[]) {
  return categories.map((category) => ({
    ...category,
    forums: rows.filter((forum) => forum.categoryId === category.id),
  }));
}

/** GET /api/forums: every forum with its category's name. */
export async function listForums(db: Db) {
  const { categories, forums } = await batchNamed(db, {
    categories: forumCategoriesQuery(db),
    forums: forumsQuery(db),
  });
  const names = new Map(categories.map((category) => [category.id, category.name]));
  return forums.map((forum) => ({ ...forum, categoryName: names.get(forum.categoryId) ?? null }));
}

/** /forums: the categories with their forums, and the first page of discussions (in one forum, or all). */
/** The forums page; `unanswered` lists only the questions with no accepted answer. */
export async function loadForumsPage(
  db: Db,
  { viewerId, forumId, unanswered }: { viewerId: number; forumId?: number; unanswered?: boolean },
) {
  const page = await batchNamed(db, {
    categories: forumCategoriesQuery(db),
    forums: forumsQuery(db),
    discussions: postPageRead(db, { viewerId, inForums: true, forumId, unanswered, limit: FEED_PAGE_SIZE }),
  });
  return { categories: groupForums(page.categories, page.forums), discussions: page.discussions };
}
