// Ads plan limits through the real Worker (docs/features/ads.md): every limit answers 403
// plan_upgrade_required, and the month's spend limit pauses campaigns.
import { describe, expect, it } from "vitest";
import { addDays } from "~/lib/ads/ads";
import { scalar } from "./http";
import {
  account,
  as,
  campaign,
  metric,
  run,
  today,
  validCampaign,
  type Campaign,
  type Page,
  type Usage,
} from "./ads-fixtures";

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
