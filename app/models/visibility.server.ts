// The one visibility rule (docs/features/trust.md): who may see a post, a reply, an event, a
// message or a member. Lists, pages, sidebars, counts, notifications, suggestions, report targets
// and every command's target check ask these fragments, so a private group's content, a block
// and a removal mean the same thing everywhere. Content that fails them answers 404.
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { blockedBetween } from "./user-block.server";
import { groupContentVisible } from "./group-visibility.server";

/** Who is looking: a member's id (or VISITOR_ID 0, which matches no one) and whether they moderate. */
export type Reader = { id: number | SQLWrapper; moderator: boolean };

/** Anything a command can act on, by kind and id. */
export type TargetKind = "post" | "comment" | "message" | "event" | "group" | "resource" | "provider" | "user";
export type Target = { kind: TargetKind; id: number | SQLWrapper };

/** A post row may be seen: not removed, no block with its author, in no group or one the reader may see. */
export function postVisible(
  post: { authorId: SQLWrapper; groupId: SQLWrapper; removedAt: SQLWrapper },
  reader: Reader,
): SQL {
  if (reader.moderator) return sql`1`;
  return sql`(${post.removedAt} is null and not ${blockedBetween(reader.id, post.authorId)}
    and (${post.groupId} is null or ${groupContentVisible(post.groupId, reader.id)}))`;
}

/** An event row may be seen: in no group, or in a group whose content the reader may see. */
export function eventVisible(event: { groupId: SQLWrapper }, reader: Reader): SQL {
  if (reader.moderator) return sql`1`;
  return sql`(${event.groupId} is null or ${groupContentVisible(event.groupId, reader.id)})`;
}

/** The post with this id (a value or a column) exists and may be seen. Raw aliases: this nests in any query. */
export function postIdVisible(postId: SQLWrapper | number, reader: Reader): SQL {
  return sql`exists (select 1 from posts vp where vp.id = ${postId} and ${postVisible(
    { authorId: sql.raw("vp.author_id"), groupId: sql.raw("vp.group_id"), removedAt: sql.raw("vp.removed_at") },
    reader,
  )})`;
}

/** The reply with this id exists, is not removed, has no block with its author, and its post may be seen. */
export function commentIdVisible(commentId: SQLWrapper | number, reader: Reader): SQL {
  const own = reader.moderator
    ? sql`1`
    : sql`(vc.removed_at is null and not ${blockedBetween(reader.id, sql.raw("vc.author_id"))})`;
  return sql`exists (select 1 from comments vc where vc.id = ${commentId} and ${own}
    and ${postIdVisible(sql.raw("vc.post_id"), reader)})`;
}

/** A message is its two parties' alone (moderators read reported ones in the queue, not here). */
function messageIdVisible(messageId: number | SQLWrapper, reader: Reader): SQL {
  return sql`exists (select 1 from messages vm where vm.id = ${messageId} and vm.removed_at is null
    and (vm.from_user_id = ${reader.id} or vm.to_user_id = ${reader.id}))`;
}

export function eventIdVisible(eventId: number | SQLWrapper, reader: Reader): SQL {
  return sql`exists (select 1 from events ve where ve.id = ${eventId} and ${eventVisible(
    { groupId: sql.raw("ve.group_id") },
    reader,
  )})`;
}

/** A member's profile may be seen unless a block stands between them and the reader. */
function userIdVisible(userId: number | SQLWrapper, reader: Reader, { ignoreBlocks }: { ignoreBlocks: boolean }): SQL {
  const unblocked = reader.moderator || ignoreBlocks ? sql`1` : sql`not ${blockedBetween(reader.id, userId)}`;
  return sql`exists (select 1 from users vu where vu.id = ${userId} and ${unblocked})`;
}

/** The condition that `target` exists and `reader` may see it, as SQL. */
export function targetVisible(target: Target, reader: Reader, options: { ignoreBlocks?: boolean } = {}): SQL {
  switch (target.kind) {
    case "post":
      return postIdVisible(target.id, reader);
    case "comment":
      return commentIdVisible(target.id, reader);
    case "message":
      return messageIdVisible(target.id, reader);
    case "event":
      return eventIdVisible(target.id, reader);
    case "user":
      return userIdVisible(target.id, reader, { ignoreBlocks: options.ignoreBlocks ?? false });
    // A group's page, a resource and a provider are public places; their existence is all there is to check.
    case "group":
      return sql`exists (select 1 from support_groups vg where vg.id = ${target.id})`;
    case "resource":
      return sql`exists (select 1 from resources vr where vr.id = ${target.id})`;
    case "provider":
      return sql`exists (select 1 from ndis_providers vn where vn.id = ${target.id})`;
  }
}

/** Whether `reader` may see `target`: one indexed query. */
export async function canSee(
  db: Db,
  reader: Reader,
  target: Target,
  options: { ignoreBlocks?: boolean } = {},
): Promise<boolean> {
  const [row] = await db.all<{ visible: number }>(sql`select ${targetVisible(target, reader, options)} as visible`);
  return Boolean(row?.visible);
}
