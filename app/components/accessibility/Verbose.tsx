// Verbose descriptions: the longer words a member asked for. Short forms stay the
// default; these only add to what the page already says.
import { useCallback, type ReactNode } from "react";
import { useAccessibility } from "~/components/AccessibilityProvider";
import { fullDate, plural } from "~/lib/format";

const useVerbose = () => useAccessibility().effective.verboseDescriptions;

/** An icon's text alternative: the short one, or with verbose descriptions the long one. */
export function useLongForm() {
  const verbose = useVerbose();
  return useCallback((short: string, long: string) => (verbose ? long : short), [verbose]);
}

/** Words for screen readers that only members with verbose descriptions hear. */
export function VerboseText({ children }: { children: ReactNode }) {
  return useVerbose() ? <span className="sr-only"> {children}</span> : null;
}

/** A card's full date and its counts in words, shown under it: "Posted Tuesday 24 November 2026. 12 likes and 3 comments." */
export function CardSummary({
  verb,
  date,
  counts,
}: {
  verb: string;
  date?: string;
  /** [count, noun] or [count, noun, plural noun]. */
  counts: readonly (readonly [number, string, string?])[];
}) {
  if (!useVerbose()) return null;
  const words = counts.map(([count, noun, nouns]) => plural(count, noun, nouns));
  const listed = words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : (words[0] ?? "");
  const sentences = [date ? `${verb} ${fullDate(date)}.` : "", listed ? `${listed}.` : ""];
  return (
    <p className="mt-2 text-sm text-muted" data-testid="card-summary">
      {sentences.filter(Boolean).join(" ")}
    </p>
  );
}
