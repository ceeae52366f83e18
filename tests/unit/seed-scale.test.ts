// The seed at scale (db/seed-scale.ts), at a small scale: the real migrations, the written world
// and the bulk statements, run by the sqlite3 shell as scripts/local-db.ts runs them.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildSeed } from "../../db/seed";
import { atScale, SCALE_BUSY_THREAD, SCALE_FOLLOWED_BY_ONE, scaleBase, scaleStatements } from "../../db/seed-scale";
import { sqlite, sqliteTransaction } from "../../scripts/local-db";

const dir = mkdtempSync(join(tmpdir(), "seed-scale-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = join(dir, "db.sqlite");
const options = { anchor: "2026-01-01", members: 1_500, posts: 12_000 };
const migrations = readdirSync("db/migrations")
  .filter((name) => name.endsWith(".sql"))
  .sort()
  .map((name) => readFileSync(join("db/migrations", name), "utf8"));
const statements = scaleStatements({ ...options, firstUserId: 42, firstPostId: 0, firstEventId: 0 });
const value = (sql: string) => Number(sqlite(file, `${sql};`).trim());

describe("the seed at scale", () => {
  it("starts above 1,000 members or 10,000 posts, on the default world with a busy post", () => {
    expect(atScale({})).toBe(false);
    expect(atScale({ posts: 10_000, members: 1_000 })).toBe(false);
    expect(atScale({ members: 1_001 })).toBe(true);
    expect(atScale({ posts: 10_001 })).toBe(true);
    expect(scaleBase({ ...options, adCampaigns: 2 })).toEqual({
      anchor: "2026-01-01",
      adCampaigns: 2,
      longThread: SCALE_BUSY_THREAD,
    });
  });

  it("keeps every statement within D1's size limit, and is the same for the same options", () => {
    for (const statement of statements) expect(new TextEncoder().encode(statement).length).toBeLessThan(100_000);
    expect(scaleStatements({ ...options, firstUserId: 42, firstPostId: 0, firstEventId: 0 })).toEqual(statements);
  });

  it("loads into the migrated schema, in proportion, with the search index filled", { timeout: 120_000 }, () => {
    sqliteTransaction(file, [...migrations, ...buildSeed(scaleBase(options))]);
    const [users, posts, events] = sqlite(
      file,
      "SELECT (SELECT max(id) FROM users), (SELECT max(id) FROM posts), (SELECT max(id) FROM events);",
    )
      .trim()
      .split("|")
      .map(Number);
    sqliteTransaction(
      file,
      scaleStatements({
        ...options,
        firstUserId: (users ?? 0) + 1,
        firstPostId: (posts ?? 0) + 1,
        firstEventId: (events ?? 0) + 1,
      }),
    );
    expect(value("SELECT count(*) FROM users")).toBe(options.members + 1);
    expect(value("SELECT count(*) FROM posts WHERE group_id IS NULL")).toBe(options.posts);
    expect(value("SELECT count(*) FROM follows WHERE follower_id = 1")).toBeGreaterThanOrEqual(SCALE_FOLLOWED_BY_ONE);
    // Each post's counters agree with its rows.
    expect(
      value("SELECT count(*) FROM posts p WHERE likes <> (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id)"),
    ).toBe(0);
    expect(
      value(
        "SELECT count(*) FROM posts p WHERE comments_count <> (SELECT count(*) FROM comments c WHERE c.post_id = p.id)",
      ),
    ).toBe(0);
    expect(
      value(
        "SELECT count(*) FROM users u WHERE posts_count <> (SELECT count(*) FROM posts p WHERE p.author_id = u.id AND p.removed_at IS NULL)",
      ),
    ).toBe(0);
    expect(value("SELECT count(*) FROM comments WHERE post_id = 1")).toBeGreaterThanOrEqual(SCALE_BUSY_THREAD);
    expect(value("SELECT count(*) FROM reports WHERE status = 'pending'")).toBeGreaterThan(options.posts / 25);
    expect(value("SELECT count(*) FROM messages")).toBeGreaterThan(options.members * 4);
    expect(
      value(
        "SELECT count(*) FROM events e WHERE attendee_count <> (SELECT count(*) FROM event_registrations r WHERE r.event_id = e.id)",
      ),
    ).toBe(0);
    // Every post, reply and active member is in the search index, found by its words.
    expect(value("SELECT count(*) FROM search_index WHERE rowid >> 40 = 1")).toBe(
      value("SELECT count(*) FROM posts WHERE removed_at IS NULL AND deleted_at IS NULL"),
    );
    expect(value("SELECT count(*) FROM search_index WHERE rowid >> 40 = 8")).toBe(
      value("SELECT count(*) FROM comments"),
    );
    expect(value("SELECT count(*) FROM search_index WHERE search_index MATCH 'wheelchair'")).toBeGreaterThan(100);
    // Times are stored as the app writes them.
    expect(
      value(
        "SELECT count(*) FROM posts WHERE created_at NOT GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9].[0-9][0-9][0-9]Z'",
      ),
    ).toBe(0);
  });
});
