import { Form, Link } from "@remix-run/react";
import { useId } from "react";
import { SEARCH_MAX } from "~/lib/lists";
import { Button } from "~/components/ui/Button";
import { Input, Select } from "~/components/ui/controls";

type Option = { value: string; label: string };

/**
 * A GET form for a list: one select (no empty option values, spec doc 1, section 5), an
 * optional search box and an explicit Apply button, so changing a field never reloads the
 * list by surprise. The current view travels as a hidden field.
 */
export function FilterForm({
  selectName,
  selectLabel,
  options,
  selected,
  search,
  searchLabel,
  hidden,
  clearHref,
  label,
}: {
  label: string;
  selectName: string;
  selectLabel: string;
  options: Option[];
  selected: string;
  search?: { value: string };
  searchLabel?: string;
  hidden: Record<string, string>;
  clearHref: string | null;
}) {
  const id = useId();
  return (
    <Form
      method="get"
      preventScrollReset
      className="mt-4 flex flex-wrap items-end gap-3"
      role="search"
      aria-label={label}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-select`} className="text-sm font-medium">
          {selectLabel}
        </label>
        <Select id={`${id}-select`} name={selectName} defaultValue={selected} key={selected}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      {search ? (
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-search`} className="text-sm font-medium">
            {searchLabel}
          </label>
          <Input
            id={`${id}-search`}
            type="search"
            name="search"
            defaultValue={search.value}
            key={search.value}
            maxLength={SEARCH_MAX}
          />
        </div>
      ) : null}
      <Button type="submit">Apply</Button>
      {clearHref ? (
        <Link to={clearHref} preventScrollReset className="inline-flex min-h-10 items-center px-2 underline">
          Clear filters
        </Link>
      ) : null}
    </Form>
  );
}
