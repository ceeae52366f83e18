import { EmptyState } from "~/components/ui/Card";
/**
 * How many results a list shows, or its empty-state text, in a polite live region: after
 * a filter, tab or search changes, screen-reader users hear the outcome.
 */
export function ResultStatus({
  count,
  hasMore,
  noun,
  pluralNoun = `${noun}s`,
  emptyText,
}: {
  count: number;
  hasMore: boolean;
  noun: string;
  pluralNoun?: string;
  emptyText: string;
}) {
  return (
    <div role="status" className="mt-4" data-testid="result-status">
      {count === 0 ? (
        <EmptyState title={emptyText} picture="search" />
      ) : (
        <p className="text-sm text-muted">{`Showing ${count} ${count === 1 ? noun : pluralNoun}${hasMore ? ", more available" : ""}`}</p>
      )}
    </div>
  );
}
