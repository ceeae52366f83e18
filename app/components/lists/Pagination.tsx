// Numbered pages for a list whose view lives in the URL (the provider directory): plain
// links, so any page can be shared, reloaded or opened without JavaScript.
import { Link } from "@remix-run/react";
import { buttonClass } from "~/components/ui/Button";

/** Page numbers to show: all of them up to 7, else the first, the last and two either side of the current one. */
export function pageWindow(current: number, count: number): (number | "gap")[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const pages = new Set(
    [1, count, current - 2, current - 1, current, current + 1, current + 2].filter((n) => n >= 1 && n <= count),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous > 1) out.push("gap");
    out.push(n);
  });
  return out;
}

const ITEM = "inline-flex min-h-10 min-w-10 items-center justify-center rounded border border-line px-3";

export function Pagination({
  page,
  pageCount,
  href,
  label,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  label: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link
              to={href(page - 1)}
              className={buttonClass({
                variant: "secondary",
                className: "inline-flex min-w-10 items-center justify-center",
              })}
              rel="prev"
            >
              Previous<span className="sr-only"> page</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-current={n === page ? "page" : undefined}
                className={`${ITEM} ${n === page ? "bg-accent font-semibold text-accent-fg" : "hover:bg-raised"}`}
              >
                <span className="sr-only">Page </span>
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link
              to={href(page + 1)}
              className={buttonClass({
                variant: "secondary",
                className: "inline-flex min-w-10 items-center justify-center",
              })}
              rel="next"
            >
              Next<span className="sr-only"> page</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
