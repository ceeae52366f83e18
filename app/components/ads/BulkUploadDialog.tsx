// Bulk Upload (Ads Manager, Creatives tab): draft creatives from a CSV file. The browser reads the
// file (so this needs script), then posts its text to /ads, which checks and makes each row as
// POST /api/ad-creatives does, stopping at the plan's limit, and answers with each row's result.
import { useId, useRef, useState, type FormEvent } from "react";
import { useActionForm } from "~/components/forms/useActionForm";
import { Dialog } from "~/components/ui/Dialog";
import { BULK_COLUMNS, BULK_MAX } from "~/lib/ads/ads";
import { ADS_TEXTS } from "~/lib/texts";
import { PLAN_NAMES } from "~/lib/vocab";
import type { BulkUploadResult } from "~/server/forms/ads.server";
import { FormProblem, PlanLimitAlert } from "./form";
import { Field } from "~/components/ui/Field";
import { Button } from "~/components/ui/Button";

/** A CSV with the header name,type,headline,primaryText,callToAction: one draft creative per row, stopping at the plan's limit. */
export function BulkUploadDialog({ accountId, onClose }: { accountId: number; onClose: () => void }) {
  const id = useId();
  const [report, setReport] = useState<string[]>([]);
  const [limit, setLimit] = useState<BulkUploadResult["limit"]>(null);
  const [reading, setReading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const csvRef = useRef<HTMLInputElement>(null);
  // Set once the file's text is in the form, so the next submit is the post itself.
  const read = useRef(false);
  const form = useActionForm<BulkUploadResult>({
    intent: "upload-creatives",
    onSuccess: (result) => {
      setReport([ADS_TEXTS.bulkCreated(result.created, result.total), ...result.problems]);
      setLimit(result.limit);
    },
  });
  const sending = reading || form.busy;
  const planLimit = limit && PLAN_NAMES.find((plan) => plan === limit.requiredPlan);

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    if (read.current) {
      read.current = false;
      return form.formProps.onSubmit(event);
    }
    event.preventDefault();
    if (sending) return;
    const file = fileRef.current?.files?.[0];
    if (!file || !file.name.toLowerCase().endsWith(".csv")) {
      setReport([ADS_TEXTS.bulkChooseFile]);
      return;
    }
    setReading(true);
    setReport([]);
    setLimit(null);
    try {
      if (csvRef.current) csvRef.current.value = await file.text();
    } finally {
      setReading(false);
    }
    read.current = true;
    form.formProps.ref.current?.requestSubmit();
  };

  return (
    <Dialog open onClose={onClose} initialFocus={fileRef} title={ADS_TEXTS.bulkUpload}>
      <form {...form.formProps} className="mt-4 flex flex-col gap-4" onSubmit={(event) => void upload(event)}>
        <input {...form.intentProps} />
        <input type="hidden" name="accountId" value={accountId} />
        <input ref={csvRef} type="hidden" name="csv" defaultValue="" />
        {planLimit ? <PlanLimitAlert limit={{ error: limit.error, requiredPlan: planLimit }} /> : null}
        <FormProblem failure={form.failure} summaryRef={form.summaryRef} />
        <Field
          id={`${id}-file`}
          label="CSV file"
          hint={`First row: ${BULK_COLUMNS.join(",")}. Each row becomes a draft creative (at most ${BULK_MAX}).`}
        >
          <input
            ref={fileRef}
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${id}-file-hint`}
            className="min-h-10"
          />
        </Field>
        <div role="status" className="text-sm">
          {report.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        <div className="flex justify-end gap-2">
          <Button onClick={onClose} variant="secondary">
            Close
          </Button>
          <Button type="submit" aria-disabled={sending || undefined}>
            {sending ? "Uploading..." : "Upload"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
