// Commands on a member's own passkeys: asking to add one (a challenge), adding it, renaming and
// removing it, and confirming it is them with one (for /account's security changes). Each changes only the member's own sign-in methods, so suspension allows them.
// Removing the last passkey is allowed: email sign-in always remains.
import type { z } from "zod";
import { listPasskeys, removePasskey, renamePasskey } from "~/models/passkey.server";
import { PASSKEY_TEXTS } from "~/lib/texts/passkeys";
import { markAuthenticated } from "~/models/session.server";
import type { Db } from "~/models/db.server";
import {
  authenticationOptions,
  registrationOptions,
  relyingParty,
  verifyAuthentication,
  verifyRegistration,
  type authenticationResponseSchema,
  type registrationResponseSchema,
} from "../passkeys.server";
import { defineCommand, Refusal, type CommandContext } from "./command.server";

const OWN = { allowed: "it changes only how the member themselves signs in" };

function requireRelyingParty(env: Env) {
  const rp = relyingParty(env);
  if (!rp) throw new Refusal("invalid", PASSKEY_TEXTS.notSetUp, { status: 503 });
  return rp;
}

export const startPasskeyRegistration = defineCommand({
  name: "startPasskeyRegistration",
  policy: { who: "member", suspended: OWN, rateLimit: "passkey" },
  prepare: async ({ env }: CommandContext<Record<string, never>>) => void requireRelyingParty(env),
  run: ({ db, env, actor }: CommandContext<Record<string, never>>) =>
    registrationOptions(db, requireRelyingParty(env), actor),
});

type RegisterInput = { response: z.output<typeof registrationResponseSchema>; name?: string };
export const registerPasskey = defineCommand({
  name: "registerPasskey",
  policy: { who: "member", suspended: OWN, rateLimit: "passkey" },
  prepare: async ({ env }: CommandContext<RegisterInput>) => void requireRelyingParty(env),
  // Verified after the rate limit: each answer is a signature check, and a wrong one spends its challenge.
  async run({ db, env, actor, input }: CommandContext<RegisterInput>) {
    const name = input.name ?? `${PASSKEY_TEXTS.defaultName} ${(await listPasskeys(db, actor.id)).length + 1}`;
    const result = await verifyRegistration(db, requireRelyingParty(env), {
      userId: actor.id,
      response: input.response,
      name,
    });
    // 422, not 400: the request was well formed and was counted; the authenticator's answer failed.
    if (!result.ok) throw new Refusal("invalid", result.error, { status: 422 });
    return result.passkey;
  },
});

// Someone else's passkey is as missing as one that never existed: both answer not_found.
export const renameAPasskey = defineCommand({
  name: "renamePasskey",
  policy: { who: "member", suspended: OWN, rateLimit: "passkey" },
  async run({ db, actor, input }: CommandContext<{ id: number; name: string }>) {
    const renamed = await renamePasskey(db, { userId: actor.id, id: input.id, name: input.name });
    if (!renamed) throw new Refusal("not_found", PASSKEY_TEXTS.notFound);
    return renamed;
  },
});

export const removeAPasskey = defineCommand({
  name: "removePasskey",
  policy: { who: "member", suspended: OWN, rateLimit: "passkey" },
  async run({ db, actor, input }: CommandContext<{ id: number }>) {
    if (!(await removePasskey(db, { userId: actor.id, id: input.id })))
      throw new Refusal("not_found", PASSKEY_TEXTS.notFound);
    return { id: input.id };
  },
});

/** A challenge for confirming it is them with a passkey (the sign-in's own kind of challenge). */
export const startPasskeyConfirmation = defineCommand({
  name: "startPasskeyConfirmation",
  policy: { who: "member", suspended: OWN, rateLimit: "passkey" },
  prepare: async ({ env }: CommandContext<Record<string, never>>) => void requireRelyingParty(env),
  run: ({ db, env }: CommandContext<Record<string, never>>) => authenticationOptions(db, requireRelyingParty(env)),
});

type PasskeyConfirmInput = { session: string | null; response: z.output<typeof authenticationResponseSchema> };
/** Confirms it is them by one of their own passkeys, as the emailed code does. */
export const confirmWithPasskey = defineCommand<PasskeyConfirmInput, { confirmed: true }>({
  name: "confirmAccountPasskey",
  policy: { who: "member", suspended: OWN, rateLimit: "passkey" },
  prepare: async ({ env }) => void requireRelyingParty(env),
  async run({ db, env, actor, input: { session, response } }) {
    await requireOwnPasskey(db, env, actor.id, response);
    if (!session) throw new Refusal("invalid", PASSKEY_TEXTS.notYours, { status: 422 });
    await markAuthenticated(db, { userId: actor.id, id: session });
    return { confirmed: true };
  },
});

/** The member proved it is them with one of their own passkeys just now, or the command is refused. */
export async function requireOwnPasskey(
  db: Db,
  env: Env,
  userId: number,
  response: z.output<typeof authenticationResponseSchema>,
) {
  const checked = await verifyAuthentication(db, requireRelyingParty(env), response);
  if (!checked.ok) throw new Refusal("invalid", checked.error, { status: 422 });
  // Another member's passkey on this device proves nothing about this account.
  if (checked.userId !== userId) throw new Refusal("invalid", PASSKEY_TEXTS.notYours, { status: 422 });
}
