import { describe, expect, it } from "vitest";
import { buildSeed } from "../../db/seed";
import { nonEmpty } from "../shared/expect-every";

/** A table's seeded rows, read back from the INSERT statements (db/sql-insert.ts writes only literals). */
function tableOf(statements: string[], table: string): Record<string, string | number | null>[] {
  const rows: Record<string, string | number | null>[] = [];
  for (const statement of statements.filter((s) => s.startsWith(`INSERT INTO "${table}" (`))) {
    const columns = [...(statement.match(/^INSERT INTO "\w+" \(([^)]*)\)/)?.[1] ?? "").matchAll(/"(\w+)"/g)].map(
      (m) => m[1] ?? "",
    );
    const values = statement.slice(statement.indexOf(" VALUES ") + 8);
    let row: (string | number | null)[] = [];
    for (const [, quoted, bare, close] of values.matchAll(/'((?:[^']|'')*)'|(NULL|-?[\d.e+-]+)|(\))/g)) {
      if (close) {
        rows.push(Object.fromEntries(columns.map((c, i) => [c, row[i] ?? null])));
        row = [];
      } else if (quoted !== undefined) row.push(quoted.replaceAll("''", "'"));
      else row.push(bare === "NULL" ? null : Number(bare));
    }
  }
  return rows;
}
const repeated = (values: unknown[]) =>
  values.filter((v, i) => v !== null && values.indexOf(v) !== i).map((v) => String(v).slice(0, 60));

const rowsOf = (statements: string[], table: string) =>
  statements
    .filter((s) => s.startsWith(`INSERT INTO "${table}"`))
    .reduce((n, s) => n + (s.match(/\), \(/g)?.length ?? 0) + 1, 0);

describe("buildSeed", () => {
  it("is deterministic for the same anchor", () => {
    expect(buildSeed({ anchor: "2026-01-01" })).toEqual(buildSeed({ anchor: "2026-01-01" }));
  });

  it("moves every time with the anchor but keeps the same rows", () => {
    const a = buildSeed({ anchor: "2026-01-01" }).join("\n");
    const b = buildSeed({ anchor: "2026-01-02" }).join("\n");
    expect(a).not.toEqual(b);
    expect(a.replace(/\d{4}-\d\d-\d\d(T[\d:.]+Z)?/g, "T")).toEqual(b.replace(/\d{4}-\d\d-\d\d(T[\d:.]+Z)?/g, "T"));
  });

  it("creates user 1 plus 40 members, 60 providers and 4 plans by default", () => {
    const seed = buildSeed({ anchor: "2026-01-01" });
    expect(rowsOf(seed, "users")).toBe(41);
    expect(rowsOf(seed, "ndis_providers")).toBe(60);
    expect(rowsOf(seed, "subscription_plans")).toBe(4);
    expect(rowsOf(seed, "relationship_profiles")).toBe(40);
  });

  it("scales the feed with the posts option", () => {
    // The feed's posts; a few support groups' own discussions come on top.
    const posts = tableOf(buildSeed({ anchor: "2026-01-01", posts: 5000 }), "posts");
    expect(posts.filter((post) => post.group_id === null || post.group_id === undefined)).toHaveLength(5000);
  });

  it("uses no bound parameters and keeps every statement under D1's size limit", () => {
    for (const statement of nonEmpty(buildSeed({ anchor: "2026-01-01", posts: 3000 }), "seed statements")) {
      expect(statement).not.toMatch(/\?\s*[,)]/);
      expect(new TextEncoder().encode(statement).length).toBeLessThan(100_000);
    }
  });

  it("has 120 days of metrics for a campaign that ran the whole time", () => {
    const seed = buildSeed({ anchor: "2026-01-01" });
    const metrics = seed.filter((s) => s.startsWith('INSERT INTO "campaign_daily_metrics"')).join("");
    const campaignOneDays = metrics.match(/\(1, '\d{4}-\d\d-\d\d'/g) ?? [];
    expect(campaignOneDays.length).toBe(120);
  });

  it("reads like a real community: no member repeats another's words, and posts sit where they belong", () => {
    const seed = buildSeed({ anchor: "2026-01-01" });
    const texts: [string, string][] = [
      ["posts", "title"],
      ["posts", "content"],
      ["comments", "content"],
      ["messages", "content"],
      ["users", "bio"],
      ["relationship_profiles", "about_me"],
      ["reports", "description"],
      ["support_groups", "guidelines"],
      ["events", "description"],
      ["resources", "description"],
      ["ndis_providers", "business_description"],
    ];
    for (const [table, column] of texts) {
      const values = tableOf(seed, table).map((row) => row[column]);
      expect(values.length, `${table}.${column}`).toBeGreaterThan(0);
      expect(repeated(values), `${table}.${column}`).toEqual([]);
    }
    const all = tableOf(seed, "posts");
    const posts = all.filter((post) => post.group_id === null || post.group_id === undefined);
    expect(posts.length).toBe(60);
    // Each group's discussions belong to the group, in no forum.
    for (const post of all.filter((p) => !posts.includes(p))) expect(post.forum_id ?? null).toBeNull();
    for (const post of posts) {
      const inForum = post.type === "question" || post.type === "discussion";
      expect(post.forum_id === null, `post ${post.id}`).toBe(!inForum);
      expect(JSON.parse(String(post.tags)).length, `post ${post.id}`).toBeGreaterThan(0);
    }
    // Links go to real public pages, and places have a state and postcode.
    for (const resource of tableOf(seed, "resources")) expect(resource.external_url).not.toMatch(/example\./);
    for (const event of tableOf(seed, "events").filter((e) => e.location !== null))
      expect(event.location).toMatch(/ (VIC|NSW|QLD|WA|SA|TAS|ACT|NT) \d{4}$/);
  });
});
