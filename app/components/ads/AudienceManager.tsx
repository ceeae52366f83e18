// The Audience Manager: Saved / Custom / Lookalike / All views, a search and a status filter that
// really filters by active state, the cards with sizes in K and M, and the three create cards.
import { useId, useRef, useState } from "react";
import { DialogOpener, useDialogParam } from "~/components/forms/DialogOpener";
import { PageDialog } from "~/components/forms/PageDialog";
import { useActionForm } from "~/components/forms/useActionForm";
import { useCursorList } from "~/components/lists/useCursorList";
import { ViewTabs, withQuery } from "~/components/lists/ViewTabs";
import { LoadMore } from "~/components/lists/LoadMore";
import { useToast } from "~/components/ui/Toast";
import {
  AUDIENCE_SOURCE_LABELS,
  AUDIENCE_STATUS_FILTERS,
  AUDIENCE_STATUS_LABELS,
  AUDIENCE_TAB_LABELS,
  AUDIENCE_TYPE_TABS,
  type AudienceType,
} from "~/lib/ads/ads";
import { abbreviateSize, formatCount, formatPercent, formatUsd } from "~/lib/ads/metrics";
import { humanise } from "~/lib/format";
import { ADS_TEXTS } from "~/lib/texts";
import { AUDIENCE_SOURCES } from "~/lib/vocab";
import type { AudienceView } from "~/models/audience.server";
import { CancelButton, FormProblem, useDialogAction } from "./form";
import { Checkbox, Field, Input, Select, Textarea } from "~/components/ui/Field";
import { Button, buttonClass } from "~/components/ui/Button";
import { FilterForm } from "~/components/lists/FilterForm";
import { cardClass } from "~/components/ui/Card";

const STATUS_OPTIONS = AUDIENCE_STATUS_FILTERS.map((value) => ({ value, label: AUDIENCE_STATUS_LABELS[value] }));

type Page = { items: AudienceView[]; nextCursor: string | null };
type Filters = { type: (typeof AUDIENCE_TYPE_TABS)[number]; status: string; q: string };
const CREATE_TYPES = ["custom", "lookalike", "saved"] as const;
const CREATE_HINTS: Record<AudienceType, string> = {
  custom: "People who visited your site or engaged with your posts.",
  lookalike: "New people who resemble an audience you already have.",
  saved: "People chosen by location, interests and accessibility needs.",
};

