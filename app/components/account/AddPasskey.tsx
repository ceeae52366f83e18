// "Add a passkey": asks the page's action for a challenge, lets the browser make the passkey, and
// posts its answer back. It needs script and a browser with WebAuthn, so it draws nothing until
// both are known to be there (or says the browser cannot, where `explainUnsupported`).
import { useEffect, useId, useState } from "react";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { Button } from "~/components/ui/Button";
import { useToast } from "~/components/ui/Toast";
import type { PasskeyView } from "~/lib/passkeys";
import { PASSKEY_TEXTS } from "~/lib/texts/passkeys";
import { ceremonyError, hasWebAuthn, loadWebAuthn, useActionCall } from "./passkey-client";

export function AddPasskey({
  action,
  explainUnsupported = false,
  onAdded,
  variant = "primary",
}: {
  /** The route whose action has the passkey forms (app/server/forms/passkeys.server.ts); this page's by default. */
  action?: string;
  explainUnsupported?: boolean;
  onAdded?: (passkey: PasskeyView) => void;
  variant?: "primary" | "secondary";
}) {
  const [supported, setSupported] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const { toast } = useToast();
  const options = useActionCall<{ options: PublicKeyCredentialCreationOptionsJSON }>(action);
  const register = useActionCall<{ passkey: PasskeyView }>(action);

  useEffect(() => setSupported(hasWebAuthn()), []);

  async function add() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const asked = await options({ intent: "passkey-options" });
      if (!asked?.ok) return setError(asked?.formError ?? PASSKEY_TEXTS.failed);
      const { startRegistration } = await loadWebAuthn();
      let response;
      try {
        response = await startRegistration({ optionsJSON: asked.options });
      } catch (refusal) {
        return setError(ceremonyError(refusal) ?? PASSKEY_TEXTS.cancelled);
      }
      const added = await register({ intent: "add-passkey", response: JSON.stringify(response) });
      if (!added?.ok) return setError(added?.formError ?? PASSKEY_TEXTS.failed);
      toast({ title: PASSKEY_TEXTS.added(added.passkey.name) });
      onAdded?.(added.passkey);
    } finally {
      setBusy(false);
    }
  }

  if (supported === null) return null;
  if (!supported) return explainUnsupported ? <p className="text-muted">{PASSKEY_TEXTS.unsupported}</p> : null;
  return (
    <div className="flex flex-col gap-2">
      <Button
        id="add-passkey"
        variant={variant}
        className="self-start"
        busy={busy}
        busyLabel={PASSKEY_TEXTS.adding}
        aria-describedby={error ? errorId : undefined}
        onClick={() => void add()}
      >
        {PASSKEY_TEXTS.add}
      </Button>
      {/* Assertive: the member pressed the button and is waiting to hear what happened. */}
      <p id={errorId} role="alert" className={error ? "alert tone-danger font-medium" : "sr-only"}>
        {error}
      </p>
    </div>
  );
}
