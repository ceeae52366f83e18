import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { follows, forums, postLikes, posts, users } from "../../db/schema";
import { read, type Db } from "~/lib/server/db.server";
import { encodeCursor, FORUM_POST_TYPES, type createPostSchema } from "~/lib/posts";
import type { z } from "zod";
import type { POST_TYPES } from "~/lib/vocab";

type PostType = (typeof POST_TYPES)[number];
export type PostFilters = {
  viewerId: number;
  type?: PostType;
  authorId?: number;
  /** Only posts by people this user follows. */
  followedBy?: number;
  forumId?: number;
  /** Only what forums hold: discussions and questions that belong to a forum. */
  inForums?: boolean;
  cursor?: { createdAt: string; id: number };
  limit: number;
};

/** The feed query, newest first, one row more than a page so we know whether more exist. */
function postsQuery(db: Db, filters: PostFilters) {
  const where: (SQL | undefined)[] = [isNull(posts.removedAt)];
  if (filters.type) where.push(eq(posts.type, filters.type));
  if (filters.authorId) where.push(eq(posts.authorId, filters.authorId));
  if (filters.forumId) where.push(eq(posts.forumId, filters.forumId));
  if (filters.inForums) where.push(inArray(posts.type, [...FORUM_POST_TYPES]), isNotNull(posts.forumId));
  if (filters.followedBy) {
    where.push(
      inArray(
        posts.authorId,
        db.select({ id: follows.followingId }).from(follows).where(eq(follows.followerId, filters.followedBy)),
      ),
    );
  }
  if (filters.cursor) {
    const { createdAt, id } = filters.cursor;
    where.push(or(lt(posts.createdAt, createdAt), and(eq(posts.createdAt, createdAt), lt(posts.id, id))));
  }
  return db
    .select({
      id: posts.id,
      title: posts.title,
      content: posts.content,
      type: posts.type,
      category: posts.category,
      forumId: posts.forumId,
      tags: posts.tags,
      imageUrl: posts.imageUrl,
      likes: posts.likes,
      commentsCount: posts.commentsCount,
      createdAt: posts.createdAt,
      likedByMe:
        sql<number>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${filters.viewerId})`.as(
          "liked_by_me",
        ),
      // Aliased: inside db.batch drizzle maps D1 rows by position after D1 drops repeated
      // column names, so a second "id" would shift every later field (decision 003).
      author: {
        id: sql<number>`${users.id}`.as("author_user_id"),
        displayName: users.displayName,
        avatar: users.avatar,
      },
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(and(...where))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(filters.limit + 1);
}

type PostRow = Awaited<ReturnType<typeof postsQuery>>[number];

/** Rows from postsQuery → one page with the cursor of the next. */
function toPage(rows: PostRow[], limit: number) {
  const items = rows.slice(0, limit).map((row) => ({ ...row, likedByMe: Boolean(row.likedByMe) }));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
export type PostListItem = ReturnType<typeof toPage>["items"][number];

/** A page of posts, for a page's batch. */
export function postPageRead(db: Db, filters: PostFilters) {
  return read(postsQuery(db, filters), (rows) => toPage(rows, filters.limit));
}

export async function listPosts(db: Db, filters: PostFilters) {
  return toPage(await postsQuery(db, filters), filters.limit);
}

export class UnknownForumError extends Error {}

/** Throws UnknownForumError when a post names a forum that does not exist. */
export async function assertForumExists(db: Db, forumId: number | null | undefined) {
  if (!forumId) return;
  const [forum] = await db.select({ id: forums.id }).from(forums).where(eq(forums.id, forumId));
  if (!forum) throw new UnknownForumError(`Forum ${forumId} does not exist.`);
}

export async function createPost(
  db: Db,
  { authorId, input }: { authorId: number; input: z.output<typeof createPostSchema> },
) {
  await assertForumExists(db, input.forumId);
  const [[created]] = await db.batch([
    db
      .insert(posts)
      .values({
        authorId,
        type: input.type,
        title: input.title ?? null,
        content: input.content,
        category: input.category ?? null,
        forumId: input.forumId ?? null,
        tags: input.tags,
      })
      .returning(),
    db
      .update(users)
      .set({ postsCount: sql`${users.postsCount} + 1` })
      .where(eq(users.id, authorId)),
  ]);
  return created;
}

/** Likes once per user per post; repeating it changes nothing. Null when the post does not exist. */
export async function likePost(db: Db, { postId, userId }: { postId: number; userId: number }) {
  const [post] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), isNull(posts.removedAt)));
  if (!post) return null;
  const [, , [updated]] = await db.batch([
    db.insert(postLikes).values({ postId, userId }).onConflictDoNothing(),
    // Recount rather than increment, so a replayed like cannot drift the counter.
    db
      .update(posts)
      .set({ likes: sql`(select count(*) from ${postLikes} where ${postLikes.postId} = ${postId})` })
      .where(eq(posts.id, postId)),
    db.select({ likes: posts.likes }).from(posts).where(eq(posts.id, postId)),
  ]);
  return { postId, likes: updated?.likes ?? 0, liked: true };
}
