// The account page's "Sign-in methods": the member's passkeys, each with a name they can change
// and a Remove button, and "Add a passkey". Renaming and removing are plain forms that work
// before any script; the page's action spreads passkeyForms (app/server/forms/passkeys.server.ts).
// Removing the last passkey is allowed: email sign-in always remains.
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { FormSummary } from "~/components/ui/Field";
import { TextField } from "~/components/ui/TextField";
import { useToast } from "~/components/ui/Toast";
import { utcDate } from "~/lib/format";
import type { PasskeyView } from "~/lib/passkeys";
import { PASSKEY_TEXTS } from "~/lib/texts/passkeys";
import { AddPasskey } from "./AddPasskey";

export type { PasskeyView };

export const SIGN_IN_METHODS_HEADING = "sign-in-methods-title";

export function SignInMethods({ passkeys }: { passkeys: PasskeyView[] }) {
  return (
    <section id="passkeys" aria-labelledby={SIGN_IN_METHODS_HEADING} className="flex flex-col gap-4">
      <h2 id={SIGN_IN_METHODS_HEADING} className="text-2xl font-bold">
        {PASSKEY_TEXTS.sectionTitle}
      </h2>
      <p>{PASSKEY_TEXTS.intro}</p>
      {passkeys.length > 0 ? (
        <ul aria-label={PASSKEY_TEXTS.listLabel} className="flex flex-col gap-4">
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      ) : (
        <p>{PASSKEY_TEXTS.none}</p>
      )}
      <AddPasskey explainUnsupported />
    </section>
  );
}

function describe(passkey: PasskeyView) {
  const used = passkey.lastUsedAt ? PASSKEY_TEXTS.lastUsed(utcDate(passkey.lastUsedAt)) : PASSKEY_TEXTS.neverUsed;
  const parts = [`${PASSKEY_TEXTS.created(utcDate(passkey.createdAt))}, ${used}`];
  if (passkey.backedUp) parts.push(PASSKEY_TEXTS.synced);
  return `${parts.join("; ")}.`;
}

function PasskeyItem({ passkey }: { passkey: PasskeyView }) {
  const { toast } = useToast();
  const rename = useActionForm<{ passkey: PasskeyView }>({
    intent: "rename-passkey",
    onSuccess: (result) => toast({ title: PASSKEY_TEXTS.renamed(result.passkey.name) }),
  });
  const remove = useActionForm({
    intent: "remove-passkey",
    onSuccess: () => toast({ title: PASSKEY_TEXTS.removed(passkey.name) }),
    // The item leaves the list; focus goes to the section's heading, not to the page's top.
    focusAfterSuccess: () => SIGN_IN_METHODS_HEADING,
  });
  const fieldId = `passkey-name-${passkey.id}`;
  return (
    <li id={`passkey-${passkey.id}`} className="flex flex-col gap-3 rounded border border-line p-4">
      <div>
        <h3 className="text-lg font-semibold">{passkey.name}</h3>
        <p className="text-sm text-muted">{describe(passkey)}</p>
      </div>
      <form {...rename.formProps} className="flex flex-wrap items-end gap-2">
        <input {...rename.intentProps} />
        <input type="hidden" name="id" value={passkey.id} />
        <TextField
          id={fieldId}
          label={PASSKEY_TEXTS.nameLabel}
          hint={PASSKEY_TEXTS.nameHint}
          name="name"
          defaultValue={rename.values.name ?? passkey.name}
          maxLength={40}
          autoComplete="off"
          required
          error={rename.fieldErrors.name}
        />
        <Button
          type="submit"
          variant="secondary"
          aria-label={PASSKEY_TEXTS.renameLabel(passkey.name)}
          busy={rename.busy}
          busyLabel="Saving…"
        >
          {PASSKEY_TEXTS.rename}
        </Button>
        <FormSummary summaryRef={rename.summaryRef} className="w-full">
          {rename.fieldErrors.name ? null : rename.formError}
        </FormSummary>
      </form>
      <form {...remove.formProps} className="flex flex-col gap-2">
        <input {...remove.intentProps} />
        <input type="hidden" name="id" value={passkey.id} />
        <Button
          type="submit"
          variant="danger-outline"
          className="self-start"
          aria-label={PASSKEY_TEXTS.removeLabel(passkey.name)}
          busy={remove.busy}
          busyLabel="Removing…"
        >
          {PASSKEY_TEXTS.remove}
        </Button>
        <FormSummary summaryRef={remove.summaryRef}>{remove.formError}</FormSummary>
      </form>
    </li>
  );
}
