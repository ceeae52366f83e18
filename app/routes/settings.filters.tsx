// /settings/filters: a member's keyword filters (add, see when each ends, change, remove), and the members
// they muted or blocked, each with Unmute or Unblock. Every form is a command shared with
// /api/filters, /api/users/:id/mute and /block (docs/features/filters.md).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { panelClass } from "~/components/ui/Card";
import { Field, FormSummary, Input, Select } from "~/components/ui/Field";
import { useToast } from "~/components/ui/Toast";
import {
  FILTER_ACTION_LABELS,
  FILTER_ACTIONS,
  FILTER_EXPIRIES,
  FILTER_EXPIRY_LABELS,
  MAX_PHRASE_LENGTH,
  type KeywordFilter,
} from "~/lib/filters";
import { utcDate } from "~/lib/format";
import { pageTitle } from "~/lib/site";
import { FILTER_TEXTS } from "~/lib/texts/filters";
import { requireUser } from "~/server/auth.server";
import { formAction } from "~/server/form.server";
import { filterSettingsForms } from "~/server/forms/filters.server";
import { loadFilterSettingsPage } from "~/models/filter.server";

export const meta: MetaFunction = () => [{ title: pageTitle(FILTER_TEXTS.pageTitle) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.db, request);
  const page = await loadFilterSettingsPage(context.db, { userId: user.id });
  return { ...page, now: new Date().toISOString() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, filterSettingsForms({ ...context, request }));
}

export default function FilterSettingsPage() {
  const { filters, muted, blocked, now } = useLoaderData<typeof loader>();
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <h1 id="page-title" tabIndex={-1} className="text-3xl font-bold">
          {FILTER_TEXTS.pageTitle}
        </h1>
        <p className="mt-2">{FILTER_TEXTS.intro}</p>
      </div>
      <AddFilter />
      <section aria-labelledby="filters-heading" className={panelClass()}>
        <h2 id="filters-heading" tabIndex={-1} className="text-xl font-semibold">
          {FILTER_TEXTS.filtersHeading}
        </h2>
        {filters.length === 0 ? (
          <p className="mt-2 text-muted">{FILTER_TEXTS.noFilters}</p>
        ) : (
          <ul className="mt-2 flex flex-col">
            {filters.map((filter) => (
              <FilterRow key={filter.id} filter={filter} now={now} />
            ))}
          </ul>
        )}
      </section>
      <PeopleList
        id="muted-heading"
        title={FILTER_TEXTS.mutedHeading}
        intro={FILTER_TEXTS.mutedIntro}
        empty={FILTER_TEXTS.noMuted}
        intent="unmute"
        people={muted}
      />
      <PeopleList
        id="blocked-heading"
        title={FILTER_TEXTS.blockedHeading}
        intro={FILTER_TEXTS.blockedIntro}
        empty={FILTER_TEXTS.noBlocked}
        intent="unblock"
        people={blocked}
      />
    </div>
  );
}

function AddFilter() {
  const { toast } = useToast();
  const form = useActionForm<{ filter: KeywordFilter }>({
    intent: "add-filter",
    onSuccess: ({ filter }, element) => {
      element?.reset();
      toast({ title: FILTER_TEXTS.filterAddedToast(filter.phrase) });
    },
    focusAfterSuccess: ({ filter }) => `filter-${filter.id}`,
  });
  return (
    <form
      {...form.formProps}
      aria-labelledby="add-heading"
      className={panelClass({ className: "flex flex-col gap-4" })}
    >
      <h2 id="add-heading" className="text-xl font-semibold">
        {FILTER_TEXTS.addHeading}
      </h2>
      <input {...form.intentProps} />
      <Field label={FILTER_TEXTS.phraseLabel} hint={FILTER_TEXTS.phraseHint} error={form.field("phrase").error}>
        <Input name="phrase" maxLength={MAX_PHRASE_LENGTH} autoComplete="off" defaultValue={form.values.phrase ?? ""} />
      </Field>
      <ActionChoice
        legend={FILTER_TEXTS.actionLegend}
        checked={form.values.action ?? "warn"}
        error={form.field("action").error}
      />
      <Field label={FILTER_TEXTS.expiryLabel} error={form.field("expiresIn").error}>
        <Select
          name="expiresIn"
          defaultValue={form.values.expiresIn ?? "forever"}
          options={FILTER_EXPIRIES.map((expiry) => ({ value: expiry, label: FILTER_EXPIRY_LABELS[expiry] }))}
        />
      </Field>
      <FormSummary summaryRef={form.summaryRef}>{form.formError}</FormSummary>
      <div>
        <Button type="submit" busy={form.busy} busyLabel="Adding the filter…">
          {FILTER_TEXTS.addButton}
        </Button>
      </div>
    </form>
  );
}

/** Hide completely, or collapse behind a warning: a radio group. */
function ActionChoice({ legend, checked, error }: { legend: string; checked: string; error?: string }) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="font-medium">{legend}</legend>
      {FILTER_ACTIONS.map((action) => (
        <label key={action} className="flex min-h-8 items-center gap-2">
          <input type="radio" name="action" value={action} defaultChecked={checked === action} className="h-4 w-4" />
          {FILTER_ACTION_LABELS[action]}
        </label>
      ))}
      {error ? <p className="text-danger">{error}</p> : null}
    </fieldset>
  );
}

