// Privacy Settings (Safety tab): the privacy level, saved at once.
import { useRevalidator } from "@remix-run/react";
import { useId, useState } from "react";
import { useToast } from "~/components/ui/Toast";
import { apiRequest } from "~/lib/api-client";
import { PRIVACY_LABELS, type PrivacyLevel, type UpdateProfileInput } from "~/lib/connections";
import { CONNECTION_TEXTS, ERROR_TITLE } from "~/lib/texts";
import { PrivacyLevelRadios } from "./PrivacyLevelRadios";
import { Dialog } from "~/components/ui/Dialog";
import { Button } from "~/components/ui/Button";

/** Privacy Settings (Safety tab): the privacy level, saved at once. */
export function PrivacyDialog({
  userId,
  current,
  onClose,
}: {
  userId: number;
  current: PrivacyLevel;
  onClose: () => void;
}) {
  const id = useId();
  const [level, setLevel] = useState<PrivacyLevel>(current);
  const [sending, setSending] = useState(false);
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const save = async () => {
    setSending(true);
    try {
      await apiRequest("PATCH", `/api/relationship-profile/${userId}`, {
        privacyLevel: level,
      } satisfies UpdateProfileInput);
      toast({ title: CONNECTION_TEXTS.profileSaved, description: `Privacy level: ${PRIVACY_LABELS[level].label}` });
      onClose();
      revalidator.revalidate();
    } catch {
      toast({ title: ERROR_TITLE, description: CONNECTION_TEXTS.saveFailed, variant: "destructive" });
      setSending(false);
    }
  };
  return (
    <Dialog open title="Privacy Settings" onClose={onClose} stack>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <PrivacyLevelRadios id={`${id}-privacy`} value={level} onChange={setLevel} />
        <div className="flex justify-end gap-2">
          <Button onClick={onClose} variant="secondary">
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
