// Replies (decision 022). A reply answers a post, or one of its top-level replies: one level deep,
// so a screen reader never follows a deep tree. The post's commentsCount and a reply's
// repliesCount count visible replies, and change in the batch that changes them.
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { commentLikes, comments, editRevisions, mentions, posts, users } from "../../db/schema";
import { readAll, type Db } from "~/models/db.server";
import { encodeCursor, type CommentSort, type createCommentSchema, type updateCommentSchema } from "~/lib/posts";
import { blockedBetween } from "./user-block.server";
import { filteredOut, filterMatch, type FilterSubject } from "./filter.server";
import { inVisibleGroup, mayTakePart, touchGroup } from "./group-visibility.server";
import { mentionStatements, mentionsColumn, parseMentions, type MentionTarget } from "./mention.server";
import { forgetNotificationsAbout, notifyStatement } from "./notification.server";
import { attachMediaStatements, mediaColumn, parseMediaColumn } from "./media.server";

export type CommentFilters = {
  postId: number;
  viewerId: number;
  /** A moderator also sees removed replies, marked as removed. */
  moderator: boolean;
  sort: CommentSort;
  cursor?: { createdAt: string; id: number };
  limit: number;
};

const replySubject: FilterSubject = { authorId: comments.authorId, text: comments.content };

function commentColumns(viewerId: number) {
  return {
    id: comments.id,
    postId: comments.postId,
    parentId: comments.parentId,
    content: comments.content,
    contentWarning: comments.contentWarning,
    likes: comments.likes,
    repliesCount: comments.repliesCount,
    editedAt: comments.editedAt,
    deletedAt: comments.deletedAt,
    removedAt: comments.removedAt,
    createdAt: comments.createdAt,
    likedByMe:
      sql<number>`exists (select 1 from ${commentLikes} where ${commentLikes.commentId} = ${comments.id} and ${commentLikes.userId} = ${viewerId})`.as(
        "comment_liked_by_me",
      ),
    mentions: mentionsColumn("comment", comments.id),
    media: mediaColumn({ commentId: comments.id }, "comment_media"),
    filteredBy: filterMatch(viewerId, replySubject, new Date().toISOString()).as("comment_filtered_by"),
    // Aliased for db.batch's positional mapping (decision 003).
    author: {
      id: sql<number>`${users.id}`.as("comment_author_id"),
      displayName: users.displayName,
      avatar: users.avatar,
      username: users.username,
    },
  };
}

/**
 * What every reply list leaves out: replies a moderator removed (moderators excepted), blocked
 * members', and, by the reader's own choice, muted members' and those a "hide" filter matches.
 */
function visibleTo({ viewerId, moderator }: Pick<CommentFilters, "viewerId" | "moderator">): SQL[] {
  const where = [
    sql`not ${blockedBetween(viewerId, comments.authorId)}`,
    sql`not ${filteredOut(viewerId, replySubject, new Date().toISOString())}`,
  ];
  if (!moderator) where.push(isNull(comments.removedAt) as SQL);
  return where;
}

/** The page of top-level replies, one row more than the page so we know whether more exist. */
function topLevelQuery(db: Db, filters: CommentFilters) {
  const where: (SQL | undefined)[] = [
    eq(comments.postId, filters.postId),
    isNull(comments.parentId),
    ...visibleTo(filters),
  ];
  const newest = filters.sort === "newest";
  if (filters.cursor) {
    const { createdAt, id } = filters.cursor;
    const after = newest ? lt : gt;
    where.push(
      or(after(comments.createdAt, createdAt), and(eq(comments.createdAt, createdAt), after(comments.id, id))),
    );
  }
  const order = newest ? desc : asc;
  return db
    .select(commentColumns(filters.viewerId))
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(and(...where))
    .orderBy(order(comments.createdAt), order(comments.id))
    .limit(filters.limit + 1);
}

/**
 * The nested replies under that page's top-level replies, oldest first, from the same index.
 * The page's ids come from the same keyset as a subquery, so both run in one batch.
 */
function nestedQuery(db: Db, filters: CommentFilters) {
  const pageIds = db
    .select({ id: sql`page.id` })
    .from(sql`(${topLevelQuery(db, filters)}) as page`)
    .limit(filters.limit);
  return db
    .select(commentColumns(filters.viewerId))
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(and(inArray(comments.parentId, pageIds), ...visibleTo(filters)))
    .orderBy(asc(comments.parentId), asc(comments.createdAt), asc(comments.id));
}

type CommentRow = Awaited<ReturnType<typeof topLevelQuery>>[number];

