// Privacy Settings (Safety tab): the privacy level, saved at once. The form posts to the
// Connections action (PATCH /api/relationship-profile's rules); without JavaScript the page
// draws it in place at ?tab=safety&dialog=privacy.
import { useId } from "react";
import { PageDialog } from "~/components/forms/PageDialog";
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { useToast } from "~/components/ui/Toast";
import { PRIVACY_LABELS, PRIVACY_OPENER_ID, type PrivacyLevel } from "~/lib/connections";
import { CONNECTION_TEXTS, ERROR_TITLE } from "~/lib/texts";
import { PRIVACY_LEVELS } from "~/lib/vocab";
import { PrivacyLevelRadios } from "./PrivacyLevelRadios";

/** Privacy Settings (Safety tab): the privacy level, saved at once. */
export function PrivacyDialog({
  current,
  open = true,
  onClose,
}: {
  current: PrivacyLevel;
  /** False while only the no-script fallback asks for it. */
  open?: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const form = useActionForm<{ privacyLevel: PrivacyLevel }>({
    intent: "privacy",
    onSuccess: ({ privacyLevel }) => {
      toast({
        title: CONNECTION_TEXTS.profileSaved,
        description: `Privacy level: ${PRIVACY_LABELS[privacyLevel].label}`,
      });
      onClose();
    },
    focusAfterSuccess: () => PRIVACY_OPENER_ID,
    // A refused choice is said beside the radios; anything else as before, in a toast.
    failureToast: (failure) =>
      failure.fieldErrors.privacyLevel
        ? null
        : { title: ERROR_TITLE, description: failure.formError ?? CONNECTION_TEXTS.saveFailed, variant: "destructive" },
  });
  // A refused plain post keeps what was picked.
  const chosen = PRIVACY_LEVELS.find((level) => level === form.values.privacyLevel) ?? current;
  return (
    <PageDialog name="privacy" open={open} title="Privacy Settings" onClose={onClose} stack>
      <form {...form.formProps} className="flex flex-col gap-4">
        <input {...form.intentProps} />
        <PrivacyLevelRadios
          id={`${id}-privacy`}
          name="privacyLevel"
          defaultValue={chosen}
          error={form.fieldErrors.privacyLevel}
        />
        <div className="flex justify-end gap-2">
          <Button onClick={onClose} variant="secondary">
            Cancel
          </Button>
          <Button type="submit" busy={form.busy} busyLabel="Saving…">
            Save
          </Button>
        </div>
      </form>
    </PageDialog>
  );
}
