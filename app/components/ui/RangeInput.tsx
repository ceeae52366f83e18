// A slider with a number box beside it: dragging is never the only way (WCAG 2.5.7). Both
// controls are named, the slider speaks its value with the unit, and a typed value that is
// out of bounds or off-step is explained rather than silently changed. With drag assistance
// there is no slider to drag: the number box gets step-down and step-up buttons.
import { useEffect, useId, useState } from "react";
import { useAccessibility } from "~/components/AccessibilityProvider";
import { Button } from "./Button";
import { Input } from "./Field";

export function RangeInput({
  name,
  label,
  value,
  min,
  max,
  step,
  unit,
  onChange,
  describedBy,
}: {
  /** Posted by the number box, which is what a reader without script types into. */
  name?: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  unit: string;
  onChange: (value: number) => void;
  describedBy?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setDraft(String(value)), [value]);

  const rule =
    step === 1
      ? `Enter a whole number from ${min} to ${max}.`
      : `Enter a number from ${min} to ${max} in steps of ${step}.`;
  const accept = (text: string) => {
    setDraft(text);
    const n = Number(text);
    const ok = /^\d+$/.test(text.trim()) && n >= min && n <= max && (n - min) % step === 0;
    setInvalid(!ok);
    if (ok) onChange(n);
  };
  const noDrag = useAccessibility().effective.dragAssistance;
  const stepBy = (direction: 1 | -1) => accept(String(Math.min(max, Math.max(min, value + direction * step))));
  const describe = [invalid ? `${id}-error` : null, describedBy].filter(Boolean).join(" ") || undefined;

  return (
    <div className="flex flex-col gap-1" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="font-medium">
        {label}: <span aria-hidden="true">{`${value} ${unit}`}</span>
      </span>
      <div className="flex flex-wrap items-center gap-3">
        {noDrag ? null : (
          <input
            type="range"
            aria-label={label}
            aria-valuetext={`${value} ${unit}`}
            aria-describedby={describedBy}
            min={min}
            max={max}
            step={step}
            value={value}
            onChange={(event) => accept(event.target.value)}
            className="min-h-10 min-w-[min(100%,10rem)] flex-1 accent-[var(--color-accent)]"
          />
        )}
        <label className="flex items-center gap-2">
          <span className="sr-only">{`${label} in ${unit}`}</span>
          <Input
            type="number"
            name={name}
            inputMode="numeric"
            min={min}
            max={max}
            step={step}
            value={draft}
            aria-invalid={invalid}
            aria-describedby={describe}
            onChange={(event) => accept(event.target.value)}
            onBlur={() => {
              setDraft(String(value));
              setInvalid(false);
            }}
            className="w-20"
          />
          <span aria-hidden="true" className="text-sm text-muted">
            {unit}
          </span>
        </label>
        {noDrag ? (
          <span className="flex gap-2">
            <Button variant="secondary" onClick={() => stepBy(-1)}>
              <span aria-hidden="true">−</span>
              <span className="sr-only">{`Decrease ${label} by ${step} ${unit}`}</span>
            </Button>
            <Button variant="secondary" onClick={() => stepBy(1)}>
              <span aria-hidden="true">+</span>
              <span className="sr-only">{`Increase ${label} by ${step} ${unit}`}</span>
            </Button>
          </span>
        ) : null}
      </div>
      {invalid ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {rule}
        </p>
      ) : null}
    </div>
  );
}