/** A row as the API and the page give it: a deleted reply keeps its place and loses its words. */
function toComment(row: CommentRow) {
  const gone = row.deletedAt !== null;
  return {
    ...row,
    content: gone ? "" : row.content,
    contentWarning: gone ? null : row.contentWarning,
    likedByMe: Boolean(row.likedByMe),
    mentions: gone ? [] : parseMentions(row.mentions),
    media: gone ? [] : parseMediaColumn(row.media),
  };
}
export type Comment = ReturnType<typeof toComment>;
export type CommentThread = Comment & { replies: Comment[] };

/** A page of top-level replies, each with its nested replies, in one D1 round trip. */
export function commentPageRead(db: Db, filters: CommentFilters) {
  return readAll([topLevelQuery(db, filters), nestedQuery(db, filters)], ([top, nested]) => {
    const items = top.slice(0, filters.limit).map((row) => ({ ...toComment(row), replies: [] as Comment[] }));
    const byId = new Map(items.map((item) => [item.id, item]));
    for (const row of nested) byId.get(row.parentId ?? 0)?.replies.push(toComment(row));
    const last = items.at(-1);
    return {
      items: items as CommentThread[],
      nextCursor: top.length > filters.limit && last ? encodeCursor(last) : null,
    };
  });
}

export async function listComments(db: Db, filters: CommentFilters) {
  const { statements, map } = commentPageRead(db, filters);
  return map(await db.batch(statements as [(typeof statements)[number], ...typeof statements]));
}

/** The post's newest reply id (0 for none): where the page's poll for new replies starts. */
export function newestCommentIdRead(db: Db, { postId }: { postId: number }) {
  return readAll(
    [
      db
        .select({ id: sql<number | null>`max(${comments.id})` })
        .from(comments)
        .where(eq(comments.postId, postId)),
    ],
    ([[row]]) => row?.id ?? 0,
  );
}

/** Replies newer than `sinceId`, top-level and nested alike, oldest first: what a reader's poll asks for. */
export function newCommentsRead(db: Db, filters: Omit<CommentFilters, "sort" | "cursor"> & { sinceId: number }) {
  return readAll(
    [
      db
        .select(commentColumns(filters.viewerId))
        .from(comments)
        .innerJoin(users, eq(users.id, comments.authorId))
        .where(and(eq(comments.postId, filters.postId), gt(comments.id, filters.sinceId), ...visibleTo(filters)))
        .orderBy(asc(comments.id))
        .limit(filters.limit),
    ],
    ([rows]) => ({ items: rows.map((row) => ({ ...toComment(row), replies: [] as Comment[] })), nextCursor: null }),
  );
}

/**
 * One reply with its author, null when the viewer cannot see it. `id` may be SQL: a question's
 * accepted answer is read by the post's own column, in the page's batch.
 */
export function commentRead(
  db: Db,
  { id, viewerId, moderator }: { id: number | SQL; viewerId: number; moderator: boolean },
) {
  return readAll(
    [
      db
        .select(commentColumns(viewerId))
        .from(comments)
        .innerJoin(users, eq(users.id, comments.authorId))
        .where(and(sql`${comments.id} = ${id}`, isNull(comments.deletedAt), ...visibleTo({ viewerId, moderator }))),
    ],
    ([[row]]) => (row ? toComment(row) : null),
  );
}

/** The post's accepted answer, if it has one the viewer can see. */
export function acceptedAnswerRead(db: Db, { postId, viewerId, moderator }: Omit<CommentFilters, "sort" | "limit">) {
  const accepted = sql`(select ${posts.acceptedCommentId} from ${posts} where ${posts.id} = ${postId})`;
  return commentRead(db, { id: accepted, viewerId, moderator });
}

export type ReplyRefusal = "no-post" | "post-deleted" | "no-parent" | "not-a-member";

/**
 * Stores a reply. A reply to a nested reply goes under the same top-level reply, and starts by
 * mentioning the member it answers. The post's count, the parent's count and the mentions
 * change in the same batch. A refusal names why; blocks hide the post, so it is "no-post".
 */
