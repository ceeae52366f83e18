// Ready-made fields for the sign-in and welcome pages: a Field with its control in one tag. In
// their own module so pages that only use Field and the controls do not load them.
import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { Checkbox, Field, Input, Textarea, type FieldProps } from "./Field";

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
