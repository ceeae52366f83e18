// Ads Manager through the real Worker (issue 10): analytics arithmetic against hand-computed
// fixtures, every plan limit (403 plan_upgrade_required), the spend limit pausing campaigns,
// each filter, and bad input on every endpoint. Fixtures live in their own ad accounts owned
// by members nobody else uses, with dates relative to the real today (the Worker's clock).
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays, utcToday } from "~/lib/ads/ads";
import { getAnalytics } from "~/models/analytics.server";
import { scalar } from "./http";
import { queryPlan, recordStatements } from "./query-plan";
import { memberCookie } from "./constants";
import { expectEvery } from "../shared/expect-every";

const today = utcToday();
const day = (offset: number) => addDays(today, offset);

/** Calls the Worker as seeded member `userId` (their session cookie). */
function as(userId: number) {
  return (path: string, init: { method?: string; body?: unknown; raw?: string; contentType?: string } = {}) => {
    const hasBody = init.body !== undefined || init.raw !== undefined;
    return SELF.fetch(`http://example.com${path}`, {
      method: init.method ?? (hasBody ? "POST" : "GET"),
      headers: {
        cookie: memberCookie(userId),
        ...(hasBody ? { "content-type": init.contentType ?? "application/json" } : {}),
      },
      body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
  };
}

const run = (statement: string, ...binds: unknown[]) =>
  env.DB.prepare(statement)
    .bind(...binds)
    .run();

async function account(id: number, ownerId: number) {
  await run(
    "INSERT INTO ad_accounts (id, owner_id, account_name, currency, status) VALUES (?, ?, ?, 'USD', 'active')",
    id,
    ownerId,
    `Fixture account ${id}`,
  );
  // As opening an account through the app does (createAdAccount), the owner becomes an advertiser.
  await run(
    "UPDATE users SET roles = json_insert(roles, '$[#]', 'advertiser') WHERE id = ? AND roles NOT LIKE '%advertiser%'",
    ownerId,
  );
}
async function campaign(
  id: number,
  accountId: number,
  fields: { name?: string; status?: string; objective?: string; endDate?: string | null } = {},
) {
  await run(
    "INSERT INTO campaigns (id, account_id, name, objective, status, budget_cents, start_date, end_date) VALUES (?, ?, ?, ?, ?, 100000, ?, ?)",
    id,
    accountId,
    fields.name ?? `Campaign ${id}`,
    fields.objective ?? "traffic",
    fields.status ?? "active",
    day(-60),
    fields.endDate ?? null,
  );
}
async function metric(
  campaignId: number,
  date: string,
  m: { spend: number; impressions: number; clicks: number; conversions: number; revenue: number },
) {
  await run(
    "INSERT INTO campaign_daily_metrics (campaign_id, date, spend_cents, impressions, clicks, conversions, revenue_cents) VALUES (?, ?, ?, ?, ?, ?, ?)",
    campaignId,
    date,
    m.spend,
    m.impressions,
    m.clicks,
    m.conversions,
    m.revenue,
  );
}
async function breakdown(
  campaignId: number,
  date: string,
  dimension: string,
  value: string,
  m: { spend: number; impressions: number; clicks: number; conversions: number },
) {
  await run(
    "INSERT INTO campaign_breakdown_metrics (campaign_id, date, dimension, value, spend_cents, impressions, clicks, conversions) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    campaignId,
    date,
    dimension,
    value,
    m.spend,
    m.impressions,
    m.clicks,
    m.conversions,
  );
}

type Analytics = {
  accountId: number;
  range: { choice: string; from: string; to: string; days: number; previousFrom: string; previousTo: string };
  overview: Record<string, number>;
  previous: Record<string, number>;
  changes: Record<string, number | null>;
  trends: { date: string; spend: number; impressions: number; clicks: number; conversions: number }[];
  demographics: {
    age: { range: string; percentage: number; spend: number }[];
    gender: { type: string; percentage: number; spend: number }[];
  } | null;
  devices: { type: string; percentage: number; spend: number; conversions: number }[];
  placements: { type: string; percentage: number; spend: number; ctr: number }[];
  featureAccess: {
    advancedAnalytics: { hasAccess: boolean; reason: string; requiredPlan: string; currentPlan: string };
  };
};
type Usage = {
  subscription: { planName: string; status: string; currentPeriodEnd: string };
  limits: Record<string, { used: number; limit: number | null }>;
  violations: { limitType: string; severity: string; message: string }[];
};
type Page<T> = { items: T[]; nextCursor: string | null };
type Campaign = {
  id: number;
  name: string;
  status: string;
  objective: string;
  spentAmount: number;
  impressions: number;
  clicks: number;
  ctr: number;
  cpc: number;
  budget: number;
};

const validCampaign = (accountId: number, extra: Record<string, unknown> = {}) => ({
  accountId,
  name: "New campaign",
  objective: "traffic",
  budget: 250.5,
  startDate: today,
  ...extra,
});

// ---------------------------------------------------------------- analytics arithmetic

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

// ---------------------------------------------------------------- plan limits

describe("plan limits are enforced on the server (403 plan_upgrade_required)", () => {
  const refusal = async (response: Response, limitType: string, requiredPlan = "starter") => {
    expect(response.status).toBe(403);
    const body = await response.json<{
      reason: string;
      limitType: string;
      requiredPlan: string;
      currentPlan: string;
      error: string;
    }>();
    expect(body).toMatchObject({ reason: "plan_upgrade_required", limitType, requiredPlan, currentPlan: "free" });
    expect(body.error).toMatch(/Upgrade to/);
  };

  it("campaigns: the free plan's 3 live campaigns block a 4th; completed and archived ones free a slot", async () => {
    await account(910, 31);
    await campaign(9100, 910);
    await campaign(9101, 910, { status: "paused" });
    await campaign(9102, 910, { status: "completed" });
    await campaign(9103, 910, { status: "archived" });
    const call = as(31);
    const created = await call("/api/campaigns", { body: validCampaign(910) });
    expect(created.status).toBe(201);
    const before = await scalar("SELECT count(*) AS n FROM campaigns WHERE account_id = 910");
    await refusal(await call("/api/campaigns", { body: validCampaign(910, { name: "One too many" }) }), "campaigns");
    expect(await scalar("SELECT count(*) AS n FROM campaigns WHERE account_id = 910")).toBe(before);
    expect(
      await scalar(
        "SELECT count(*) AS n FROM ad_sets WHERE campaign_id IN (SELECT id FROM campaigns WHERE account_id = 910)",
      ),
    ).toBe(1);
    // Archiving one frees its slot.
    expect((await call("/api/campaigns/9101", { method: "PATCH", body: { status: "archived" } })).status).toBe(200);
    expect((await call("/api/campaigns", { body: validCampaign(910, { name: "Fits again" }) })).status).toBe(201);
  });

  it("ad sets: 5 ad sets in live campaigns block a campaign (which brings its own ad set)", async () => {
    await account(911, 32);
    await campaign(9110, 911);
    for (let i = 0; i < 5; i++) await run("INSERT INTO ad_sets (campaign_id, name) VALUES (9110, ?)", `Set ${i}`);
    await refusal(await as(32)("/api/campaigns", { body: validCampaign(911) }), "adSets");
    expect(await scalar("SELECT count(*) AS n FROM campaigns WHERE account_id = 911")).toBe(1);
  });

  it("ads: 10 ads in live campaigns block a campaign (which brings its own ad)", async () => {
    await account(912, 33);
    await campaign(9120, 912);
    await run("INSERT INTO ad_sets (id, campaign_id, name) VALUES (91200, 9120, 'Only set')");
    for (let i = 0; i < 10; i++) await run("INSERT INTO ads (ad_set_id, name) VALUES (91200, ?)", `Ad ${i}`);
    await refusal(await as(33)("/api/campaigns", { body: validCampaign(912) }), "ads");
  });

  it("audiences: the 4th audience is refused, nothing written", async () => {
    await account(913, 34);
    const call = as(34);
    const body = {
      accountId: 913,
      name: "Readers",
      type: "saved",
      sourceType: "engagement",
      description: "People who read the blog.",
    };
    for (let i = 0; i < 3; i++)
      expect((await call("/api/audiences", { body: { ...body, name: `Readers ${i}` } })).status).toBe(201);
    await refusal(await call("/api/audiences", { body }), "audiences");
    expect(await scalar("SELECT count(*) AS n FROM audiences WHERE account_id = 913")).toBe(3);
  });

  it("creatives: the 21st non-archived creative is refused", async () => {
    await account(914, 35);
    for (let i = 0; i < 20; i++) {
      await run(
        "INSERT INTO ad_creatives (account_id, name, type, headline, primary_text, call_to_action, status) VALUES (914, ?, 'image', 'H', 'T', 'Go', 'draft')",
        `C${i}`,
      );
    }
    const body = {
      accountId: 914,
      name: "One more",
      type: "video",
      headline: "Watch",
      primaryText: "A short film.",
      callToAction: "Watch Now",
    };
    await refusal(await as(35)("/api/ad-creatives", { body }), "creatives");
    // An archived one takes no slot.
    expect((await as(35)("/api/ad-creatives", { body: { ...body, status: "archived" } })).status).toBe(201);
  });

  it("monthly spend: at $500 this month, creating an active campaign and resuming are refused", async () => {
    await account(915, 36);
    await campaign(9150, 915, { status: "paused" });
    await metric(9150, today, { spend: 50000, impressions: 1, clicks: 1, conversions: 0, revenue: 0 });
    const call = as(36);
    await refusal(await call("/api/campaigns", { body: validCampaign(915) }), "monthlySpend");
    await refusal(await call("/api/campaigns/9150", { method: "PATCH", body: { status: "active" } }), "monthlySpend");
    expect(await scalar("SELECT count(*) AS n FROM campaigns WHERE id = 9150 AND status = 'paused'")).toBe(1);
    // A paused campaign can still be created.
    expect((await call("/api/campaigns", { body: validCampaign(915, { status: "paused" }) })).status).toBe(201);
  });

  it("a starter member (seeded member 6) may go past the free plan's limits", async () => {
    const call = as(6);
    for (let i = 0; i < 3; i++)
      expect((await call("/api/campaigns", { body: validCampaign(3, { name: `Starter ${i}` }) })).status).toBe(201);
    const usage = await (await call("/api/usage")).json<Usage>();
    expect(usage.subscription.planName).toBe("starter");
    expect(usage.limits.campaigns).toEqual({ used: 5, limit: 25 });
  });

  it("names the next plan that fits: a professional-sized need asks for professional", async () => {
    // Member 37 is free with 25 live campaigns: starter (25) is not enough for a 26th.
    await account(916, 37);
    for (let i = 0; i < 25; i++) await campaign(91600 + i, 916);
    await refusal(await as(37)("/api/campaigns", { body: validCampaign(916) }), "campaigns", "professional");
  });
});

// ---------------------------------------------------------------- usage and the spend limit

describe("GET /api/usage and the spend limit", () => {
  it("reports user 1's seeded usage on the free plan with the spec's severities", async () => {
    const usage = await (await as(1)("/api/usage")).json<Usage>();
    expect(usage.subscription.planName).toBe("free");
    expect(usage.subscription.status).toBe("active");
    expect(usage.subscription.currentPeriodEnd.slice(0, 7)).toBe(today.slice(0, 7));
    expect(Object.keys(usage.limits)).toEqual(["campaigns", "adSets", "ads", "audiences", "creatives", "monthlySpend"]);
    expect(usage.limits.campaigns?.limit).toBe(3);
    expect(usage.limits.monthlySpend?.limit).toBe(500);
    expect(usage.limits.monthlySpend?.used).toBeLessThan(500);
    const severities = Object.fromEntries(usage.violations.map((v) => [v.limitType, v.severity]));
    expect(severities).toMatchObject({ adSets: "warning", ads: "warning", audiences: "soft_limit" });
  });

  it("pauses the user's active campaigns once the month's spend reaches the limit", async () => {
    await account(920, 38);
    await campaign(9200, 920);
    await campaign(9201, 920);
    await campaign(9202, 920, { status: "completed" });
    await metric(9200, today, { spend: 30000, impressions: 100, clicks: 5, conversions: 0, revenue: 0 });
    const call = as(38);
    let usage = await (await call("/api/usage")).json<Usage>();
    expect(usage.violations).toEqual([]);
    expect(await scalar("SELECT count(*) AS n FROM campaigns WHERE account_id = 920 AND status = 'active'")).toBe(2);

    await metric(9201, today, { spend: 20000, impressions: 100, clicks: 5, conversions: 0, revenue: 0 });
    usage = await (await call("/api/usage")).json<Usage>();
    expect(usage.limits.monthlySpend).toEqual({ used: 500, limit: 500 });
    expect(usage.violations).toEqual([expect.objectContaining({ limitType: "monthlySpend", severity: "hard_limit" })]);
    expect(await scalar("SELECT count(*) AS n FROM campaigns WHERE account_id = 920 AND status = 'paused'")).toBe(2);
    expect(await scalar("SELECT count(*) AS n FROM campaigns WHERE id = 9202 AND status = 'completed'")).toBe(1);
    // The ads page applies the same rule and shows them paused.
    const campaigns = await (await call("/api/campaigns?accountId=920&status=paused")).json<Page<Campaign>>();
    expect(campaigns.items.map((c) => c.id).sort()).toEqual([9200, 9201]);
  });

  it("counts spend from this calendar month only", async () => {
    await account(921, 39);
    await campaign(9210, 921);
    const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1);
    await metric(9210, lastMonth, { spend: 90000, impressions: 1, clicks: 1, conversions: 0, revenue: 0 });
    const usage = await (await as(39)("/api/usage")).json<Usage>();
    expect(usage.limits.monthlySpend?.used).toBe(0);
    expect(await scalar("SELECT count(*) AS n FROM campaigns WHERE id = 9210 AND status = 'active'")).toBe(1);
  });
});

// ---------------------------------------------------------------- campaigns: list, filters, edit

describe("campaigns: filters, pagination and changes", () => {
  const member = 20;
  const call = as(member);
  const setup = (() => {
    let done: Promise<void> | null = null;
    return () =>
      (done ??= (async () => {
        await account(930, member);
        await account(931, member);
        await campaign(9300, 930, { name: "Spring Expo Awareness", objective: "awareness" });
        await campaign(9301, 930, { name: "Captions SIGN-UPS", objective: "conversions", status: "paused" });
        await campaign(9302, 930, {
          name: "Blog traffic",
          objective: "traffic",
          status: "completed",
          endDate: day(-5),
        });
        await campaign(9303, 930, { name: "Old expo", objective: "awareness", status: "archived" });
        await campaign(9310, 931, { name: "Other account", objective: "app_installs" });
        await metric(9300, day(-2), { spend: 1234, impressions: 1000, clicks: 40, conversions: 2, revenue: 5000 });
        await metric(9300, day(-1), { spend: 766, impressions: 1000, clicks: 10, conversions: 1, revenue: 0 });
      })());
  })();
  const ids = async (query: string) =>
    (await (await call(`/api/campaigns?${query}`)).json<Page<Campaign>>()).items.map((c) => c.id);

  it("lists an account's campaigns newest first with lifetime figures; All leaves archived out", async () => {
    await setup();
    const page = await (await call("/api/campaigns?accountId=930")).json<Page<Campaign>>();
    expect(page.items.map((c) => c.id)).toEqual([9302, 9301, 9300]);
    // $20 spent, 2,000 impressions, 50 clicks: CTR 2.5%, CPC $0.40
    expect(page.items.at(-1)).toMatchObject({
      spentAmount: 20,
      impressions: 2000,
      clicks: 50,
      ctr: 2.5,
      cpc: 0.4,
      budget: 1000,
    });
    expect(page.items[0]).toMatchObject({ spentAmount: 0, ctr: 0, cpc: 0 });
  });

  it("filters by status, objective and name (ignoring case), together", async () => {
    await setup();
    expect(await ids("accountId=930&status=active")).toEqual([9300]);
    expect(await ids("accountId=930&status=paused")).toEqual([9301]);
    expect(await ids("accountId=930&status=completed")).toEqual([9302]);
    expect(await ids("accountId=930&status=archived")).toEqual([9303]);
    expect(await ids("accountId=930&objective=awareness")).toEqual([9300]);
    expect(await ids("accountId=930&objective=awareness&status=archived")).toEqual([9303]);
    expect(await ids("accountId=930&q=sign-ups")).toEqual([9301]);
    expect(await ids("accountId=930&q=EXPO")).toEqual([9300]);
    expect(await ids("accountId=930&q=%25")).toEqual([]);
    expect(await ids("accountId=931")).toEqual([9310]);
  });

  it("pages with a cursor", async () => {
    await setup();
    const first = await (await call("/api/campaigns?accountId=930&limit=2")).json<Page<Campaign>>();
    expect(first.items.map((c) => c.id)).toEqual([9302, 9301]);
    const second = await (
      await call(`/api/campaigns?accountId=930&limit=2&cursor=${first.nextCursor}`)
    ).json<Page<Campaign>>();
    expect(second.items.map((c) => c.id)).toEqual([9300]);
    expect(second.nextCursor).toBeNull();
  });

  it("exports the filtered campaigns as CSV", async () => {
    await setup();
    const response = await call("/api/campaigns/export?accountId=930&objective=awareness");
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toContain("attachment");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "Name,Objective,Status,Start date,End date,Budget (USD),Spent (USD),Impressions,Clicks,CTR (%),CPC (USD)",
    );
    expect(lines.slice(1)).toEqual([
      `Spring Expo Awareness,Brand Awareness,Active,${day(-60)},Ongoing,1000.00,20.00,2000,50,2.50,0.40`,
    ]);
  });

  it("pauses, resumes, edits and archives; archived is final, completed cannot resume", async () => {
    await setup();
    await campaign(9304, 930, { name: "To change" });
    const patch = (body: unknown) => call("/api/campaigns/9304", { method: "PATCH", body });
    expect((await (await patch({ status: "paused" })).json<Campaign>()).status).toBe("paused");
    expect(
      await scalar(
        "SELECT count(*) AS n FROM ads WHERE is_active = 1 AND ad_set_id IN (SELECT id FROM ad_sets WHERE campaign_id = 9304)",
      ),
    ).toBe(0);
    expect((await (await patch({ status: "active" })).json<Campaign>()).status).toBe("active");
    const edited = await (
      await patch({ name: "  Renamed  ", budget: 99.99, objective: "conversions" })
    ).json<Campaign>();
    expect(edited).toMatchObject({ name: "Renamed", budget: 99.99, objective: "conversions", status: "active" });
    expect((await call("/api/campaigns/9302", { method: "PATCH", body: { status: "active" } })).status).toBe(409);
    expect((await patch({ status: "archived" })).status).toBe(200);
    expect((await patch({ status: "active" })).status).toBe(409);
    expect((await patch({ name: "Again" })).status).toBe(409);
  });

  it("keeps other people's accounts and campaigns out of reach (404)", async () => {
    await setup();
    expect((await as(1)("/api/campaigns?accountId=930")).status).toBe(404);
    expect((await as(1)("/api/campaigns/9300")).status).toBe(404);
    expect((await as(1)("/api/campaigns/9300", { method: "PATCH", body: { status: "paused" } })).status).toBe(404);
    expect((await as(1)("/api/analytics?accountId=930")).status).toBe(404);
    expect((await as(1)("/api/campaigns", { body: validCampaign(930) })).status).toBe(404);
    expect((await as(1)("/api/audiences?accountId=930")).status).toBe(404);
    expect((await as(1)("/api/ad-creatives?accountId=930")).status).toBe(404);
    expect((await as(1)("/api/campaigns/export?accountId=930")).status).toBe(404);
    expect(await scalar("SELECT count(*) AS n FROM campaigns WHERE id = 9300 AND status = 'active'")).toBe(1);
  });

  it("lists only the caller's ad accounts, with lifetime spend", async () => {
    await setup();
    const accounts = await (await call("/api/ad-accounts")).json<{ id: number; totalSpent: number }[]>();
    expect(accounts).toEqual([
      expect.objectContaining({ id: 930, totalSpent: 20 }),
      expect.objectContaining({ id: 931, totalSpent: 0 }),
    ]);
    const mine = await (await as(1)("/api/ad-accounts")).json<{ id: number }[]>();
    expect(mine.map((a) => a.id)).toEqual([1, 2]);
  });

  it("creates a campaign with its first ad set and ad, linked to the account's audience and creative", async () => {
    await setup();
    // Member 20 is free with 3 live campaigns across two accounts: finish one to make room.
    await run("UPDATE campaigns SET status = 'completed' WHERE id = 9310");
    await run(
      "INSERT INTO audiences (id, account_id, name, type, source_type, description, size) VALUES (9300, 930, 'A', 'saved', 'website', 'd', 10)",
    );
    await run(
      "INSERT INTO ad_creatives (id, account_id, name, type, headline, primary_text, call_to_action, status) VALUES (9300, 930, 'C', 'image', 'h', 't', 'Go', 'active')",
    );
    const response = await call("/api/campaigns", {
      body: validCampaign(930, { name: "Linked", audienceId: 9300, creativeId: 9300, endDate: day(30) }),
    });
    expect(response.status).toBe(201);
    const created = await response.json<Campaign & { endDate: string }>();
    expect(created).toMatchObject({
      name: "Linked",
      status: "active",
      budget: 250.5,
      endDate: day(30),
      spentAmount: 0,
    });
    expect(
      await scalar(
        "SELECT count(*) AS n FROM ads a JOIN ad_sets s ON s.id = a.ad_set_id WHERE s.campaign_id = ? AND s.audience_id = 9300 AND a.creative_id = 9300",
        created.id,
      ),
    ).toBe(1);
    // Someone else's audience or creative is refused.
    expect((await call("/api/campaigns", { body: validCampaign(930, { audienceId: 1 }) })).status).toBe(400);
    expect((await call("/api/campaigns", { body: validCampaign(930, { creativeId: 1 }) })).status).toBe(400);
  });
});

