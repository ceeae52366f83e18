// Passkeys (docs/features/passkeys.md): a member's WebAuthn credentials, and the one-use challenges
// that registering and signing in answer. Only public keys are stored; a copy of the table signs
// nobody in.
import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import { passkeyChallenges, passkeys, users } from "../../db/schema";
import type { Db } from "~/models/db.server";
import type { PasskeyView } from "~/lib/passkeys";

/** A challenge is answered within this long, or not at all. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export type ChallengePurpose = "register" | "sign-in";

export type { PasskeyView };

const VIEW = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
  backedUp: passkeys.backedUp,
};

/** The member's passkeys, as a statement a page's batch can hold. */
export function passkeysOf(db: Db, userId: number) {
  return db.select(VIEW).from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
}

export function listPasskeys(db: Db, userId: number): Promise<PasskeyView[]> {
  return passkeysOf(db, userId);
}

export async function findPasskey(db: Db, { userId, id }: { userId: number; id: number }) {
  const [row] = await db
    .select(VIEW)
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
  return row ?? null;
}

/** The member's credential ids, so the browser does not register the same authenticator twice. */
export function credentialsOf(db: Db, userId: number) {
  return db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
}

/** Stores a new challenge, clearing expired ones as it goes. */
export async function storeChallenge(
  db: Db,
  {
    challenge,
    purpose,
    userId,
    now = Date.now(),
  }: { challenge: string; purpose: ChallengePurpose; userId: number | null; now?: number },
) {
  await db.batch([
    db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, new Date(now).toISOString())),
    db.insert(passkeyChallenges).values({
      challenge,
      purpose,
      userId,
      expiresAt: new Date(now + CHALLENGE_TTL_MS).toISOString(),
    }),
  ]);
}

/**
 * Spends a challenge: true once, for the purpose (and member) it was made for, while it is live.
 * Deleting it first means a second answer to the same challenge, even a parallel one, fails.
 */
export async function takeChallenge(
  db: Db,
  {
    challenge,
    purpose,
    userId,
    now = Date.now(),
  }: { challenge: string; purpose: ChallengePurpose; userId: number | null; now?: number },
): Promise<boolean> {
  const owner = userId === null ? sql`${passkeyChallenges.userId} is null` : eq(passkeyChallenges.userId, userId);
  const taken = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        owner,
        gt(passkeyChallenges.expiresAt, new Date(now).toISOString()),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  return taken.length === 1;
}

export type NewPasskey = {
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
  name: string;
};

/** Null when the credential is already registered (to anyone). */
export async function addPasskey(db: Db, passkey: NewPasskey): Promise<PasskeyView | null> {
  const [row] = await db.insert(passkeys).values(passkey).onConflictDoNothing().returning(VIEW);
  return row ?? null;
}

/** A stored credential by the id the browser answered with, and whose it is. */
export async function passkeyByCredential(db: Db, credentialId: string) {
  const [row] = await db
    .select({
      id: passkeys.id,
      userId: passkeys.userId,
      credentialId: passkeys.credentialId,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
      active: users.isActive,
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, credentialId));
  return row ?? null;
}

/**
 * Records a sign-in with the new counter. The counter must grow, unless the authenticator keeps
 * none (0 both times); the condition is in the update, so two sign-ins racing cannot both pass.
 */
export async function recordPasskeyUse(
  db: Db,
  { id, counter, backedUp, now = Date.now() }: { id: number; counter: number; backedUp: boolean; now?: number },
): Promise<boolean> {
  const grows = counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, counter);
  const updated = await db
    .update(passkeys)
    .set({ counter, backedUp, lastUsedAt: new Date(now).toISOString() })
    .where(and(eq(passkeys.id, id), grows))
    .returning({ id: passkeys.id });
  return updated.length === 1;
}

export async function renamePasskey(db: Db, { userId, id, name }: { userId: number; id: number; name: string }) {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning(VIEW);
  return row ?? null;
}

export async function removePasskey(db: Db, { userId, id }: { userId: number; id: number }) {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return row ?? null;
}
