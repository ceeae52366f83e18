// Personal filters (docs/features/filters.md): a member's keyword filters and mutes, and the SQL
// every list asks beside the visibility rule (visibility.server.ts). Unlike that rule, these are
// the reader's own choices: what they hide is still there for everyone else, and for them by link.
import { and, asc, desc, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { keywordFilters, userMutes, users } from "../../db/schema";
import { batchNamed, read, type Db } from "~/models/db.server";
import { blockListRead } from "./user-block.server";
import {
  expiresAt as expiryOf,
  MAX_FILTERS,
  phrasePattern,
  type CreateFilterInput,
  type FilterAction,
  type KeywordFilter,
  type UpdateFilterInput,
} from "~/lib/filters";

/** The reader's id (0 for a visitor), or a placeholder for it in a statement built once (search). */
type ReaderId = number | SQLWrapper;
/** An ISO time, or a placeholder for it. */
type Now = string | SQLWrapper;

/** `text` lower-cased with a space either side, for the filters' GLOB patterns (lib/filters.ts). */
function matchText(text: SQLWrapper): SQL {
  return sql`(' ' || lower(${text}) || ' ')`;
}

/** The reader's filters that are still running, as a condition on the alias `kf`. */
function liveFilter(readerId: ReaderId, actions: readonly FilterAction[], now: Now): SQL {
  return sql`kf.user_id = ${readerId} and kf.action in (${sql.join(
    actions.map((action) => sql`${action}`),
    sql`, `,
  )}) and (kf.expires_at is null or kf.expires_at > ${now})`;
}

/** The item's author is muted by the reader. */
export function mutedBy(readerId: ReaderId, authorId: SQLWrapper): SQL {
  return sql`exists (select 1 from ${userMutes} um where um.muter_id = ${readerId} and um.muted_id = ${authorId})`;
}

export type FilterSubject = { authorId: SQLWrapper; text: SQLWrapper };

/**
 * True when the reader's own choices take this item out of a list: they muted its author, or a
 * "hide completely" filter matches its text. A member's own words are never filtered from them.
 * A visitor (id 0) has no filters.
 */
export function filteredOut(readerId: ReaderId, item: FilterSubject, now: Now, { mutes = true } = {}): SQL {
  if (!readerId) return sql`0`;
  const muted = mutes ? sql`${mutedBy(readerId, item.authorId)} or ` : sql``;
  return sql`(${item.authorId} <> ${readerId} and (${muted}exists (select 1 from ${keywordFilters} kf
    where ${liveFilter(readerId, ["hide"], now)} and ${matchText(item.text)} glob kf.pattern)))`;
}

/**
 * The phrase of the reader's filter that collapses this item (the longest, when several match),
 * or null. Lists ask for "warn" filters; an item's own page for both, since "hide" there would
 * leave the reader on an empty page they asked for.
 */
export function filterMatch(
  readerId: ReaderId,
  item: FilterSubject,
  now: Now,
  actions: readonly FilterAction[] = ["warn"],
): SQL<string | null> {
  if (!readerId) return sql<string | null>`null`;
  return sql<
    string | null
  >`(case when ${item.authorId} = ${readerId} then null else (select kf.phrase from ${keywordFilters} kf
    where ${liveFilter(readerId, actions, now)} and ${matchText(item.text)} glob kf.pattern
    order by length(kf.phrase) desc limit 1) end)`;
}

// ---------------------------------------------------------------- keyword filters

const filterColumns = {
  id: keywordFilters.id,
  phrase: keywordFilters.phrase,
  action: keywordFilters.action,
  expiresAt: keywordFilters.expiresAt,
  createdAt: keywordFilters.createdAt,
};

/** The member's filters, still running or not, newest first (at most MAX_FILTERS, so one page). */
function filtersQuery(db: Db, { userId }: { userId: number }) {
  return db
    .select(filterColumns)
    .from(keywordFilters)
    .where(eq(keywordFilters.userId, userId))
    .orderBy(desc(keywordFilters.id))
    .limit(MAX_FILTERS);
}

export function filterListRead(db: Db, { userId }: { userId: number }) {
  return read(filtersQuery(db, { userId }), (rows) => rows as KeywordFilter[]);
}

export async function listFilters(db: Db, { userId }: { userId: number }): Promise<KeywordFilter[]> {
  return (await filtersQuery(db, { userId })) as KeywordFilter[];
}

export type FilterWriteRefusal = "too-many" | "duplicate" | "missing";

/**
 * Adds a filter. An expired filter with the same phrase is replaced (its time is over); a running
 * one is a duplicate. One batch: the insert is conditional on the count.
 */
export async function createFilter(
  db: Db,
  { userId, input }: { userId: number; input: CreateFilterInput },
): Promise<KeywordFilter | FilterWriteRefusal> {
  const nowIso = new Date().toISOString();
  const [existing, counted] = await db.batch([
    db
      .select({ id: keywordFilters.id, expiresAt: keywordFilters.expiresAt })
      .from(keywordFilters)
      .where(and(eq(keywordFilters.userId, userId), eq(keywordFilters.phrase, input.phrase))),
    db
      .select({ n: sql<number>`count(*)` })
      .from(keywordFilters)
      .where(eq(keywordFilters.userId, userId)),
  ]);
  const old = existing[0];
  const n = counted[0]?.n ?? 0;
  if (old && (old.expiresAt === null || old.expiresAt > nowIso)) return "duplicate";
  if (!old && n >= MAX_FILTERS) return "too-many";
  const values = {
    userId,
    phrase: input.phrase,
    pattern: phrasePattern(input.phrase),
    action: input.action,
    expiresAt: expiryOf(input.expiresIn),
  };
  const [row] = old
    ? await db
        .update(keywordFilters)
        .set({ action: values.action, expiresAt: values.expiresAt, createdAt: nowIso })
        .where(eq(keywordFilters.id, old.id))
        .returning(filterColumns)
    : await db.insert(keywordFilters).values(values).returning(filterColumns);
  return row as KeywordFilter;
}

export async function updateFilter(
  db: Db,
  { userId, id, input }: { userId: number; id: number; input: UpdateFilterInput },
): Promise<KeywordFilter | null> {
  const [row] = await db
    .update(keywordFilters)
    .set({
      ...(input.action ? { action: input.action } : {}),
      ...(input.expiresIn ? { expiresAt: expiryOf(input.expiresIn) } : {}),
    })
    .where(and(eq(keywordFilters.id, id), eq(keywordFilters.userId, userId)))
    .returning(filterColumns);
  return (row as KeywordFilter | undefined) ?? null;
}

/** True when there was such a filter of the member's to delete. */
export async function deleteFilter(db: Db, { userId, id }: { userId: number; id: number }) {
  const result = await db
    .delete(keywordFilters)
    .where(and(eq(keywordFilters.id, id), eq(keywordFilters.userId, userId)));
  return result.meta.changes > 0;
}

// ---------------------------------------------------------------- mutes

/** Mutes `mutedId` for `muterId`; null when there is no such member. Idempotent. */
export async function muteUser(db: Db, { muterId, mutedId }: { muterId: number; mutedId: number }) {
  const [target] = await db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(eq(users.id, mutedId));
  if (!target) return null;
  await db.insert(userMutes).values({ muterId, mutedId }).onConflictDoNothing();
  return { userId: target.id, displayName: target.displayName };
}

/** True when there was a mute to lift. */
export async function unmuteUser(db: Db, { muterId, mutedId }: { muterId: number; mutedId: number }) {
  const result = await db.delete(userMutes).where(and(eq(userMutes.muterId, muterId), eq(userMutes.mutedId, mutedId)));
  return result.meta.changes > 0;
}

/** The members `userId` has muted, by name (on the primary key's muter_id prefix). */
function mutesQuery(db: Db, { userId }: { userId: number }) {
  return db
    .select({ userId: userMutes.mutedId, displayName: users.displayName, mutedAt: userMutes.createdAt })
    .from(userMutes)
    .innerJoin(users, eq(users.id, userMutes.mutedId))
    .where(eq(userMutes.muterId, userId))
    .orderBy(asc(users.displayName), asc(userMutes.mutedId))
    .limit(200);
}

export function muteListRead(db: Db, { userId }: { userId: number }) {
  return read(mutesQuery(db, { userId }));
}

/** Whether `muterId` has muted `mutedId`, for a profile's batch. */
export function mutedRead(db: Db, { muterId, mutedId }: { muterId: number; mutedId: number }) {
  return read(
    db
      .select({ muted: sql<number>`1` })
      .from(userMutes)
      .where(and(eq(userMutes.muterId, muterId), eq(userMutes.mutedId, mutedId))),
    (rows) => rows.length > 0,
  );
}

export async function listMutes(db: Db, { userId }: { userId: number }) {
  return mutesQuery(db, { userId });
}

/** /settings/filters: the member's filters, and the members they muted and blocked, in one round trip. */
export function loadFilterSettingsPage(db: Db, { userId }: { userId: number }) {
  return batchNamed(db, {
    filters: filterListRead(db, { userId }),
    muted: muteListRead(db, { userId }),
    blocked: blockListRead(db, { userId }),
  });
}
