// The report dialog (spec doc 1, 2.12, 4, 5 and 8): a required reason, an optional
// description with a 0/500 counter, and a priority the server may override.
import { useId, useState } from "react";
import { Dialog } from "~/components/ui/Dialog";
import { useToast } from "~/components/ui/Toast";
import { ApiError, apiRequest } from "~/lib/api-client";
import { humanise } from "~/lib/format";
import {
  FORCED_HIGH_REASONS,
  PICKABLE_PRIORITIES,
  REPORT_DESCRIPTION_MAX,
  reportPriority,
  SERIOUS_REASONS,
  type CreateReportInput,
} from "~/lib/reports";
import { REPORT_TEXTS } from "~/lib/texts";
import { REPORT_REASONS } from "~/lib/vocab";
import { Button } from "~/components/ui/Button";
import { Select, Textarea } from "~/components/ui/Field";

type Reason = (typeof REPORT_REASONS)[number];
type Target = Pick<CreateReportInput, "contentType" | "contentId"> & { label: string };

export function ReportButton({ target, className = "" }: { target: Target; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`min-h-8 rounded px-2 text-sm text-muted underline hover:bg-raised ${className}`}
      >
        Report<span className="sr-only"> {target.label}</span>
      </button>
      {open ? <ReportDialog target={target} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

export function ReportDialog({ target, onClose }: { target: Target; onClose: () => void }) {
  const id = useId();
  const [reason, setReason] = useState<Reason | null>(null);
  const [description, setDescription] = useState("");
  const [picked, setPicked] = useState<(typeof PICKABLE_PRIORITIES)[number]>("medium");
  const [missingReason, setMissingReason] = useState(false);
  const [sending, setSending] = useState(false);
  const { toast } = useToast();

  const forced = reason !== null && (FORCED_HIGH_REASONS as readonly string[]).includes(reason);
  const serious = reason !== null && (SERIOUS_REASONS as readonly string[]).includes(reason);

  const submit = async () => {
    if (!reason) {
      setMissingReason(true);
      toast({
        title: REPORT_TEXTS.reasonRequiredTitle,
        description: REPORT_TEXTS.reasonRequired,
        variant: "destructive",
      });
      return;
    }
    setSending(true);
    try {
      await apiRequest("POST", "/api/reports", {
        contentType: target.contentType,
        contentId: target.contentId,
        reason,
        description: description || null,
        priority: reportPriority(reason, picked),
      } satisfies CreateReportInput);
      toast({ title: REPORT_TEXTS.submittedTitle, description: REPORT_TEXTS.submitted });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // One report per member per item: not a failure, just already done.
        toast({ title: REPORT_TEXTS.alreadyReportedTitle, description: REPORT_TEXTS.alreadyReported });
        onClose();
        return;
      }
      toast({ title: REPORT_TEXTS.failedTitle, description: REPORT_TEXTS.failed, variant: "destructive" });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={<>Report {target.label}</>}>
      <form
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset aria-describedby={missingReason ? `${id}-reason-error` : undefined}>
          <legend className="font-medium">Why are you reporting this?</legend>
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {REPORT_REASONS.map((value) => (
              <label key={value} className="flex min-h-8 items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setMissingReason(false);
                  }}
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
          <p className="rounded border-2 border-danger p-3 text-sm" data-testid="serious-warning">
            <strong>Serious violation.</strong> {REPORT_TEXTS.seriousWarning}
          </p>
        ) : null}

        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-description`} className="font-medium">
            Additional details (optional)
          </label>
          <Textarea
            id={`${id}-description`}
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

        {reason === "other" ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-priority`} className="font-medium">
              Priority
            </label>
            <Select
              id={`${id}-priority`}
              value={picked}
              onChange={(event) => setPicked(PICKABLE_PRIORITIES.find((p) => p === event.target.value) ?? "medium")}
            >
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
          <Button onClick={onClose} variant="secondary">
            Cancel
          </Button>
          <Button type="submit" disabled={sending} variant="danger">
            {sending ? "Submitting..." : "Submit Report"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
