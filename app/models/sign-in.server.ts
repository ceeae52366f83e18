// Passwordless sign-in (docs/decisions/016). Asking for a code stores its hash and
// its link token's hash; either one signs in once, within 10 minutes. Five tries of the code
// use it up. The same flow signs up a new address.
import { and, asc, eq, gt, isNull, lt, lte, sql } from "drizzle-orm";
import { signInCodes, users } from "../../db/schema";
import { randomCode, randomToken, sha256 } from "~/models/crypto.server";
import type { Db } from "~/models/db.server";
import type { ROLES } from "~/lib/vocab";

type Role = (typeof ROLES)[number];
import { deleteExpiredSessions } from "./session.server";

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_TRIES = 5;

const codeHash = (attemptId: string, code: string) => sha256(`${attemptId}:${code}`);

/** A new code and link for `email`. The attempt id names it in /login/code; the code and token go only in the email. */
export async function startSignIn(
  db: Db,
  { email, redirectTo, now = Date.now() }: { email: string; redirectTo: string; now?: number },
) {
  const attemptId = randomToken(16);
  const code = randomCode();
  const token = randomToken();
  await db.batch([
    // Old attempts are no use once they expire; clear them (and expired sessions) as we go.
    db.delete(signInCodes).where(lt(signInCodes.expiresAt, new Date(now - CODE_TTL_MS).toISOString())),
    deleteExpiredSessions(db, { now }),
    db.insert(signInCodes).values({
      id: attemptId,
      email,
      codeHash: await codeHash(attemptId, code),
      tokenHash: await sha256(token),
      redirectTo,
      expiresAt: new Date(now + CODE_TTL_MS).toISOString(),
    }),
  ]);
  return { attemptId, code, token };
}

/** Who an attempt is for, while it can still be used: for the code page's wording. */
export async function findAttempt(db: Db, { attemptId, now = Date.now() }: { attemptId: string; now?: number }) {
  const [row] = await db
    .select({ email: signInCodes.email, redirectTo: signInCodes.redirectTo })
    .from(signInCodes)
    .where(
      and(
        eq(signInCodes.id, attemptId),
        isNull(signInCodes.usedAt),
        gt(signInCodes.expiresAt, new Date(now).toISOString()),
      ),
    );
  return row ?? null;
}

export type CodeCheck = { ok: true; email: string; redirectTo: string } | { ok: false; reason: "wrong" | "used-up" };

/**
 * Checks a typed code. Each try is counted first, atomically, so parallel guesses share the five;
 * the right code then claims the attempt once.
 */
export async function checkCode(
  db: Db,
  { attemptId, code, now = Date.now() }: { attemptId: string; code: string; now?: number },
): Promise<CodeCheck> {
  const at = new Date(now).toISOString();
  const [counted] = await db
    .update(signInCodes)
    .set({ attempts: sql`${signInCodes.attempts} + 1` })
    .where(
      and(
        eq(signInCodes.id, attemptId),
        isNull(signInCodes.usedAt),
        gt(signInCodes.expiresAt, at),
        lt(signInCodes.attempts, CODE_MAX_TRIES),
      ),
    )
    .returning({ codeHash: signInCodes.codeHash, attempts: signInCodes.attempts });
  if (!counted) return { ok: false, reason: "used-up" };
  if (counted.codeHash !== (await codeHash(attemptId, code))) {
    return { ok: false, reason: counted.attempts >= CODE_MAX_TRIES ? "used-up" : "wrong" };
  }
  return claim(db, eq(signInCodes.id, attemptId), at);
}

/**
 * Whether the emailed link's token could still sign in, without spending it: the link's page
 * shows its Sign in button only then, and a mail scanner that opens the link spends nothing.
 */
export async function linkIsLive(db: Db, { token, now = Date.now() }: { token: string; now?: number }) {
  const [row] = await db
    .select({ attempts: signInCodes.attempts })
    .from(signInCodes)
    .where(
      and(
        eq(signInCodes.tokenHash, await sha256(token)),
        isNull(signInCodes.usedAt),
        gt(signInCodes.expiresAt, new Date(now).toISOString()),
      ),
    );
  return row !== undefined && row.attempts <= CODE_MAX_TRIES;
}

/** Signs in by the emailed link's token; null when it is unknown, used or expired. */
export async function redeemLink(db: Db, { token, now = Date.now() }: { token: string; now?: number }) {
  const claimed = await claim(db, eq(signInCodes.tokenHash, await sha256(token)), new Date(now).toISOString());
  return claimed.ok ? claimed : null;
}

async function claim(db: Db, which: ReturnType<typeof eq>, at: string): Promise<CodeCheck> {
  const [row] = await db
    .update(signInCodes)
    .set({ usedAt: at })
    .where(and(which, isNull(signInCodes.usedAt), gt(signInCodes.expiresAt, at)))
    .returning({ email: signInCodes.email, redirectTo: signInCodes.redirectTo, attempts: signInCodes.attempts });
  if (!row || row.attempts > CODE_MAX_TRIES) return { ok: false, reason: "used-up" };
  return { ok: true, email: row.email, redirectTo: row.redirectTo };
}

/**
 * A new member's public handle until they choose a name at /welcome. Nothing is taken from the
 * address, so no part of it is shown to anyone; a clash (about 1 in 10^12) simply retries.
 */
function newUsername(): string {
  return `member-${randomToken(8)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .slice(0, 8)}`;
}

/**
 * The member with this address, created on first sign-in. The admin role follows ADMIN_EMAILS
 * at every sign-in: given to listed addresses, taken from others.
 */
export async function memberForEmail(db: Db, { email, admin }: { email: string; admin: boolean }) {
  const [found] = await db
    .select({ id: users.id, roles: users.roles, welcomedAt: users.welcomedAt })
    .from(users)
    .where(eq(users.email, email));
  if (found) {
    const roles: Role[] = admin
      ? [...new Set<Role>([...found.roles, "admin"])]
      : found.roles.filter((role) => role !== "admin");
    if (roles.length !== found.roles.length) await db.update(users).set({ roles }).where(eq(users.id, found.id));
    return { id: found.id, isNew: !found.welcomedAt };
  }
  const roles: Role[] = admin ? ["member", "admin"] : ["member"];
  const [created] = await db
    .insert(users)
    .values({ email, username: newUsername(), displayName: "New member", roles })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return { id: created.id, isNew: true };
  // Two sign-ins for a new address raced (the other one created the member), or the handle clashed.
  return memberForEmail(db, { email, admin });
}

/** For a member signing in by demo (DEMO_SIGN_IN=on): the admin rule that every sign-in follows. */
export async function memberById(db: Db, { id, adminEmails }: { id: number; adminEmails: string[] }) {
  const [found] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
  if (!found) return null;
  if (!found.email) return { id, isNew: false };
  return memberForEmail(db, { email: found.email, admin: adminEmails.includes(found.email) });
}

/** The seeded members offered for one-click sign-in while DEMO_SIGN_IN=on. */
export const DEMO_MEMBERS = 12;

export function demoMembers(db: Db) {
  return db
    .select({ id: users.id, displayName: users.displayName, roles: users.roles })
    .from(users)
    .where(lte(users.id, DEMO_MEMBERS))
    .orderBy(asc(users.id));
}
