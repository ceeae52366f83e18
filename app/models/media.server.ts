// Uploaded images (docs/features/images.md). A row is its owner's alone until a post or a reply
// takes it; from then on it may be seen exactly where that post or reply may be
// (visibility.server.ts), and it goes when they go.
import { and, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { z } from "zod";
import { media } from "../../db/schema";
import type { Db } from "~/models/db.server";
import type { IMAGE_TYPES } from "~/lib/vocab";
import { commentIdVisible, postIdVisible, type Reader } from "./visibility.server";

/** An image as a card, a post's page and the API show it. */
export type MediaItem = {
  id: number;
  url: string;
  width: number;
  height: number;
  alt: string | null;
  animated: boolean;
  stillUrl: string | null;
};

type ImageType = (typeof IMAGE_TYPES)[number];

export const mediaUrl = (key: string) => `/media/${key}`;

export async function insertMedia(
  db: Db,
  row: {
    key: string;
    ownerId: number;
    type: ImageType;
    size: number;
    width: number;
    height: number;
    alt: string | null;
    animated: boolean;
    stillKey: string | null;
  },
) {
  const [created] = await db.insert(media).values(row).returning({ id: media.id });
  if (!created) throw new Error("The image was not stored.");
  return created.id;
}

/** How many of `ids` are the owner's and on nothing yet. */
export async function countOwnUnattached(db: Db, { ownerId, ids }: { ownerId: number; ids: number[] }) {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(media)
    .where(and(inArray(media.id, ids), eq(media.ownerId, ownerId), isNull(media.postId), isNull(media.commentId)));
  return row?.count ?? 0;
}

/**
 * The statements that give a new post or reply its images, in the order chosen, for the batch
 * that inserts it (`contentId` is that batch's subquery for the new id). Only the owner's
 * unattached images move; the command has checked there are no others.
 */
export function attachMediaStatements(
  db: Db,
  { ownerId, ids, to }: { ownerId: number; ids: number[]; to: { postId: SQL } | { commentId: SQL } },
) {
  return ids.map((id, position) =>
    db
      .update(media)
      .set({ ...to, position })
      .where(and(eq(media.id, id), eq(media.ownerId, ownerId), isNull(media.postId), isNull(media.commentId))),
  );
}

/** A post's or reply's images as one JSON column, so a list reads them in its own query. */
export function mediaColumn(on: { postId: SQLWrapper } | { commentId: SQLWrapper }, alias: string) {
  const where = "postId" in on ? sql`mc.post_id = ${on.postId}` : sql`mc.comment_id = ${on.commentId}`;
  return sql<string | null>`(select json_group_array(json_object('id', mc.id, 'key', mc.key, 'width', mc.width,
    'height', mc.height, 'alt', mc.alt, 'animated', mc.animated, 'stillKey', mc.still_key))
    from (select * from media mc where ${where} order by mc.position) mc)`.as(alias);
}

// The JSON column is parsed, not cast: a row that is not what we wrote is no image rather than a wrong one.
const mediaJson = z.array(
  z.object({
    id: z.number().int(),
    key: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    alt: z.string().nullable(),
    animated: z.union([z.number(), z.boolean()]),
    stillKey: z.string().nullable(),
  }),
);

/** The JSON column as images; anything unreadable is no images rather than a failed page. */
export function parseMediaColumn(value: string | null | undefined): MediaItem[] {
  if (!value) return [];
  try {
    const parsed = mediaJson.safeParse(JSON.parse(value));
    if (!parsed.success) return [];
    return parsed.data.map((row) => ({
      id: row.id,
      url: mediaUrl(row.key),
      width: row.width,
      height: row.height,
      alt: row.alt,
      animated: Boolean(row.animated),
      stillUrl: row.stillKey ? mediaUrl(row.stillKey) : null,
    }));
  } catch {
    return [];
  }
}

/** Where an image is, as SQL: its owner's while unattached, else where its post or reply may be seen and still stands. */
function mediaVisible(reader: Reader) {
  return sql<number>`(case
    when m.post_id is not null then ${postIdVisible(sql.raw("m.post_id"), reader)}
      and exists (select 1 from posts dp where dp.id = m.post_id and dp.deleted_at is null)
    when m.comment_id is not null then ${commentIdVisible(sql.raw("m.comment_id"), reader)}
      and exists (select 1 from comments dc join posts dcp on dcp.id = dc.post_id
        where dc.id = m.comment_id and dc.deleted_at is null and dcp.deleted_at is null)
    else m.owner_id = ${reader.id} end)`;
}

/**
 * The image (or a GIF's still frame) at `key` if `reader` may see it, and whether anyone at all
 * may (a visitor can), which decides how long it may be cached. One query.
 */
export async function mediaForServing(db: Db, { key, reader }: { key: string; reader: Reader }) {
  const [row] = await db.all<{
    type: ImageType;
    key: string;
    still_key: string | null;
    visible: number;
    public: number;
  }>(
    sql`select m.type, m.key, m.still_key, ${mediaVisible(reader)} as visible,
      ${mediaVisible({ id: 0, moderator: false })} as public
      from media m where m.key = ${key} or m.still_key = ${key}`,
  );
  if (!row || !row.visible) return null;
  const still = row.still_key === key;
  return { type: still ? ("image/png" as const) : row.type, public: Boolean(row.public) };
}

/** The image's owner and whether `reader` may see it, or null when there is no such image. */
export async function mediaOwner(db: Db, { id, reader }: { id: number; reader: Reader }) {
  const [row] = await db.all<{ owner_id: number; visible: number }>(
    sql`select m.owner_id, ${mediaVisible(reader)} as visible from media m where m.id = ${id}`,
  );
  return row ? { ownerId: row.owner_id, visible: Boolean(row.visible) } : null;
}

export async function setMediaAlt(db: Db, { id, ownerId, alt }: { id: number; ownerId: number; alt: string | null }) {
  const [row] = await db
    .update(media)
    .set({ alt })
    .where(and(eq(media.id, id), eq(media.ownerId, ownerId)))
    .returning({ id: media.id, key: media.key, width: media.width, height: media.height, alt: media.alt });
  return row ?? null;
}

/** The R2 keys of a post's own images or a reply's (a deleted post's replies keep theirs). */
export async function mediaKeysOn(db: Db, on: { postId: number } | { commentId: number }) {
  const rows = await db
    .select({ key: media.key, stillKey: media.stillKey })
    .from(media)
    .where("postId" in on ? eq(media.postId, on.postId) : eq(media.commentId, on.commentId));
  return rows.flatMap((row) => (row.stillKey ? [row.key, row.stillKey] : [row.key]));
}

/** Removes those images' rows (a post deleted with replies stays, so its rows do not cascade). */
export async function deleteMediaOn(db: Db, on: { postId: number } | { commentId: number }) {
  await db.delete(media).where("postId" in on ? eq(media.postId, on.postId) : eq(media.commentId, on.commentId));
}

/**
 * The R2 keys of what a member's account deletion takes: every image with `all` (their posts and
 * replies go too), else only those attached to nothing (images on the posts that stay, stay).
 */
export async function mediaKeysOf(db: Db, ownerId: number, { all }: { all: boolean }) {
  const rows = await db
    .select({ key: media.key, stillKey: media.stillKey })
    .from(media)
    .where(and(eq(media.ownerId, ownerId), all ? undefined : and(isNull(media.postId), isNull(media.commentId))));
  return rows.flatMap((row) => (row.stillKey ? [row.key, row.stillKey] : [row.key]));
}