// ---------------------------------------------------------------- creatives and audiences

describe("creatives and audiences: filters", () => {
  it("filters creatives by type and name, with performance from the campaigns that use them", async () => {
    const call = as(1);
    const all = await (
      await call("/api/ad-creatives?accountId=1")
    ).json<
      Page<{
        id: number;
        type: string;
        name: string;
        performance: { impressions: number; clicks: number; ctr: number };
      }>
    >();
    expect(all.items.map((c) => c.id)).toEqual([4, 3, 2, 1]);
    const images = await (await call("/api/ad-creatives?accountId=1&type=image")).json<Page<{ id: number }>>();
    expect(images.items.map((c) => c.id)).toEqual([4, 1]);
    const video = await (await call("/api/ad-creatives?accountId=1&q=VIDEO")).json<Page<{ id: number }>>();
    expect(video.items.map((c) => c.id)).toEqual([2]);
    const withDelivery = all.items.find((c) => c.performance.impressions > 0);
    expect(withDelivery?.performance.ctr).toBe(
      Math.round(((withDelivery?.performance.clicks ?? 0) / (withDelivery?.performance.impressions ?? 1)) * 10000) /
        100,
    );
  });

  it("filters audiences by type, by active state (not by type) and by name", async () => {
    const call = as(1);
    const list = async (query: string) =>
      (
        await (
          await call(`/api/audiences?accountId=1&${query}`)
        ).json<Page<{ id: number; isActive: boolean; type: string }>>()
      ).items;
    expect((await list("")).map((a) => a.id)).toEqual([3, 2, 1]);
    expect((await list("type=saved")).map((a) => a.id)).toEqual([2]);
    expect((await list("type=lookalike")).map((a) => a.id)).toEqual([3]);
    expect((await list("status=active")).map((a) => a.id)).toEqual([2, 1]);
    expect((await list("status=inactive")).map((a) => a.id)).toEqual([3]);
    expect((await list("type=custom&status=inactive")).map((a) => a.id)).toEqual([]);
    expect((await list("q=visitors")).map((a) => a.id)).toEqual([1]);
  });

  it("creates an audience (size 0) and a creative for a starter member", async () => {
    const call = as(6);
    const audience = await call("/api/audiences", {
      body: {
        accountId: 3,
        name: "Newsletter readers",
        type: "custom",
        sourceType: "engagement",
        description: "Opened a newsletter.",
      },
    });
    expect(audience.status).toBe(201);
    expect(await audience.json()).toMatchObject({
      name: "Newsletter readers",
      size: 0,
      isActive: true,
      performance: { reach: 0, ctr: 0, cpc: 0, conversions: 0 },
    });
    const creative = await call("/api/ad-creatives", {
      body: {
        accountId: 3,
        name: "Poster",
        type: "image",
        headline: "Hello",
        primaryText: "World",
        callToAction: "Learn More",
        imageUrl: "https://example.com/a.png",
      },
    });
    expect(creative.status).toBe(201);
    expect(await creative.json()).toMatchObject({
      name: "Poster",
      status: "draft",
      imageUrl: "https://example.com/a.png",
      performance: { impressions: 0 },
    });
  });
});

