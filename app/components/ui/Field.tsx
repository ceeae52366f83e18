// A labelled form field (issue 21). One id scheme for the whole app: the control's id is `id`
// (given, or made with useId), its hint is `${id}-hint` and its error `${id}-error`. The control
// inside (Input, Textarea, Select, Checkbox from ./controls) is described by both and marked
// aria-invalid while there is an error, so a screen reader reads label, hint and error together.
// The error sits above the control, after the hint, where a reader meets it before the value.
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import { Checkbox, FieldContext, Input, Textarea } from "./controls";

export type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** The control's id; made with useId when not given. */
  id?: string;
};

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? hintId(id) : "", error ? errorId(id) : ""].filter(Boolean).join(" ") || undefined;
}

function Notes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint ? (
        <p id={hintId(id)} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(id)} className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * The label above its control, then the hint and the error. With `inline` (a checkbox or a
 * radio) the control comes first and the label beside it.
 */
export function Field({
  label,
  hint,
  error,
  id: givenId,
  inline = false,
  className = "",
  labelClassName = "font-medium",
  children,
}: FieldProps & { inline?: boolean; className?: string; labelClassName?: string; children: ReactNode }) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const label_ = (
    <label htmlFor={id} className={labelClassName}>
      {label}
    </label>
  );
  return (
    <FieldContext.Provider value={{ id, invalid: Boolean(error), describedBy: describedBy(id, hint, error) }}>
      <div className={`flex flex-col gap-1 ${className}`.trim()}>
        {inline ? (
          <div className="flex items-start gap-3">
            {children}
            {label_}
          </div>
        ) : (
          label_
        )}
        <Notes id={id} hint={hint} error={error} />
        {inline ? null : children}
      </div>
    </FieldContext.Provider>
  );
}

type Own = FieldProps & { className?: string };

export const TextField = forwardRef<HTMLInputElement, Own & InputHTMLAttributes<HTMLInputElement>>(function TextField(
  { label, hint, error, id, className, ...input },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      <Input ref={ref} className="w-full" {...input} />
    </Field>
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, Own & TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextAreaField({ label, hint, error, id, className, ...area }, ref) {
    return (
      <Field label={label} hint={hint} error={error} id={id} className={className}>
        <Textarea ref={ref} className="w-full" {...area} />
      </Field>
    );
  },
);

export const CheckboxField = forwardRef<HTMLInputElement, Own & Omit<InputHTMLAttributes<HTMLInputElement>, "type">>(
  function CheckboxField({ label, hint, error, id, className, ...input }, ref) {
    return (
      <Field label={label} hint={hint} error={error} id={id} className={className} labelClassName="" inline>
        <Checkbox ref={ref} className="mt-1" {...input} />
      </Field>
    );
  },
);