function FilterRow({ filter, now }: { filter: KeywordFilter; now: string }) {
  const { toast } = useToast();
  const form = useActionForm({
    intent: "remove-filter",
    onSuccess: () => toast({ title: FILTER_TEXTS.filterRemovedToast }),
    focusAfterSuccess: () => "filters-heading",
  });
  const ended = filter.expiresAt !== null && filter.expiresAt <= now;
  const until =
    filter.expiresAt === null ? "forever" : `${ended ? "ended" : "until"} ${utcDate(filter.expiresAt, "long")}`;
  return (
    <li
      id={`filter-${filter.id}`}
      tabIndex={-1}
      className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-line py-2"
    >
      <span className="member-text min-w-0 flex-1 font-medium">“{filter.phrase}”</span>
      <span className="text-sm text-muted">
        {FILTER_ACTION_LABELS[filter.action]}, {until}
      </span>
      <form {...form.formProps} className="contents">
        <input {...form.intentProps} />
        <input type="hidden" name="filterId" value={filter.id} />
        <Button type="submit" size="sm" variant="secondary" busy={form.busy}>
          Remove<span className="sr-only"> the filter “{filter.phrase}”</span>
        </Button>
      </form>
      <ChangeFilter filter={filter} until={until} />
    </li>
  );
}

/** The action and the expiry of a filter, changed in place: a disclosure that works before the script loads. */
function ChangeFilter({ filter, until }: { filter: KeywordFilter; until: string }) {
  const { toast } = useToast();
  const form = useActionForm<{ filter: KeywordFilter }>({
    intent: "change-filter",
    onSuccess: ({ filter: changed }) => toast({ title: FILTER_TEXTS.filterChangedToast(changed.phrase) }),
    focusAfterSuccess: ({ filter: changed }) => `filter-${changed.id}`,
  });
  return (
    <details className="w-full">
      <summary className="min-h-8 w-fit cursor-pointer py-1 underline">
        {FILTER_TEXTS.change}
        <span className="sr-only"> the filter “{filter.phrase}”</span>
      </summary>
      <form {...form.formProps} className="mt-2 flex flex-col gap-3">
        <input {...form.intentProps} />
        <input type="hidden" name="filterId" value={filter.id} />
        <ActionChoice
          legend={FILTER_TEXTS.changeLegend(filter.phrase)}
          checked={filter.action}
          error={form.field("action").error}
        />
        <Field label={FILTER_TEXTS.expiryLabel} error={form.field("expiresIn").error}>
          <Select
            name="expiresIn"
            defaultValue="keep"
            options={[
              { value: "keep", label: `Keep as it is (${until})` },
              ...FILTER_EXPIRIES.map((expiry) => ({ value: expiry, label: FILTER_EXPIRY_LABELS[expiry] })),
            ]}
          />
        </Field>
        <FormSummary summaryRef={form.summaryRef}>{form.formError}</FormSummary>
        <div>
          <Button type="submit" size="sm" busy={form.busy} busyLabel="Saving…">
            {FILTER_TEXTS.saveChange}
            <span className="sr-only"> to the filter “{filter.phrase}”</span>
          </Button>
        </div>
      </form>
    </details>
  );
}

function PeopleList({
  id,
  title,
  intro,
  empty,
  intent,
  people,
}: {
  id: string;
  title: string;
  intro: string;
  empty: string;
  intent: "unmute" | "unblock";
  people: { userId: number; displayName: string }[];
}) {
  return (
    <section aria-labelledby={id} className={panelClass()}>
      <h2 id={id} tabIndex={-1} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="text-sm text-muted">{intro}</p>
      {people.length === 0 ? (
        <p className="mt-2 text-muted">{empty}</p>
      ) : (
        <ul className="mt-2 flex flex-col">
          {people.map((person) => (
            <PersonRow key={person.userId} person={person} intent={intent} focusId={id} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PersonRow({
  person,
  intent,
  focusId,
}: {
  person: { userId: number; displayName: string };
  intent: "unmute" | "unblock";
  focusId: string;
}) {
  const { toast } = useToast();
  const form = useActionForm({
    intent,
    onSuccess: () =>
      toast({
        title: (intent === "unmute" ? FILTER_TEXTS.unmutedToast : FILTER_TEXTS.unblockedToast)(person.displayName),
      }),
    focusAfterSuccess: () => focusId,
  });
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-line py-2">
      <Link to={`/profile/${person.userId}`} className="member-text min-w-0 flex-1 font-medium underline">
        {person.displayName}
      </Link>
      <form {...form.formProps} className="contents">
        <input {...form.intentProps} />
        <input type="hidden" name="userId" value={person.userId} />
        <Button type="submit" size="sm" variant="secondary" busy={form.busy}>
          {intent === "unmute" ? "Unmute" : "Unblock"}
          <span className="sr-only"> {person.displayName}</span>
        </Button>
      </form>
    </li>
  );
}