export function AudienceManager({ first, accountId, filters }: { first: Page; accountId: number; filters: Filters }) {
  const list = useCursorList(first, "/api/audiences", {
    accountId: String(accountId),
    type: filters.type,
    status: filters.status,
    q: filters.q || undefined,
  });
  // Without script, ?dialog=audience&audienceType=<type> draws the form in place; with it, the dialog opens.
  const fallback = useDialogParam("audience");
  const [creating, setCreating] = useState<AudienceType | null>(
    () => CREATE_TYPES.find((type) => type === fallback?.get("audienceType")) ?? null,
  );
  const href = (type: Filters["type"]) =>
    withQuery(
      "/ads",
      { account: String(accountId), tab: "audiences", atype: type, astatus: filters.status, aq: filters.q },
      { atype: "all", astatus: "all" },
    );
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold">{ADS_TEXTS.audiencesTitle}</h2>
      <ul className="grid gap-3 md:grid-cols-3" aria-label="Create an audience">
        {CREATE_TYPES.map((type) => (
          <li key={type} className="flex flex-col gap-2 rounded-lg border border-dashed border-line bg-surface p-4">
            <p className="text-sm text-muted">{CREATE_HINTS[type]}</p>
            <DialogOpener
              name="audience"
              params={{ audienceType: type }}
              onOpen={() => setCreating(type)}
              className={buttonClass({
                variant: "secondary",
                className: "mt-auto inline-flex items-center justify-center",
              })}
            >
              {ADS_TEXTS.createAudience[type]}
            </DialogOpener>
          </li>
        ))}
      </ul>
      <ViewTabs
        label="Audience types"
        tabs={AUDIENCE_TYPE_TABS}
        labels={AUDIENCE_TAB_LABELS}
        current={filters.type}
        href={href}
      />
      <FilterForm
        label="Filter audiences"
        className=""
        searchFirst
        search={{ name: "aq", label: "Search audiences", value: filters.q, placeholder: ADS_TEXTS.searchAudiences }}
        selects={[{ name: "astatus", label: "Status", options: STATUS_OPTIONS, selected: filters.status }]}
        hidden={{ account: String(accountId), tab: "audiences", atype: filters.type }}
        clearHref={null}
      />
      {list.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line p-8 text-center font-semibold">
          {ADS_TEXTS.noAudiences}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Audiences" data-testid="audience-list">
          {list.items.map((a) => (
            <li
              key={a.id}
              className={cardClass({ className: "flex flex-col gap-2" })}
              aria-labelledby={`audience-${a.id}`}
              data-testid="audience-card"
            >
              <div className="flex flex-wrap gap-2 text-sm">
                <span className="rounded-full border border-line px-2 font-medium">{humanise(a.type)}</span>
                <span
                  className={`rounded-full border-2 px-2 font-semibold ${a.isActive ? "border-success text-success" : "border-line text-muted"}`}
                  data-testid="audience-state"
                >
                  {a.isActive ? "Active" : "Inactive"}
                </span>
              </div>
              <h3 id={`audience-${a.id}`} className="text-lg font-bold">
                {a.name}
              </h3>
              <p className="text-muted">{a.description}</p>
              <dl className="grid grid-cols-3 gap-2 text-sm">
                {(
                  [
                    ["Size", abbreviateSize(a.size)],
                    ["Source", AUDIENCE_SOURCE_LABELS[a.sourceType]],
                    ["Reach", abbreviateSize(a.performance.reach)],
                    ["CTR", formatPercent(a.performance.ctr)],
                    ["CPC", formatUsd(a.performance.cpc)],
                    ["Conversions", formatCount(a.performance.conversions)],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-muted">{label}</dt>
                    <dd className="font-semibold" data-testid={`audience-${label.toLowerCase()}`}>
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={list} label="Load more audiences" failedText={ADS_TEXTS.loadMoreFailed} />
      {creating ? (
        <CreateAudienceDialog accountId={accountId} type={creating} onClose={() => setCreating(null)} />
      ) : null}
    </div>
  );
}

function CreateAudienceDialog({
  accountId,
  type,
  onClose,
}: {
  accountId: number;
  type: AudienceType;
  onClose: () => void;
}) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const { toast } = useToast();
  const form = useActionForm<{ audienceId: number }>({
    intent: "create-audience",
    action: useDialogAction("audience", { audienceType: type }),
    onSuccess: (_, element) => {
      toast({ title: ADS_TEXTS.audienceCreated, description: String(new FormData(element ?? undefined).get("name")) });
      onClose();
    },
    focusAfterSuccess: ({ audienceId }) => `audience-${audienceId}`,
  });
  const err = (name: string) => form.fieldErrors[name];
  return (
    <PageDialog name="audience" open onClose={onClose} initialFocus={nameRef} title={ADS_TEXTS.createAudience[type]}>
      <form {...form.formProps} className="mt-4 flex flex-col gap-4">
        <input {...form.intentProps} />
        <input type="hidden" name="accountId" value={accountId} />
        <input type="hidden" name="type" value={type} />
        <FormProblem failure={form.failure} summaryRef={form.summaryRef} />
        <Field id={`${id}-name`} label="Name" error={err("name")}>
          <Input ref={nameRef} name="name" maxLength={100} defaultValue={form.values.name} />
        </Field>
        <Field id={`${id}-description`} label="Description" error={err("description")}>
          <Textarea name="description" rows={3} maxLength={300} defaultValue={form.values.description} />
        </Field>
        <Field id={`${id}-sourceType`} label="Source" error={err("sourceType")}>
          <Select name="sourceType" defaultValue={form.values.sourceType ?? "website"}>
            {AUDIENCE_SOURCES.map((s) => (
              <option key={s} value={s}>
                {AUDIENCE_SOURCE_LABELS[s]}
              </option>
            ))}
          </Select>
        </Field>
        <label className="flex min-h-8 items-center gap-2">
          <Checkbox name="isActive" defaultChecked={form.failure ? form.values.isActive === "on" : true} />
          Active
        </label>
        <p className="text-sm text-muted">The size is worked out once the audience has been built; it starts at 0.</p>
        <div className="flex justify-end gap-2">
          <CancelButton onClose={onClose} />
          <Button type="submit" busy={form.busy} busyLabel="Saving the audience…">
            {ADS_TEXTS.createAudience[type]}
          </Button>
        </div>
      </form>
    </PageDialog>
  );
}
