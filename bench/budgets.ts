// The page budgets, shared by the timing-free checks in npm test (scripts/budgets.ts and
// tests/integration/page-budgets.test.ts) and by bench/page-weight, which measures the same in a browser.

/** Gzipped client JS of a first visit, community pages. */
export const JS_BUDGET_KB = 120;
/** Gzipped client JS of a first visit, the `heavy` routes of bench/routes.ts (the arcade room, the ads analytics). */
export const HEAVY_JS_BUDGET_KB = 200;
/** D1 round trips of a page's own loader. */
export const ROUND_TRIP_TARGET = 2;
