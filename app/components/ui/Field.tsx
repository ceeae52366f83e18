// A labelled form field: the label, an optional hint and an error are tied to the control with
// aria-describedby and aria-invalid, so a screen reader reads all three.
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";

export const inputClass = "min-h-10 w-full rounded border border-line bg-canvas px-3 text-fg";
export const primaryButtonClass = "min-h-10 rounded bg-accent px-4 font-semibold text-accent-fg disabled:opacity-70";
export const secondaryButtonClass = "min-h-10 rounded border border-line px-4 font-medium hover:bg-raised";

type FieldProps = { label: ReactNode; hint?: ReactNode; error?: string | null };

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

function Parts({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The label above its control, then the hint and the error the control is described by. */
function Labelled({ id, label, hint, error, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <Parts id={id} hint={hint} error={error} />
      {children}
    </div>
  );
}

export const TextField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ label, hint, error, ...input }, ref) {
    const id = useId();
    return (
      <Labelled id={id} label={label} hint={hint} error={error}>
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={inputClass}
          {...input}
        />
      </Labelled>
    );
  },
);

export function TextAreaField({
  label,
  hint,
  error,
  ...area
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Labelled id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${inputClass} py-2`}
        {...area}
      />
    </Labelled>
  );
}

export function CheckboxField({ label, error, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, null, error)}
          className="mt-1 h-6 w-6 shrink-0"
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <Parts id={id} error={error} />
    </div>
  );
}
