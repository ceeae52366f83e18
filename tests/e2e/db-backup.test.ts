// npm run db:backup / db:restore / db:reindex against a local D1 of its own (no browser, no server):
// back up, start from nothing, restore, and the search index finds the same things.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { backupSql, countIndexed, query, reindex, restore } from "../../scripts/d1-backup";
import { setupLocalDb } from "../../scripts/local-db";

const persistTo = mkdtempSync(join(tmpdir(), "d1-backup-"));
const target = { persistTo };
afterAll(() => rmSync(persistTo, { recursive: true, force: true }));

/** What the index finds for some words, as kind-id pairs. */
const found = () =>
  query(
    ["wheelchair", "support", "accessible"]
      .map(
        (word) =>
          `SELECT kind || '-' || item_id AS id FROM search_index WHERE search_index MATCH '"${word}"*' ORDER BY rowid`,
      )
      .join("; "),
    target,
  ).map((result) => result.results.map((row) => String(row.id)));

// Several minutes of wrangler calls (215 s on a busy 2-core machine), so not part of npm test:
// `npm run test:db-backup` runs it.
it.runIf(process.env.DB_BACKUP_TEST === "1")(
  "backs up without the index, restores into an empty database, and search finds the same",
  () => {
    setupLocalDb({ persistTo, seed: { posts: 40 } });
    const before = found();
    const indexed = countIndexed(target);
    expect(before.every((ids) => ids.length > 0)).toBe(true);

    const file = join(persistTo, "backup.sql");
    writeFileSync(file, backupSql(target));
    const sql = readFileSync(file, "utf8");
    expect(sql).toContain('INSERT INTO "posts"');
    expect(sql).not.toMatch(/search_index|search_vocab/);

    restore(file, target); // removes the database first
    expect(found()).toEqual(before);
    expect(countIndexed(target)).toBe(indexed);

    // The index emptied by hand comes back from the tables.
    query("DELETE FROM search_index", target);
    expect(countIndexed(target)).toBe(0);
    reindex(target);
    expect(found()).toEqual(before);
  },
  300_000,
);
