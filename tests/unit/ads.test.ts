import { describe, expect, it } from "vitest";
import { monthToDate, resolveRange } from "~/lib/ads/ads";
import { analyticsQuery } from "~/lib/ads/schema";
import {
  abbreviateSize,
  csvField,
  describeChange,
  overviewOf,
  percentChange,
  requiredPlanFor,
  summariseCampaigns,
  toCsv,
  usagePercent,
  violationsOf,
  type Limits,
} from "~/lib/ads/metrics";
import { parseCsv } from "~/lib/csv";
import { featureAccess } from "~/lib/billing/feature-gate";
import { PLANS } from "~/lib/billing/plans";
import type { Plan } from "~/models/billing/plan.server";

describe("analytics arithmetic", () => {
  it("divides sums and answers 0 when there is nothing to divide by", () => {
    expect(
      overviewOf({ spendCents: 3000, impressions: 3500, clicks: 100, conversions: 10, revenueCents: 10000 }),
    ).toEqual({
      spend: 30,
      impressions: 3500,
      clicks: 100,
      conversions: 10,
      ctr: (100 / 3500) * 100,
      cpc: 0.3,
      cpa: 3,
      roas: 10000 / 3000,
    });
    expect(overviewOf({ spendCents: 0, impressions: 0, clicks: 0, conversions: 0, revenueCents: 0 })).toEqual({
      spend: 0,
      impressions: 0,
      clicks: 0,
      conversions: 0,
      ctr: 0,
      cpc: 0,
      cpa: 0,
      roas: 0,
    });
  });

  it("computes the change against the previous period; none from zero", () => {
    expect(percentChange(30, 20)).toBe(50);
    expect(percentChange(3500, 4000)).toBe(-12.5);
    expect(percentChange(1, 3)).toBe(-66.67);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 5)).toBe(-100);
    expect(describeChange(12.345).text).toBe("Up 12.3% vs previous period");
    expect(describeChange(-3).direction).toBe("down");
    expect(describeChange(null).text).toBe("No data for the previous period");
  });

  it("summary cards: sums for spend, impressions, clicks; simple means for CTR and CPC", () => {
    const list = [
      { spentAmount: 10.5, impressions: 100, clicks: 10, ctr: 10, cpc: 1.05 },
      { spentAmount: 4.5, impressions: 900, clicks: 9, ctr: 1, cpc: 0.5 },
    ];
    expect(summariseCampaigns(list)).toEqual({
      totalSpent: 15,
      impressions: 1000,
      clicks: 19,
      avgCtr: 5.5,
      avgCpc: 0.78,
    });
    expect(summariseCampaigns([])).toEqual({ totalSpent: 0, impressions: 0, clicks: 0, avgCtr: 0, avgCpc: 0 });
  });
});

describe("date ranges", () => {
  it("a preset is the last N whole days before today, compared with the N days before", () => {
    expect(resolveRange({ range: "7" }, "2026-03-01")).toEqual({
      choice: "7",
      from: "2026-02-22",
      to: "2026-02-28",
      days: 7,
      previousFrom: "2026-02-15",
      previousTo: "2026-02-21",
    });
    expect(resolveRange({}, "2026-03-01").days).toBe(30);
    expect(resolveRange({ from: "2026-01-01", to: "2026-01-31" }, "2026-03-01")).toMatchObject({
      choice: "custom",
      days: 31,
      previousFrom: "2025-12-01",
      previousTo: "2025-12-31",
    });
  });

  it("validates custom ranges", () => {
    expect(analyticsQuery.safeParse({ range: "custom", from: "2026-01-02", to: "2026-01-01" }).success).toBe(false);
    expect(analyticsQuery.safeParse({ from: "2026-02-29", to: "2026-03-01" }).success).toBe(false);
    expect(analyticsQuery.safeParse({ from: "2024-02-29", to: "2024-03-01" }).success).toBe(true);
    expect(analyticsQuery.safeParse({ from: "2025-01-01", to: "2026-01-01" }).success).toBe(true);
    expect(analyticsQuery.safeParse({ from: "2025-01-01", to: "2026-01-02" }).success).toBe(false);
  });

  it("the usage month runs from the first to today and ends on its last day", () => {
    expect(monthToDate("2026-02-14")).toEqual({
      from: "2026-02-01",
      to: "2026-02-14",
      lastDay: "2026-02-28",
      periodEnd: "2026-02-28T12:00:00.000Z",
    });
    expect(monthToDate("2024-12-31").lastDay).toBe("2024-12-31");
  });
});

