// bench/search: p50 and p99 of GET /api/search for common, rare, prefix and no-result queries over
// a large seed, and the search index's size on disk next to the posts table's. Runs against the
// built app under `wrangler dev` (npm run build first). Not part of npm test.
// Usage: npm run bench:search [-- --posts N --members N --runs N --state DIR]
// Defaults: 1,000,000 posts and 100,000 members (the issues' size, db/seed-scale.ts). --state DIR
// serves a D1 state seeded beforehand (`npm run db:setup -- --force --posts N --members N --persist-to DIR`).
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { LOCAL_SIGN_IN_VARS, signInAs, startDevServer } from "../scripts/dev-server";
import { localDbFile, sqlite } from "../scripts/local-db";
import { printTable, round, writeResult } from "./lib";

const { values } = parseArgs({
  options: {
    posts: { type: "string" },
    members: { type: "string" },
    runs: { type: "string" },
    state: { type: "string" },
  },
});
const POSTS = Number(values.posts ?? 1_000_000);
const MEMBERS = Number(values.members ?? 100_000);
const RUNS = Number(values.runs ?? 100);
const BUDGET = { p50: 50, p99: 200 };
const QUERIES: Record<string, string> = {
  common: "support",
  rare: "wheelchair accessible",
  prefix: "acc",
  "no result": "zzqxjv",
};

const started = Date.now();
const server = await startDevServer({
  seed: { posts: POSTS, members: MEMBERS },
  persistTo: values.state,
  vars: { ...LOCAL_SIGN_IN_VARS },
});
const seedSeconds = round((Date.now() - started) / 1000);
const rows: Record<string, string | number>[] = [];
let sizes: Record<string, number> = {};
try {
  const headers = { cookie: await signInAs(server.url, 1) };
  for (const [kind, q] of Object.entries(QUERIES)) {
    const url = `${server.url}/api/search?${new URLSearchParams({ q })}`;
    const samples: number[] = [];
    for (let i = 0; i < RUNS + 5; i++) {
      const at = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      if (i >= 5) samples.push(performance.now() - at);
    }
    samples.sort((a, b) => a - b);
    const pick = (p: number) => round(samples[Math.min(samples.length - 1, Math.floor(p * samples.length))] ?? 0);
    rows.push({ kind, q, p50Ms: pick(0.5), p99Ms: pick(0.99), load: round(loadavg()[0] ?? 0) });
  }
  // Stopped first (its files stay until stop()), so SQLite's dbstat reads a database no one has open.
  await server.crash();
  sizes = diskSizes(server.persistTo);
} finally {
  await server.stop();
}

printTable(rows);
console.log(
  `posts ${POSTS}, members ${MEMBERS}, ${values.state ? "seeded beforehand" : `seeded in ${seedSeconds} s`}; on disk (dbstat):`,
  sizes,
);
const failed = rows.filter((row) => Number(row.p50Ms) >= BUDGET.p50 || Number(row.p99Ms) >= BUDGET.p99);
console.log(
  `results: ${writeResult("search", { posts: POSTS, members: MEMBERS, seedSeconds, rows, sizes, budget: BUDGET })}`,
);
if (failed.length) {
  console.error(
    `FAIL: over budget (p50 < ${BUDGET.p50} ms, p99 < ${BUDGET.p99} ms): ${failed.map((r) => r.kind).join(", ")}`,
  );
  process.exit(1);
}

/** Bytes per table from SQLite's dbstat: the index's FTS5 shadow tables summed, next to posts. */
function diskSizes(persistTo: string): Record<string, number> {
  const file = localDbFile(persistTo);
  sqlite(file, "PRAGMA wal_checkpoint(TRUNCATE);");
  const rows = sqlite(
    file,
    "SELECT CASE WHEN name LIKE 'search_index%' THEN 'search_index (all FTS5 tables)' ELSE name END AS t, sum(pgsize) FROM dbstat WHERE name LIKE 'search_index%' OR name = 'posts' GROUP BY t;",
  );
  return Object.fromEntries(
    rows
      .trim()
      .split("\n")
      .map((line) => line.split("|"))
      .map(([name = "", bytes = "0"]) => [name, Number(bytes)]),
  );
}
