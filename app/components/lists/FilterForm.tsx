import { Form, Link } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { Button } from "~/components/ui/Button";
import { Field, Input, Select, type SelectOption } from "~/components/ui/Field";
import { SEARCH_MAX } from "~/lib/lists";

export type FilterSelect = { name: string; label: string; options: readonly SelectOption[]; selected: string };
export type FilterSearch = { name?: string; label: string; value: string; placeholder?: string };

/**
 * A GET form for a list: selects (no empty option values), an optional search box and an explicit
 * Apply button, so changing a field never reloads the list by surprise. The current view travels as
 * hidden fields. Each select is keyed on its value and the search box takes its value again, so a
 * back/forward navigation shows the list's values.
 */
export function FilterForm({
  label,
  selects,
  search,
  searchFirst = false,
  hidden,
  clearHref,
  className = "mt-4",
}: {
  label: string;
  selects: readonly FilterSelect[];
  search?: FilterSearch;
  /** The search box before the selects (the ads lists) rather than after them. */
  searchFirst?: boolean;
  hidden: Record<string, string>;
  clearHref: string | null;
  className?: string;
}) {
  const id = useId();
  const searchRef = useShownValue(search?.value ?? "");
  const searchField = search ? (
    <Field
      id={`${id}-search`}
      label={search.label}
      labelClassName="text-sm font-medium"
      className="min-w-[min(100%,12rem)] flex-1"
    >
      <Input
        type="search"
        name={search.name ?? "search"}
        placeholder={search.placeholder}
        defaultValue={search.value}
        ref={searchRef}
        maxLength={SEARCH_MAX}
      />
    </Field>
  ) : null;
  return (
    <Form
      method="get"
      preventScrollReset
      className={`flex flex-wrap items-end gap-3 ${className}`}
      role="search"
      aria-label={label}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {searchFirst ? searchField : null}
      {selects.map((select) => (
        <Field key={select.name} id={`${id}-${select.name}`} label={select.label} labelClassName="text-sm font-medium">
          <Select name={select.name} defaultValue={select.selected} key={select.selected} options={select.options} />
        </Field>
      ))}
      {searchFirst ? null : searchField}
      <Button type="submit">Apply</Button>
      {clearHref ? <ClearFilters to={clearHref} /> : null}
    </Form>
  );
}

/**
 * Sets the search box to `value` when the list's value changes. Not a `key`: a remounted box loses
 * focus to <body> after a search submitted with Enter.
 */
function useShownValue(value: string) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.value = value;
  }, [value]);
  return ref;
}

/** Back to the list without its filters: a link, so it works before script and can be opened anew. */
export function ClearFilters({ to }: { to: string }) {
  return (
    <Link to={to} preventScrollReset className="inline-flex min-h-10 items-center px-2 underline">
      Clear filters
    </Link>
  );
}
