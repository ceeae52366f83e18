import { Link } from "@remix-run/react";

/**
 * A list's views (all / public / my-groups ...) as links that keep the current filters.
 * Links rather than an ARIA tablist: each view is its own server-rendered URL, so it works
 * before hydration, can be bookmarked, and the browser's back button moves between views.
 */
export function ViewTabs<T extends string>({
  label,
  tabs,
  labels,
  current,
  href,
}: {
  label: string;
  tabs: readonly T[];
  labels: Record<T, string>;
  current: T;
  href: (tab: T) => string;
}) {
  return (
    <nav aria-label={label} className="mt-6 border-b border-line">
      <ul className="-mb-px flex flex-wrap gap-1">
        {tabs.map((tab) => (
          <li key={tab}>
            <Link
              to={href(tab)}
              preventScrollReset
              aria-current={tab === current ? "page" : undefined}
              className="inline-flex min-h-10 items-center rounded-t border border-transparent px-4 font-medium hover:bg-raised aria-[current=page]:border-line aria-[current=page]:border-b-canvas aria-[current=page]:bg-canvas aria-[current=page]:font-bold"
            >
              {labels[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A URL for `path` with these query values; empty and default values are left out. */
export function withQuery(
  path: string,
  values: Record<string, string | undefined>,
  defaults: Record<string, string> = {},
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value && value !== defaults[key]) params.set(key, value);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
