// An on/off switch with the same parts and props as Headless UI's (Field, Label, Description,
// Switch with checked/onChange/disabled and a `data-checked` attribute for styling). It is a
// native button with role="switch" and aria-checked; the Label is a real <label> for it, so
// clicking the text toggles it too. Written here because the library's version brought about
// 11 KB of gzipped script to the pages that show one.
import { createContext, useContext, useId, type HTMLAttributes, type LabelHTMLAttributes, type ReactNode } from "react";

type FieldIds = { control: string; description: string };
const FieldContext = createContext<FieldIds | null>(null);

export function Field({ className, children }: { className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <FieldContext.Provider value={{ control: `${id}control`, description: `${id}description` }}>
      <div className={className}>{children}</div>
    </FieldContext.Provider>
  );
}

export function Label({ children, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  const field = useContext(FieldContext);
  return (
    <label {...props} htmlFor={field?.control}>
      {children}
    </label>
  );
}

export function Description({ children, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  const field = useContext(FieldContext);
  return (
    <p {...props} id={field?.description}>
      {children}
    </p>
  );
}

// The app's switch look: a track that fills with the accent colour and a knob that
// slides. A switch given its own className and children draws itself instead.
const TRACK =
  "group relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-line bg-surface transition-colors data-[checked]:border-accent data-[checked]:bg-accent";
const KNOB =
  "inline-block h-5 w-5 translate-x-0.5 rounded-full bg-fg transition-transform group-data-[checked]:translate-x-5 group-data-[checked]:bg-accent-fg";

export function Switch({
  checked,
  onChange,
  disabled,
  busy = false,
  className = TRACK,
  children = <span className={KNOB} />,
  describedBy = false,
  type = "button",
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Saving: announced as unavailable and ignores presses, but keeps focus (a disabled button drops it to <body>). */
  busy?: boolean;
  className?: string;
  children?: ReactNode;
  /** Set when the Field has a Description, so the switch points at it. */
  describedBy?: boolean;
  /** "submit": the switch is its form's button, so it works as a plain post before script. */
  type?: "button" | "submit";
}) {
  const field = useContext(FieldContext);
  return (
    <button
      type={type}
      role="switch"
      id={field?.control}
      aria-checked={checked}
      aria-describedby={describedBy ? field?.description : undefined}
      disabled={disabled}
      aria-disabled={busy || undefined}
      data-checked={checked ? "" : undefined}
      onClick={() => {
        if (!busy) onChange(!checked);
      }}
      className={className}
    >
      {children}
    </button>
  );
}
