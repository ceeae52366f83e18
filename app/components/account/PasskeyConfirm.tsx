// "Confirm with a passkey" in /account's "Confirm it is you", for a member with a passkey in a
// browser that can use one: the same proof as the emailed code, without an email. The browser's
// prompt needs script, so without it (or without WebAuthn) nothing is drawn and the code stays.
// Confirmed, the page's data comes back with the security changes open, and focus goes to them.
// With another `intent` it answers a different action the same way ("Delete my account with a
// passkey instead", whose answer signs out and leaves the page).
import { useEffect, useId, useState } from "react";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { Button, type ButtonProps } from "~/components/ui/Button";
import { PASSKEY_TEXTS } from "~/lib/texts/passkeys";
import { ceremonyError, hasWebAuthn, loadWebAuthn, useActionCall } from "./passkey-client";

type Props = {
  intent?: string;
  label?: string;
  variant?: ButtonProps["variant"];
  /** Fields sent with the answer, read when it is sent. */
  fields?: () => Record<string, string>;
};

export function PasskeyConfirm({
  intent = "passkey-confirm",
  label = PASSKEY_TEXTS.confirm,
  variant,
  fields = () => ({}),
}: Props) {
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const askForOptions = useActionCall<{ options: PublicKeyCredentialRequestOptionsJSON }>("/account");
  const answer = useActionCall<Record<string, never>>("/account");
  useEffect(() => setSupported(hasWebAuthn()), []);
  if (!supported) return null;

  async function confirm() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const webauthn = await loadWebAuthn();
      const asked = await askForOptions({ intent: "passkey-confirm-options" });
      if (!asked?.ok) return setError(asked?.formError ?? PASSKEY_TEXTS.failed);
      let response;
      try {
        response = await webauthn.startAuthentication({ optionsJSON: asked.options });
      } catch (refusal) {
        return setError(ceremonyError(refusal) ?? PASSKEY_TEXTS.cancelled);
      }
      const reply = await answer({ ...fields(), intent, response: JSON.stringify(response) });
      // No reply: the answer was a redirect (the account was deleted), and the page is leaving.
      if (!reply) return;
      if (!reply.ok) return setError(reply.formError ?? PASSKEY_TEXTS.failed);
      document.getElementById("security-heading")?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-3">
      <Button
        type="button"
        variant={variant}
        onClick={confirm}
        busy={busy}
        busyLabel={PASSKEY_TEXTS.confirming}
        aria-describedby={error ? errorId : undefined}
      >
        {label}
      </Button>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
