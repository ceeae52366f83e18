// A small set of views of one list as links (All / Unanswered, Oldest first / Newest first):
// each has its own URL, works without script, and the current one is marked for everyone.
import { Link } from "@remix-run/react";

export function ViewLinks({
  label,
  views,
}: {
  label: string;
  views: { label: string; to: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label} className="flex gap-1">
      {views.map((view) => (
        <Link
          key={view.label}
          to={view.to}
          aria-current={view.current ? "true" : undefined}
          preventScrollReset
          className="inline-flex min-h-8 items-center rounded px-2 text-sm underline aria-[current=true]:bg-accent aria-[current=true]:text-accent-fg aria-[current=true]:no-underline"
        >
          {view.label}
        </Link>
      ))}
    </nav>
  );
}
