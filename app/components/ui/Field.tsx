// A labelled form field and the form controls (decision 018). One id scheme for the whole app: the
// control's id is `id` (given, or made with useId), its hint is `${id}-hint` and its error
// `${id}-error`. The control inside (Input, Textarea, Select, Checkbox, below) is described by both
// and marked aria-invalid while there is an error, so a screen reader reads label, hint and error
// together. The error sits above the control, after the hint, where a reader meets it before the
// value.
import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { useAccessibility } from "~/components/AccessibilityProvider";
import { lazyNamed } from "~/components/lazyNamed";

// The form controls of the kit: Input, Textarea, Select and Checkbox. Each one is the native
// element with the app's look; inside a <Field> it takes the field's id, aria-invalid and
// aria-describedby from context. They share this module with Field so that a page with a form
// loads one small chunk, not two (each small module is a chunk of its own: decision 018).
/** The text-box look, for the few controls that are not one of these (a search box in a header). */
export const inputClass = "min-h-10 rounded border border-line bg-canvas px-2 text-fg";
// The widest field of its form, growing with what is typed (to most of the window, then it scrolls).
const textareaClass =
  "block w-full min-h-28 max-h-[70vh] field-sizing-content rounded border border-line bg-canvas p-2 text-fg";
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

/** A multi-line box; with the speechToText preference, a Dictate button under it. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className = "", ...props },
  ref,
) {
  const own = useRef<HTMLTextAreaElement | null>(null);
  const dictation = useAccessibility().effective.speechToText;
  const setRef = (element: HTMLTextAreaElement | null) => {
    own.current = element;
    if (typeof ref === "function") ref(element);
    else if (ref) ref.current = element;
  };
  const box = (
    <textarea ref={setRef} {...props} {...useWiring(props)} className={`${textareaClass} ${className}`.trim()} />
  );
  if (!dictation) return box;
  return (
    <>
      {box}
      <Dictate target={own} />
    </>
  );
});
const Dictate = lazyNamed(() => import("~/components/accessibility/DictateControls"), "DictateControls");

export type SelectOption = { value: string; label: string };

/**
 * A native select. Give `options` (or <option> children); no option may have an empty value:
 * a placeholder is a label or a hint, not a choice.
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

/**
 * A refusal of the form as a whole (a suspension, a rate limit, several invalid settings): said at
 * once and focused by useActionForm through `summaryRef`. Draws nothing while there is none.
 */
export function FormSummary({
  summaryRef,
  children,
  className = "",
}: {
  summaryRef: RefObject<HTMLParagraphElement>;
  children: ReactNode;
  className?: string;
}) {
  if (!children) return null;
  return (
    // alertClass("danger") spelt out: importing ui/Card would load it on pages with only a form.
    <p ref={summaryRef} tabIndex={-1} role="alert" className={`alert tone-danger font-medium ${className}`.trim()}>
      {children}
    </p>
  );
}
