// Mentions (decision 022): who a post or reply names with `@username`. Recorded when it is
// written, so its page links exactly those names, and notifications can tell them.
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import { comments, follows, mentions, posts, usernameHistory, users } from "../../db/schema";
import { read, type Db, type Statement } from "~/models/db.server";
import { mentionedUsernames } from "~/lib/posts";
import type { EDITABLE_CONTENT_TYPES } from "~/lib/vocab";
import { blockedBetween } from "./user-block.server";
import { postIdVisible } from "./visibility.server";

type ContentType = (typeof EDITABLE_CONTENT_TYPES)[number];
export type MentionTarget = { userId: number; username: string };

/**
 * The members a text mentions by username: not the author, and no one either of them has
 * blocked (their name stays plain text).
 */
export async function resolveMentions(db: Db, { text, authorId }: { text: string; authorId: number }) {
  const names = mentionedUsernames(text);
  if (names.length === 0) return [];
  return db
    .select({ userId: users.id, username: users.username })
    .from(users)
    .where(
      and(
        inArray(sql`lower(${users.username})`, names),
        sql`${users.id} <> ${authorId}`,
        sql`not ${blockedBetween(users.id, authorId)}`,
      ),
    );
}

/**
 * Statements that record `mentioned` as the mentions of one post or reply, replacing any it had.
 * `contentId` may be SQL, for an item the same batch inserts.
 */
export function mentionStatements(
  db: Db,
  {
    contentType,
    contentId,
    postId,
    authorId,
    mentioned,
  }: {
    contentType: ContentType;
    contentId: number | SQL;
    postId: number | SQL;
    authorId: number;
    mentioned: MentionTarget[];
  },
): Statement[] {
  const clear = db
    .delete(mentions)
    .where(and(eq(mentions.contentType, contentType), sql`${mentions.contentId} = ${contentId}`));
  if (mentioned.length === 0) return [clear];
  return [
    clear,
    db.insert(mentions).values(
      mentioned.map(({ userId }) => ({
        contentType,
        contentId: sql`${contentId}`,
        postId: sql`${postId}`,
        authorId,
        mentionedUserId: userId,
      })),
    ),
  ];
}

/** A column of the item's mentions as JSON text, read back with `parseMentions`. */
export function mentionsColumn(contentType: ContentType, contentId: SQLiteColumn) {
  // `formerly`: names the member had before, so "@oldname" in older text still leads to them.
  return sql<string>`(select json_group_array(json_object('userId', mu.id, 'username', mu.username, 'formerly', (select json_group_array(${usernameHistory.username}) from ${usernameHistory} where ${usernameHistory.userId} = mu.id))) from ${mentions} join ${users} mu on mu.id = ${mentions.mentionedUserId} where ${mentions.contentType} = ${contentType} and ${mentions.contentId} = ${contentId})`.as(
    `${contentType}_mentions`,
  );
}

const formerNames = z
  .union([z.array(z.string()), z.string().transform((text) => z.array(z.string()).parse(JSON.parse(text)))])
  .optional()
  .catch(undefined);
const mentionList = z.array(z.object({ userId: z.number(), username: z.string(), formerly: formerNames }));

/** D1 is a boundary too: the column's JSON, checked. A former name is one more entry for the same member. */
export function parseMentions(json: string | null): MentionTarget[] {
  const parsed = mentionList.safeParse(JSON.parse(json ?? "[]"));
  if (!parsed.success) return [];
  return parsed.data.flatMap(({ userId, username, formerly = [] }) => [
    { userId, username },
    ...formerly.map((name) => ({ userId, username: name })),
  ]);
}

/**
 * Members to offer as `@` is typed: those whose username or name starts with `query`
 * (or a later word of the name does), people the viewer follows first, then people in the
 * thread, then by name. Never the viewer, and no one with a block either way.
 */
export function mentionCandidates(db: Db, options: CandidateOptions) {
  return candidatesQuery(db, options);
}

/** The same, as a read a page batches: with no thread, the members the viewer may message. */
export function mentionCandidatesRead(db: Db, options: Omit<CandidateOptions, "postId">) {
  return read(candidatesQuery(db, options));
}

type CandidateOptions = { viewerId: number; query: string; postId?: number; limit: number };

function candidatesQuery(db: Db, { viewerId, query, postId, limit }: CandidateOptions) {
  const prefix = `${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // `users.id in (...)`, not a correlated `exists`: drizzle writes a one-table query's columns
  // unqualified, and inside a subquery over posts or comments "id" would be theirs.
  const followed = sql<number>`${users.id} in (select ${follows.followingId} from ${follows} where ${follows.followerId} = ${viewerId})`;
  // Only a thread the viewer may see: a private group's members are not named to anyone else.
  const inThread = postId
    ? sql<number>`(${postIdVisible(postId, { id: viewerId, moderator: false })} and ${users.id} in (select ${posts.authorId} from ${posts} where ${posts.id} = ${postId} union select ${comments.authorId} from ${comments} where ${comments.postId} = ${postId}))`
    : sql<number>`0`;
  return db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      followed: followed.as("followed"),
      inThread: inThread.as("in_thread"),
    })
    .from(users)
    .where(
      and(
        sql`${users.id} <> ${viewerId}`,
        sql`not ${blockedBetween(users.id, viewerId)}`,
        sql`(lower(${users.username}) like ${prefix} escape '\\' or lower(${users.displayName}) like ${prefix} escape '\\' or lower(${users.displayName}) like ${`% ${prefix}`} escape '\\')`,
      ),
    )
    .orderBy(desc(sql`followed`), desc(sql`in_thread`), users.displayName)
    .limit(limit);
}
