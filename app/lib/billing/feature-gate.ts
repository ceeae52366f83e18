// The feature gate. Plan order free < starter < professional < enterprise; access at or above the
// required plan, which defaults to starter. The current plan always comes from getCurrentPlan
// (app/models/billing/plan.server.ts).
import { planAtLeast, type PlanName } from "./billing";

export const DEFAULT_REQUIRED_PLAN: PlanName = "starter";
/** Advanced analytics (the Demographics tab) needs starter or above. */
export const ADVANCED_ANALYTICS_PLAN: PlanName = "starter";

export type FeatureAccess = {
  hasAccess: boolean;
  currentPlan: PlanName;
  requiredPlan: PlanName;
  reason: "access_granted" | "plan_upgrade_required";
};

export function featureAccess(currentPlan: PlanName, requiredPlan: PlanName = DEFAULT_REQUIRED_PLAN): FeatureAccess {
  const hasAccess = planAtLeast(currentPlan, requiredPlan);
  return { hasAccess, currentPlan, requiredPlan, reason: hasAccess ? "access_granted" : "plan_upgrade_required" };
}

/** "starter" → "Starter", as the gate's texts show a plan. */
export const planTitle = (plan: PlanName) => plan.charAt(0).toUpperCase() + plan.slice(1);
