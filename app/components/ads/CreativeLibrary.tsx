// The Ad Creative Library (spec doc 2; issue 10): search and type filter in the URL, the
// cards with their performance, Create Creative, Bulk Upload (a CSV of creatives) and Use
// in Ad (the Create Campaign form with this creative chosen).
import { useRevalidator } from "@remix-run/react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useCursorList } from "~/components/lists/useCursorList";
import { LoadMore } from "~/components/lists/LoadMore";
import { Dialog } from "~/components/ui/Dialog";
import { useToast } from "~/components/ui/Toast";
import {
  CREATIVE_TYPE_FILTERS,
  CREATIVE_TYPE_LABELS,
  fieldIssuesOf,
  planLimitOf,
  type PlanLimitBody,
} from "~/lib/ads/ads";
import { createCreativeSchema } from "~/lib/ads/schema";
import { formatCount, formatPercent } from "~/lib/ads/metrics";
import { apiRequest, serverMessage } from "~/lib/api-client";
import { humanise } from "~/lib/format";
import { ADS_TEXTS, ERROR_TITLE } from "~/lib/texts";
import { CREATIVE_STATUSES, CREATIVE_TYPES } from "~/lib/vocab";
import type { CreativeView } from "~/models/ad-creative.server";
import { PlanLimitAlert, useFocusWhen } from "./form";
import { Field } from "~/components/ui/Field";
import { parseCsv } from "~/lib/csv";
import { Button } from "~/components/ui/Button";
import { FilterForm } from "~/components/lists/FilterForm";
import { Input, Select, Textarea } from "~/components/ui/controls";

const TYPE_OPTIONS = CREATIVE_TYPE_FILTERS.map((value) => ({ value, label: CREATIVE_TYPE_LABELS[value] }));

type Page = { items: CreativeView[]; nextCursor: string | null };