describe("usage and limits", () => {
  const limits = (over: Partial<Limits>): Limits => ({
    campaigns: { used: 0, limit: 3 },
    adSets: { used: 0, limit: 5 },
    ads: { used: 0, limit: 10 },
    audiences: { used: 0, limit: 3 },
    creatives: { used: 0, limit: 20 },
    monthlySpend: { used: 0, limit: 500 },
    ...over,
  });

  it("bar percent is used / limit, capped at 100, and 0 when unlimited", () => {
    expect(usagePercent(8, 10)).toBe(80);
    expect(usagePercent(15, 10)).toBe(100);
    expect(usagePercent(999, null)).toBe(0);
    expect(usagePercent(0, 0)).toBe(100);
  });

  it("severity: warning from 80%, soft_limit at a count limit, hard_limit over it or at the spend limit", () => {
    const v = violationsOf(
      limits({
        ads: { used: 8, limit: 10 },
        campaigns: { used: 3, limit: 3 },
        audiences: { used: 4, limit: 3 },
        monthlySpend: { used: 500, limit: 500 },
        adSets: { used: 3, limit: 5 },
      }),
    );
    expect(v.map((x) => [x.limitType, x.severity])).toEqual([
      ["campaigns", "soft_limit"],
      ["ads", "warning"],
      ["audiences", "hard_limit"],
      ["monthlySpend", "hard_limit"],
    ]);
    expect(violationsOf(limits({ campaigns: { used: 50, limit: null } }))).toEqual([]);
  });

  it("names the least plan that fits", () => {
    const plans = PLANS.map((p, i) => ({
      ...p,
      id: i + 1,
      sortOrder: i,
      stripePriceMonthly: null,
      stripePriceYearly: null,
    })) as unknown as Plan[];
    expect(requiredPlanFor(plans, "campaigns", 4, "free")).toBe("starter");
    expect(requiredPlanFor(plans, "campaigns", 26, "free")).toBe("professional");
    expect(requiredPlanFor(plans, "monthlySpend", 30000, "starter")).toBe("enterprise");
  });
});

describe("feature gate", () => {
  it("grants at or above the required plan, starter by default", () => {
    expect(featureAccess("free")).toEqual({
      hasAccess: false,
      currentPlan: "free",
      requiredPlan: "starter",
      reason: "plan_upgrade_required",
    });
    expect(featureAccess("starter").hasAccess).toBe(true);
    expect(featureAccess("enterprise", "professional")).toMatchObject({ hasAccess: true, reason: "access_granted" });
    expect(featureAccess("starter", "professional").hasAccess).toBe(false);
  });
});

describe("display and files", () => {
  it("abbreviates audience sizes in K and M", () => {
    expect(abbreviateSize(999)).toBe("999");
    expect(abbreviateSize(1000)).toBe("1.0K");
    expect(abbreviateSize(12500)).toBe("12.5K");
    expect(abbreviateSize(1_200_000)).toBe("1.2M");
  });

  it("writes CSV safely and reads it back", () => {
    expect(csvField('Say "hi", then go')).toBe('"Say ""hi"", then go"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField(-5)).toBe("-5");
    const csv = toCsv(
      ["name", "headline"],
      [
        ["A, B", 'He said "x"'],
        ["line\nbreak", null],
      ],
    );
    expect(parseCsv(csv)).toEqual([
      ["name", "headline"],
      ["A, B", 'He said "x"'],
      ["line\nbreak", ""],
    ]);
  });
});
