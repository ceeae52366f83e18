// Block: the confirmation before a member is blocked (Connections). Its form posts to the
// Connections action (POST /api/users/:id/block's rules); without JavaScript a match's Block
// link opens it in place at ?tab=matches&dialog=block&user=<id>.
import { PageDialog } from "~/components/forms/PageDialog";
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { useToast } from "~/components/ui/Toast";
import { CONNECTION_TEXTS, ERROR_TITLE } from "~/lib/texts";

export function BlockDialog({
  person,
  focusAfter,
  open = true,
  onClose,
}: {
  person: { id: number; name: string };
  /** The id of what takes focus once the blocked member's card has gone. */
  focusAfter: string;
  /** False while only the no-script fallback asks for it. */
  open?: boolean;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const form = useActionForm({
    intent: "block-user",
    onSuccess: () => {
      toast({ title: CONNECTION_TEXTS.blocked(person.name) });
      onClose();
    },
    focusAfterSuccess: () => focusAfter,
    failureToast: (failure) => ({
      title: ERROR_TITLE,
      description: failure.formError ?? CONNECTION_TEXTS.blockFailed,
      variant: "destructive",
    }),
  });
  return (
    <PageDialog name="block" open={open} title={`Block ${person.name}?`} onClose={onClose} stack>
      <p>{CONNECTION_TEXTS.blockConfirm(person.name)}</p>
      <form {...form.formProps} className="flex justify-end gap-2">
        <input {...form.intentProps} />
        <input type="hidden" name="userId" value={person.id} />
        <Button onClick={onClose} variant="secondary">
          Cancel
        </Button>
        <Button type="submit" busy={form.busy} busyLabel={`Blocking ${person.name}…`} variant="danger">
          {`Block ${person.name}`}
        </Button>
      </form>
    </PageDialog>
  );
}
