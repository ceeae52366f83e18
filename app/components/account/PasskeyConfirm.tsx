// "Confirm with a passkey" in /account's "Confirm it is you", for a member with a passkey in a
// browser that can use one: the same proof as the emailed code, without an email. The browser's
// prompt needs script, so without it (or without WebAuthn) nothing is drawn and the code stays.
// Confirmed, the page's data comes back with the security changes open, and focus goes to them.
import { useEffect, useId, useState } from "react";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { Button } from "~/components/ui/Button";
import { PASSKEY_TEXTS } from "~/lib/texts/passkeys";
import { ceremonyError, hasWebAuthn, loadWebAuthn, useActionCall } from "./passkey-client";

export function PasskeyConfirm() {
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
      const reply = await answer({ intent: "passkey-confirm", response: JSON.stringify(response) });
      if (!reply?.ok) return setError(reply?.formError ?? PASSKEY_TEXTS.failed);
      document.getElementById("security-heading")?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-3">
      <Button
        type="button"
        onClick={confirm}
        busy={busy}
        busyLabel={PASSKEY_TEXTS.confirming}
        aria-describedby={error ? errorId : undefined}
      >
        {PASSKEY_TEXTS.confirm}
      </Button>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
