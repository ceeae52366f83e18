// Privacy Settings (Safety tab): the privacy level, saved at once.
import { useRevalidator } from "@remix-run/react";
import { useId, useState } from "react";
import { useToast } from "~/components/ui/Toast";
import { apiRequest } from "~/lib/api-client";
import { PRIVACY_LABELS, type PrivacyLevel, type UpdateProfileInput } from "~/lib/connections";
import { CONNECTION_TEXTS, ERROR_TITLE } from "~/lib/texts";
import { PRIVACY_LEVELS } from "~/lib/vocab";
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
        <fieldset>
          <legend className="font-medium">Privacy level</legend>
          <div className="mt-2 flex flex-col gap-2">
            {PRIVACY_LEVELS.map((value) => (
              <label key={value} className="flex items-start gap-2">
                <input
                  type="radio"
                  name={`${id}-privacy`}
                  value={value}
                  checked={level === value}
                  onChange={() => setLevel(value)}
                  aria-describedby={`${id}-${value}`}
                  className="mt-1 h-5 w-5"
                />
                <span>
                  <span className="font-medium">{PRIVACY_LABELS[value].label}</span>
                  <span id={`${id}-${value}`} className="block text-sm text-muted">
                    {PRIVACY_LABELS[value].description}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
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