export function CreativeLibrary({
  first,
  accountId,
  filters,
  onUseInAd,
}: {
  first: Page;
  accountId: number;
  filters: { type: string; q: string };
  onUseInAd: (creativeId: number) => void;
}) {
  const list = useCursorList(first, "/api/ad-creatives", {
    accountId: String(accountId),
    type: filters.type,
    q: filters.q || undefined,
  });
  const [dialog, setDialog] = useState<"create" | "bulk" | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold">{ADS_TEXTS.creativesTitle}</h2>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDialog("bulk")} variant="secondary">
            {ADS_TEXTS.bulkUpload}
          </Button>
          <Button onClick={() => setDialog("create")}>{ADS_TEXTS.createCreative}</Button>
        </div>
      </div>
      <FilterForm
        label="Filter creatives"
        className=""
        searchFirst
        search={{ name: "cq", label: "Search creatives", value: filters.q, placeholder: ADS_TEXTS.searchCreatives }}
        selects={[{ name: "ctype", label: "Type", options: TYPE_OPTIONS, selected: filters.type }]}
        hidden={{ account: String(accountId), tab: "creatives" }}
        clearHref={null}
      />
      {list.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line p-8 text-center font-semibold">
          {ADS_TEXTS.noCreatives}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Creatives" data-testid="creative-list">
          {list.items.map((c) => (
            <li
              key={c.id}
              className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4"
              aria-labelledby={`creative-${c.id}`}
            >
              <div className="flex flex-wrap gap-2 text-sm">
                <span className="rounded-full border border-line px-2 font-medium">{humanise(c.type)}</span>
                <span className="rounded-full border border-line px-2 font-medium">{humanise(c.status)}</span>
              </div>
              <h3 id={`creative-${c.id}`} className="text-lg font-bold">
                {c.name}
              </h3>
              <p className="font-semibold">{c.headline}</p>
              <p className="text-muted">{c.primaryText}</p>
              <dl className="grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-muted">Impressions</dt>
                  <dd className="font-semibold">{formatCount(c.performance.impressions)}</dd>
                </div>
                <div>
                  <dt className="text-muted">Clicks</dt>
                  <dd className="font-semibold">{formatCount(c.performance.clicks)}</dd>
                </div>
                <div>
                  <dt className="text-muted">CTR</dt>
                  <dd className="font-semibold">{formatPercent(c.performance.ctr)}</dd>
                </div>
              </dl>
              {c.status !== "archived" ? (
                <Button onClick={() => onUseInAd(c.id)} variant="secondary" className="self-start">
                  {ADS_TEXTS.useInAd}
                  <span className="sr-only">: {c.name}</span>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={list} label="Load more creatives" failedText={ADS_TEXTS.loadMoreFailed} />
      {dialog === "create" ? <CreateCreativeDialog accountId={accountId} onClose={() => setDialog(null)} /> : null}
      {dialog === "bulk" ? <BulkUploadDialog accountId={accountId} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}

function CreateCreativeDialog({ accountId, onClose }: { accountId: number; onClose: () => void }) {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [limit, setLimit] = useState<PlanLimitBody | null>(null);
  const [sending, setSending] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const limitRef = useFocusWhen<HTMLDivElement>(limit);
  const { toast } = useToast();
  const revalidator = useRevalidator();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = createCreativeSchema.safeParse({
      accountId,
      ...Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])),
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? "name")] ??= issue.message;
      setErrors(found);
      document.getElementById(`${id}-${Object.keys(found)[0] ?? "name"}`)?.focus();
      return;
    }
    setErrors({});
    setLimit(null);
    setSending(true);
    try {
      await apiRequest("POST", "/api/ad-creatives", parsed.data);
      toast({ title: ADS_TEXTS.creativeCreated, description: parsed.data.name });
      revalidator.revalidate();
      onClose();
    } catch (error) {
      const refusal = planLimitOf(error);
      if (refusal) setLimit(refusal);
      else if (Object.keys(fieldIssuesOf(error)).length) setErrors(fieldIssuesOf(error));
      else
        toast({
          title: ERROR_TITLE,
          description: serverMessage(error) ?? ADS_TEXTS.saveFailed,
          variant: "destructive",
        });
      setSending(false);
    }
  };
  const err = (name: string) => errors[name];
  const text = (name: string, label: string, max: number) => (
    <Field id={`${id}-${name}`} label={label} error={err(name)}>
      <Input ref={name === "name" ? nameRef : undefined} name={name} maxLength={max} />
    </Field>
  );
  return (
    <Dialog open onClose={onClose} initialFocus={nameRef} title={ADS_TEXTS.createCreative}>
      <form noValidate className="mt-4 flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
        {limit ? <PlanLimitAlert ref={limitRef} limit={limit} /> : null}
        {text("name", "Name", 100)}
        <Field id={`${id}-type`} label="Type">
          <Select name="type" defaultValue="image" id={`${id}-type`}>
            {CREATIVE_TYPES.map((t) => (
              <option key={t} value={t}>
                {humanise(t)}
              </option>
            ))}
          </Select>
        </Field>
        {text("headline", "Headline", 120)}
        <Field id={`${id}-primaryText`} label="Primary text" error={err("primaryText")}>
          <Textarea name="primaryText" rows={3} maxLength={500} />
        </Field>
        {text("callToAction", "Call to action", 40)}
        {text("imageUrl", "Image address (optional)", 500)}
        <Field id={`${id}-status`} label="Status">
          <Select name="status" defaultValue="draft" id={`${id}-status`}>
            {CREATIVE_STATUSES.filter((s) => s !== "archived").map((s) => (
              <option key={s} value={s}>
                {humanise(s)}
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex justify-end gap-2">
          <Button onClick={onClose} variant="secondary">
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            {ADS_TEXTS.createCreative}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

const BULK_COLUMNS = ["name", "type", "headline", "primaryText", "callToAction"] as const;
const BULK_MAX = 50;

/** A CSV with the header name,type,headline,primaryText,callToAction: one draft creative per row, stopping at the plan's limit. */
function BulkUploadDialog({ accountId, onClose }: { accountId: number; onClose: () => void }) {
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
