// Ads analytics through the real Worker (docs/features/ads.md): the arithmetic against hand-computed
// fixtures, and the queries behind it reading through their indexes.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getAnalytics } from "~/models/analytics.server";
import { account, as, breakdown, campaign, day, metric, type Analytics } from "./ads-fixtures";
import { expectEvery } from "../shared/expect-every";
import { queryPlan, recordStatements } from "./query-plan";

describe("GET /api/analytics: hand-computed fixtures", () => {
  // Member 30 (free plan) owns account 900 with campaigns 9001 and 9002.
  const member = 30;
  const call = as(member);
  const seedFixture = (() => {
    let done: Promise<void> | null = null;
    return () =>
      (done ??= (async () => {
        await account(900, member);
        await campaign(9001, 900);
        await campaign(9002, 900);
        // The last 7 days (today-7 .. today-1):
        await metric(9001, day(-1), { spend: 1000, impressions: 1000, clicks: 50, conversions: 5, revenue: 4000 });
        await metric(9001, day(-3), { spend: 500, impressions: 500, clicks: 10, conversions: 0, revenue: 0 });
        await metric(9002, day(-2), { spend: 1500, impressions: 2000, clicks: 40, conversions: 5, revenue: 6000 });
        // The 7 days before (today-14 .. today-8):
        await metric(9001, day(-10), { spend: 2000, impressions: 4000, clicks: 80, conversions: 0, revenue: 0 });
        // Outside both: today (still coming in) and today-15.
        await metric(9001, day(0), { spend: 99900, impressions: 99900, clicks: 999, conversions: 99, revenue: 99900 });
        await metric(9002, day(-15), {
          spend: 77700,
          impressions: 77700,
          clicks: 777,
          conversions: 77,
          revenue: 77700,
        });
        await breakdown(9001, day(-1), "device", "mobile", {
          spend: 600,
          impressions: 750,
          clicks: 40,
          conversions: 3,
        });
        await breakdown(9001, day(-1), "device", "desktop", {
          spend: 400,
          impressions: 250,
          clicks: 10,
          conversions: 2,
        });
        await breakdown(9001, day(-1), "placement", "feed", {
          spend: 1000,
          impressions: 1000,
          clicks: 50,
          conversions: 5,
        });
        await breakdown(9001, day(-1), "age", "25-34", { spend: 1000, impressions: 1000, clicks: 50, conversions: 5 });
      })());
  })();

  it("sums the range, divides the sums, and compares with the previous 7 days", async () => {
    await seedFixture();
    const response = await call("/api/analytics?accountId=900&range=7");
    expect(response.status).toBe(200);
    const a = await response.json<Analytics>();
    expect(a.range).toEqual({
      choice: "7",
      from: day(-7),
      to: day(-1),
      days: 7,
      previousFrom: day(-14),
      previousTo: day(-8),
    });
    // spend $30, 3,500 impressions, 100 clicks, 10 conversions, $100 revenue
    expect(a.overview).toEqual({
      spend: 30,
      impressions: 3500,
      clicks: 100,
      conversions: 10,
      ctr: 2.86,
      cpc: 0.3,
      cpa: 3,
      roas: 3.33,
    });
    // previous: $20, 4,000 impressions, 80 clicks, no conversions, no revenue; CPA and ROAS divide by zero → 0
    expect(a.previous).toEqual({
      spend: 20,
      impressions: 4000,
      clicks: 80,
      conversions: 0,
      ctr: 2,
      cpc: 0.25,
      cpa: 0,
      roas: 0,
    });
    // (30-20)/20 = +50%; (3500-4000)/4000 = -12.5%; (100-80)/80 = +25%; CTR (2.857142…-2)/2 = +42.86%;
    // CPC (0.30-0.25)/0.25 = +20%; from zero there is no percentage: null.
    expect(a.changes).toEqual({
      spend: 50,
      impressions: -12.5,
      clicks: 25,
      conversions: null,
      ctr: 42.86,
      cpc: 20,
      cpa: null,
      roas: null,
    });
  });

  it("gives a daily series with every day of the range, zero where nothing ran", async () => {
    await seedFixture();
    const a = await (await call("/api/analytics?accountId=900&range=7")).json<Analytics>();
    expect(a.trends.map((d) => d.date)).toEqual([-7, -6, -5, -4, -3, -2, -1].map(day));
    expect(a.trends.map((d) => d.spend)).toEqual([0, 0, 0, 0, 5, 15, 10]);
    expect(a.trends.at(-1)).toEqual({ date: day(-1), spend: 10, impressions: 1000, clicks: 50, conversions: 5 });
  });

  it("splits devices and placements by share of impressions, and gates demographics below starter", async () => {
    await seedFixture();
    const a = await (await call("/api/analytics?accountId=900&range=7")).json<Analytics>();
    expect(a.devices).toEqual([
      { type: "mobile", percentage: 75, spend: 6, conversions: 3 },
      { type: "desktop", percentage: 25, spend: 4, conversions: 2 },
    ]);
    expect(a.placements).toEqual([{ type: "feed", percentage: 100, spend: 10, ctr: 5 }]);
    expect(a.demographics).toBeNull();
    expect(a.featureAccess.advancedAnalytics).toEqual({
      hasAccess: false,
      currentPlan: "free",
      requiredPlan: "starter",
      reason: "plan_upgrade_required",
    });
  });

  it("takes a custom from/to (inclusive) and compares with the same number of days before", async () => {
    await seedFixture();
    const a = await (await call(`/api/analytics?accountId=900&from=${day(-3)}&to=${day(-1)}`)).json<Analytics>();
    expect(a.range).toEqual({
      choice: "custom",
      from: day(-3),
      to: day(-1),
      days: 3,
      previousFrom: day(-6),
      previousTo: day(-4),
    });
    expect(a.overview.spend).toBe(30);
    expect(a.previous.spend).toBe(0);
    expect(a.changes.spend).toBeNull();
  });

  it("answers zeros, not infinities, for an account with no delivery (0/0 changes are 0)", async () => {
    await account(901, member);
    const a = await (await call("/api/analytics?accountId=901&range=30")).json<Analytics>();
    expect(a.overview).toEqual({
      spend: 0,
      impressions: 0,
      clicks: 0,
      conversions: 0,
      ctr: 0,
      cpc: 0,
      cpa: 0,
      roas: 0,
    });
    expectEvery(Object.values(a.changes), (c) => c === 0);
    expect(a.trends).toHaveLength(30);
    expect(a.devices).toEqual([]);
  });

  it("shows demographics to a starter member (seeded member 6, account 3)", async () => {
    const a = await (await as(6)("/api/analytics?range=90")).json<Analytics>();
    expect(a.accountId).toBe(3);
    expect(a.featureAccess.advancedAnalytics.hasAccess).toBe(true);
    expect(a.demographics?.age.map((x) => x.range)).toEqual(["18-24", "25-34", "35-44", "45-54", "55-64", "65+"]);
    const shares = a.demographics?.gender.reduce((sum, g) => sum + g.percentage, 0) ?? 0;
    expect(shares).toBeGreaterThan(99.9);
    expect(shares).toBeLessThan(100.1);
  });

  it("matches the same sums computed straight from D1 for the seeded account 1 over 90 days", async () => {
    const a = await (await as(1)("/api/analytics?range=90")).json<Analytics>();
    const expected = await env.DB.prepare(
      "SELECT sum(spend_cents) AS spend, sum(impressions) AS impressions, sum(clicks) AS clicks FROM campaign_daily_metrics WHERE campaign_id IN (SELECT id FROM campaigns WHERE account_id = 1) AND date BETWEEN ? AND ?",
    )
      .bind(day(-90), day(-1))
      .first<{ spend: number; impressions: number; clicks: number }>();
    expect(a.overview.spend).toBe(Math.round(expected?.spend ?? 0) / 100);
    expect(a.overview.impressions).toBe(expected?.impressions);
    expect(a.overview.clicks).toBe(expected?.clicks);
    expect(a.trends.reduce((sum, d) => sum + d.impressions, 0)).toBe(expected?.impressions);
  });
});

describe("analytics queries are index-backed aggregates", () => {
  it("reads the metrics through their primary keys, never a full scan", async () => {
    // The statements getAnalytics itself sends, recorded on their way to D1, then explained.
    const statements = await recordStatements((db) =>
      getAnalytics(db, { userId: 1, query: { accountId: 1, range: "90" } }),
    );
    const metricReads = statements.filter((s) => /from "campaign_(daily|breakdown)_metrics"/.test(s.sql));
    // Totals for the range and the one before, the daily trend, the breakdowns.
    expect(metricReads).toHaveLength(4);
    for (const statement of metricReads) {
      const details = await queryPlan(statement);
      expect(details).toMatch(
        /SEARCH campaign_(daily|breakdown)_metrics USING (COVERING )?INDEX sqlite_autoindex_campaign_(daily|breakdown)_metrics_1 \(campaign_id=\? AND date>\? AND date<\?\)/,
      );
      expect(details).not.toMatch(/SCAN campaign/);
    }
  });
});
