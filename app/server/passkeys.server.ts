// Passkeys (docs/features/passkeys.md): the WebAuthn ceremonies, with @simplewebauthn/server.
// The relying party is this site's hostname, taken from PUBLIC_ORIGIN; challenges live in D1 for
// five minutes and are spent by the first answer, right or wrong.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { z } from "zod";
import {
  addPasskey,
  CHALLENGE_TTL_MS,
  credentialsOf,
  passkeyByCredential,
  recordPasskeyUse,
  storeChallenge,
  takeChallenge,
  type PasskeyView,
} from "~/models/passkey.server";
import type { Db } from "~/models/db.server";
import { SITE_NAME } from "~/lib/site";
import { PASSKEY_TEXTS } from "~/lib/texts/passkeys";
import { publicOrigin } from "./public-origin.server";

export type RelyingParty = { id: string; origin: string };

/**
 * Who the passkeys belong to: PUBLIC_ORIGIN's hostname, and that origin. An IP address cannot
 * be a relying party, so a local server at http://127.0.0.1:port takes passkeys at
 * http://localhost:port instead (the same server, the name browsers accept).
 */
export function relyingParty(env: Env): RelyingParty | null {
  const origin = publicOrigin(env);
  if (!origin) return null;
  const url = new URL(origin);
  if (url.hostname === "127.0.0.1" || url.hostname === "[::1]") {
    url.hostname = "localhost";
    return { id: "localhost", origin: url.origin };
  }
  return { id: url.hostname, origin };
}

// ------------------------------------------------------------ what the browser answers

const base64url = z
  .string()
  .min(1)
  .max(8192)
  .regex(/^[A-Za-z0-9_-]+$/, "Expected base64url.");
const TRANSPORTS = ["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"] as const;

/** A registration answer, as @simplewebauthn/browser's startRegistration gives it. */
export const registrationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.enum(TRANSPORTS)).max(7).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.object({}).passthrough().default({}),
});

/** A sign-in answer, as startAuthentication gives it. */
export const authenticationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.object({}).passthrough().default({}),
});

export const passkeyNameSchema = z
  .string(PASSKEY_TEXTS.nameRequired)
  .trim()
  .min(1, PASSKEY_TEXTS.nameRequired)
  .max(40, PASSKEY_TEXTS.nameTooLong);

// ------------------------------------------------------------ registering

type Member = { id: number; username: string; displayName: string; email: string | null };

export async function registrationOptions(db: Db, rp: RelyingParty, member: Member) {
  const existing = await credentialsOf(db, member.id);
  const options = await generateRegistrationOptions({
    rpName: SITE_NAME,
    rpID: rp.id,
    userName: member.email ?? member.username,
    userDisplayName: member.displayName,
    userID: new TextEncoder().encode(`member-${member.id}`),
    attestationType: "none",
    excludeCredentials: existing.map((credential) => ({ id: credential.id, transports: credential.transports })),
    // Discoverable, so that signing in needs no address first, and the browser can offer it in autofill.
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    timeout: CHALLENGE_TTL_MS,
  });
  await storeChallenge(db, { challenge: options.challenge, purpose: "register", userId: member.id });
  return options;
}

export type RegisterResult = { ok: true; passkey: PasskeyView } | { ok: false; error: string };

export async function verifyRegistration(
  db: Db,
  rp: RelyingParty,
  { userId, response, name }: { userId: number; response: z.output<typeof registrationResponseSchema>; name: string },
): Promise<RegisterResult> {
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: (challenge) => takeChallenge(db, { challenge, purpose: "register", userId }),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    return { ok: false, error: PASSKEY_TEXTS.failed };
  }
  if (!verified.verified) return { ok: false, error: PASSKEY_TEXTS.failed };
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  const passkey = await addPasskey(db, {
    userId,
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: response.response.transports ?? credential.transports ?? [],
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
    name,
  });
  return passkey ? { ok: true, passkey } : { ok: false, error: PASSKEY_TEXTS.alreadyAdded };
}

// ------------------------------------------------------------ signing in

export async function authenticationOptions(db: Db, rp: RelyingParty) {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "preferred",
    timeout: CHALLENGE_TTL_MS,
  });
  await storeChallenge(db, { challenge: options.challenge, purpose: "sign-in", userId: null });
  return options;
}

export type SignInCheck =
  { ok: true; userId: number } | { ok: false; reason: "unknown" | "cloned" | "failed"; error: string };

/**
 * Checks a sign-in answer: a live challenge, a known credential, a valid signature from this
 * origin, and a counter that went forward. A counter that did not is refused and logged: two
 * authenticators answering for one credential means the key was copied.
 */
export async function verifyAuthentication(
  db: Db,
  rp: RelyingParty,
  response: z.output<typeof authenticationResponseSchema>,
  now = Date.now(),
): Promise<SignInCheck> {
  const stored = await passkeyByCredential(db, response.id);
  if (!stored || !stored.active) return { ok: false, reason: "unknown", error: PASSKEY_TEXTS.unknownKey };
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: (challenge) => takeChallenge(db, { challenge, purpose: "sign-in", userId: null, now }),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      // The counter is checked below, so that a backwards one is told apart and logged.
      credential: {
        id: stored.credentialId,
        publicKey: isoBase64URL.toBuffer(stored.publicKey),
        counter: 0,
        transports: stored.transports as never,
      },
      requireUserVerification: false,
    });
  } catch {
    return { ok: false, reason: "failed", error: PASSKEY_TEXTS.failed };
  }
  if (!verified.verified) return { ok: false, reason: "failed", error: PASSKEY_TEXTS.failed };
  const { newCounter, credentialBackedUp } = verified.authenticationInfo;
  const wentBack = (newCounter > 0 || stored.counter > 0) && newCounter <= stored.counter;
  if (
    wentBack ||
    !(await recordPasskeyUse(db, { id: stored.id, counter: newCounter, backedUp: credentialBackedUp, now }))
  ) {
    console.warn(
      `Passkey ${stored.id} of member ${stored.userId} answered with counter ${newCounter}, not above ${stored.counter}: possibly a cloned key. Sign-in refused.`,
    );
    return { ok: false, reason: "cloned", error: PASSKEY_TEXTS.clonedKey };
  }
  return { ok: true, userId: stored.userId };
}
