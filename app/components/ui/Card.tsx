// A card's frame (issue 21): one unit on a page, such as a post, a group, a plan or a form
// section, drawn the same everywhere. Like buttonClass, a class string for any element. And the
// empty state, a card saying why a list or tab has nothing, one look instead of twelve copies.
import type { ReactNode } from "react";
const PADDING = { none: "", sm: "p-3", md: "p-4", lg: "p-6" } as const;

export function cardClass({
  padding = "md",
  className = "",
}: { padding?: keyof typeof PADDING; className?: string } = {}) {
  return ["rounded-lg border border-line bg-surface", PADDING[padding], className].filter(Boolean).join(" ");
}

/** What a list or tab shows when empty: the reason, an optional hint and an optional next step. */
export function EmptyState({
  title,
  hint,
  children,
  className = "",
}: {
  title: ReactNode;
  hint?: ReactNode;
  /** The next step, for example a Create button. */
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cardClass({ padding: "lg", className: `text-center ${className}`.trim() })}>
      <p className="font-medium">{title}</p>
      {hint ? <p className="mt-1 text-muted">{hint}</p> : null}
      {children}
    </div>
  );
}
