// The Connections dialogs: a profile up close, the block confirmation,
// privacy settings, choosing whom to report, and the plain information dialogs.
import { useRevalidator } from "@remix-run/react";
import { useId, useState, type ReactNode } from "react";
import { ReportButton, ReportDialog } from "~/components/report/ReportDialog";
import { useToast } from "~/components/ui/Toast";
import { apiRequest } from "~/lib/api-client";
import { PRIVACY_LABELS, type MatchProfileCard, type PrivacyLevel, type UpdateProfileInput } from "~/lib/connections";
import { CONNECTION_TEXTS, ERROR_TITLE } from "~/lib/texts";
import { PRIVACY_LEVELS } from "~/lib/vocab";
import { Modal } from "./Modal";
import { ProfileDetails } from "./ProfileCard";
import { Button } from "~/components/ui/Button";
import { Select } from "~/components/ui/controls";

/** View Profile: the card in full, with Report and Block beside Close. */
export function ProfileDialog({
  card,
  now,
  onClose,
  onBlock,
  actions,
}: {
  card: MatchProfileCard;
  now: number;
  onClose: () => void;
  onBlock: () => void;
  actions?: ReactNode;
}) {
  return (
    <Modal title={`${card.name}'s profile`} onClose={onClose} wide>
      <ProfileDetails card={card} headingLevel={3} now={now} />
      <div className="flex flex-wrap justify-between gap-2 border-t border-line pt-4">
        <div className="flex flex-wrap gap-2">
          <ReportButton
            target={{ contentType: "user", contentId: card.id, label: card.name }}
            className="min-h-10 px-3"
          />
          <Button onClick={onBlock} variant="danger-outline">
            Block<span className="sr-only">{` ${card.name}`}</span>
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          <Button onClick={onClose} variant="secondary">
            Close
          </Button>
        </div>
      </div>
    </Modal>
  );
}

export function BlockDialog({
  person,
  onConfirm,
  onClose,
}: {
  person: { id: number; name: string };
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  const [sending, setSending] = useState(false);
  return (
    <Modal title={`Block ${person.name}?`} onClose={onClose}>
      <p>{CONNECTION_TEXTS.blockConfirm(person.name)}</p>
      <div className="flex justify-end gap-2">
        <Button onClick={onClose} variant="secondary">
          Cancel
        </Button>
        <Button
          disabled={sending}
          onClick={async () => {
            setSending(true);
            const done = await onConfirm();
            setSending(false);
            if (done) onClose();
          }}
          variant="danger"
        >
          {`Block ${person.name}`}
        </Button>
      </div>
    </Modal>
  );
}

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
    <Modal title="Privacy Settings" onClose={onClose}>
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
    </Modal>
  );
}

/** Report User (Safety tab): pick one of the people Connections has shown you, then the usual report dialog. */
export function ReportUserDialog({ people, onClose }: { people: { id: number; name: string }[]; onClose: () => void }) {
  const id = useId();
  const [chosen, setChosen] = useState<number | null>(people[0]?.id ?? null);
  const [reporting, setReporting] = useState<{ id: number; name: string } | null>(null);
  if (reporting)
    return (
      <ReportDialog
        target={{ contentType: "user", contentId: reporting.id, label: reporting.name }}
        onClose={onClose}
      />
    );
  return (
    <Modal title="Report User" onClose={onClose}>
      {people.length === 0 ? (
        <p>There is no one to report yet. You can report a member from their profile card at any time.</p>
      ) : (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-person`} className="font-medium">
            Member to report
          </label>
          <Select
            id={`${id}-person`}
            value={chosen ?? undefined}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </Select>
        </div>
      )}
      <div className="flex justify-end gap-2">
        <Button onClick={onClose} variant="secondary">
          Cancel
        </Button>
        {people.length ? (
          <Button onClick={() => setReporting(people.find((p) => p.id === chosen) ?? null)}>Continue</Button>
        ) : null}
      </div>
    </Modal>
  );
}
