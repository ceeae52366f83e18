// A plan limit's refusal as the browser's API client receives it (Bulk Upload calls the API for
// each row). Apart from ./ads so that the campaigns list, which most visits see, does not carry it.
import { ApiError, errorBody } from "../api-client";
import type { PlanName } from "../billing/billing";
import { PLAN_NAMES } from "../vocab";

/** A 403 from a create past a plan limit, as the browser receives it. */
export type PlanLimitBody = {
  error: string;
  reason: "plan_upgrade_required";
  limitType: string;
  requiredPlan: PlanName;
};

/** The plan-limit refusal inside an API client error ("403: {json}"), or null. */
export function planLimitOf(error: unknown): PlanLimitBody | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const body = errorBody(error);
  if (
    !body ||
    body.reason !== "plan_upgrade_required" ||
    typeof body.error !== "string" ||
    typeof body.limitType !== "string"
  )
    return null;
  const requiredPlan = PLAN_NAMES.find((plan) => plan === body.requiredPlan);
  return requiredPlan ? { error: body.error, reason: body.reason, limitType: body.limitType, requiredPlan } : null;
}
