// A fieldset of checkboxes for a vocabulary list, with an optional icon beside each label
// and an error tied to the group.
import type { ReactNode } from "react";
import { Checkbox } from "~/components/ui/Field";

export function CheckboxGroup<T extends string>({
  legend,
  hint,
  values,
  selected,
  label,
  onChange,
  error,
  id,
  name,
  columns = 2,
}: {
  legend: ReactNode;
  hint?: string;
  values: readonly T[];
  selected: readonly T[];
  label: (value: T) => ReactNode;
  onChange: (selected: T[]) => void;
  error?: string | null;
  id: string;
  /** Each ticked box posts under it, so the group works in a form without script. */
  name?: string;
  columns?: 2 | 3;
}) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset aria-describedby={described} id={id}>
      <legend className="font-medium">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className={`mt-2 grid gap-1 ${columns === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}>
        {values.map((value) => (
          <label key={value} className="flex min-h-8 items-center gap-2">
            <Checkbox
              name={name}
              value={value}
              checked={selected.includes(value)}
              onChange={(event) =>
                onChange(event.target.checked ? [...selected, value] : selected.filter((v) => v !== value))
              }
            />
            {label(value)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
