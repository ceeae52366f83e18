// A group moderator's "Cancel event" beside each of the group's upcoming events: everyone
// registered is told; focus goes to the events heading.
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { useToast } from "~/components/ui/Toast";

export function CancelEvent({ eventId, title }: { eventId: number; title: string }) {
  const { toast } = useToast();
  const form = useActionForm({
    intent: "cancel-event",
    onSuccess: () => toast({ title: "Event cancelled", description: "Everyone registered has been told." }),
    focusAfterSuccess: () => "events-heading",
    failureToast: (failure) => ({
      title: "Could not cancel the event",
      description: failure.formError ?? "Please try again.",
      variant: "destructive",
    }),
  });
  return (
    <form {...form.formProps} className="mt-2">
      <input {...form.intentProps} />
      <input type="hidden" name="eventId" value={eventId} />
      <Button type="submit" size="sm" variant="danger-outline" busy={form.busy}>
        Cancel event<span className="sr-only"> {title}</span>
      </Button>
    </form>
  );
}
