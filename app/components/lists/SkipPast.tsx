// Skip links past a long list (skipLinks): "Skip past the posts" before it, and where
// it ends, a focus target that says so, so a keyboard user need not Tab through every card.
// Skip to main content is always there; these are added for members with Skip Links on.
import type { ReactNode } from "react";
import { useAccessibility } from "~/components/AccessibilityProvider";

/** `what`: the list's items in words ("posts"), for "Skip past the posts" and "End of the posts". */
export function SkippableList({ what, children }: { what: string; children: ReactNode }) {
  if (!useAccessibility().effective.skipLinks) return children;
  const end = `${what.replaceAll(" ", "-")}-end`;
  return (
    <>
      <a
        href={`#${end}`}
        data-testid="skip-past"
        className="sr-only focus:not-sr-only focus:inline-block focus:rounded focus:bg-canvas focus:p-2 focus:text-accent focus:underline"
      >
        {`Skip past the ${what}`}
      </a>
      {children}
      <p id={end} tabIndex={-1} className="sr-only">
        {`End of the ${what}`}
      </p>
    </>
  );
}