// ---------------------------------------------------------------- bad input

describe("bad input on every endpoint: 4xx with { error, issues }, nothing written", () => {
  const call = as(1);
  const bad = async (path: string, init: Parameters<typeof call>[1] = {}, status = 400) => {
    const response = await call(path, init);
    expect(response.status, `${init.method ?? "GET"} ${path}`).toBe(status);
    const body = await response.json<{ error: string; issues?: unknown[] }>();
    expect(typeof body.error).toBe("string");
    if (status === 400) expect(Array.isArray(body.issues)).toBe(true);
  };

  it("refuses bad queries", async () => {
    await bad("/api/ad-accounts?x=1");
    await bad("/api/usage?userId=abc");
    await bad("/api/usage?userId=2", {}, 403);
    for (const q of [
      "status=done",
      "objective=sales",
      "accountId=abc",
      "accountId=0",
      "limit=0",
      "limit=101",
      "cursor=nope",
      "q=" + "x".repeat(101),
      "extra=1",
    ])
      await bad(`/api/campaigns?${q}`);
    await bad("/api/campaigns/export?status=bogus");
    for (const q of [
      "range=14",
      "range=custom",
      "range=custom&from=2026-01-10",
      `range=7&from=${day(-3)}&to=${day(-1)}`,
      "from=2026-02-30&to=2026-03-01",
      "from=2026-03-02&to=2026-03-01",
      "from=2024-01-01&to=2025-12-31",
      "from=yesterday&to=today",
      "accountId=-1",
    ]) {
      await bad(`/api/analytics?${q}`);
    }
    await bad("/api/analytics/export?range=365");
    for (const q of ["type=gif", "limit=abc", "status=active"]) await bad(`/api/ad-creatives?${q}`);
    for (const q of ["type=video", "status=saved", "cursor=%%%"]) await bad(`/api/audiences?${q}`);
    await bad("/api/campaigns/abc");
    await bad("/api/campaigns/1e3", { method: "PATCH", body: { status: "paused" } });
  });

  it("refuses bad campaign bodies and writes nothing", async () => {
    const before = await scalar("SELECT count(*) AS n FROM campaigns");
    const bodies: unknown[] = [
      {},
      { ...validCampaign(1), name: "   " },
      { ...validCampaign(1), name: "x".repeat(101) },
      { ...validCampaign(1), objective: "sales" },
      { ...validCampaign(1), budget: 0 },
      { ...validCampaign(1), budget: -5 },
      { ...validCampaign(1), budget: 10.005 },
      { ...validCampaign(1), budget: "100" },
      { ...validCampaign(1), startDate: "2026-13-01" },
      { ...validCampaign(1), endDate: day(-100), startDate: day(-90) },
      { ...validCampaign(1), startDate: day(-10), endDate: day(-20) },
      { ...validCampaign(1), status: "completed" },
      { ...validCampaign(1), accountId: "1" },
      { ...validCampaign(1), spentAmount: 5 },
      [validCampaign(1)],
    ];
    for (const body of bodies) await bad("/api/campaigns", { body });
    await bad("/api/campaigns", { raw: "{not json" });
    await bad("/api/campaigns", { raw: JSON.stringify(validCampaign(1)), contentType: "text/plain" }, 415);
    await bad("/api/campaigns", { method: "PUT", body: validCampaign(1) }, 405);
    await bad("/api/campaigns/999999", { method: "PATCH", body: { status: "paused" } }, 404);
    expect(await scalar("SELECT count(*) AS n FROM campaigns")).toBe(before);
  });

  it("refuses bad campaign changes", async () => {
    for (const body of [{}, { status: "running" }, { budget: -1 }, { endDate: "soon" }, { id: 5 }, { name: "" }])
      await bad("/api/campaigns/1", { method: "PATCH", body });
    // An end before the stored start.
    await bad("/api/campaigns/1", { method: "PATCH", body: { endDate: "2000-01-01" } });
    await bad("/api/campaigns/1", { method: "POST", body: { status: "paused" } }, 405);
    expect(
      await scalar("SELECT count(*) AS n FROM campaigns WHERE id = 1 AND status = 'active' AND end_date IS NULL"),
    ).toBe(1);
  });

  it("refuses bad creative and audience bodies", async () => {
    const creatives = await scalar("SELECT count(*) AS n FROM ad_creatives");
    const creative = { accountId: 1, name: "N", type: "image", headline: "H", primaryText: "T", callToAction: "Go" };
    for (const body of [
      {},
      { ...creative, type: "gif" },
      { ...creative, headline: "" },
      { ...creative, imageUrl: "javascript:alert(1)" },
      { ...creative, status: "live" },
      { ...creative, accountId: 0 },
    ]) {
      await bad("/api/ad-creatives", { body });
    }
    await bad("/api/ad-creatives", { body: { ...creative, accountId: 3 } }, 404);
    expect(await scalar("SELECT count(*) AS n FROM ad_creatives")).toBe(creatives);

    const audiences = await scalar("SELECT count(*) AS n FROM audiences");
    const audience = { accountId: 3, name: "A", type: "saved", sourceType: "website", description: "D" };
    for (const body of [
      {},
      { ...audience, type: "all" },
      { ...audience, sourceType: "email" },
      { ...audience, isActive: "yes" },
      { ...audience, size: 10 },
      { ...audience, description: "x".repeat(301) },
    ]) {
      await bad("/api/audiences", { body });
    }
    await bad("/api/audiences", { body: audience }, 404);
    expect(await scalar("SELECT count(*) AS n FROM audiences")).toBe(audiences);
  });
});
