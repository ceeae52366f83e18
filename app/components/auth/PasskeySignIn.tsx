// "Sign in with a passkey" on /login, and the browser's autofill: where the browser can offer
// passkeys in the email field's suggestions (conditional mediation), a challenge is fetched as
// the page loads and the browser waits for the member to pick one. Without WebAuthn nothing is
// drawn and the email form stays the way in. Errors are said at once (role="alert").
import { useEffect, useId, useRef, useState } from "react";
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { Button } from "~/components/ui/Button";
import { PASSKEY_TEXTS } from "~/lib/texts/passkeys";
import { ceremonyError, hasWebAuthn, loadWebAuthn, useActionCall } from "~/components/account/passkey-client";

type Options = { options: PublicKeyCredentialRequestOptionsJSON };

export function PasskeySignIn({ redirectTo }: { redirectTo: string }) {
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const askForOptions = useActionCall<Options>("/login");
  const answer = useActionCall<Record<string, never>>("/login");
  // A success navigates away (the sign-in's redirect); only a refusal comes back.
  const finish = useRef<(response: AuthenticationResponseJSON) => Promise<void>>(async () => {});
  finish.current = async (response) => {
    const reply = await answer({ intent: "passkey-sign-in", response: JSON.stringify(response), redirectTo });
    if (reply && !reply.ok) setError(reply.formError ?? PASSKEY_TEXTS.failed);
  };

  const options = async () => {
    const reply = await askForOptions({ intent: "passkey-sign-in-options" });
    if (!reply?.ok) throw new Error(reply?.formError ?? PASSKEY_TEXTS.failed);
    return reply.options;
  };

  useEffect(() => {
    if (!hasWebAuthn()) return;
    setSupported(true);
    let left = false;
    void (async () => {
      const webauthn = await loadWebAuthn();
      if (left || !(await webauthn.browserSupportsWebAuthnAutofill())) return;
      let optionsJSON;
      try {
        optionsJSON = await options();
      } catch {
        return; // The button still works, and says what went wrong when pressed.
      }
      if (left) return;
      try {
        const response = await webauthn.startAuthentication({ optionsJSON, useBrowserAutofill: true });
        await finish.current(response);
      } catch (refusal) {
        // Autofill gives way to the button (an abort), which says nothing; anything else is said.
        const message = ceremonyError(refusal);
        if (message && !left) setError(message);
      }
    })();
    return () => {
      left = true;
      void loadWebAuthn().then((webauthn) => webauthn.WebAuthnAbortService.cancelCeremony());
    };
    // Once per visit to the page: its own challenge, its own autofill.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function signIn() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const webauthn = await loadWebAuthn();
      let optionsJSON;
      try {
        optionsJSON = await options();
      } catch (refusal) {
        return setError(refusal instanceof Error ? refusal.message : PASSKEY_TEXTS.failed);
      }
      let response;
      try {
        response = await webauthn.startAuthentication({ optionsJSON });
      } catch (refusal) {
        return setError(ceremonyError(refusal) ?? PASSKEY_TEXTS.cancelled);
      }
      await finish.current(response);
    } finally {
      setBusy(false);
    }
  }

  if (!supported) return null;
  return (
    <div className="flex flex-col gap-2">
      <p>{PASSKEY_TEXTS.orPasskey}</p>
      <Button
        variant="secondary"
        className="self-start"
        busy={busy}
        busyLabel={PASSKEY_TEXTS.signingIn}
        aria-describedby={error ? errorId : undefined}
        onClick={() => void signIn()}
      >
        {PASSKEY_TEXTS.signIn}
      </Button>
      <p id={errorId} role="alert" className={error ? "alert tone-danger font-medium" : "sr-only"}>
        {error}
      </p>
    </div>
  );
}
