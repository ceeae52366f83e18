// Backup, restore and reindex of the D1 database around the search index. `wrangler d1 export`
// refuses a database holding FTS5 tables, so a backup reads every other table with plain SELECTs
// and writes INSERTs; a restore applies the migrations to an empty database (which creates the
// index, its triggers and its vocabulary), loads the rows, and rebuilds the index from the tables.
// The rebuild is the migration's own backfill (db/migrations/0029_search_rowid_by_kind.sql), so there is
// one definition of what the index holds. Used by scripts/db-backup.ts, db-restore.ts, db-reindex.ts.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export type Target = { remote?: boolean; persistTo?: string };

const ENV = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
const INDEX_MIGRATION = join(process.cwd(), "db", "migrations", "0029_search_rowid_by_kind.sql");
/** The index, FTS5's own tables behind it, the vocabulary, and SQLite's and D1's bookkeeping. */
const SKIPPED = /^(search_|sqlite_|_cf_|d1_migrations$)/;

function wrangler(args: string[], target: Target): string {
  const where = target.remote
    ? ["--remote"]
    : ["--local", ...(target.persistTo ? ["--persist-to", target.persistTo] : [])];
  return execFileSync("npx", ["wrangler", ...args, ...where], {
    env: ENV,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 1 << 30,
  });
}

type Result = { results: Record<string, unknown>[] };
export function query(sql: string, target: Target): Result[] {
  return JSON.parse(wrangler(["d1", "execute", "DB", "--json", "--command", sql], target)) as Result[];
}

function runFile(statements: string[], target: Target) {
  const dir = join(process.cwd(), ".tmp");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `d1-${process.pid}-${Date.now()}.sql`);
  writeFileSync(file, statements.join("\n"));
  try {
    wrangler(["d1", "execute", "DB", "--file", file, "--yes"], target);
  } finally {
    rmSync(file, { force: true });
  }
}

const literal = (value: unknown): string => {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  return `'${String(value).replaceAll("'", "''")}'`;
};
const name = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** The tables a backup holds, in the order they were created (parents before children), with their stored columns. */
function tables(target: Target): [table: string, columns: string[]][] {
  // Generated columns are left out: they cannot be inserted, and they come back by themselves.
  const [listed] = query(
    "SELECT m.name AS t, p.name AS c FROM sqlite_master m, pragma_table_xinfo(m.name) p WHERE m.type = 'table' AND m.name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND p.hidden = 0 ORDER BY m.rowid, p.cid",
    target,
  );
  const columns = new Map<string, string[]>();
  for (const row of listed?.results ?? []) {
    const table = String(row.t);
    if (SKIPPED.test(table)) continue;
    columns.set(table, [...(columns.get(table) ?? []), String(row.c)]);
  }
  return [...columns];
}

/** The whole backup as SQL: for each table, its rows replacing whatever the restored database holds. */
export function backupSql(target: Target): string {
  const listed = tables(target);
  const results = query(
    listed.map(([table, columns]) => `SELECT ${columns.map(name).join(", ")} FROM ${name(table)}`).join("; "),
    target,
  );
  const lines = [
    `-- Wattle D1 backup, ${new Date().toISOString()}: ${listed.length} tables, without the search index.`,
    "-- Restore with `npm run db:restore FILE`: it migrates an empty database, loads this, and rebuilds the index.",
    "PRAGMA defer_foreign_keys = true;",
  ];
  for (const [table] of [...listed].reverse()) lines.push(`DELETE FROM ${name(table)};`);
  listed.forEach(([table, columns], index) => {
    for (const row of results[index]?.results ?? []) {
      lines.push(
        `INSERT INTO ${name(table)} (${columns.map(name).join(", ")}) VALUES (${columns.map((c) => literal(row[c])).join(", ")});`,
      );
    }
  });
  // Counters that triggers keep: the posts loaded above counted themselves in again, so recount.
  lines.push(FORUM_RECOUNT);
  return `${lines.join("\n")}\n`;
}

/** Each forum's discussions and questions not removed (db/migrations/0027_forum_posts_count.sql). */
const FORUM_RECOUNT =
  "UPDATE forums SET posts_count = (SELECT count(*) FROM posts p WHERE p.forum_id = forums.id AND p.type IN ('discussion', 'question') AND p.removed_at IS NULL);";

/** The migration's backfill statements: what the index holds, read from the tables. */
export function reindexStatements(): string[] {
  const chunks = readFileSync(INDEX_MIGRATION, "utf8").split("--> statement-breakpoint");
  const backfill = chunks
    .map((chunk) =>
      chunk
        .split("\n")
        .filter((line) => !line.trim().startsWith("--"))
        .join("\n")
        .trim(),
    )
    .filter((statement) => statement.startsWith("INSERT INTO search_index"))
    .map((statement) => (statement.endsWith(";") ? statement : `${statement};`));
  return ["DELETE FROM search_index;", ...backfill, "INSERT INTO search_index(search_index) VALUES ('optimize');"];
}

export function reindex(target: Target) {
  runFile(reindexStatements(), target);
}

/** Local only: start from an empty database, migrate it, load the backup, rebuild the index. */
export function restore(file: string, target: Target) {
  if (!target.remote)
    rmSync(join(target.persistTo ?? join(".wrangler", "state"), "v3", "d1"), { recursive: true, force: true });
  wrangler(["d1", "migrations", "apply", "DB"], target);
  runFile([readFileSync(file, "utf8")], target);
  reindex(target);
}

export function countIndexed(target: Target): number {
  const [result] = query("SELECT count(*) AS n FROM search_index", target);
  return Number(result?.results[0]?.n ?? 0);
}
