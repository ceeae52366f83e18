// Report User (Safety tab): choosing whom to report, then the usual report dialog.
import { useId, useState } from "react";
import { ReportDialog } from "~/components/report/ReportDialog";
import { Dialog } from "~/components/ui/Dialog";
import { Button } from "~/components/ui/Button";
import { Select } from "~/components/ui/Field";

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
    <Dialog open title="Report User" onClose={onClose} stack>
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
    </Dialog>
  );
}
