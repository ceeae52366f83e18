// Like, pass and unblock (Block is a form too: BlockDialog): each a small form posted to the
// Connections action, so it works before the JavaScript loads. One toast in the polite live
// region; the page's loader runs again so every tab agrees, and as the card or row leaves, focus
// goes to `focusAfter` (the next one). The form sends `focusAfter` too: a plain post lands there.
import { useActionForm } from "~/components/forms/useActionForm";
import { useToast } from "~/components/ui/Toast";
import { CONNECTION_TEXTS, ERROR_TITLE } from "~/lib/texts";

export type ConnectionIntent = "like-profile" | "pass-profile" | "unblock-user";
type Person = { id: number; name: string };

const saidOnSuccess = (intent: ConnectionIntent, person: Person, matched: boolean) => {
  if (intent === "unblock-user") return { title: CONNECTION_TEXTS.unblocked(person.name) };
  if (intent === "pass-profile") return { title: CONNECTION_TEXTS.passed(person.name) };
  return matched
    ? { title: CONNECTION_TEXTS.matchedTitle, description: CONNECTION_TEXTS.matched(person.name) }
    : { title: CONNECTION_TEXTS.liked(person.name) };
};

export function useConnectionForm(intent: ConnectionIntent, person: Person, focusAfter: string) {
  const { toast } = useToast();
  const form = useActionForm<{ matched?: boolean }>({
    intent,
    onSuccess: (result) => toast(saidOnSuccess(intent, person, result.matched === true)),
    focusAfterSuccess: () => focusAfter,
    failureToast: (failure) => ({
      title: ERROR_TITLE,
      description:
        failure.formError ?? (intent === "unblock-user" ? CONNECTION_TEXTS.blockFailed : CONNECTION_TEXTS.actionFailed),
      variant: "destructive",
    }),
  });
  /** The form's own fields: whom, and where a plain post lands. */
  const fields = (
    <>
      <input {...form.intentProps} />
      <input type="hidden" name="userId" value={person.id} />
      <input type="hidden" name="focusAfter" value={focusAfter} />
    </>
  );
  return { ...form, fields };
}
