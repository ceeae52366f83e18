// A small accessible line chart, no library: the SVG draws only lines (role="img" with a
// title and a description that states the range, total, highest and lowest day), the axis
// labels are HTML text so they follow the reader's font size, colours are the theme's
// tokens (light, dark, high contrast), and a data table carries every value. With verbose
// descriptions a sentence says which way it is going.
import { useId } from "react";
import { shortDate } from "~/lib/format";
import { ADS_TEXTS } from "~/lib/texts";
import { trendSentence } from "~/lib/ads/trend";
import { useAccessibility } from "~/components/AccessibilityProvider";

export type Point = { date: string; value: number };

export function LineChart({
  label,
  points,
  format,
}: {
  label: string;
  points: Point[];
  format: (value: number) => string;
}) {
  const id = useId();
  const max = Math.max(0, ...points.map((p) => p.value));
  const top = max === 0 ? 1 : max;
  const n = points.length;
  const x = (i: number) => (n <= 1 ? 50 : (i / (n - 1)) * 100);
  const y = (v: number) => 100 - (v / top) * 100;
  const path = points.map((p, i) => `${x(i).toFixed(2)},${y(p.value).toFixed(2)}`).join(" ");
  const first = points[0];
  const last = points.at(-1);
  const middle = points[Math.floor((n - 1) / 2)];
  const title = first && last ? ADS_TEXTS.chartTitle(label, shortDate(first.date), shortDate(last.date)) : label;
  const highest = points.reduce<Point | null>((best, p) => (best === null || p.value > best.value ? p : best), null);
  const lowest = points.reduce<Point | null>((best, p) => (best === null || p.value < best.value ? p : best), null);
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const description =
    highest && lowest
      ? `${n} days. Total ${format(total)}. Highest ${format(highest.value)} on ${shortDate(highest.date)}; lowest ${format(lowest.value)} on ${shortDate(lowest.date)}.`
      : "No days in this range.";
  // Verbose descriptions: the trend in a sentence, shown and part of the chart's description.
  const trend = useAccessibility().effective.verboseDescriptions && n > 0 ? trendSentence(label, points) : null;

  return (
    <figure className="flex flex-col gap-2" data-testid="performance-chart">
      <figcaption id={`${id}-caption`} className="font-semibold">
        {title}
      </figcaption>
      {trend ? (
        <p id={`${id}-trend`} className="text-sm" data-testid="chart-trend">
          {trend}
        </p>
      ) : null}
      <div className="grid grid-cols-[auto_1fr] gap-x-2">
        <div className="flex h-56 flex-col justify-between text-right text-sm text-muted" aria-hidden="true">
          <span>{format(max)}</span>
          <span>{format(max / 2)}</span>
          <span>{format(0)}</span>
        </div>
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-desc${trend ? ` ${id}-trend` : ""}`}
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          className="h-56 w-full overflow-visible rounded border border-line bg-canvas"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          {[0, 50, 100].map((line) => (
            <line
              key={line}
              x1="0"
              x2="100"
              y1={line}
              y2={line}
              stroke="var(--color-line)"
              strokeWidth="1"
              strokeDasharray="4 4"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {n > 1 ? (
            <polyline
              points={path}
              fill="none"
              stroke="var(--color-accent)"
              strokeWidth="3"
              strokeLinejoin="round"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          ) : null}
          {n === 1 && first ? (
            <line
              x1="48"
              x2="52"
              y1={y(first.value)}
              y2={y(first.value)}
              stroke="var(--color-accent)"
              strokeWidth="6"
              vectorEffect="non-scaling-stroke"
            />
          ) : null}
        </svg>
        <div />
        <div className="mt-1 flex justify-between text-sm text-muted" aria-hidden="true">
          <span>{first ? shortDate(first.date) : ""}</span>
          <span>{n > 2 && middle ? shortDate(middle.date) : ""}</span>
          <span>{n > 1 && last ? shortDate(last.date) : ""}</span>
        </div>
      </div>
      <details className="rounded border border-line p-2">
        <summary className="min-h-8 cursor-pointer font-medium">{ADS_TEXTS.showTable}</summary>
        <div className="mt-2 max-h-80 overflow-y-auto" tabIndex={0} role="region" aria-label={`${title}: table`}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  Date
                </th>
                <th scope="col" className="py-1">
                  {label}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.date} className="border-t border-line">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {shortDate(p.date)}
                  </th>
                  <td className="py-1">{format(p.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
