// After a first sign-in (/welcome): "Add a passkey", once, with "Not now". Drawn only where the
// browser can make one; the page's action spreads passkeyForms.
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/Button";
import { focusById } from "~/components/forms/useActionForm";
import { PASSKEY_TEXTS } from "~/lib/texts/passkeys";
import { AddPasskey } from "./AddPasskey";
import { hasWebAuthn } from "./passkey-client";

export function PasskeyOffer({ afterDismiss }: { afterDismiss: string }) {
  const [state, setState] = useState<"hidden" | "offered" | "dismissed" | { added: string }>("hidden");
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => setState(hasWebAuthn() ? "offered" : "hidden"), []);
  useEffect(() => {
    if (typeof state === "object") done.current?.focus();
  }, [state]);
  if (state === "hidden" || state === "dismissed") return null;
  return (
    <section aria-labelledby="passkey-offer-title" className="flex flex-col gap-3 rounded border border-line p-4">
      <h2 id="passkey-offer-title" className="text-xl font-semibold">
        {PASSKEY_TEXTS.offerTitle}
      </h2>
      {typeof state === "object" ? (
        // The button that was pressed is gone: focus comes here, which says what happened.
        <p ref={done} tabIndex={-1}>
          {PASSKEY_TEXTS.added(state.added)}
        </p>
      ) : (
        <>
          <p>{PASSKEY_TEXTS.offerIntro}</p>
          <div className="flex flex-wrap items-start gap-3">
            <AddPasskey variant="secondary" onAdded={(passkey) => setState({ added: passkey.name })} />
            <Button
              variant="secondary"
              onClick={() => {
                setState("dismissed");
                // The section goes with the pressed button; focus moves on to the page's own form.
                requestAnimationFrame(() => focusById(afterDismiss));
              }}
            >
              {PASSKEY_TEXTS.notNow}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
