import { describe, expect, it } from "vitest";
import {
  cancelSchema,
  checkPromoCode,
  formatLimit,
  formatMoney,
  fromStripeStatus,
  planAtLeast,
  pricePerMonth,
  statusTone,
  subscribeSchema,
  yearlyPerMonth,
  yearlySaving,
} from "~/lib/billing/billing";
import { PLANS } from "~/lib/billing/plans";
import { BILLING_TEXTS } from "~/lib/texts";

describe("prices, savings, limits and money as the pages write them", () => {
  it("shows a yearly price per month as yearly / 12 rounded to whole dollars", () => {
    expect(PLANS.map((p) => yearlyPerMonth(p.yearlyPrice))).toEqual([0, 24, 83, 249]);
    expect(pricePerMonth(PLANS[1], "monthly")).toBe(29);
    expect(pricePerMonth(PLANS[1], "yearly")).toBe(24);
  });

  it("says what yearly saves, about 17% on every paid plan", () => {
    expect(PLANS.slice(1).map((p) => yearlySaving(p))).toEqual([
      { amount: 58, percent: 17 },
      { amount: 198, percent: 17 },
      { amount: 598, percent: 17 },
    ]);
    expect(yearlySaving(PLANS[0])).toEqual({ amount: 0, percent: 0 });
    expect(BILLING_TEXTS.yearlySaving(formatMoney(58), 17)).toBe("Save $58 (17%) yearly");
  });

  it("writes limits as Unlimited for null and in K from 1,000 up", () => {
    expect([null, 3, 999, 1000, 1500, 5000, 25000].map((v) => formatLimit(v))).toEqual([
      "Unlimited",
      "3",
      "999",
      "1K",
      "1.5K",
      "5K",
      "25K",
    ]);
    expect(formatLimit(500, "$")).toBe("$500");
    expect(formatLimit(5000, "$")).toBe("$5K");
  });

  it("formats money in whole dollars or cents, in the invoice's currency", () => {
    expect(formatMoney(29)).toBe("$29");
    expect(formatMoney(23200, "usd", { cents: true })).toBe("$232");
    expect(formatMoney(2999, "usd", { cents: true })).toBe("$29.99");
    expect(formatMoney(1000, "eur", { cents: true })).toBe("€10");
  });
});

describe("plans and statuses", () => {
  it("orders plans free < starter < professional < enterprise", () => {
    expect(planAtLeast("starter", "starter")).toBe(true);
    expect(planAtLeast("free", "starter")).toBe(false);
    expect(planAtLeast("enterprise", "professional")).toBe(true);
  });

  it("styles active, canceled and past_due, and every other status neutral", () => {
    expect(["active", "canceled", "past_due", "incomplete", "trialing"].map(statusTone)).toEqual([
      "active",
      "canceled",
      "past_due",
      "neutral",
      "neutral",
    ]);
  });

  it("maps Stripe's statuses onto ours", () => {
    expect(
      ["active", "trialing", "past_due", "canceled", "unpaid", "incomplete_expired", "incomplete", "paused"].map(
        fromStripeStatus,
      ),
    ).toEqual(["active", "trialing", "past_due", "canceled", "past_due", "canceled", "incomplete", "incomplete"]);
  });
});

describe("inputs", () => {
  it("accepts a plan id as a number or digits, an interval and an optional promo code (upper-cased, empty is none)", () => {
    expect(subscribeSchema.parse({ planId: 2, billingInterval: "yearly", promoCode: " welcome20 " })).toEqual({
      planId: 2,
      billingInterval: "yearly",
      promoCode: "WELCOME20",
    });
    expect(subscribeSchema.parse({ planId: "3", billingInterval: "monthly", promoCode: "" })).toEqual({
      planId: 3,
      billingInterval: "monthly",
      promoCode: undefined,
    });
    expect(subscribeSchema.parse({ planId: 1, billingInterval: "monthly", promoCode: null }).promoCode).toBeUndefined();
  });

  it.each([
    { planId: 0, billingInterval: "monthly" },
    { planId: 2.5, billingInterval: "monthly" },
    { planId: 2, billingInterval: "annually" },
    { planId: 2, billingInterval: "monthly", promoCode: "<script>" },
    { planId: 2, billingInterval: "monthly", promoCode: "X".repeat(41) },
  ])("refuses %j", (input) => {
    expect(subscribeSchema.safeParse(input).success).toBe(false);
  });

  it("checks a promo code the same way on the pricing page (no zod) and in the subscribe schema", () => {
    expect(checkPromoCode("  spring-26 ")).toEqual({ code: "SPRING-26" });
    expect(checkPromoCode("   ")).toEqual({ code: undefined });
    expect(checkPromoCode("X".repeat(41))).toEqual({ error: "must be at most 40 characters" });
    expect(checkPromoCode("<b>")).toEqual({ error: "may contain only letters, digits, - and _" });
    const refused = subscribeSchema.safeParse({ planId: 2, billingInterval: "monthly", promoCode: "<b>" });
    expect(refused.success ? null : refused.error.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual(
      [["promoCode", "may contain only letters, digits, - and _"]],
    );
  });

  it("needs cancelAtPeriodEnd as a boolean", () => {
    expect(cancelSchema.safeParse({ cancelAtPeriodEnd: true }).success).toBe(true);
    expect(cancelSchema.safeParse({ cancelAtPeriodEnd: "true" }).success).toBe(false);
    expect(cancelSchema.safeParse({}).success).toBe(false);
  });
});
