// The kit's surfaces (decisions 018 and 020), each one look everywhere and a class string for any
// element, like buttonClass:
// - a card, for one unit on a page (a post, a provider, an event, a plan), never inside another;
// - a panel, for a page's regions and side columns: flat, no edge or shadow of its own;
// - an alert, for a message that needs attention, in one of four tones;
// - a badge, for a short status word, in the same tones;
// - the empty state, saying why a list has nothing, with a picture and the next step.
// They share one module: each module of its own would be another request on every page.
import type { ReactNode } from "react";
const PADDING = { none: "", sm: "p-3", md: "p-4", lg: "p-6" } as const;

type SurfaceOptions = { padding?: keyof typeof PADDING; className?: string };
const surface =
  (kind: "card" | "panel") =>
  ({ padding = "md", className = "" }: SurfaceOptions = {}) =>
    `${kind} ${PADDING[padding]} ${className}`.trim();

/** One unit: an edge and a small shadow. */
export const cardClass = surface("card");
/** A region of a page (a sidebar, a filter bar, a settings section): flat, where a card stands out. */
export const panelClass = surface("panel");

/**
 * The tones, drawn by the .tone-* classes in app/tailwind.css (in CSS, not here, so the class
 * strings are not in every page's script). Colour always comes with a word, never alone.
 */
export type Tone = "neutral" | "info" | "success" | "warning" | "high" | "danger";

/** An alert's box: a thick edge in its tone. Put a bold first line in it that says what it is. */
export function alertClass(tone: Tone = "danger", className = "") {
  return `alert tone-${tone} ${className}`.trim();
}

/** A badge: a pill with a hairline edge, so it holds its shape in high contrast. */
export function badgeClass(tone: Tone = "neutral", className = "") {
  return `badge tone-${tone} ${className}`.trim();
}

/** The self-hosted pictures in public/illustrations. */
export type Illustration = "quiet" | "conversation" | "calendar" | "search";

/** What a list or tab shows when empty: a picture, the reason, an optional hint and the next step. */
export function EmptyState({
  title,
  hint,
  picture = "quiet",
  children,
  className = "",
}: {
  title: ReactNode;
  hint?: ReactNode;
  /** Decorative (alt=""): the title says what the picture would. */
  picture?: Illustration;
  /** The next step, for example a Create button. */
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`rounded-lg bg-surface p-6 text-center ${className}`.trim()}>
      <img src={`/illustrations/${picture}.svg`} alt="" width={160} height={100} className="mx-auto mb-3 h-auto w-32" />
      <p className="font-semibold">{title}</p>
      {hint ? <p className="mt-1 text-muted">{hint}</p> : null}
      {children}
    </div>
  );
}
