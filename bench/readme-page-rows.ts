// The performance table's rows about what a browser gets: page weight and D1 round trips
// (bench/page-weight.ts) and Lighthouse scores (bench/lighthouse.ts).
// A type import only: it is erased, so reading the results does not run the benchmark.
import type { Row as LighthouseRow } from "./lighthouse";
import { day, list, missing, range, read, usual, verdict, type Row, type Stamp } from "./readme-format";

// The shapes the two scripts write (writeResult).
type PageWeight = Stamp & {
  rows: { route: string; jsKB: number; cssKB: number; budgetKB: number; d1Document: unknown; d1PageLoader: unknown }[];
  budgets: { jsKB: number; heavyJsKB: number; roundTripTarget: number };
};
type Lighthouse = Stamp & {
  rows: LighthouseRow[];
  budget: { accessibility: number; performance: number; cls: number; tbtMs?: number; lcpMs?: number };
  runs?: number;
};

/** The page weight and Lighthouse rows, from whatever results `dir` holds. */
export function pageRows(dir: string): Row[] {
  const rows: Row[] = [];

  const weight = read<PageWeight>(dir, "page-weight");
  if (weight) {
    const light = weight.rows.filter((r) => r.budgetKB === weight.budgets.jsKB);
    const heavy = weight.rows.filter((r) => r.budgetKB === weight.budgets.heavyJsKB);
    const largest = [...light].sort((a, b) => b.jsKB - a.jsKB).slice(0, 3);
    rows.push({
      measure: `Gzipped JS, first load, community pages (${light.length} routes)`,
      measured: `${range(
        light.map((r) => r.jsKB),
        " KB",
      )} (${list(largest.map((r) => `\`${r.route}\` ${r.jsKB}`))})`,
      budget: verdict(
        light.every((r) => r.jsKB <= weight.budgets.jsKB),
        `at most ${weight.budgets.jsKB} KB`,
      ),
      on: day(weight),
    });
    rows.push({
      measure: `Gzipped JS, ${list(heavy.map((r) => `\`${r.route.replace(/ \(.*\)$/, "")}\``))}`,
      measured: list(heavy.map((r) => `${r.jsKB} KB`)),
      budget: verdict(
        heavy.every((r) => r.jsKB <= weight.budgets.heavyJsKB),
        `at most ${weight.budgets.heavyJsKB} KB`,
      ),
      on: day(weight),
    });
    rows.push({
      measure: "Gzipped CSS, every page",
      measured: range(
        weight.rows.map((r) => r.cssKB),
        " KB",
      ),
      budget: "-",
      on: day(weight),
    });
    const loaders = weight.rows.map((r) => ({ route: r.route, value: r.d1PageLoader }));
    rows.push({
      measure: "D1 round trips, page loader alone",
      measured: usual(loaders),
      budget: verdict(
        loaders.every((r) =>
          typeof r.value === "number" ? r.value <= weight.budgets.roundTripTarget : r.value === "-",
        ),
        `at most ${weight.budgets.roundTripTarget}`,
      ),
      on: day(weight),
    });
    rows.push({
      measure: "D1 round trips, whole document (root loader + page)",
      measured: usual(weight.rows.map((r) => ({ route: r.route, value: r.d1Document }))),
      budget: "-",
      on: day(weight),
    });
  } else rows.push(missing("Page weight and D1 round trips", "page-weight"));

  const lighthouse = read<Lighthouse>(dir, "lighthouse");
  if (lighthouse) {
    const r = lighthouse.rows;
    const { budget } = lighthouse;
    const low = [...r].sort((a, b) => a.perf - b.perf).slice(0, 3);
    rows.push({
      measure: "Lighthouse accessibility, every route",
      measured: range(r.map((x) => x.a11y)),
      budget: verdict(
        r.every((x) => x.a11y >= budget.accessibility),
        `${budget.accessibility}`,
      ),
      on: day(lighthouse),
    });
    rows.push({
      measure: "Lighthouse best practices / SEO, every route",
      measured: `${range(r.map((x) => x.bestPractices))} / ${range(r.map((x) => x.seo))}`,
      budget: "-",
      on: day(lighthouse),
    });
    rows.push({
      measure: `Lighthouse performance (mobile, simulated, ${(lighthouse.runs ?? 1) > 1 ? `median of ${lighthouse.runs} runs` : "one run"} per route)`,
      measured: `${range(r.map((x) => x.perf))} on ${r.length} routes (lowest: ${list(low.map((x) => `\`${x.route}\` ${x.perf}`))})`,
      budget: verdict(
        r.every((x) => x.perf >= budget.performance),
        `at least ${budget.performance}`,
      ),
      on: day(lighthouse),
    });
    rows.push({
      measure: "CLS",
      measured: range(r.map((x) => x.cls)),
      budget: verdict(
        r.every((x) => x.cls < budget.cls),
        `under ${budget.cls}`,
      ),
      on: day(lighthouse),
    });
    const { tbtMs, lcpMs } = budget;
    rows.push({
      measure: "LCP / TBT (simulated mobile, median per route)",
      measured: `${range(
        r.map((x) => Math.round(x.lcpMs / 10) / 100),
        " s",
      )} / ${range(
        r.map((x) => x.tbtMs),
        " ms",
      )}`,
      budget:
        tbtMs === undefined || lcpMs === undefined
          ? "-"
          : verdict(
              r.every((x) => x.lcpMs <= lcpMs && x.tbtMs <= tbtMs),
              `at most ${lcpMs / 1000} s / ${tbtMs} ms`,
            ),
      on: day(lighthouse),
    });
  } else rows.push(missing("Lighthouse scores", "lighthouse"));

  return rows;
}
