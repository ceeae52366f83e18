// The form controls of the kit (issue 21): Input, Textarea, Select and Checkbox. Each one is the
// native element with the app's look; inside a <Field> it takes the field's id, aria-invalid and
// aria-describedby from context, so the label, hint and error are always wired the same way.
import {
  createContext,
  forwardRef,
  useContext,
  type InputHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

/** The text-box look, for the few controls that are not one of these (a search box in a header). */
export const inputClass = "min-h-10 rounded border border-line bg-canvas px-2 text-fg";
const textareaClass = "rounded border border-line bg-canvas p-2 text-fg";
// 24 px: the smallest target WCAG 2.5.8 allows.
const checkboxClass = "h-6 w-6 shrink-0";

export type FieldWiring = { id: string; invalid: boolean; describedBy: string | undefined };
export const FieldContext = createContext<FieldWiring | null>(null);

type Aria = { id?: string; "aria-invalid"?: unknown; "aria-describedby"?: string };

/** The field's id and aria props, unless the caller set its own. */
function useWiring(props: Aria) {
  const field = useContext(FieldContext);
  return {
    id: props.id ?? field?.id,
    "aria-invalid": (props["aria-invalid"] as boolean | undefined) ?? (field?.invalid ? true : undefined),
    "aria-describedby": props["aria-describedby"] ?? field?.describedBy,
  };
}

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className = "", ...props },
  ref,
) {
  return <input ref={ref} {...props} {...useWiring(props)} className={`${inputClass} ${className}`.trim()} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className = "", ...props },
  ref,
) {
  return <textarea ref={ref} {...props} {...useWiring(props)} className={`${textareaClass} ${className}`.trim()} />;
});

export type SelectOption = { value: string; label: string };

/**
 * A native select. Give `options` (or <option> children); no option may have an empty value
 * (spec doc 1, section 5): a placeholder is a label or a hint, not a choice.
 */
export const Select = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { options?: readonly SelectOption[] }
>(function Select({ className = "", options, children, ...props }, ref) {
  if (options?.some((option) => option.value === "")) throw new Error("A select option needs a value");
  return (
    <select ref={ref} {...props} {...useWiring(props)} className={`${inputClass} ${className}`.trim()}>
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
      {children}
    </select>
  );
});

export const Checkbox = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, "type">>(
  function Checkbox({ className = "", ...props }, ref) {
    return (
      <input
        ref={ref}
        type="checkbox"
        {...props}
        {...useWiring(props)}
        className={`${checkboxClass} ${className}`.trim()}
      />
    );
  },
);
