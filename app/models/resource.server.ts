// Resources: browsing by tab, helpful votes and view counts.
import { and, asc, desc, eq, gt, lt, or, sql, type SQL } from "drizzle-orm";
import { resources, resourceVotes } from "../../db/schema";
import type { Db } from "~/models/db.server";
import { encodeKeyset, likePattern } from "~/lib/lists";
import type { ResourceFilters } from "~/lib/resources";

const columns = (db: Db, viewerId: number) => ({
  id: resources.id,
  title: resources.title,
  description: resources.description,
  category: resources.category,
  resourceType: resources.resourceType,
  tags: resources.tags,
  helpful: resources.helpful,
  viewCount: resources.viewCount,
  isVerified: resources.isVerified,
  fileUrl: resources.fileUrl,
  externalUrl: resources.externalUrl,
  auslanUrl: resources.auslanUrl,
  audioDescribedUrl: resources.audioDescribedUrl,
  createdAt: resources.createdAt,
  markedHelpful:
    sql<number>`exists (select 1 from ${resourceVotes} where ${resourceVotes.resourceId} = ${resources.id} and ${resourceVotes.userId} = ${viewerId})`.as(
      "marked_helpful",
    ),
});

/** After the cursor in newest-first order. */
const olderThan = (createdAt: string, id: number) =>
  or(lt(resources.createdAt, createdAt), and(eq(resources.createdAt, createdAt), lt(resources.id, id)));

function resourcesQuery(
  db: Db,
  { viewerId, filters, limit }: { viewerId: number; filters: Omit<ResourceFilters, "limit">; limit: number },
) {
  const where: (SQL | undefined)[] = [];
  if (filters.category) where.push(eq(resources.category, filters.category));
  if (filters.tab === "verified") where.push(eq(resources.isVerified, true));
  if (filters.search) {
    const pattern = likePattern(filters.search);
    where.push(
      or(
        sql`${resources.title} like ${pattern} escape '\\'`,
        sql`${resources.description} like ${pattern} escape '\\'`,
        sql`${resources.tags} like ${pattern} escape '\\'`,
      ),
    );
  }
  const query = db.select(columns(db, viewerId)).from(resources);
  const cursor = filters.cursor;
  switch (filters.tab) {
    case "all": {
      if (cursor) {
        const [title, id] = cursor as [string, number];
        where.push(or(gt(resources.title, title), and(eq(resources.title, title), gt(resources.id, id))));
      }
      return query
        .where(and(...where))
        .orderBy(asc(resources.title), asc(resources.id))
        .limit(limit + 1);
    }
    case "popular": {
      if (cursor) {
        const [helpful, views, id] = cursor as [number, number, number];
        where.push(
          or(
            lt(resources.helpful, helpful),
            and(eq(resources.helpful, helpful), lt(resources.viewCount, views)),
            and(eq(resources.helpful, helpful), eq(resources.viewCount, views), lt(resources.id, id)),
          ),
        );
      }
      return query
        .where(and(...where))
        .orderBy(desc(resources.helpful), desc(resources.viewCount), desc(resources.id))
        .limit(limit + 1);
    }
    case "verified":
    case "recent": {
      if (cursor) {
        const [createdAt, id] = cursor as [string, number];
        where.push(olderThan(createdAt, id));
      }
      return query
        .where(and(...where))
        .orderBy(desc(resources.createdAt), desc(resources.id))
        .limit(limit + 1);
    }
  }
}

type ResourceRow = Awaited<ReturnType<typeof resourcesQuery>>[number];
const toItem = (row: ResourceRow) => ({ ...row, markedHelpful: Boolean(row.markedHelpful) });
export type ResourceListItem = ReturnType<typeof toItem>;

function toResourcePage(rows: ResourceRow[], { tab, limit }: { tab: ResourceFilters["tab"]; limit: number }) {
  const items = rows.slice(0, limit).map(toItem);
  const last = items.at(-1);
  if (rows.length <= limit || !last) return { items, nextCursor: null };
  const key =
    tab === "all"
      ? [last.title, last.id]
      : tab === "popular"
        ? [last.helpful, last.viewCount, last.id]
        : [last.createdAt, last.id];
  return { items, nextCursor: encodeKeyset(key) };
}

export async function listResources(
  db: Db,
  args: { viewerId: number; filters: Omit<ResourceFilters, "limit">; limit: number },
) {
  return toResourcePage(await resourcesQuery(db, args), { tab: args.filters.tab, limit: args.limit });
}

/** Opening a resource counts a view, in the same round trip as reading it. Null when missing. */
export async function viewResource(db: Db, { id, viewerId }: { id: number; viewerId: number }) {
  const [, [row]] = await db.batch([
    db
      .update(resources)
      .set({ viewCount: sql`${resources.viewCount} + 1` })
      .where(eq(resources.id, id)),
    db.select(columns(db, viewerId)).from(resources).where(eq(resources.id, id)),
  ]);
  return row ? toItem(row) : null;
}

/** Once per user per resource (the vote's primary key); a repeat changes nothing. Null when missing. */
export async function markHelpful(db: Db, { resourceId, userId }: { resourceId: number; userId: number }) {
  const [found] = await db.select({ id: resources.id }).from(resources).where(eq(resources.id, resourceId));
  if (!found) return null;
  const [, , [row]] = await db.batch([
    db.insert(resourceVotes).values({ resourceId, userId }).onConflictDoNothing(),
    // Seeded counts include votes from before votes were recorded, so a new vote adds one
    // rather than recounting; the insert above decides whether it is new.
    db
      .update(resources)
      .set({ helpful: sql`${resources.helpful} + changes()` })
      .where(eq(resources.id, resourceId)),
    db.select({ helpful: resources.helpful }).from(resources).where(eq(resources.id, resourceId)),
  ]);
  return { resourceId, helpful: row?.helpful ?? 0, markedHelpful: true };
}
