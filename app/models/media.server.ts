// Uploaded images (docs/features/images.md). A row is its owner's alone until a post, a reply or
// an ad creative takes it; from then on it may be seen exactly where that post or reply may be
// (visibility.server.ts), or where the ad is shown, and it goes when they go. A member's picture
// is a row of its own, as public as their profile.
import { and, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { z } from "zod";
import { media, users } from "../../db/schema";
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

/** The owner's uploads that are on nothing yet: not a post's, a reply's or a creative's, and not their avatar. */
const onNothing = (ownerId: number) =>
  and(
    eq(media.ownerId, ownerId),
    isNull(media.postId),
    isNull(media.commentId),
    isNull(media.creativeId),
    eq(media.avatar, false),
  );

/** How many of `ids` are the owner's and on nothing yet. */
export async function countOwnUnattached(db: Db, { ownerId, ids }: { ownerId: number; ids: number[] }) {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(media)
    .where(and(inArray(media.id, ids), onNothing(ownerId)));
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
      .where(and(eq(media.id, id), onNothing(ownerId))),
  );
}

/** A post's, reply's or creative's images as one JSON column, so a list reads them in its own query. */
export function mediaColumn(
  on: { postId: SQLWrapper } | { commentId: SQLWrapper } | { creativeId: SQLWrapper },
  alias: string,
) {
  const where =
    "postId" in on
      ? sql`mc.post_id = ${on.postId}`
      : "commentId" in on
        ? sql`mc.comment_id = ${on.commentId}`
        : sql`mc.creative_id = ${on.creativeId}`;
  return imagesJson(where).as(alias);
}

/** The images of reported content (a post or a reply; anything else has none), as `mediaColumn` gives them. */
export function contentMediaColumn(contentType: SQLWrapper, contentId: SQLWrapper, alias: string) {
  return imagesJson(sql`(${contentType} = 'post' and mc.post_id = ${contentId})
    or (${contentType} = 'comment' and mc.comment_id = ${contentId})`).as(alias);
}

function imagesJson(where: SQL) {
  return sql<string | null>`(select json_group_array(json_object('id', mc.id, 'key', mc.key, 'width', mc.width,
    'height', mc.height, 'alt', mc.alt, 'animated', mc.animated, 'stillKey', mc.still_key))
    from (select * from media mc where ${where} order by mc.position) mc)`;
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

/**
 * Where an image is, as SQL: its owner's while unattached, else where its post or reply may be
 * seen and still stands. An avatar is as public as its member's profile while it is their
 * picture; an ad creative's image is public while an active ad in an active campaign shows it,
 * and its account's owner's at any time.
 */
function mediaVisible(reader: Reader) {
  return sql<number>`(case
    when m.avatar then exists (select 1 from users au where au.id = m.owner_id
      and au.deleted_at is null and au.avatar = '/media/' || m.key)
    when m.creative_id is not null then exists (select 1 from ad_creatives ac join ad_accounts aa on aa.id = ac.account_id
      where ac.id = m.creative_id and (aa.owner_id = ${reader.id} or (ac.status = 'active' and exists (
        select 1 from ads sa join ad_sets ss on ss.id = sa.ad_set_id join campaigns sc on sc.id = ss.campaign_id
        where sa.creative_id = ac.id and sa.is_active and ss.is_active and sc.status = 'active'))))
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
      from media m where m.key = ${key} or m.still_key = ${key} or m.small_key = ${key}`,
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

/** Every R2 key of these rows: the picture, and a GIF's still frame or an avatar's small square. */
const keysOfRows = (rows: { key: string; stillKey: string | null; smallKey: string | null }[]) =>
  rows.flatMap((row) => [row.key, row.stillKey, row.smallKey].filter((key): key is string => key !== null));

/**
 * The R2 keys of what a member's account deletion takes: every image with `all` (their posts and
 * replies go too), else only those attached to nothing, their avatar included (images on the
 * posts that stay, stay). Ad creatives' images stay with the ad accounts, which are kept.
 */
export async function mediaKeysOf(db: Db, ownerId: number, { all }: { all: boolean }) {
  const rows = await db
    .select({ key: media.key, stillKey: media.stillKey, smallKey: media.smallKey })
    .from(media)
    .where(
      and(
        eq(media.ownerId, ownerId),
        isNull(media.creativeId),
        all ? undefined : and(isNull(media.postId), isNull(media.commentId)),
      ),
    );
  return keysOfRows(rows);
}

/** The member's avatar rows (the current one, and any a failed change left behind), for their R2 keys. */
export async function avatarKeysOf(db: Db, ownerId: number) {
  const rows = await db
    .select({ key: media.key, stillKey: media.stillKey, smallKey: media.smallKey })
    .from(media)
    .where(and(eq(media.ownerId, ownerId), eq(media.avatar, true)));
  return keysOfRows(rows);
}

/**
 * Makes the stored squares the member's picture in one batch: the rows of the old one go, the
 * new row goes in and `users.avatar` names its large square. Null `avatar` takes the picture down.
 */
export async function replaceAvatar(
  db: Db,
  {
    ownerId,
    avatar,
  }: {
    ownerId: number;
    avatar: { key: string; smallKey: string; type: ImageType; size: number; width: number; height: number } | null;
  },
) {
  const clear = db.delete(media).where(and(eq(media.ownerId, ownerId), eq(media.avatar, true)));
  const name = db
    .update(users)
    .set({ avatar: avatar ? mediaUrl(avatar.key) : null })
    .where(eq(users.id, ownerId));
  if (!avatar) return void (await db.batch([clear, name]));
  const row = { ...avatar, ownerId, avatar: true, alt: null, animated: false, stillKey: null };
  await db.batch([clear, db.insert(media).values(row), name]);
}

/** Gives a new creative the advertiser's uploaded image and its description (the command has checked it is theirs and on nothing). */
export async function attachToCreative(
  db: Db,
  { id, ownerId, creativeId, alt }: { id: number; ownerId: number; creativeId: number; alt: string },
) {
  await db
    .update(media)
    .set({ creativeId, alt })
    .where(and(eq(media.id, id), onNothing(ownerId)));
}

/** An upload of the member's that is on nothing yet (not a post's, a reply's, a creative's or their avatar), or null. */
export async function ownUnattachedImage(db: Db, { id, ownerId }: { id: number; ownerId: number }) {
  const [row] = await db
    .select({ id: media.id, key: media.key, alt: media.alt })
    .from(media)
    .where(and(eq(media.id, id), onNothing(ownerId)));
  return row ?? null;
}