export async function createComment(
  db: Db,
  {
    postId,
    authorId,
    input,
    resolve,
  }: {
    postId: number;
    authorId: number;
    input: z.output<typeof createCommentSchema>;
    /** Finds the members the final text mentions (mention.server.ts's resolveMentions). */
    resolve: (text: string) => Promise<MentionTarget[]>;
  },
): Promise<ReplyRefusal | Comment> {
  const [post] = await db
    .select({
      id: posts.id,
      deletedAt: posts.deletedAt,
      groupId: posts.groupId,
      authorId: posts.authorId,
      title: posts.title,
      content: posts.content,
    })
    .from(posts)
    .where(
      and(
        eq(posts.id, postId),
        isNull(posts.removedAt),
        sql`not ${blockedBetween(authorId, posts.authorId)}`,
        inVisibleGroup(posts.groupId, { viewerId: authorId, moderator: false }),
      ),
    );
  if (!post) return "no-post";
  if (post.deletedAt) return "post-deleted";
  // In a support group, only its members take part.
  if (!(await mayTakePart(db, { postGroupId: post.groupId, userId: authorId }))) return "not-a-member";
  let parentId: number | null = null;
  let content = input.content;
  // Whom the reply answers is told: the post's author, or the reply's.
  let answered = post.authorId;
  if (input.parentId) {
    const [parent] = await db
      .select({ id: comments.id, parentId: comments.parentId, username: users.username, authorId: comments.authorId })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.authorId))
      .where(
        and(
          eq(comments.id, input.parentId),
          eq(comments.postId, postId),
          isNull(comments.removedAt),
          sql`not ${blockedBetween(authorId, comments.authorId)}`,
        ),
      );
    if (!parent) return "no-parent";
    answered = parent.authorId;
    parentId = parent.parentId ?? parent.id;
    // One level only: the answer to a nested reply names whom it answers instead of nesting.
    if (parent.parentId !== null && !content.toLowerCase().includes(`@${parent.username.toLowerCase()}`))
      content = `@${parent.username} ${content}`;
  }
  const mentioned = await resolve(content);
  const newId = sql`(select max(${comments.id}) from ${comments} where ${comments.authorId} = ${authorId})`;
  const now = new Date().toISOString();
  const [[created]] = await db.batch([
    db
      .insert(comments)
      .values({ postId, authorId, parentId, content, contentWarning: input.contentWarning ?? null, createdAt: now })
      .returning({ id: comments.id }),
    ...(post.groupId ? [touchGroup(db, post.groupId, now)] : []),
    db
      .update(posts)
      .set({ commentsCount: sql`${posts.commentsCount} + 1` })
      .where(eq(posts.id, postId)),
    ...(parentId
      ? [
          db
            .update(comments)
            .set({ repliesCount: sql`${comments.repliesCount} + 1` })
            .where(eq(comments.id, parentId)),
        ]
      : []),
    ...mentionStatements(db, { contentType: "comment", contentId: newId, postId, authorId, mentioned }),
    ...attachMediaStatements(db, { ownerId: authorId, ids: input.mediaIds ?? [], to: { commentId: newId } }),
    ...replyNotifications(db, {
      url: sql`${`/posts/${postId}#reply-`} || ${newId}`,
      authorId,
      answered,
      mentioned,
      detail: post.title ?? post.content,
      postId,
    }),
  ]);
  if (!created) throw new Error("The reply was not stored.");
  const { statements, map } = commentRead(db, { id: created.id, viewerId: authorId, moderator: false });
  const reply = map(await db.batch(statements as [(typeof statements)[number]]));
  if (!reply) throw new Error("The reply was not stored.");
  return reply;
}

/** A new reply tells whom it answers, and each member it mentions (once: an answer that names them is a reply). */
function replyNotifications(
  db: Db,
  {
    url,
    authorId,
    answered,
    mentioned,
    detail,
    postId,
  }: { url: SQL; authorId: number; answered: number; mentioned: MentionTarget[]; detail: string; postId: number },
) {
  // Told only if they may see the thread: someone named in a private group's reply who is not in it hears nothing.
  const about = { kind: "post", id: postId } as const;
  return [
    notifyStatement(db, { recipient: answered, kind: "reply", actorId: authorId, url, detail, about }),
    ...mentioned
      .filter(({ userId }) => userId !== answered)
      .map(({ userId }) =>
        notifyStatement(db, { recipient: userId, kind: "mention", actorId: authorId, url, detail, about }),
      ),
  ];
}

/** The author's own reply, still standing, or why it cannot be changed. */
async function ownComment(db: Db, { id, userId }: { id: number; userId: number }) {
  const [comment] = await db
    .select({
      id: comments.id,
      postId: comments.postId,
      parentId: comments.parentId,
      authorId: comments.authorId,
      content: comments.content,
      contentWarning: comments.contentWarning,
      repliesCount: comments.repliesCount,
      removedAt: comments.removedAt,
      deletedAt: comments.deletedAt,
    })
    .from(comments)
    .where(eq(comments.id, id));
  if (!comment || comment.removedAt || comment.deletedAt) return "missing" as const;
  if (comment.authorId !== userId) return "forbidden" as const;
  return comment;
}

