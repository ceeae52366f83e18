// Labelled form controls for the wizard. Native selects and ranges where they serve,
// a switch (ui/Switch) for on/off, each with its description tied by aria-describedby. Each has
// the preference's name, so the form posts without script; a switch needs script, so until the
// page is hydrated it is a checkbox (with an "off" sent when it is not ticked).
import { useId } from "react";
import { useHydrated } from "~/components/forms/DialogOpener";
import { Description, Field, Label, Switch } from "~/components/ui/Switch";
import { Checkbox, Select } from "~/components/ui/Field";

export function SelectField<T extends string>({
  name,
  label,
  value,
  options,
  onChange,
  description,
}: {
  name: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  description?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <Hint id={id} text={description} />
      <Select
        id={id}
        name={name}
        value={value}
        aria-describedby={description ? `${id}-desc` : undefined}
        onChange={(event) => {
          const next = options.find((option) => option.value === event.target.value);
          if (next) onChange(next.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

export function SwitchField({
  name,
  label,
  checked,
  onChange,
  description,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: string;
}) {
  const id = useId();
  if (!useHydrated())
    return (
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={id} className="font-medium">
            {label}
          </label>
          <Hint id={id} text={description} />
        </div>
        <input type="hidden" name={name} value="off" />
        <Checkbox
          id={id}
          name={name}
          value="on"
          defaultChecked={checked}
          aria-describedby={description ? `${id}-desc` : undefined}
        />
      </div>
    );
  return (
    <Field className="flex items-start justify-between gap-4">
      <div>
        <Label className="font-medium">{label}</Label>
        {description ? <Description className="text-sm text-muted">{description}</Description> : null}
      </div>
      <Switch
        checked={checked}
        onChange={onChange}
        describedBy={Boolean(description)}
        className="group relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-line bg-surface transition-colors data-[checked]:border-accent data-[checked]:bg-accent"
      >
        <span className="inline-block h-5 w-5 translate-x-0.5 rounded-full bg-fg transition-transform group-data-[checked]:translate-x-5 group-data-[checked]:bg-accent-fg" />
      </Switch>
    </Field>
  );
}

export function RangeField({
  name,
  label,
  value,
  min,
  max,
  step,
  unit,
  onChange,
  description,
}: {
  name: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  unit: string;
  onChange: (value: number) => void;
  description?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}: <output htmlFor={id}>{`${value} ${unit}`}</output>
      </label>
      <Hint id={id} text={description} />
      <input
        id={id}
        name={name}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={`${value} ${unit}`}
        aria-describedby={description ? `${id}-desc` : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
        className="min-h-10 accent-[var(--color-accent)]"
      />
    </div>
  );
}

/** A field's description, referenced by the control's aria-describedby as `${id}-desc`. */
function Hint({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={`${id}-desc`} className="text-sm text-muted">
      {text}
    </p>
  ) : null;
}
