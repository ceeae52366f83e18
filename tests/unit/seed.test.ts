import { describe, expect, it } from "vitest";
import { buildSeed } from "../../db/seed";
import { nonEmpty } from "../shared/expect-every";

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
    expect(rowsOf(buildSeed({ anchor: "2026-01-01", posts: 5000 }), "posts")).toBe(5000);
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
});
