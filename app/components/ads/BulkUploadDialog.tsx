// Bulk Upload (Ads Manager, Creatives tab): draft creatives from a CSV file.
import { useRevalidator } from "@remix-run/react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Dialog } from "~/components/ui/Dialog";
import { planLimitOf, type PlanLimitBody } from "~/lib/ads/plan-limit";
import { createCreativeSchema } from "~/lib/ads/schema";
import { apiRequest, serverMessage } from "~/lib/api-client";
import { ADS_TEXTS } from "~/lib/texts";
import { PlanLimitAlert } from "./form";
import { Field } from "~/components/ui/Field";
import { parseCsv } from "~/lib/csv";
import { Button } from "~/components/ui/Button";

const BULK_COLUMNS = ["name", "type", "headline", "primaryText", "callToAction"] as const;
const BULK_MAX = 50;

/** A CSV with the header name,type,headline,primaryText,callToAction: one draft creative per row, stopping at the plan's limit. */
export function BulkUploadDialog({ accountId, onClose }: { accountId: number; onClose: () => void }) {
  const id = useId();
  const [report, setReport] = useState<string[]>([]);
  const [limit, setLimit] = useState<PlanLimitBody | null>(null);
  const [sending, setSending] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const file = fileRef.current?.files?.[0];
    if (!file || !file.name.toLowerCase().endsWith(".csv")) {
      setReport(["Choose a .csv file."]);
      return;
    }
    const [header, ...rows] = parseCsv(await file.text());
    if (!header || BULK_COLUMNS.some((c) => !header.includes(c))) {
      setReport([`The first row must name the columns ${BULK_COLUMNS.join(", ")}.`]);
      return;
    }
    if (rows.length > BULK_MAX) {
      setReport([`At most ${BULK_MAX} creatives per upload.`]);
      return;
    }
    setSending(true);
    setLimit(null);
    const lines: string[] = [];
    let created = 0;
    for (const [index, row] of rows.entries()) {
      const record = Object.fromEntries(header.map((key, i) => [key, row[i] ?? ""]));
      const parsed = createCreativeSchema.safeParse({
        accountId,
        ...Object.fromEntries(BULK_COLUMNS.map((c) => [c, record[c]])),
      });
      if (!parsed.success) {
        lines.push(`Row ${index + 2}: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`);
        continue;
      }
      try {
        await apiRequest("POST", "/api/ad-creatives", parsed.data);
        created++;
      } catch (error) {
        const refusal = planLimitOf(error);
        if (refusal) {
          setLimit(refusal);
          lines.push(`Stopped at row ${index + 2}: the plan's creative limit is reached.`);
          break;
        }
        lines.push(`Row ${index + 2}: ${serverMessage(error) ?? ADS_TEXTS.saveFailed}`);
      }
    }
    setReport([`${created} of ${rows.length} creatives created.`, ...lines]);
    setSending(false);
    if (created) revalidator.revalidate();
  };

  return (
    <Dialog open onClose={onClose} initialFocus={fileRef} title={ADS_TEXTS.bulkUpload}>
      <form noValidate className="mt-4 flex flex-col gap-4" onSubmit={(event) => void upload(event)}>
        {limit ? <PlanLimitAlert limit={limit} /> : null}
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
