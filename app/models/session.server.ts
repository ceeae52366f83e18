// Sessions (docs/decisions/016): one D1 row per signed-in browser, named by the SHA-256 of the
// cookie's random token. A session lasts 30 days from its last use.
import { and, eq, getTableColumns, gt, inArray, lt } from "drizzle-orm";
import { accessibilityPreferences, sessions, users } from "../../db/schema";
import { randomToken, sha256 } from "~/models/crypto.server";
import type { Db } from "~/models/db.server";
import { unreadCountColumn } from "./notification.server";

export const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 24 * 3_600_000;
/** Expiry moves forward at most this often, so reading a page is not a write every time. */
const SLIDE_EVERY_MS = 3_600_000;

const expiryFrom = (now: number) => new Date(now + SESSION_MS).toISOString();

/** A new session for `userId`; the token goes in the cookie and is never stored. */
export async function createSession(db: Db, { userId, now = Date.now() }: { userId: number; now?: number }) {
  const token = randomToken();
  await db.insert(sessions).values({ id: await sha256(token), userId, expiresAt: expiryFrom(now) });
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
      .set({ expiresAt: expiryFrom(now) })
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
