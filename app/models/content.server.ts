// Anything a member can report (post, comment, message, user), seen from moderation:
// a preview for the dashboard, and the statements that remove content or suspend a user.
import { and, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { comments, messages, posts, supportGroups, users } from "../../db/schema";
import type { Db, Statement } from "~/models/db.server";
import type { REPORT_CONTENT_TYPES } from "~/lib/vocab";
import { forgetNotificationsAbout, forgetNotificationsAboutReply } from "./notification.server";

export type ContentType = (typeof REPORT_CONTENT_TYPES)[number];
export const PREVIEW_LENGTH = 280;

/**
 * Columns that preview the item a report, flag or action points at: its text (a
 * profile's bio), its author's name and when it was removed. Correlated subqueries keep
 * each list one indexed query; the content text is null when the item no longer exists.
 */
export function contentPreviewColumns(contentType: SQLiteColumn, contentId: SQLiteColumn) {
  const text = sql<string | null>`case ${contentType}
    when 'post' then (select substr(coalesce(${posts.title} || ': ', '') || ${posts.content}, 1, ${PREVIEW_LENGTH}) from ${posts} where ${posts.id} = ${contentId})
    when 'comment' then (select substr(${comments.content}, 1, ${PREVIEW_LENGTH}) from ${comments} where ${comments.id} = ${contentId})
    when 'message' then (select substr(${messages.content}, 1, ${PREVIEW_LENGTH}) from ${messages} where ${messages.id} = ${contentId})
    when 'user' then (select coalesce(${users.bio}, '') from ${users} where ${users.id} = ${contentId})
  end`;
  const author = sql<string | null>`(select ${users.displayName} from ${users} where ${users.id} = case ${contentType}
    when 'post' then (select ${posts.authorId} from ${posts} where ${posts.id} = ${contentId})
    when 'comment' then (select ${comments.authorId} from ${comments} where ${comments.id} = ${contentId})
    when 'message' then (select ${messages.fromUserId} from ${messages} where ${messages.id} = ${contentId})
    when 'user' then ${contentId}
  end)`;
  const removedAt = sql<string | null>`case ${contentType}
    when 'post' then (select ${posts.removedAt} from ${posts} where ${posts.id} = ${contentId})
    when 'comment' then (select ${comments.removedAt} from ${comments} where ${comments.id} = ${contentId})
    when 'message' then (select ${messages.removedAt} from ${messages} where ${messages.id} = ${contentId})
  end`;
  // A reply is read in its thread: the post it answers, and the reply it answers.
  const postId = sql<number | null>`case ${contentType}
    when 'post' then ${contentId}
    when 'comment' then (select ${comments.postId} from ${comments} where ${comments.id} = ${contentId})
  end`;
  const threadPost = sql<string | null>`case ${contentType}
    when 'comment' then (select substr(coalesce(${posts.title}, ${posts.content}), 1, 120) from ${posts} where ${posts.id} = (select c.post_id from ${comments} c where c.id = ${contentId}))
  end`;
  // A report made inside a support group is marked with the group.
  const group = sql<
    string | null
  >`(select sg.name from ${supportGroups} sg where sg.id = (select gp.group_id from ${posts} gp where gp.id = ${postId}))`;
  const inReplyTo = sql<string | null>`case ${contentType}
    when 'comment' then (select substr(p.content, 1, 160) from ${comments} p where p.id = (select c.parent_id from ${comments} c where c.id = ${contentId}))
  end`;
  return {
    contentText: text.as("content_text"),
    contentAuthor: author.as("content_author"),
    contentRemovedAt: removedAt.as("content_removed_at"),
    contentPostId: postId.as("content_post_id"),
    contentThreadPost: threadPost.as("content_thread_post"),
    contentInReplyTo: inReplyTo.as("content_in_reply_to"),
    contentGroup: group.as("content_group"),
  };
}

/** Who wrote the item (the user itself for a profile), or null when it does not exist. */
export async function contentAuthor(
  db: Db,
  { contentType, contentId }: { contentType: ContentType; contentId: number },
) {
  const lookups = {
    post: () => db.select({ authorId: posts.authorId }).from(posts).where(eq(posts.id, contentId)),
    comment: () => db.select({ authorId: comments.authorId }).from(comments).where(eq(comments.id, contentId)),
    message: () => db.select({ authorId: messages.fromUserId }).from(messages).where(eq(messages.id, contentId)),
    user: () => db.select({ authorId: users.id }).from(users).where(eq(users.id, contentId)),
  } as const;
  const [row] = await lookups[contentType]();
  return row?.authorId ?? null;
}

/**
 * Hides a post, comment or message from every list while keeping it in D1 for an appeal,
 * and keeps the counters that include it in step. Removing twice changes nothing. Every
 * statement also carries `guard`, so a batch can make the whole effect conditional.
 */
export function removeContentStatements(
  db: Db,
  {
    contentType,
    contentId,
    at,
    guard = sql`1`,
  }: { contentType: Exclude<ContentType, "user">; contentId: number; at: string; guard?: SQL },
): Statement[] {
  if (contentType === "post") {
    return [
      // Before the post changes: the author's count drops only if the post was still counted
      // (visible, not deleted by its author, and not a group's, which is never counted).
      db
        .update(users)
        .set({ postsCount: sql`max(${users.postsCount} - 1, 0)` })
        .where(
          and(
            eq(
              users.id,
              sql`(select ${posts.authorId} from ${posts} where ${posts.id} = ${contentId} and ${posts.removedAt} is null
                and ${posts.deletedAt} is null and ${posts.groupId} is null)`,
            ),
            guard,
          ),
        ),
      db
        .update(posts)
        .set({ removedAt: at })
        .where(and(eq(posts.id, contentId), isNull(posts.removedAt), guard)),
      // Nothing goes on pointing at removed content.
      forgetNotificationsAbout(db, `/posts/${contentId}`),
    ];
  }
  if (contentType === "comment") {
    return [
      db
        .update(posts)
        .set({ commentsCount: sql`max(${posts.commentsCount} - 1, 0)` })
        .where(
          and(
            eq(
              posts.id,
              sql`(select ${comments.postId} from ${comments} where ${comments.id} = ${contentId} and ${comments.removedAt} is null)`,
            ),
            guard,
          ),
        ),
      // A nested reply's parent counts one fewer, before the reply changes.
      db
        .update(comments)
        .set({ repliesCount: sql`max(${comments.repliesCount} - 1, 0)` })
        .where(
          and(
            eq(
              comments.id,
              sql`(select c.parent_id from ${comments} c where c.id = ${contentId} and c.removed_at is null)`,
            ),
            guard,
          ),
        ),
      db
        .update(comments)
        .set({ removedAt: at })
        .where(and(eq(comments.id, contentId), isNull(comments.removedAt), guard)),
      forgetNotificationsAboutReply(db, contentId),
    ];
  }
  return [
    db
      .update(messages)
      .set({ removedAt: at })
      .where(and(eq(messages.id, contentId), isNull(messages.removedAt), guard)),
  ];
}

/** Suspends until `until`, never shortening a longer suspension already in force. */
export function suspendUserStatement(
  db: Db,
  { userId, until, guard = sql`1` }: { userId: number; until: string; guard?: SQL },
): Statement {
  return db
    .update(users)
    .set({
      suspendedUntil: sql`case when ${users.suspendedUntil} is null or ${users.suspendedUntil} < ${until} then ${until} else ${users.suspendedUntil} end`,
    })
    .where(and(eq(users.id, userId), guard));
}

/**
 * Undoes `removeContentStatements` (an appeal granted): the item is back in every list and the
 * counters that include it count it again. Restoring what is not removed changes nothing.
 */
export function restoreContentStatements(
  db: Db,
  {
    contentType,
    contentId,
    guard = sql`1`,
  }: { contentType: Exclude<ContentType, "user">; contentId: number; guard?: SQL },
): Statement[] {
  if (contentType === "post") {
    return [
      db
        .update(users)
        .set({ postsCount: sql`${users.postsCount} + 1` })
        .where(
          and(
            eq(
              users.id,
              sql`(select ${posts.authorId} from ${posts} where ${posts.id} = ${contentId} and ${posts.removedAt} is not null
                and ${posts.deletedAt} is null and ${posts.groupId} is null)`,
            ),
            guard,
          ),
        ),
      db
        .update(posts)
        .set({ removedAt: null })
        .where(and(eq(posts.id, contentId), isNotNull(posts.removedAt), guard)),
    ];
  }
  if (contentType === "comment") {
    return [
      db
        .update(posts)
        .set({ commentsCount: sql`${posts.commentsCount} + 1` })
        .where(
          and(
            eq(
              posts.id,
              sql`(select ${comments.postId} from ${comments} where ${comments.id} = ${contentId} and ${comments.removedAt} is not null)`,
            ),
            guard,
          ),
        ),
      db
        .update(comments)
        .set({ repliesCount: sql`${comments.repliesCount} + 1` })
        .where(
          and(
            eq(
              comments.id,
              sql`(select c.parent_id from ${comments} c where c.id = ${contentId} and c.removed_at is not null)`,
            ),
            guard,
          ),
        ),
      db
        .update(comments)
        .set({ removedAt: null })
        .where(and(eq(comments.id, contentId), isNotNull(comments.removedAt), guard)),
    ];
  }
  return [
    db
      .update(messages)
      .set({ removedAt: null })
      .where(and(eq(messages.id, contentId), isNotNull(messages.removedAt), guard)),
  ];
}
