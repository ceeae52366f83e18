// The Ad Creative Library: search and type filter in the URL, the cards with their performance,
// Create Creative, Bulk Upload (a CSV of creatives) and Use in Ad (the Create Campaign form with
// this creative chosen).
import { useState } from "react";
import { DialogOpener, useDialogParam } from "~/components/forms/DialogOpener";
import { useCursorList } from "~/components/lists/useCursorList";
import { LoadMore } from "~/components/lists/LoadMore";
import { CREATIVE_TYPE_FILTERS, CREATIVE_TYPE_LABELS } from "~/lib/ads/ads";
import { formatCount, formatPercent } from "~/lib/ads/metrics";
import { humanise } from "~/lib/format";
import { ADS_TEXTS } from "~/lib/texts";
import type { CreativeView } from "~/models/ad-creative.server";
import { Button, buttonClass } from "~/components/ui/Button";
import { FilterForm } from "~/components/lists/FilterForm";
import { BulkUploadDialog } from "./BulkUploadDialog";
import { CreateCreativeDialog } from "./CreateCreativeDialog";
import { cardClass } from "~/components/ui/Card";

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
  // Without script, ?dialog=creative draws the form in place; with it, the dialog opens.
  const asked = useDialogParam("creative");
  const [dialog, setDialog] = useState<"create" | "bulk" | null>(asked ? "create" : null);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold">{ADS_TEXTS.creativesTitle}</h2>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDialog("bulk")} variant="secondary">
            {ADS_TEXTS.bulkUpload}
          </Button>
          <DialogOpener
            name="creative"
            onOpen={() => setDialog("create")}
            className={buttonClass({ className: "inline-flex items-center" })}
          >
            {ADS_TEXTS.createCreative}
          </DialogOpener>
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
              className={cardClass({ className: "flex flex-col gap-2" })}
              aria-labelledby={`creative-${c.id}`}
            >
              <div className="flex flex-wrap gap-2 text-sm">
                <span className="rounded-full border border-line px-2 font-medium">{humanise(c.type)}</span>
                <span className="rounded-full border border-line px-2 font-medium">{humanise(c.status)}</span>
              </div>
              <h3 id={`creative-${c.id}`} className="text-lg font-bold">
                {c.name}
              </h3>
              {c.image ? (
                <img
                  src={c.image.url}
                  alt={c.image.alt ?? ""}
                  width={c.image.width}
                  height={c.image.height}
                  loading="lazy"
                  decoding="async"
                  className="h-auto max-h-64 w-full rounded object-contain"
                />
              ) : null}
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
                <DialogOpener
                  name="campaign"
                  params={{ creativeId: c.id }}
                  onOpen={() => onUseInAd(c.id)}
                  className={buttonClass({ variant: "secondary", className: "inline-flex items-center self-start" })}
                >
                  {ADS_TEXTS.useInAd}
                  <span className="sr-only">: {c.name}</span>
                </DialogOpener>
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