/** The author's edit: the old version kept for moderators, "edited" shown, mentions recorded again. */
export async function editComment(
  db: Db,
  {
    id,
    userId,
    edit,
    resolve,
  }: {
    id: number;
    userId: number;
    edit: z.output<typeof updateCommentSchema>;
    resolve: (text: string) => Promise<MentionTarget[]>;
  },
) {
  const comment = await ownComment(db, { id, userId });
  if (typeof comment === "string") return comment;
  const editedAt = new Date().toISOString();
  await db.batch([
    // The version this edit replaces, for moderators.
    db.insert(editRevisions).values({
      contentType: "comment",
      contentId: id,
      content: comment.content,
      contentWarning: comment.contentWarning,
      createdAt: editedAt,
    }),
    db
      .update(comments)
      .set({ content: edit.content, contentWarning: edit.contentWarning ?? null, editedAt })
      .where(eq(comments.id, id)),
    ...mentionStatements(db, {
      contentType: "comment",
      contentId: id,
      postId: comment.postId,
      authorId: userId,
      mentioned: await resolve(edit.content),
    }),
  ]);
  return "ok" as const;
}

/**
 * The author deletes their reply. With replies under it, a "This reply was deleted" placeholder
 * keeps their place; without, it goes, and so does a deleted parent it leaves with none. An
 * accepted answer that goes is no longer accepted.
 */
export async function deleteComment(db: Db, { id, userId }: { id: number; userId: number }) {
  const comment = await ownComment(db, { id, userId });
  if (typeof comment === "string") return comment;
  const uncount = db
    .update(posts)
    .set({ commentsCount: sql`max(${posts.commentsCount} - 1, 0)` })
    .where(eq(posts.id, comment.postId));
  const unaccept = db
    .update(posts)
    .set({ acceptedCommentId: null })
    .where(and(eq(posts.id, comment.postId), eq(posts.acceptedCommentId, id)));
  const forget = forgetNotificationsAbout(db, `/posts/${comment.postId}#reply-${id}`);
  if (comment.repliesCount > 0) {
    await db.batch([
      uncount,
      unaccept,
      forget,
      db.update(comments).set({ deletedAt: new Date().toISOString() }).where(eq(comments.id, id)),
    ]);
    return "placeholder" as const;
  }
  const parentId = comment.parentId;
  await db.batch([
    uncount,
    unaccept,
    forget,
    db.delete(mentions).where(and(eq(mentions.contentType, "comment"), eq(mentions.contentId, id))),
    db.delete(comments).where(eq(comments.id, id)),
    ...(parentId
      ? [
          db
            .update(comments)
            .set({ repliesCount: sql`max(${comments.repliesCount} - 1, 0)` })
            .where(eq(comments.id, parentId)),
          // A placeholder with nothing left under it has no reason to stay.
          db
            .delete(comments)
            .where(
              and(eq(comments.id, parentId), sql`${comments.deletedAt} is not null`, eq(comments.repliesCount, 0)),
            ),
        ]
      : []),
  ]);
  return "deleted" as const;
}

/** Likes a visible reply once per member; null when there is no such reply. */
export async function likeComment(db: Db, { commentId, userId }: { commentId: number; userId: number }) {
  const [comment] = await db
    .select({
      id: comments.id,
      postId: comments.postId,
      authorId: comments.authorId,
      content: comments.content,
      likedBefore: sql<number>`exists (select 1 from ${commentLikes} cl where cl.comment_id = ${commentId} and cl.user_id = ${userId})`,
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(
      and(
        eq(comments.id, commentId),
        isNull(comments.removedAt),
        isNull(comments.deletedAt),
        inVisibleGroup(posts.groupId, { viewerId: userId, moderator: false }),
      ),
    );
  if (!comment) return null;
  const [, , [updated]] = await db.batch([
    db.insert(commentLikes).values({ commentId, userId }).onConflictDoNothing(),
    // Recount rather than increment, so a replayed like cannot drift the counter.
    db
      .update(comments)
      .set({ likes: sql`(select count(*) from ${commentLikes} where ${commentLikes.commentId} = ${commentId})` })
      .where(eq(comments.id, commentId)),
    db.select({ likes: comments.likes }).from(comments).where(eq(comments.id, commentId)),
    // A replayed like tells no one again.
    ...(comment.likedBefore
      ? []
      : [
          notifyStatement(db, {
            recipient: comment.authorId,
            kind: "like",
            actorId: userId,
            url: `/posts/${comment.postId}#reply-${commentId}`,
            detail: comment.content,
            groupKey: `like:comment:${commentId}`,
            about: { kind: "comment", id: commentId },
          }),
        ]),
  ]);
  return { commentId, likes: updated?.likes ?? 0, liked: true };
}

/** The post a reply belongs to, for moderation's thread preview and the API's 404s. */
export async function commentPostId(db: Db, id: number) {
  const [row] = await db.select({ postId: comments.postId }).from(comments).where(eq(comments.id, id));
  return row?.postId ?? null;
}
