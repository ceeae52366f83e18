// One small form about one member of a group (approve, decline, remove, readmit): a real post to
// the group page's action, whose answer reloads the page; focus then goes to the section.
import { useActionForm } from "~/components/forms/useActionForm";
import { Button, type ButtonVariant } from "~/components/ui/Button";

export function MemberAction({
  intent,
  userId,
  label,
  name,
  section,
  variant = "secondary",
}: {
  intent: "approve-request" | "decline-request" | "remove-member" | "readmit-member";
  userId: number;
  label: string;
  /** Whom it is about, for the button's accessible name. */
  name: string;
  /** The section to focus once the page has the answer. */
  section: string;
  variant?: ButtonVariant;
}) {
  const form = useActionForm({
    intent,
    focusAfterSuccess: () => section,
    failureToast: (failure) => ({
      title: "That did not work",
      description: failure.formError ?? "Please try again.",
      variant: "destructive",
    }),
  });
  return (
    <form {...form.formProps}>
      <input {...form.intentProps} />
      <input type="hidden" name="userId" value={userId} />
      <Button type="submit" size="sm" variant={variant} busy={form.busy}>
        {label}
        <span className="sr-only"> {name}</span>
      </Button>
    </form>
  );
}
