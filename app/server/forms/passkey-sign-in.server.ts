// Signing in with a passkey, from /login's script through a fetcher: first a challenge, then the
// authenticator's answer. A good answer signs in exactly as the emailed code does
// (completeSignIn). Signing in is not a command (a visitor has no member yet), so its limit is
// per IP, as the email's is.
import type { Db } from "~/models/db.server";
import { PASSKEY_TEXTS } from "~/lib/texts/passkeys";
import { safeRedirect } from "../auth.server";
import { formSuccess, FormRefusal, parseWith } from "../form.server";
import {
  authenticationOptions,
  authenticationResponseSchema,
  relyingParty,
  verifyAuthentication,
} from "../passkeys.server";
import { enforceKeyedRateLimit, SIGN_IN_LIMITS } from "../rate-limit.server";
import { completeSignIn } from "../sign-in.server";
import { jsonField } from "./passkeys.server";

export const PASSKEY_SIGN_IN_INTENTS = ["passkey-sign-in-options", "passkey-sign-in"] as const;

export function passkeySignInForms({ db, env, request }: { db: Db; env: Env; request: Request }) {
  const relyingPartyOrRefuse = () => {
    const rp = relyingParty(env);
    if (!rp) throw new FormRefusal({}, PASSKEY_TEXTS.notSetUp);
    return rp;
  };
  const limit = () =>
    enforceKeyedRateLimit(db, {
      key: `passkey-ip:${request.headers.get("cf-connecting-ip") ?? "unknown"}`,
      ...SIGN_IN_LIMITS.passkeyPerIp,
      message: PASSKEY_TEXTS.tooMany,
    });
  return {
    "passkey-sign-in-options": async () => {
      const rp = relyingPartyOrRefuse();
      await limit();
      return formSuccess(request, "passkey-sign-in-options", { options: await authenticationOptions(db, rp) });
    },
    "passkey-sign-in": async (fields: Record<string, string>) => {
      const rp = relyingPartyOrRefuse();
      const response = parseWith(authenticationResponseSchema, jsonField(fields.response));
      await limit();
      const checked = await verifyAuthentication(db, rp, response);
      if (!checked.ok) throw new FormRefusal({}, checked.error);
      const back = safeRedirect(fields.redirectTo, "/") ?? "/";
      const signedIn = await completeSignIn(db, env, request, { userId: checked.userId }, back);
      if (!signedIn) throw new FormRefusal({}, PASSKEY_TEXTS.unknownKey);
      return signedIn;
    },
  };
}
