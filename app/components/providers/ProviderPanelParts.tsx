// Pieces shared by the provider profile tab panels: heading and card looks, and a list of facts.
import { panelClass } from "~/components/ui/Card";

export const H2 = "text-xl font-semibold";
export const CARD = panelClass();

export function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
