// The directory's GET form: every choice lands in the URL, so a filtered view survives a reload and
// can be shared. Nothing reloads until Apply, so moving through a select with the keyboard never
// changes the page by surprise.
import { Form, Link } from "@remix-run/react";
import { useId } from "react";
import { SEARCH_MAX } from "~/lib/lists";
import { LOCATION_OPTIONS, SERVICE_TYPE_OPTIONS, SORT_OPTIONS, type ProviderSort } from "~/lib/providers";
import { PROVIDER_TEXTS } from "~/lib/texts";
import { Button } from "~/components/ui/Button";
import { Checkbox, Field, Input, Select, type SelectOption } from "~/components/ui/Field";
import { panelClass } from "~/components/ui/Card";

export type FilterValues = {
  search: string;
  location: string;
  serviceType: string;
  sort: ProviderSort;
  saved: boolean;
};

/** A labelled select of the filter bar. */
function FilterSelect({
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
  options: SelectOption[];
}) {
  return (
    <Field id={id} label={label} labelClassName="text-sm font-medium">
      <Select name={name} defaultValue={value} key={value} options={options} />
    </Field>
  );
}

export function ProviderFilters({ values, filtered }: { values: FilterValues; filtered: boolean }) {
  const id = useId();
  return (
    <Form
      method="get"
      action="/ndis-providers"
      className={panelClass({ className: "mt-6 flex flex-wrap items-end gap-3" })}
      role="search"
      aria-label="Find providers"
    >
      <div className="flex min-w-[min(100%,14rem)] flex-1 flex-col gap-1">
        <label htmlFor={`${id}-search`} className="text-sm font-medium">
          Search providers
        </label>
        <Input
          id={`${id}-search`}
          type="search"
          name="search"
          placeholder={PROVIDER_TEXTS.searchPlaceholder}
          defaultValue={values.search}
          key={values.search}
          maxLength={SEARCH_MAX}
        />
      </div>
      <FilterSelect
        id={`${id}-location`}
        name="location"
        label="Location"
        value={values.location}
        options={LOCATION_OPTIONS}
      />
      <FilterSelect
        id={`${id}-type`}
        name="serviceType"
        label="Service type"
        value={values.serviceType}
        options={SERVICE_TYPE_OPTIONS}
      />
      <FilterSelect id={`${id}-sort`} name="sort" label="Sort by" value={values.sort} options={SORT_OPTIONS} />
      <label className="flex min-h-10 items-center gap-2 text-sm font-medium">
        <Checkbox name="saved" value="true" defaultChecked={values.saved} key={String(values.saved)} />
        {PROVIDER_TEXTS.savedOnly}
      </label>
      <Button type="submit">Apply</Button>
      {/* The link of lists/FilterForm's ClearFilters, written here: that module would add 0.7 KB to the directory. */}
      {filtered ? (
        <Link to="/ndis-providers" className="inline-flex min-h-10 items-center px-2 underline">
          Clear filters
        </Link>
      ) : null}
    </Form>
  );
}
