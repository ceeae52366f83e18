// Which plan a user is on. The billing webhook is the only writer of user_subscriptions;
// this is the only reader that decides the plan in force, so the feature gate, the ads
// limits and the pricing page all agree.
import { and, asc, eq, inArray } from "drizzle-orm";
import { subscriptionPlans, userSubscriptions } from "../../../db/schema";
import { PLAN_GRANTING_STATUSES } from "~/lib/billing/billing";
import { read, readAll, type Db } from "~/models/db.server";
import type { PLAN_NAMES } from "~/lib/vocab";

export type PlanName = (typeof PLAN_NAMES)[number];
export type Plan = typeof subscriptionPlans.$inferSelect;

function listPlans(db: Db) {
  return db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.sortOrder));
}

/** The two reads behind getCurrentPlan. */
function currentPlanQueries(db: Db, { userId }: { userId: number }) {
  return [
    db
      .select({ plan: subscriptionPlans })
      .from(userSubscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
      .where(and(eq(userSubscriptions.userId, userId), inArray(userSubscriptions.status, PLAN_GRANTING_STATUSES)))
      .limit(1),
    db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "free")).limit(1),
  ] as const;
}

/** The user's live subscription's plan (active, trialing or past_due), otherwise free. */
function pickCurrentPlan([[subscribed], [free]]: readonly [{ plan: Plan }[], Plan[]]): Plan {
  const plan = subscribed?.plan ?? free;
  if (!plan) throw new Error("The free plan is missing from subscription_plans: run the seed.");
  return plan;
}

/** The plan in force, for a page's batch. */
export function currentPlanRead(db: Db, { userId }: { userId: number }) {
  return readAll(currentPlanQueries(db, { userId }), pickCurrentPlan);
}

/** The plan in force for a user: their live subscription's plan, otherwise free. */
export async function getCurrentPlan(db: Db, { userId }: { userId: number }): Promise<Plan> {
  return pickCurrentPlan(await db.batch(currentPlanQueries(db, { userId })));
}

/** A plan as the API and the pricing page show it: limits and flags under `features`. */
function toPlanView(plan: Plan) {
  return {
    id: plan.id,
    name: plan.name,
    displayName: plan.displayName,
    description: plan.description,
    price: plan.price,
    yearlyPrice: plan.yearlyPrice,
    isPopular: plan.isPopular,
    features: {
      campaignsLimit: plan.campaignsLimit,
      adSetsLimit: plan.adSetsLimit,
      adsLimit: plan.adsLimit,
      audiencesLimit: plan.audiencesLimit,
      creativesLimit: plan.creativesLimit,
      monthlySpendLimit: plan.monthlySpendLimit,
      advancedAnalytics: plan.advancedAnalytics,
      automatedRules: plan.automatedRules,
      customReporting: plan.customReporting,
      whiteLabel: plan.whiteLabel,
      apiAccess: plan.apiAccess,
      prioritySupport: plan.prioritySupport,
      bulkOperations: plan.bulkOperations,
      advancedTargeting: plan.advancedTargeting,
      crossPlatform: plan.crossPlatform,
    },
  };
}
export type PlanView = ReturnType<typeof toPlanView>;

/** Every plan, in order, as stored (the limit checks look up the plan an upgrade needs). */
export function plansRead(db: Db) {
  return read(listPlans(db));
}

/** Every plan as the API shows it, for a page's batch. */
export function planViewsRead(db: Db) {
  return read(listPlans(db), (plans) => plans.map(toPlanView));
}

export async function listPlanViews(db: Db) {
  return (await listPlans(db)).map(toPlanView);
}
