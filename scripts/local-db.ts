// Migrates and seeds a local (miniflare) D1 through wrangler, exactly as `wrangler dev`
// will see it. Used by `npm run db:setup`, `npm start` and the e2e harness.
// A seed at scale (db/seed-scale.ts) loads the written world the same way, then runs its bulk
// statements with the sqlite3 shell on the database file itself, in one transaction: through
// wrangler, a million posts would take hours.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildSeed, type SeedOptions } from "../db/seed";
import { atScale, scaleBase, scaleStatements } from "../db/seed-scale";

const WRANGLER_ENV = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

function wrangler(args: string[], persistTo?: string): string {
  const all = [...args, "--local", ...(persistTo ? ["--persist-to", persistTo] : [])];
  return execFileSync("npx", ["wrangler", ...all], {
    env: WRANGLER_ENV,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

function userCount(persistTo?: string): number {
  const output = wrangler(["d1", "execute", "DB", "--command", "SELECT count(*) AS n FROM users", "--json"], persistTo);
  const parsed: unknown = JSON.parse(output);
  const n = Array.isArray(parsed) ? (parsed[0] as { results?: { n?: number }[] })?.results?.[0]?.n : undefined;
  return typeof n === "number" ? n : 0;
}

/** The local D1's SQLite file, where miniflare keeps it (the newest, should there be several). */
export function localDbFile(persistTo?: string): string {
  const dir = join(persistTo ?? join(".wrangler", "state"), "v3", "d1", "miniflare-D1DatabaseObject");
  // Beside it, miniflare keeps its own metadata.sqlite.
  const files = existsSync(dir)
    ? readdirSync(dir).filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite")
    : [];
  const newest = files.map((name) => join(dir, name)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!newest) throw new Error(`No local D1 database in ${dir}`);
  return newest;
}

/** Runs SQL with the sqlite3 shell on the database file (wrangler must not be serving it). */
export function sqlite(file: string, sql: string): string {
  return execFileSync("sqlite3", ["-bail", file], { input: sql, encoding: "utf8", maxBuffer: 1 << 26 });
}

function seedAtScale(seed: SeedOptions, persistTo?: string) {
  const file = localDbFile(persistTo);
  const [users = 0, posts = 0, events = 0] = sqlite(
    file,
    "SELECT (SELECT max(id) FROM users), (SELECT max(id) FROM posts), (SELECT max(id) FROM events);",
  )
    .trim()
    .split("|")
    .map(Number);
  const statements = scaleStatements({
    anchor: seed.anchor ?? new Date().toISOString().slice(0, 10),
    members: seed.members ?? 0,
    posts: seed.posts ?? 0,
    firstUserId: users + 1,
    firstPostId: posts + 1,
    firstEventId: events + 1,
  });
  sqliteTransaction(file, statements);
}

/** Runs statements as one transaction on a throwaway local database: no fsync, a large page cache. */
export function sqliteTransaction(file: string, statements: readonly string[]) {
  sqlite(
    file,
    [
      "PRAGMA synchronous = OFF;",
      "PRAGMA cache_size = -1000000;",
      "PRAGMA temp_store = MEMORY;",
      "BEGIN;",
      ...statements.map((statement) => `${statement};`),
      "COMMIT;",
    ].join("\n"),
  );
}

const MIGRATIONS_DIR = join("db", "migrations");

/**
 * Every migration as `wrangler d1 migrations apply` runs it, with the row it records in
 * d1_migrations (wrangler's own table and statements), so a later `apply` finds nothing to do.
 * Wrangler starts a Miniflare per migration (about 20 s for all of them); a fresh database takes
 * them in the same `d1 execute` as its seed instead.
 */
function allMigrations(): string[] {
  const names = readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith(".sql"))
    .toSorted();
  return [
    "CREATE TABLE IF NOT EXISTS d1_migrations(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL);",
    ...names.map(
      (name) =>
        `${readFileSync(join(MIGRATIONS_DIR, name), "utf8").trim().replace(/;?$/, ";")}\nINSERT INTO d1_migrations (name) VALUES ('${name}');`,
    ),
  ];
}

function hasLocalDb(persistTo?: string): boolean {
  try {
    localDbFile(persistTo);
    return true;
  } catch {
    return false;
  }
}

export function setupLocalDb(options: { persistTo?: string; seed?: SeedOptions; force?: boolean } = {}) {
  const fresh = !hasLocalDb(options.persistTo);
  if (!fresh) {
    wrangler(["d1", "migrations", "apply", "DB"], options.persistTo);
    if (!options.force && userCount(options.persistTo) > 0) return { seeded: false };
  }
  const scale = atScale(options.seed ?? {});
  const dir = join(process.cwd(), ".tmp");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `seed-${process.pid}.sql`);
  const seed = buildSeed(scale ? scaleBase(options.seed ?? {}) : options.seed).join(";\n") + ";\n";
  writeFileSync(file, fresh ? `${allMigrations().join("\n")}\n${seed}` : seed);
  try {
    wrangler(["d1", "execute", "DB", "--file", file, "--yes"], options.persistTo);
  } finally {
    rmSync(file, { force: true });
  }
  if (scale) seedAtScale(options.seed ?? {}, options.persistTo);
  return { seeded: true };
}
