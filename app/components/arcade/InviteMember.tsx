// "Invite a member" on a room with a free seat: a player names a member by username,
// and they are notified with a link to the room. Works without script; with it, the field
// clears and keeps focus for the next name.
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { Field, FormSummary, Input } from "~/components/ui/Field";
import { useToast } from "~/components/ui/Toast";

const FIELD_ID = "invite-username";

export function InviteMember() {
  const { toast } = useToast();
  const form = useActionForm<{ invited: string }>({
    intent: "invite-member",
    onSuccess: (result, element) => {
      element?.reset();
      toast({ title: "Invite sent", description: `@${result.invited} has been told about this room.` });
    },
    focusAfterSuccess: () => FIELD_ID,
  });
  return (
    <form {...form.formProps} className="mt-3 flex flex-col gap-2 text-sm">
      <input {...form.intentProps} />
      <Field
        id={FIELD_ID}
        label="Invite a member"
        hint="Their username, as on their profile. They are told about this room."
        error={form.field("username").error}
      >
        <Input name="username" autoComplete="off" maxLength={41} defaultValue={form.values.username} />
      </Field>
      <FormSummary summaryRef={form.summaryRef}>{form.formError}</FormSummary>
      <div>
        <Button type="submit" variant="secondary" busy={form.busy}>
          Send invite
        </Button>
      </div>
    </form>
  );
}
