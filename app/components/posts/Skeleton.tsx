/** Placeholders while a list loads: 3 on the feed, 6 on blogs. */
export function Skeletons({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} data-testid="skeletons">
      <ul className="space-y-3" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="animate-pulse rounded border border-line bg-surface p-4" data-testid="skeleton">
            <div className="h-4 w-1/3 rounded bg-raised" />
            <div className="mt-3 h-3 w-full rounded bg-raised" />
            <div className="mt-2 h-3 w-2/3 rounded bg-raised" />
          </li>
        ))}
      </ul>
    </div>
  );
}
