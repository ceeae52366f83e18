import { TEXTS } from "~/lib/texts";
import { cardClass } from "~/components/ui/Card";

/** A route whose feature is not built yet: its real heading and an honest note. */
export function ComingSoon({ title, summary }: { title: string; summary: string }) {
  return (
    <section aria-labelledby="page-title" className="max-w-3xl">
      <h1 id="page-title" className="text-3xl font-bold">
        {title}
      </h1>
      <p className="mt-3 text-lg">{summary}</p>
      <p className={cardClass({ className: "mt-6 text-muted" })}>{TEXTS.beingBuilt}</p>
    </section>
  );
}
