// The Audience Manager (spec doc 2; issue 10): Saved / Custom / Lookalike / All views, a
// search and a status filter that really filters by active state, the cards with sizes in
// K and M, and the three create cards.
import { useRevalidator } from "@remix-run/react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useCursorList } from "~/components/lists/useCursorList";
import { ViewTabs, withQuery } from "~/components/lists/ViewTabs";
import { LoadMore } from "~/components/lists/LoadMore";
import { Dialog } from "~/components/ui/Dialog";
import { useToast } from "~/components/ui/Toast";
import {
  AUDIENCE_SOURCE_LABELS,
  AUDIENCE_STATUS_FILTERS,
  AUDIENCE_STATUS_LABELS,
  AUDIENCE_TAB_LABELS,
  AUDIENCE_TYPE_TABS,
  fieldIssuesOf,
  planLimitOf,
  type AudienceType,
  type PlanLimitBody,
} from "~/lib/ads/ads";
import { createAudienceSchema } from "~/lib/ads/schema";
import { abbreviateSize, formatCount, formatPercent, formatUsd } from "~/lib/ads/metrics";
import { apiRequest, serverMessage } from "~/lib/api-client";
import { humanise } from "~/lib/format";
import { ADS_TEXTS, ERROR_TITLE } from "~/lib/texts";
import { AUDIENCE_SOURCES } from "~/lib/vocab";
import type { AudienceView } from "~/models/audience.server";
import { PlanLimitAlert, useFocusWhen } from "./form";
import { Checkbox, Field, Input, Select, Textarea } from "~/components/ui/Field";
import { Button } from "~/components/ui/Button";
import { FilterForm } from "~/components/lists/FilterForm";

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
  const [creating, setCreating] = useState<AudienceType | null>(null);
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
            <Button onClick={() => setCreating(type)} variant="secondary" className="mt-auto">
              {ADS_TEXTS.createAudience[type]}
            </Button>
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
              className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4"
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
    const parsed = createAudienceSchema.safeParse({
      accountId,
      type,
      name: String(form.get("name") ?? ""),
      description: String(form.get("description") ?? ""),
      sourceType: String(form.get("sourceType") ?? ""),
      isActive: form.get("isActive") === "on",
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
      await apiRequest("POST", "/api/audiences", parsed.data);
      toast({ title: ADS_TEXTS.audienceCreated, description: parsed.data.name });
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
  return (
    <Dialog open onClose={onClose} initialFocus={nameRef} title={ADS_TEXTS.createAudience[type]}>
      <form noValidate className="mt-4 flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
        {limit ? <PlanLimitAlert ref={limitRef} limit={limit} /> : null}
        <Field id={`${id}-name`} label="Name" error={err("name")}>
          <Input ref={nameRef} name="name" maxLength={100} />
        </Field>
        <Field id={`${id}-description`} label="Description" error={err("description")}>
          <Textarea name="description" rows={3} maxLength={300} />
        </Field>
        <Field id={`${id}-sourceType`} label="Source">
          <Select id={`${id}-sourceType`} name="sourceType" defaultValue="website">
            {AUDIENCE_SOURCES.map((s) => (
              <option key={s} value={s}>
                {AUDIENCE_SOURCE_LABELS[s]}
              </option>
            ))}
          </Select>
        </Field>
        <label className="flex min-h-8 items-center gap-2">
          <Checkbox name="isActive" defaultChecked />
          Active
        </label>
        <p className="text-sm text-muted">The size is worked out once the audience has been built; it starts at 0.</p>
        <div className="flex justify-end gap-2">
          <Button onClick={onClose} variant="secondary">
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            {ADS_TEXTS.createAudience[type]}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
