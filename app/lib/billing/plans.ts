// The four advertising plans, exactly as the spec gives them (prices, limits and feature
// flags). The seed writes them to D1; the pricing page reads D1.

import type { PLAN_NAMES } from "../vocab";

/** What a plan allows, as D1 holds it (db/schema.ts, subscription_plans): null is unlimited. */
export type PlanLimits = {
  name: (typeof PLAN_NAMES)[number];
  campaignsLimit: number | null;
  adSetsLimit: number | null;
  adsLimit: number | null;
  audiencesLimit: number | null;
  creativesLimit: number | null;
  monthlySpendLimit: number | null;
};
const NO_FLAGS = {
  advancedAnalytics: false,
  automatedRules: false,
  customReporting: false,
  whiteLabel: false,
  apiAccess: false,
  prioritySupport: false,
  bulkOperations: false,
  advancedTargeting: false,
  crossPlatform: false,
};
const STARTER_FLAGS = {
  ...NO_FLAGS,
  advancedAnalytics: true,
  automatedRules: true,
  prioritySupport: true,
  bulkOperations: true,
  advancedTargeting: true,
};
const PROFESSIONAL_FLAGS = {
  ...STARTER_FLAGS,
  customReporting: true,
  whiteLabel: true,
  apiAccess: true,
  crossPlatform: true,
};

export const PLANS = [
  {
    name: "free",
    displayName: "Free",
    description: "Try advertising to the community with a small budget.",
    price: 0,
    yearlyPrice: 0,
    isPopular: false,
    campaignsLimit: 3,
    adSetsLimit: 5,
    adsLimit: 10,
    audiencesLimit: 3,
    creativesLimit: 20,
    monthlySpendLimit: 500,
    ...NO_FLAGS,
  },
  {
    name: "starter",
    displayName: "Starter",
    description: "For small organisations running regular campaigns.",
    price: 29,
    yearlyPrice: 290,
    isPopular: true,
    campaignsLimit: 25,
    adSetsLimit: 50,
    adsLimit: 100,
    audiencesLimit: 25,
    creativesLimit: 200,
    monthlySpendLimit: 5000,
    ...STARTER_FLAGS,
  },
  {
    name: "professional",
    displayName: "Professional",
    description: "For growing teams that need reporting and API access.",
    price: 99,
    yearlyPrice: 990,
    isPopular: false,
    campaignsLimit: 100,
    adSetsLimit: 200,
    adsLimit: 500,
    audiencesLimit: 100,
    creativesLimit: 1000,
    monthlySpendLimit: 25000,
    ...PROFESSIONAL_FLAGS,
  },
  {
    name: "enterprise",
    displayName: "Enterprise",
    description: "Unlimited campaigns, spend and every feature.",
    price: 299,
    yearlyPrice: 2990,
    isPopular: false,
    campaignsLimit: null,
    adSetsLimit: null,
    adsLimit: null,
    audiencesLimit: null,
    creativesLimit: null,
    monthlySpendLimit: null,
    ...PROFESSIONAL_FLAGS,
  },
] as const satisfies ReadonlyArray<{ name: (typeof PLAN_NAMES)[number]; [field: string]: unknown }>;
