// Report User (Safety tab): choosing whom to report, then the usual report dialog. The choice is
// a GET form to /report, so without JavaScript (?tab=safety&dialog=report-user) it opens the
// report page for that member; with JavaScript the report dialog opens in its place.
import { useState } from "react";
import { PageDialog } from "~/components/forms/PageDialog";
import { ReportDialog } from "~/components/report/ReportDialog";
import { Button } from "~/components/ui/Button";
import { Field, Select } from "~/components/ui/Field";

type Person = { id: number; name: string };

/** Report User (Safety tab): pick one of the people Connections has shown you, then the usual report dialog. */
export function ReportUserDialog({
  people,
  open = true,
  onClose,
}: {
  people: Person[];
  /** False while only the no-script fallback asks for it. */
  open?: boolean;
  onClose: () => void;
}) {
  const [reporting, setReporting] = useState<Person | null>(null);
  if (reporting)
    return (
      <ReportDialog
        target={{ contentType: "user", contentId: reporting.id, label: reporting.name }}
        onClose={onClose}
      />
    );
  const cancel = (
    <Button onClick={onClose} variant="secondary">
      Cancel
    </Button>
  );
  return (
    <PageDialog name="report-user" open={open} title="Report User" onClose={onClose} stack>
      {people.length === 0 ? (
        <>
          <p>There is no one to report yet. You can report a member from their profile card at any time.</p>
          <div className="flex justify-end gap-2">{cancel}</div>
        </>
      ) : (
        <form
          method="get"
          action="/report"
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const chosen = String(new FormData(event.currentTarget).get("contentId"));
            setReporting(people.find((person) => String(person.id) === chosen) ?? null);
          }}
        >
          <input type="hidden" name="contentType" value="user" />
          {/* /report names the member only by what it is sent; the dialog names them. */}
          <input type="hidden" name="label" value="a member" />
          <input type="hidden" name="returnTo" value="/connections?tab=safety" />
          <Field label="Member to report">
            <Select
              name="contentId"
              options={people.map((person) => ({ value: String(person.id), label: person.name }))}
            />
          </Field>
          <div className="flex justify-end gap-2">
            {cancel}
            <Button type="submit">Continue</Button>
          </div>
        </form>
      )}
    </PageDialog>
  );
}
