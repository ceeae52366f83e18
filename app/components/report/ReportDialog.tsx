// The report dialog: a required reason, an optional description with a 0/500 counter, and a
// priority the server may override. Its form posts to /report's action (the API's schema and
// model); without JavaScript the Report link opens that page, which shows the same form. Loaded
// when a Report button is first pressed (ReportButton).
import { useId, useState } from "react";
import { useHydrated } from "~/components/forms/DialogOpener";
import { useActionForm, type FormFailure } from "~/components/forms/useActionForm";
import { Button, buttonClass } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { useToast } from "~/components/ui/Toast";
import { humanise } from "~/lib/format";
import { FORCED_HIGH_REASONS, PICKABLE_PRIORITIES, REPORT_DESCRIPTION_MAX, SERIOUS_REASONS } from "~/lib/reports";
import { REPORT_TEXTS } from "~/lib/texts";
import { REPORT_REASONS } from "~/lib/vocab";
import { Select, Textarea } from "~/components/ui/Field";
import { alertClass } from "~/components/ui/Card";
import type { ReportTarget } from "./ReportButton";

type Reason = (typeof REPORT_REASONS)[number];
type Target = ReportTarget;

export function ReportDialog({ target, onClose }: { target: Target; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={<>Report {target.label}</>}>
      <ReportForm target={target} onDone={onClose} />
    </Dialog>
  );
}

function failureToast(failure: FormFailure) {
  if (failure.fieldErrors.reason)
    return {
      title: REPORT_TEXTS.reasonRequiredTitle,
      description: REPORT_TEXTS.reasonRequired,
      variant: "destructive" as const,
    };
  // One report per member per item: not a failure, just already done.
  if (failure.formError === REPORT_TEXTS.alreadyReported)
    return { title: REPORT_TEXTS.alreadyReportedTitle, description: REPORT_TEXTS.alreadyReported };
  return { title: REPORT_TEXTS.failedTitle, description: REPORT_TEXTS.failed, variant: "destructive" as const };
}

/** The form itself: in the dialog, or on /report as a page when there is no script. */
export function ReportForm({ target, onDone, returnTo }: { target: Target; onDone?: () => void; returnTo?: string }) {
  const id = useId();
  const hydrated = useHydrated();
  const { toast } = useToast();
  const form = useActionForm({
    intent: "report",
    // On /report itself, its own address (with the item in the query); from a dialog, /report.
    action: returnTo ? undefined : "/report",
    onSuccess: () => {
      toast({ title: REPORT_TEXTS.submittedTitle, description: REPORT_TEXTS.submitted });
      onDone?.();
    },
    onFailure: (failure) => {
      if (failure.formError === REPORT_TEXTS.alreadyReported) onDone?.();
    },
    failureToast,
  });
  const [reason, setReason] = useState<Reason | null>(
    REPORT_REASONS.find((value) => value === form.values.reason) ?? null,
  );
  const [description, setDescription] = useState(form.values.description ?? "");
  // Drawn from the answer, so a page drawn without script shows it too; picking a reason clears it.
  const missingReason = Boolean(form.fieldErrors.reason) && reason === null;

  const forced = reason !== null && (FORCED_HIGH_REASONS as readonly string[]).includes(reason);
  const serious = reason !== null && (SERIOUS_REASONS as readonly string[]).includes(reason);

  return (
    <form {...form.formProps} className="mt-4 flex flex-col gap-4">
      <input {...form.intentProps} />
      <input type="hidden" name="contentType" value={target.contentType} />
      <input type="hidden" name="contentId" value={target.contentId} />
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <fieldset aria-describedby={missingReason ? `${id}-reason-error` : undefined}>
        <legend className="font-medium">Why are you reporting this?</legend>
        <div className="mt-2 grid gap-1 sm:grid-cols-2">
          {REPORT_REASONS.map((value) => (
            <label key={value} className="flex min-h-8 items-center gap-2">
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                aria-invalid={missingReason && value === REPORT_REASONS[0] ? true : undefined}
                onChange={() => setReason(value)}
                className="h-4 w-4"
              />
              {humanise(value)}
            </label>
          ))}
        </div>
        {missingReason ? (
          <p id={`${id}-reason-error`} role="alert" className="mt-2 font-medium text-danger">
            {REPORT_TEXTS.reasonRequiredTitle}: {REPORT_TEXTS.reasonRequired}
          </p>
        ) : null}
      </fieldset>

      {serious ? (
        <p className={alertClass("danger", "text-sm")} data-testid="serious-warning">
          <strong>Serious violation.</strong> {REPORT_TEXTS.seriousWarning}
        </p>
      ) : null}

      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-description`} className="font-medium">
          Additional details (optional)
        </label>
        <Textarea
          id={`${id}-description`}
          name="description"
          value={description}
          maxLength={REPORT_DESCRIPTION_MAX}
          onChange={(event) => setDescription(event.target.value)}
          aria-describedby={`${id}-count`}
          rows={4}
        />
        <p id={`${id}-count`} className="text-right text-sm text-muted">
          {`${description.length}/${REPORT_DESCRIPTION_MAX}`}
        </p>
      </div>

      {reason === "other" || (!hydrated && !reason) ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-priority`} className="font-medium">
            Priority
          </label>
          <Select id={`${id}-priority`} name="priority" defaultValue={form.values.priority ?? "medium"}>
            {PICKABLE_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {humanise(priority)}
              </option>
            ))}
          </Select>
        </div>
      ) : reason ? (
        <p className="text-sm">
          Priority: <strong>{forced ? "High" : "Medium"}</strong>
          {forced ? " (set automatically for this reason)" : ""}
        </p>
      ) : null}

      <p className="text-sm text-muted">{REPORT_TEXTS.reviewNotice}</p>
      <div className="cluster flex justify-end gap-2">
        {onDone ? (
          <Button onClick={onDone} variant="secondary">
            Cancel
          </Button>
        ) : returnTo ? (
          <a href={returnTo} className={buttonClass({ variant: "secondary", className: "inline-flex items-center" })}>
            Cancel
          </a>
        ) : null}
        <Button type="submit" variant="danger" busy={form.busy} busyLabel="Submitting...">
          {form.busy ? "Submitting..." : "Submit Report"}
        </Button>
      </div>
    </form>
  );
}
