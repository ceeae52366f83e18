// Plans and billing through the real Worker: the plans the API lists, and the input a
// subscription request may carry.
import { SELF } from "./worker";
import { describe, expect, it } from "vitest";
import { BILLING_TEXTS } from "~/lib/texts";
import { as, planId } from "./billing-fixtures";

describe("GET /api/subscription-plans", () => {
  it("returns the four plans with the spec's prices, limits, flags and the popular marker", async () => {
    const plans = await (
      await SELF.fetch("http://example.com/api/subscription-plans")
    ).json<
      {
        name: string;
        price: number;
        yearlyPrice: number;
        isPopular: boolean;
        features: Record<string, number | boolean | null>;
      }[]
    >();
    expect(plans.map((p) => [p.name, p.price, p.yearlyPrice, p.isPopular])).toEqual([
      ["free", 0, 0, false],
      ["starter", 29, 290, true],
      ["professional", 99, 990, false],
      ["enterprise", 299, 2990, false],
    ]);
    const limits = (p: (typeof plans)[number]) =>
      ["campaignsLimit", "adSetsLimit", "adsLimit", "audiencesLimit", "creativesLimit", "monthlySpendLimit"].map(
        (k) => p.features[k],
      );
    expect(plans.map(limits)).toEqual([
      [3, 5, 10, 3, 20, 500],
      [25, 50, 100, 25, 200, 5000],
      [100, 200, 500, 100, 1000, 25000],
      [null, null, null, null, null, null],
    ]);
    expect(plans[0]?.features).toMatchObject({
      advancedAnalytics: false,
      automatedRules: false,
      apiAccess: false,
      whiteLabel: false,
    });
    expect(plans[1]?.features).toMatchObject({
      advancedAnalytics: true,
      automatedRules: true,
      prioritySupport: true,
      bulkOperations: true,
      advancedTargeting: true,
      customReporting: false,
      whiteLabel: false,
      apiAccess: false,
      crossPlatform: false,
    });
    expect(plans[2]?.features).toMatchObject({
      customReporting: true,
      whiteLabel: true,
      apiAccess: true,
      crossPlatform: true,
    });
  });
});

describe("POST /api/subscriptions input", () => {
  it.each([
    ["an unknown interval", { planId: 2, billingInterval: "weekly" }],
    ["a missing plan", { billingInterval: "monthly" }],
    ["a plan id that is not a number", { planId: "starter", billingInterval: "monthly" }],
    ["an extra field", { planId: 2, billingInterval: "monthly", userId: 5 }],
    ["a promo code with spaces inside", { planId: 2, billingInterval: "monthly", promoCode: "TWO WORDS" }],
  ])("refuses %s with 400 and issues", async (_name, body) => {
    const response = await as(10).subscribe(body);
    expect(response.status).toBe(400);
    expect((await response.json<{ issues: unknown[] }>()).issues.length).toBeGreaterThan(0);
  });

  it("refuses a plan that does not exist, a body that is not JSON, and GET", async () => {
    const user = as(10);
    const unknown = await user.subscribe({ planId: 99, billingInterval: "monthly" });
    expect(unknown.status).toBe(400);
    expect((await unknown.json<{ issues: { path: string }[] }>()).issues[0]?.path).toBe("planId");
    expect((await user.call("/api/subscriptions", { method: "POST" })).status).toBe(415);
    expect((await user.call("/api/subscriptions")).status).toBe(405);
    expect(await user.subscription()).toBeNull();
  });

  it("answers an unknown promo code with a clear 400 naming it", async () => {
    const response = await as(10).subscribe({
      planId: planId("starter"),
      billingInterval: "monthly",
      promoCode: "nosuchcode",
    });
    expect(response.status).toBe(400);
    const body = await response.json<{ error: string; issues: { path: string; message: string }[] }>();
    expect(body.error).toBe(BILLING_TEXTS.unknownPromo("NOSUCHCODE"));
    expect(body.issues).toEqual([{ path: "promoCode", message: BILLING_TEXTS.unknownPromo("NOSUCHCODE") }]);
  });
});
