import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import {
  comments,
  editRevisions,
  follows,
  forums,
  groupMemberships,
  mentions,
  notifications,
  postLikes,
  posts,
  supportGroups,
  users,
} from "../../db/schema";
import { batchNamed, read, type Db, type Statement } from "~/models/db.server";
import {
  COMMENT_PAGE_SIZE,
  encodeCursor,
  FORUM_POST_TYPES,
  type CommentSort,
  type createPostSchema,
  type updatePostSchema,
} from "~/lib/posts";
import { acceptedAnswerRead, commentPageRead, newestCommentIdRead, type CommentFilters } from "./comment.server";
import { blockedBetween } from "./user-block.server";
import { filteredOut, filterMatch, type FilterSubject } from "./filter.server";
import { inVisibleGroup, touchGroup } from "./group-visibility.server";
import { forgetNotificationsAbout, notifyStatement } from "./notification.server";
import { attachMediaStatements, mediaColumn, parseMediaColumn, type MediaItem } from "./media.server";
import { mentionStatements, mentionsColumn, parseMentions, type MentionTarget } from "./mention.server";
import type { z } from "zod";
import type { POST_TYPES } from "~/lib/vocab";
import type { GroupRole } from "~/lib/groups";

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
  /** Only questions with no accepted answer yet. */
  unanswered?: boolean;
  /**
   * Only this support group's posts, and only if the viewer may see them. Without it,
   * a list holds no group's posts at all: they never reach the feed, forums, blogs or profiles.
   */
  group?: { id: number; moderator: boolean; pinned?: boolean };
  cursor?: { createdAt: string; id: number };
  limit: number;
};

/** The feed query, newest first, one row more than a page so we know whether more exist. */
function postsQuery(db: Db, filters: PostFilters) {
  // Removed and deleted posts leave every list; a deleted one's replies stay on its own page. A
  // block either way hides each member's posts from the other, as their pages do (visibility.server.ts).
  const where: (SQL | undefined)[] = [
    isNull(posts.removedAt),
    isNull(posts.deletedAt),
    filters.viewerId ? sql`not ${blockedBetween(filters.viewerId, posts.authorId)}` : undefined,
    // Beside the rule, the reader's own filters: a mute (not on the muted member's own profile,
    // which the reader opened on purpose) and "hide completely" keyword filters.
    sql`not ${filteredOut(filters.viewerId, postSubject, new Date().toISOString(), { mutes: !filters.authorId })}`,
  ];
  if (filters.type) where.push(eq(posts.type, filters.type));
  if (filters.authorId) where.push(eq(posts.authorId, filters.authorId));
  if (filters.forumId) where.push(eq(posts.forumId, filters.forumId));
  if (filters.inForums) where.push(inArray(posts.type, [...FORUM_POST_TYPES]), isNotNull(posts.forumId));
  if (filters.unanswered) where.push(eq(posts.type, "question"), isNull(posts.acceptedCommentId));
  if (filters.group)
    where.push(
      eq(posts.groupId, filters.group.id),
      inVisibleGroup(posts.groupId, { viewerId: filters.viewerId, moderator: filters.group.moderator }),
      // A group's pinned posts are a list of their own, above its keyset pages.
      filters.group.pinned ? isNotNull(posts.pinnedAt) : isNull(posts.pinnedAt),
    );
  // The following feed reads each followed member's newest posts by posts_author_created_idx and
  // sorts those: walking every post newest first (posts_group_created_idx) and testing its author
  // read some 10,000 rows a page at a million posts for 200 follows (docs/performance.md). The
  // unary + keeps SQLite from choosing the group index for `group_id is null`.
  else if (filters.followedBy) where.push(sql`+${posts.groupId} is null`);
  else where.push(isNull(posts.groupId));
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
  const order = [...(filters.group?.pinned ? [desc(posts.pinnedAt)] : [desc(posts.createdAt)]), desc(posts.id)];
  const page = db.select(postColumns(filters.viewerId)).from(posts).innerJoin(users, eq(users.id, posts.authorId));
  // The following feed sorts every post of the followed members: the page's ids are chosen on
  // the index alone, and only their columns read, not a card's columns for each candidate.
  const chosen = filters.followedBy
    ? [
        inArray(
          posts.id,
          db
            .select({ id: posts.id })
            .from(posts)
            .where(and(...where))
            .orderBy(...order)
            .limit(filters.limit + 1),
        ),
      ]
    : where;
  return page
    .where(and(...chosen))
    .orderBy(...order)
    .limit(filters.limit + 1);
}

/** What keyword filters read of a post: its title and its text. */
const postSubject: FilterSubject = {
  authorId: posts.authorId,
  text: sql`(coalesce(${posts.title}, '') || ' ' || ${posts.content})`,
};

