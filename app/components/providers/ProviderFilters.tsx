// The directory's GET form (spec doc 2, Provider directory controls): every choice lands in
// the URL, so a filtered view survives a reload and can be shared. Nothing reloads until
// Apply, so moving through a select with the keyboard never changes the page by surprise.
import { Form, Link } from "@remix-run/react";
import { useId } from "react";
import { SEARCH_MAX } from "~/lib/lists";
import { LOCATION_OPTIONS, SERVICE_TYPE_OPTIONS, SORT_OPTIONS, type ProviderSort } from "~/lib/providers";
import { PROVIDER_TEXTS } from "~/lib/texts";

export type FilterValues = {
  search: string;
  location: string;
  serviceType: string;
  sort: ProviderSort;
  saved: boolean;
};

const FIELD = "min-h-10 rounded border border-line bg-canvas px-2 text-fg";

function Select({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} key={value} className={FIELD}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ProviderFilters({ values, filtered }: { values: FilterValues; filtered: boolean }) {
  const id = useId();
  return (
    <Form
      method="get"
      action="/ndis-providers"
      className="mt-6 flex flex-wrap items-end gap-3 rounded-lg border border-line bg-surface p-4"
      role="search"
      aria-label="Find providers"
    >
      <div className="flex min-w-56 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-search`} className="text-sm font-medium">
          Search providers
        </label>
        <input
          id={`${id}-search`}
          type="search"
          name="search"
          placeholder={PROVIDER_TEXTS.searchPlaceholder}
          defaultValue={values.search}
          key={values.search}
          maxLength={SEARCH_MAX}
          className={FIELD}
        />
      </div>
      <Select
        id={`${id}-location`}
        name="location"
        label="Location"
        value={values.location}
        options={LOCATION_OPTIONS}
      />
      <Select
        id={`${id}-type`}
        name="serviceType"
        label="Service type"
        value={values.serviceType}
        options={SERVICE_TYPE_OPTIONS}
      />
      <Select id={`${id}-sort`} name="sort" label="Sort by" value={values.sort} options={SORT_OPTIONS} />
      <label className="flex min-h-10 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          name="saved"
          value="true"
          defaultChecked={values.saved}
          key={String(values.saved)}
          className="h-5 w-5"
        />
        {PROVIDER_TEXTS.savedOnly}
      </label>
      <button type="submit" className="min-h-10 rounded bg-accent px-4 font-semibold text-accent-fg">
        Apply
      </button>
      {filtered ? (
        <Link to="/ndis-providers" className="inline-flex min-h-10 items-center px-2 underline">
          Clear filters
        </Link>
      ) : null}
    </Form>
  );
}
