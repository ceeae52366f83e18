// Sessions (docs/decisions/016): one D1 row per signed-in browser, named by the SHA-256 of the
// cookie's random token. A session lasts 30 days from its last use.
import { and, desc, eq, getTableColumns, gt, inArray, lt, ne, sql } from "drizzle-orm";
import { accessibilityPreferences, sessions, users } from "../../db/schema";
import { randomToken, sha256 } from "~/models/crypto.server";
import type { Db } from "~/models/db.server";
import { unreadCountColumn } from "./notification.server";

export const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 24 * 3_600_000;
/** Expiry moves forward at most this often, so reading a page is not a write every time. */
const SLIDE_EVERY_MS = 3_600_000;

const expiryFrom = (now: number) => new Date(now + SESSION_MS).toISOString();

/** What the account page shows of a session: the browser's own words and roughly where it was. */
export type SessionOrigin = { userAgent?: string | null; country?: string | null; city?: string | null };

/** A new session for `userId`; the token goes in the cookie and is never stored. */
export async function createSession(
  db: Db,
  { userId, origin = {}, now = Date.now() }: { userId: number; origin?: SessionOrigin; now?: number },
) {
  const token = randomToken();
  const at = new Date(now).toISOString();
  await db.insert(sessions).values({
    id: await sha256(token),
    userId,
    expiresAt: expiryFrom(now),
    userAgent: origin.userAgent?.slice(0, 400) ?? null,
    country: origin.country?.slice(0, 8) ?? null,
    city: origin.city?.slice(0, 100) ?? null,
    lastActiveAt: at,
    authenticatedAt: at,
  });
  return token;
}

const { userId: _userId, updatedAt: _updatedAt, ...preferenceColumns } = getTableColumns(accessibilityPreferences);

/**
 * The member a live session belongs to, with their saved preferences, in one round trip; null
 * for an unknown or expired token. Slides the expiry forward when it was last moved over an hour ago.
 */
/** A member as the app knows the caller (auth.server's CurrentUser). */
const MEMBER_COLUMNS = {
  id: users.id,
  displayName: users.displayName,
  username: users.username,
  email: users.email,
  avatar: users.avatar,
  roles: users.roles,
  suspendedUntil: users.suspendedUntil,
  welcomedAt: users.welcomedAt,
};

/** The same member by id: for a room acting for the member its socket belongs to. */
export async function memberById(db: Db, id: number) {
  const [found] = await db.select(MEMBER_COLUMNS).from(users).where(eq(users.id, id));
  return found ?? null;
}

export async function findSession(db: Db, { token, now = Date.now() }: { token: string; now?: number }) {
  const id = await sha256(token);
  const live = and(eq(sessions.id, id), gt(sessions.expiresAt, new Date(now).toISOString()));
  const [found, preferences] = await db.batch([
    db
      .select({
        expiresAt: sessions.expiresAt,
        user: MEMBER_COLUMNS,
        // The bell's count, in the same round trip as the session.
        unreadNotifications: unreadCountColumn(users.id).as("unread_notifications"),
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(live),
    db
      .select(preferenceColumns)
      .from(accessibilityPreferences)
      .where(inArray(accessibilityPreferences.userId, db.select({ id: sessions.userId }).from(sessions).where(live)))
      .limit(1),
  ]);
  const row = found[0];
  if (!row) return null;
  if (Date.parse(row.expiresAt) < now + SESSION_MS - SLIDE_EVERY_MS) {
    await db
      .update(sessions)
      .set({ expiresAt: expiryFrom(now), lastActiveAt: new Date(now).toISOString() })
      .where(eq(sessions.id, id));
  }
  return { user: row.user, preferences: preferences[0] ?? null, unreadNotifications: row.unreadNotifications };
}

export async function deleteSession(db: Db, { token }: { token: string }) {
  await db.delete(sessions).where(eq(sessions.id, await sha256(token)));
}

/** Expired rows are of no use to anyone; sign-in clears them as it goes. */
export function deleteExpiredSessions(db: Db, { now = Date.now() }: { now?: number } = {}) {
  return db.delete(sessions).where(lt(sessions.expiresAt, new Date(now).toISOString()));
}

/** Whether the session with this id (the token's hash) is still live: rooms ask again now and then. */
export async function isLiveSession(db: Db, { id, now = Date.now() }: { id: string; now?: number }) {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date(now).toISOString())));
  return !!row;
}

/** A member's live sessions, most recently active first. */
export function listSessions(db: Db, { userId, now = Date.now() }: { userId: number; now?: number }) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      country: sessions.country,
      city: sessions.city,
      createdAt: sessions.createdAt,
      lastActiveAt: sql<string>`coalesce(${sessions.lastActiveAt}, ${sessions.createdAt})`,
      authenticatedAt: sql<string>`coalesce(${sessions.authenticatedAt}, ${sessions.createdAt})`,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date(now).toISOString())))
    .orderBy(desc(sql`coalesce(${sessions.lastActiveAt}, ${sessions.createdAt})`), desc(sessions.createdAt));
}

/** Ends one of the member's sessions; false when it is not theirs (or already gone). */
export async function endSession(db: Db, { userId, id }: { userId: number; id: string }) {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return gone.length > 0;
}

/** Ends every session of the member but `keep` (the one asking); how many ended. */
export async function endOtherSessions(db: Db, { userId, keep }: { userId: number; keep: string | null }) {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined))
    .returning({ id: sessions.id });
  return gone.length;
}

/** When the member last proved who they are in this session (signing in or a code), or null. */
export async function authenticatedAt(db: Db, { userId, id }: { userId: number; id: string }) {
  const [row] = await db
    .select({ at: sql<string>`coalesce(${sessions.authenticatedAt}, ${sessions.createdAt})` })
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)));
  return row?.at ?? null;
}

export function markAuthenticated(
  db: Db,
  { userId, id, now = Date.now() }: { userId: number; id: string; now?: number },
) {
  return db
    .update(sessions)
    .set({ authenticatedAt: new Date(now).toISOString() })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)));
}
