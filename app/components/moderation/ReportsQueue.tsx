// The Reports Queue tab: search and filters in the URL (so the loader renders them), the report
// cards, and the detail panel beside them. Without script a card's button asks the page for
// ?report=<id>, which the loader draws in the panel.
import { Form, useSearchParams, useSubmit } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { LoadMore } from "~/components/lists/LoadMore";
import { useCursorList, type CursorPage } from "~/components/lists/useCursorList";
import {
  formatDate,
  REPORT_HEADING_ID,
  REPORT_PRIORITY_FILTERS,
  REPORT_STATUS_FILTERS,
  SEARCH_MAX,
} from "~/lib/moderation";
import { humanise, plural } from "~/lib/format";
import { MODERATION_TEXTS } from "~/lib/texts";
import type { ReportListItem } from "~/models/report.server";
import { PriorityBadge, StatusBadge } from "./Badges";
import { ReportDetail } from "./ReportDetail";
import { Button } from "~/components/ui/Button";
import { Input, Select } from "~/components/ui/Field";
import { cardClass, EmptyState } from "~/components/ui/Card";

export type QueueFilters = {
  status: (typeof REPORT_STATUS_FILTERS)[number];
  priority: (typeof REPORT_PRIORITY_FILTERS)[number];
  q: string;
};

export function ReportsQueue({
  page,
  filters,
  loading,
  opened,
}: {
  page: CursorPage<ReportListItem>;
  filters: QueueFilters;
  loading: boolean;
  /** The report the address opened (?report=<id>), fresh from the loader. */
  opened: ReportListItem | null;
}) {
  const list = useCursorList(page, "/api/reports", {
    status: filters.status,
    priority: filters.priority,
    q: filters.q,
  });
  const [selected, setSelected] = useState<ReportListItem | null>(opened);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // After a revalidation the list (or the loader's opened report) holds the freshest copy.
  useEffect(() => {
    setSelected((current) =>
      current
        ? (list.items.find((item) => item.id === current.id) ?? (opened?.id === current.id ? opened : current))
        : null,
    );
  }, [list.items, opened]);

  const select = (report: ReportListItem) => {
    setSelected(report);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  return (
    <div className="flex flex-col gap-4">
      <QueueFilterForm filters={filters} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_min(24rem,40%)]">
        <section aria-labelledby="queue-heading">
          <h2 id="queue-heading" className="sr-only">
            Reports
          </h2>
          <p role="status" className="mb-2 text-sm text-muted" data-testid="queue-status">
            {loading
              ? MODERATION_TEXTS.loadingReports
              : `${plural(list.items.length, "report")} shown${list.hasMore ? ", more available" : ""}`}
          </p>
          {loading ? null : list.items.length === 0 ? (
            <EmptyState title={MODERATION_TEXTS.noReports} />
          ) : (
            <ul className="flex flex-col gap-3">
              {list.items.map((report) => (
                <li key={report.id}>
                  <ReportCard report={report} selected={selected?.id === report.id} onSelect={() => select(report)} />
                </li>
              ))}
            </ul>
          )}
          {loading ? null : (
            <LoadMore list={list} label="Load More Reports" failedText={MODERATION_TEXTS.loadMoreFailed} />
          )}
        </section>
        <ReportDetail report={selected} headingRef={headingRef} onChange={setSelected} />
      </div>
    </div>
  );
}

function QueueFilterForm({ filters }: { filters: QueueFilters }) {
  const id = useId();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const apply = () => formRef.current && submit(formRef.current, { replace: true, preventScrollReset: true });
  return (
    <Form
      ref={formRef}
      method="get"
      role="search"
      aria-label="Filter reports"
      className={cardClass({ className: "flex flex-wrap items-end gap-3" })}
      preventScrollReset
      replace
    >
      <input type="hidden" name="tab" value="reports" />
      <div className="flex min-w-[min(100%,12rem)] flex-1 flex-col gap-1">
        <label htmlFor={`${id}-q`} className="font-medium">
          Search reports
        </label>
        <div className="flex gap-2">
          <Input
            id={`${id}-q`}
            type="search"
            name="q"
            defaultValue={filters.q}
            maxLength={SEARCH_MAX}
            aria-describedby={`${id}-q-hint`}
            className="min-w-0 flex-1"
          />
          <Button type="submit">Search</Button>
        </div>
        <p id={`${id}-q-hint`} className="text-sm text-muted">
          Matches the reason or the description.
        </p>
      </div>
      <FilterSelect
        id={`${id}-status`}
        label="Status"
        name="status"
        value={filters.status}
        options={REPORT_STATUS_FILTERS}
        allLabel="All statuses"
        onChange={apply}
      />
      <FilterSelect
        id={`${id}-priority`}
        label="Priority"
        name="priority"
        value={filters.priority}
        options={REPORT_PRIORITY_FILTERS}
        allLabel="All priorities"
        onChange={apply}
      />
    </Form>
  );
}

function FilterSelect({
  id,
  label,
  name,
  value,
  options,
  allLabel,
  onChange,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  options: readonly string[];
  allLabel: string;
  onChange: () => void;
}) {
  return (
    <div className="flex flex-col gap-1 self-start">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <Select id={id} name={name} defaultValue={value} onChange={onChange}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option === "all" ? allLabel : humanise(option)}
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * A card whose heading button selects the report; the whole card is its click target. Without
 * script the button submits a GET form for this page with ?report=<id>, landing on the panel.
 */
function ReportCard({
  report,
  selected,
  onSelect,
}: {
  report: ReportListItem;
  selected: boolean;
  onSelect: () => void;
}) {
  const [params] = useSearchParams();
  const search = new URLSearchParams(params);
  search.set("report", String(report.id));
  const formId = `report-${report.id}-open`;
  return (
    <article
      className={`relative rounded-lg border-2 p-4 ${selected ? "border-accent bg-raised" : "border-line bg-surface"}`}
      data-testid="report-card"
      aria-labelledby={`report-${report.id}-title`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={report.status} />
        <PriorityBadge priority={report.priority} />
        <span className="text-sm text-muted">#{report.id}</span>
      </div>
      {/* Outside the heading, which holds phrasing content only; the button names it. */}
      <form id={formId} method="get" action={`/moderation#${REPORT_HEADING_ID}`} hidden>
        {[...search].map(([key, value], index) => (
          <input key={index} type="hidden" name={key} value={value} />
        ))}
      </form>
      <h3 id={`report-${report.id}-title`} className="mt-2 font-semibold">
        <button
          type="submit"
          form={formId}
          onClick={(event) => {
            event.preventDefault();
            onSelect();
          }}
          aria-current={selected ? "true" : undefined}
          className="text-left underline-offset-2 after:absolute after:inset-0 after:content-[''] hover:underline"
        >
          {humanise(report.reason)}
          <span className="sr-only"> report #{report.id}</span>
        </button>
      </h3>
      <p className="mt-1 line-clamp-2" data-testid="report-description">
        {report.description ?? MODERATION_TEXTS.noDetails}
      </p>
      <p className="mt-2 text-sm text-muted">
        {humanise(report.contentType)} · <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>
      </p>
    </article>
  );
}
