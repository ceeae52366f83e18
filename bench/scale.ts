// bench/scale: seven pages' loaders on the default seed and at scale (100,000 members, 1,000,000
// posts, db/seed-scale.ts), side by side: the median of each and the ratio. The budget: no page
// more than 2× slower at scale. Also the database's size at that scale. Runs against the built app
// under `wrangler dev` (npm run build first). Not part of `npm run bench`: seeding at scale takes
// minutes on its own (docs/performance.md).
// Usage: npm run bench:scale [-- --members N --posts N --runs N --state DIR]
// --state DIR serves a D1 state seeded beforehand at that scale (`npm run db:setup -- --force
// --members 100000 --posts 1000000 --persist-to DIR`) instead of seeding one.
import { statSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { LOCAL_SIGN_IN_VARS, signInAs, startDevServer } from "../scripts/dev-server";
import { localDbFile, sqlite } from "../scripts/local-db";
import type { SeedOptions } from "../db/seed";
import { printTable, round, timeRequests, writeResult } from "./lib";

const { values } = parseArgs({
  options: {
    members: { type: "string" },
    posts: { type: "string" },
    runs: { type: "string" },
    state: { type: "string" },
  },
});
const SCALE = { members: Number(values.members ?? 100_000), posts: Number(values.posts ?? 1_000_000) };
const RUNS = Number(values.runs ?? 15);
const MAX_RATIO = 2;

/**
 * Single-fetch data requests (the loaders, where the data's size shows; rendering costs the same
 * at any size), as member 1: a moderator who, at scale, follows 200 members.
 */
const PAGES: Record<string, string> = {
  "home feed, following 200": "/_root.data?filter=following",
  "forum page": "/forums.data?forum=1",
  "busy post (2,000 replies at scale)": "/posts/1.data",
  "member's profile": "/profile/2.data",
  "moderation queue": "/moderation.data",
  search: "/search.data?q=wheelchair",
  "providers directory": "/ndis-providers.data",
};

type Measured = { seedSeconds: number; medians: Record<string, number>; load: number; bytes?: number; tables?: Sizes };
type Sizes = Record<string, number>;

/** Seeds a server, times every page as member 1, and with `withSize` measures its database after it stops. */
async function measure(seed: SeedOptions, withSize: boolean, persistTo?: string): Promise<Measured> {
  const started = Date.now();
  const server = await startDevServer({ seed, persistTo, vars: { ...LOCAL_SIGN_IN_VARS } });
  const seedSeconds = round((Date.now() - started) / 1000, 1);
  try {
    const headers = { cookie: await signInAs(server.url, 1) };
    const medians: Record<string, number> = {};
    for (const [name, path] of Object.entries(PAGES))
      medians[name] = round((await timeRequests(server.url + path, { headers, runs: RUNS })).median);
    const measured: Measured = { seedSeconds, medians, load: round(loadavg()[0] ?? 0) };
    if (!withSize) return measured;
    // Stopped first (its files stay until stop()), so the size is read from a database no one has open.
    await server.crash();
    return { ...measured, ...sizes(server.persistTo) };
  } finally {
    await server.stop();
  }
}

/** The file's bytes and, where SQLite has dbstat, the biggest tables (each with its indexes). */
function sizes(persistTo: string): { bytes: number; tables?: Sizes } {
  const file = localDbFile(persistTo);
  sqlite(file, "PRAGMA wal_checkpoint(TRUNCATE);");
  const bytes = statSync(file).size;
  try {
    const rows = sqlite(
      file,
      "SELECT CASE WHEN s.name LIKE 'search_index%' THEN 'search_index (FTS5)' ELSE coalesce(m.tbl_name, s.name) END AS t, sum(s.pgsize) FROM dbstat s LEFT JOIN sqlite_master m ON m.name = s.name GROUP BY t ORDER BY 2 DESC LIMIT 12;",
    );
    return {
      bytes,
      tables: Object.fromEntries(
        rows
          .trim()
          .split("\n")
          .map((line) => line.split("|"))
          .map(([name = "", size = "0"]) => [name, Number(size)]),
      ),
    };
  } catch {
    return { bytes };
  }
}

const small = await measure({}, false);
const large = await measure(SCALE, true, values.state);

const rows = Object.keys(PAGES).map((page) => {
  const before = small.medians[page] ?? 0;
  const after = large.medians[page] ?? 0;
  return { page, defaultMs: before, scaleMs: after, ratio: round(after / (before || 1)) };
});
printTable(rows);
const gb = (large.bytes ?? 0) / 1e9;
// D1's limit is 10 GB a database; every kind of row here grows in step with the members (ten posts each).
const fillsAt = gb > 0 ? Math.floor((SCALE.members * 10) / gb) : 0;
console.log(
  `default seed: load ${small.load}; at scale (${SCALE.members} members, ${SCALE.posts} posts): ${values.state ? `seeded beforehand in ${values.state}` : `seeded in ${large.seedSeconds} s`}, load ${large.load}`,
);
console.log(
  `database at scale: ${round(gb, 2)} GB on disk; linearly, one 10 GB D1 database fills at about ${fillsAt} members`,
);
if (large.tables)
  printTable(Object.entries(large.tables).map(([table, bytes]) => ({ table, mb: round(bytes / 1e6, 1) })));
const failed = rows.filter((row) => !(row.ratio < MAX_RATIO));
console.log(
  `results: ${writeResult("scale", { scale: SCALE, runs: RUNS, rows, small, large, fillsAtMembers: fillsAt, budget: MAX_RATIO })}`,
);
if (failed.length) {
  console.error(`FAIL: more than ${MAX_RATIO}× slower at scale: ${failed.map((row) => row.page).join(", ")}`);
  process.exit(1);
}
