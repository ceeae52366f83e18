// A member's passkeys from a page: the same commands as /api/account/passkeys. Renaming and
// removing are plain forms; adding, and confirming it is them with one, start from script (the
// browser's passkey prompt), which posts here through a fetcher: first for a challenge, then with
// the authenticator's answer.
import { z } from "zod";
import { perform, type Call } from "../commands/adapters.server";
import {
  confirmWithPasskey,
  registerPasskey,
  removeAPasskey,
  renameAPasskey,
  startPasskeyConfirmation,
  startPasskeyRegistration,
} from "../commands/passkeys.server";
import { currentSessionId } from "../auth.server";
import { formSuccess, FormRefusal, parseWith } from "../form.server";
import { authenticationResponseSchema, passkeyNameSchema, registrationResponseSchema } from "../passkeys.server";
import { PASSKEY_TEXTS } from "~/lib/texts/passkeys";
import { idString } from "~/lib/schemas";

/** The browser's answer arrives as one JSON text field. */
export function jsonField(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? "");
  } catch {
    throw new FormRefusal({}, PASSKEY_TEXTS.failed);
  }
}

const renameForm = z.object({ id: idString, name: passkeyNameSchema });
const removeForm = z.object({ id: idString });

/** The handlers for `formAction`: any page that shows the passkey list spreads them into its action. */
export function passkeyForms(call: Call) {
  const { request } = call;
  return {
    "passkey-options": async () => {
      const options = await perform(startPasskeyRegistration, call, {});
      return formSuccess(request, "passkey-options", { options });
    },
    "add-passkey": async (fields: Record<string, string>) => {
      const response = parseWith(registrationResponseSchema, jsonField(fields.response));
      const passkey = await perform(registerPasskey, call, { response });
      return formSuccess(request, "add-passkey", { passkey }, { hash: `passkey-${passkey.id}` });
    },
    "rename-passkey": async (fields: Record<string, string>) => {
      const { id, name } = parseWith(renameForm, fields);
      const passkey = await perform(renameAPasskey, call, { id, name });
      return formSuccess(request, "rename-passkey", { passkey }, { hash: `passkey-${id}` });
    },
    "remove-passkey": async (fields: Record<string, string>) => {
      const { id } = parseWith(removeForm, fields);
      await perform(removeAPasskey, call, { id });
      return formSuccess(request, "remove-passkey", { id }, { hash: "passkeys" });
    },
  };
}

/** "Confirm with a passkey" on /account: a challenge, then the answer, which confirms it is them as the emailed code does. */
export function passkeyConfirmForms(call: Call) {
  const { request } = call;
  return {
    "passkey-confirm-options": async () => {
      const options = await perform(startPasskeyConfirmation, call, {});
      return formSuccess(request, "passkey-confirm-options", { options });
    },
    "passkey-confirm": async (fields: Record<string, string>) => {
      const response = parseWith(authenticationResponseSchema, jsonField(fields.response));
      await perform(confirmWithPasskey, call, { session: await currentSessionId(request), response });
      return formSuccess(request, "passkey-confirm", {}, { redirectTo: "/account", hash: "security-heading" });
    },
  };
}