/**
 * What a card and a post's page show: the post, its author, whether the viewer liked it, and the
 * phrase of the viewer's filter that collapses it (any filter on its own page, "warn" in lists).
 */
function postColumns(viewerId: number, filterActions: readonly ("hide" | "warn")[] = ["warn"]) {
  return {
    id: posts.id,
    authorId: posts.authorId,
    title: posts.title,
    content: posts.content,
    contentWarning: posts.contentWarning,
    type: posts.type,
    category: posts.category,
    forumId: posts.forumId,
    tags: posts.tags,
    imageUrl: posts.imageUrl,
    media: mediaColumn({ postId: posts.id }, "post_media"),
    likes: posts.likes,
    commentsCount: posts.commentsCount,
    acceptedCommentId: posts.acceptedCommentId,
    editedAt: posts.editedAt,
    createdAt: posts.createdAt,
    likedByMe:
      sql<number>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewerId})`.as(
        "liked_by_me",
      ),
    filteredBy: filterMatch(viewerId, postSubject, new Date().toISOString(), filterActions).as("filtered_by"),
    // Aliased: inside db.batch drizzle maps D1 rows by position after D1 drops repeated
    // column names, so a second "id" would shift every later field (decision 003).
    author: {
      id: sql<number>`${users.id}`.as("author_user_id"),
      displayName: users.displayName,
      avatar: users.avatar,
    },
  };
}

type PostRow = Awaited<ReturnType<typeof postsQuery>>[number];

/** Rows from postsQuery → one page with the cursor of the next. */
function toPage(rows: PostRow[], limit: number) {
  const items = rows
    .slice(0, limit)
    .map((row) => ({ ...row, likedByMe: Boolean(row.likedByMe), media: parseMediaColumn(row.media) }));
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
  {
    authorId,
    input,
    mentioned = [],
    groupId = null,
  }: {
    authorId: number;
    input: z.output<typeof createPostSchema>;
    mentioned?: MentionTarget[];
    /** A support group's post: the caller has checked that the author is a member. */
    groupId?: number | null;
  },
) {
  await assertForumExists(db, input.forumId);
  // The author's newest post is the one this batch inserts (ids only grow).
  const newPostId = sql`(select max(${posts.id}) from ${posts} where ${posts.authorId} = ${authorId})`;
  const now = new Date().toISOString();
  const [[created]] = await db.batch([
    db
      .insert(posts)
      .values({
        authorId,
        type: input.type,
        title: input.title ?? null,
        content: input.content,
        contentWarning: input.contentWarning ?? null,
        category: input.category ?? null,
        forumId: groupId ? null : (input.forumId ?? null),
        groupId,
        tags: input.tags,
        createdAt: now,
      })
      .returning(),
    // A group's posts are not on the author's public profile, so they are not in its count.
    groupId
      ? touchGroup(db, groupId, now)
      : db
          .update(users)
          .set({ postsCount: sql`${users.postsCount} + 1` })
          .where(eq(users.id, authorId)),
    ...(mentioned.length
      ? mentionStatements(db, { contentType: "post", contentId: newPostId, postId: newPostId, authorId, mentioned })
      : []),
    ...attachMediaStatements(db, { ownerId: authorId, ids: input.mediaIds ?? [], to: { postId: newPostId } }),
    ...mentioned.map(({ userId }) =>
      notifyStatement(db, {
        recipient: userId,
        kind: "mention",
        actorId: authorId,
        url: sql`${"/posts/"} || ${newPostId}`,
        detail: input.title ?? input.content,
        about: { kind: "post", id: newPostId },
      }),
    ),
  ]);
  return created;
}

/** Likes once per user per post; repeating it changes nothing. Null when the post does not exist. */
export async function likePost(db: Db, { postId, userId }: { postId: number; userId: number }) {
  const [post] = await db
    .select({
      id: posts.id,
      authorId: posts.authorId,
      title: posts.title,
      content: posts.content,
      likedBefore: sql<number>`exists (select 1 from ${postLikes} pl where pl.post_id = ${postId} and pl.user_id = ${userId})`,
    })
    .from(posts)
    .where(
      and(
        eq(posts.id, postId),
        isNull(posts.removedAt),
        inVisibleGroup(posts.groupId, { viewerId: userId, moderator: false }),
      ),
    );
  if (!post) return null;
  const [, , [updated]] = await db.batch([
    db.insert(postLikes).values({ postId, userId }).onConflictDoNothing(),
    // Recount rather than increment, so a replayed like cannot drift the counter.
    db
      .update(posts)
      .set({ likes: sql`(select count(*) from ${postLikes} where ${postLikes.postId} = ${postId})` })
      .where(eq(posts.id, postId)),
    db.select({ likes: posts.likes }).from(posts).where(eq(posts.id, postId)),
    // One row per post, "Sam and 4 others"; a replayed like tells no one again.
    ...(post.likedBefore
      ? []
      : [
          notifyStatement(db, {
            recipient: post.authorId,
            kind: "like",
            actorId: userId,
            url: `/posts/${postId}`,
            detail: post.title ?? post.content,
            groupKey: `like:post:${postId}`,
            about: { kind: "post", id: postId },
          }),
        ]),
  ]);
  return { postId, likes: updated?.likes ?? 0, liked: true };
}

// ---------------------------------------------------------------- one post

/** One post for its page and GET /api/posts/:id, whatever its state: the caller decides who sees it. */
function postQuery(db: Db, { id, viewerId }: { id: number; viewerId: number }) {
  return db
    .select({
      ...postColumns(viewerId, ["hide", "warn"]),
      removedAt: posts.removedAt,
      deletedAt: posts.deletedAt,
      forumName: sql<string | null>`(select ${forums.name} from ${forums} where ${forums.id} = ${posts.forumId})`.as(
        "forum_name",
      ),
      blocked: sql<number>`${blockedBetween(viewerId, posts.authorId)}`.as("blocked"),
      mentions: mentionsColumn("post", posts.id),
      // The group it was posted in, and whether this viewer may see and answer it.
      groupId: posts.groupId,
      groupName: sql<string | null>`(select sg.name from ${supportGroups} sg where sg.id = ${posts.groupId})`.as(
        "group_name",
      ),
      groupVisible: sql<number>`${inVisibleGroup(posts.groupId, { viewerId, moderator: false })}`.as("group_visible"),
      groupMember:
        sql<number>`(${posts.groupId} is null or exists (select 1 from ${groupMemberships} pm where pm.group_id = ${posts.groupId} and pm.user_id = ${viewerId} and pm.status = 'member'))`.as(
          "group_member",
        ),
      groupRole:
        sql<GroupRole | null>`(select pm.role from ${groupMemberships} pm where pm.group_id = ${posts.groupId} and pm.user_id = ${viewerId} and pm.status = 'member')`.as(
          "group_role",
        ),
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(eq(posts.id, id));
}

export type PostDetail = Omit<
  Awaited<ReturnType<typeof postQuery>>[number],
  "likedByMe" | "blocked" | "mentions" | "groupVisible" | "groupMember" | "media"
> & {
  media: MediaItem[];
  likedByMe: boolean;
  blocked: boolean;
  mentions: MentionTarget[];
  groupVisible: boolean;
  /** May reply: not in a group, or a member of it. */
  groupMember: boolean;
};

/** The post, for a page's batch; null when there is no such post. */
export function postRead(db: Db, { id, viewerId }: { id: number; viewerId: number }) {
  return read(postQuery(db, { id, viewerId }), ([row]): PostDetail | null =>
    row
      ? {
          ...row,
          media: row.deletedAt ? [] : parseMediaColumn(row.media),
          likedByMe: Boolean(row.likedByMe),
          blocked: Boolean(row.blocked),
          mentions: parseMentions(row.mentions),
          groupVisible: Boolean(row.groupVisible),
          groupMember: Boolean(row.groupMember),
        }
      : null,
  );
}

export async function getPost(db: Db, { id, viewerId }: { id: number; viewerId: number }) {
  const { statements, map } = postRead(db, { id, viewerId });
  return map(await db.batch(statements as [Statement]));
}

/**
 * Who may open a post: a removed post only a moderator, a post between blocked members no one
 * of the two (a moderator still can), a post in a private group its members (and moderators).
 * A post its author deleted stays open for its replies.
 */
export function canSeePost(
  post: Pick<PostDetail, "removedAt" | "blocked" | "groupVisible">,
  { moderator }: { moderator: boolean },
) {
  if (moderator) return true;
  return !post.removedAt && !post.blocked && post.groupVisible;
}

/** The author's own post, still standing, or the reason it cannot be changed. */
async function ownPost(db: Db, { id, userId }: { id: number; userId: number }) {
  const [post] = await db
    .select({
      authorId: posts.authorId,
      type: posts.type,
      title: posts.title,
      content: posts.content,
      contentWarning: posts.contentWarning,
      removedAt: posts.removedAt,
      deletedAt: posts.deletedAt,
      commentsCount: posts.commentsCount,
      acceptedCommentId: posts.acceptedCommentId,
      groupId: posts.groupId,
    })
    .from(posts)
    .where(eq(posts.id, id));
  if (!post || post.removedAt || post.deletedAt) return "missing" as const;
  if (post.authorId !== userId) return "forbidden" as const;
  return post;
}

/**
 * The author's edit: the version it replaces goes to edit_revisions in the same batch, and the
 * mentions are recorded again from the new text. "missing" or "forbidden" when it is not theirs.
 */
export async function editPost(
  db: Db,
  {
    id,
    userId,
    edit,
    mentioned,
  }: { id: number; userId: number; edit: z.output<typeof updatePostSchema>; mentioned: MentionTarget[] },
) {
  const post = await ownPost(db, { id, userId });
  if (typeof post === "string") return post;
  const title = "title" in edit ? (edit.title ?? null) : post.title;
  if (post.type === "blog" && !title) return "title-required" as const;
  const changes = {
    editedAt: new Date().toISOString(),
    ...("title" in edit ? { title } : {}),
    ...(edit.content !== undefined ? { content: edit.content } : {}),
    ...("contentWarning" in edit ? { contentWarning: edit.contentWarning ?? null } : {}),
    ...(edit.tags !== undefined ? { tags: edit.tags } : {}),
  };
  await db.batch([
    db.insert(editRevisions).values({
      contentType: "post",
      contentId: id,
      title: post.title,
      content: post.content,
      contentWarning: post.contentWarning,
      createdAt: changes.editedAt,
    }),
    db.update(posts).set(changes).where(eq(posts.id, id)),
    ...(edit.content !== undefined
      ? mentionStatements(db, { contentType: "post", contentId: id, postId: id, authorId: userId, mentioned })
      : []),
  ]);
  return "ok" as const;
}

/**
 * The author deletes their post. With replies it stays, as "This post was deleted", so the
 * replies are not lost; without, it goes. Either way it leaves every list and the author's count.
 */
export async function deletePost(db: Db, { id, userId }: { id: number; userId: number }) {
  const post = await ownPost(db, { id, userId });
  if (typeof post === "string") return post;
  // A group's posts were never in the author's public count (createPost), so they leave nothing to take away.
  const uncount = db
    .update(users)
    .set({ postsCount: sql`max(${users.postsCount} - 1, 0)` })
    .where(and(eq(users.id, userId), sql`${post.groupId === null ? 1 : 0}`));
  // Notifications about the post itself go (its likes, its mentions); those about its replies stay.
  const forget = db
    .delete(notifications)
    .where(and(eq(notifications.url, `/posts/${id}`), sql`${notifications.kind} in ('like', 'mention')`));
  if (post.commentsCount > 0)
    await db.batch([
      uncount,
      forget,
      db.update(posts).set({ deletedAt: new Date().toISOString() }).where(eq(posts.id, id)),
    ]);
  else
    await db.batch([
      uncount,
      forgetNotificationsAbout(db, `/posts/${id}`),
      db.delete(mentions).where(and(eq(mentions.contentType, "post"), eq(mentions.contentId, id))),
      db.delete(posts).where(eq(posts.id, id)),
    ]);
  return "ok" as const;
}

/**
 * The asker accepts one reply to their question (or none, with null). The reply must be a
 * visible reply to this post.
 */
export async function acceptAnswer(
  db: Db,
  { postId, userId, commentId }: { postId: number; userId: number; commentId: number | null },
) {
  const post = await ownPost(db, { id: postId, userId });
  if (typeof post === "string") return post;
  if (post.type !== "question") return "not-a-question" as const;
  if (commentId !== null) {
    const [reply] = await db
      .select({ id: comments.id, authorId: comments.authorId })
      .from(comments)
      .where(
        and(
          eq(comments.id, commentId),
          eq(comments.postId, postId),
          isNull(comments.removedAt),
          isNull(comments.deletedAt),
        ),
      );
    if (!reply) return "no-such-reply" as const;
    // Accepting it again tells no one twice.
    if (post.acceptedCommentId !== commentId) {
      await db.batch([
        db.update(posts).set({ acceptedCommentId: commentId }).where(eq(posts.id, postId)),
        notifyStatement(db, {
          recipient: reply.authorId,
          kind: "accepted_answer",
          actorId: userId,
          url: `/posts/${postId}#reply-${commentId}`,
          detail: post.title ?? null,
          about: { kind: "post", id: postId },
        }),
      ]);
      return "ok" as const;
    }
  }
  await db.update(posts).set({ acceptedCommentId: commentId }).where(eq(posts.id, postId));
  return "ok" as const;
}

/** The post page: the post, its accepted answer and a page of replies, in one D1 round trip. */
export async function loadPostPage(
  db: Db,
  filters: {
    postId: number;
    viewerId: number;
    moderator: boolean;
    sort: CommentSort;
    cursor?: CommentFilters["cursor"];
  },
) {
  const { postId, viewerId, moderator } = filters;
  return batchNamed(db, {
    post: postRead(db, { id: postId, viewerId }),
    accepted: acceptedAnswerRead(db, { postId, viewerId, moderator }),
    replies: commentPageRead(db, { ...filters, limit: COMMENT_PAGE_SIZE }),
    newestReplyId: newestCommentIdRead(db, { postId }),
  });
}
