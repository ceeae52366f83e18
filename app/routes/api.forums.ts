import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { forumCategoriesQuery, forumsQuery } from "~/models/forum.server";

/** GET /api/forums: every forum with its category and postsCount. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { db } = context;
  const [categories, rows] = await db.batch([forumCategoriesQuery(db), forumsQuery(db)]);
  const names = new Map(categories.map((category) => [category.id, category.name]));
  return Response.json(rows.map((forum) => ({ ...forum, categoryName: names.get(forum.categoryId) ?? null })));
}
