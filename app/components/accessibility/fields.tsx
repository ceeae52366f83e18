// Labelled form controls for the wizard. Native selects, a slider with a number box,
// a switch (ui/Switch) for on/off, each with its description tied by aria-describedby. Each has
// the preference's name, so the form posts without script; a switch needs script, so until the
// page is hydrated it is a checkbox (with an "off" sent when it is not ticked).
import { useId, type ComponentProps } from "react";
import { useHydrated } from "~/components/forms/DialogOpener";
import { Description, Field, Label, Switch } from "~/components/ui/Switch";
import { Checkbox, Select } from "~/components/ui/Field";
import { RangeInput } from "~/components/ui/RangeInput";

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
      <Switch checked={checked} onChange={onChange} describedBy={Boolean(description)} />
    </Field>
  );
}

/** A slider with its number box (ui/RangeInput), and the field's description under them. */
export function RangeField({ description, ...range }: ComponentProps<typeof RangeInput> & { description?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <RangeInput {...range} describedBy={description ? `${id}-desc` : undefined} />
      <Hint id={id} text={description} />
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
