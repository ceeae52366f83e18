// Usage against the plan in force (docs/features/ads.md, decision 012). The plan comes from
// getCurrentPlan's queries alone. What counts:
// - campaigns: live ones (active or paused); completed and archived ones free their slot;
// - ad sets and ads: those inside live campaigns;
// - audiences: all; creatives: all but archived ones;
// - monthly spend: dollars delivered this calendar month (UTC) across the user's accounts.
// Reaching the spend limit pauses the user's active campaigns (the pricing FAQ's promise).
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { adCreatives, adSets, ads, audiences, campaignDailyMetrics, campaigns, users } from "../../../db/schema";
import { monthToDate, utcToday } from "~/lib/ads/ads";
import {
  LIMIT_COLUMNS,
  LIMIT_TYPES,
  requiredPlanFor,
  round2,
  violationsOf,
  type Limits,
  type LimitType,
} from "~/lib/ads/metrics";
import { isLiveStatus } from "~/lib/billing/billing";
import { batchNamed, read, readNamed, Read, type Db } from "~/models/db.server";
import { ownedAccountIds } from "../ad-account.server";
import { currentPlanRead, plansRead, type Plan } from "./plan.server";
import { subscriptionWithPlanRead } from "./subscription.server";

/** Campaign statuses that hold a campaign slot. */
export const LIVE_STATUSES = ["active", "paused"] as const;

const liveCampaignIds = (db: Db, userId: number) =>
  db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(inArray(campaigns.accountId, ownedAccountIds(db, userId)), inArray(campaigns.status, [...LIVE_STATUSES])),
    );

/** Each figure as an index-backed SQL expression over the user's own accounts. */
function usageExpressions(db: Db, { userId, today }: { userId: number; today: string }) {
  const month = monthToDate(today);
  const owned = ownedAccountIds(db, userId);
  const live = liveCampaignIds(db, userId);
  return {
    campaigns: sql<number>`(select count(*) from ${campaigns} where ${campaigns.accountId} in ${owned} and ${campaigns.status} in ('active', 'paused'))`,
    activeCampaigns: sql<number>`(select count(*) from ${campaigns} where ${campaigns.accountId} in ${owned} and ${campaigns.status} = 'active')`,
    adSets: sql<number>`(select count(*) from ${adSets} where ${adSets.campaignId} in ${live})`,
    ads: sql<number>`(select count(*) from ${ads} where ${ads.adSetId} in (select ${adSets.id} from ${adSets} where ${adSets.campaignId} in ${live}))`,
    audiences: sql<number>`(select count(*) from ${audiences} where ${audiences.accountId} in ${owned})`,
    creatives: sql<number>`(select count(*) from ${adCreatives} where ${adCreatives.accountId} in ${owned} and ${adCreatives.status} != 'archived')`,
    monthlySpend: sql<number>`(select coalesce(sum(${campaignDailyMetrics.spendCents}), 0) from ${campaignDailyMetrics} where ${campaignDailyMetrics.campaignId} in (select ${campaigns.id} from ${campaigns} where ${campaigns.accountId} in ${owned}) and ${campaignDailyMetrics.date} between ${month.from} and ${month.to})`,
  };
}

/** Every count in one statement (one row: the user's own). */
function usageCountsQuery(db: Db, scope: { userId: number; today: string }) {
  const e = usageExpressions(db, scope);
  return db
    .select({
      campaigns: e.campaigns.as("used_campaigns"),
      activeCampaigns: e.activeCampaigns.as("active_campaigns"),
      adSets: e.adSets.as("used_ad_sets"),
      ads: e.ads.as("used_ads"),
      audiences: e.audiences.as("used_audiences"),
      creatives: e.creatives.as("used_creatives"),
      spendCents: e.monthlySpend.as("month_spend_cents"),
    })
    .from(users)
    .where(eq(users.id, scope.userId));
}
export type UsageCounts = Awaited<ReturnType<typeof usageCountsQuery>>[number];
const NO_COUNTS: UsageCounts = {
  campaigns: 0,
  activeCampaigns: 0,
  adSets: 0,
  ads: 0,
  audiences: 0,
  creatives: 0,
  spendCents: 0,
};

/** The user's counts (zeros for a user with no row). */
const countsRead = (db: Db, scope: { userId: number; today: string }) =>
  read(usageCountsQuery(db, scope), ([counts]) => counts ?? NO_COUNTS);

/** The reads behind a usage figure. */
function usageReads(db: Db, { userId, today }: { userId: number; today: string }) {
  return readNamed({
    plan: currentPlanRead(db, { userId }),
    subscription: subscriptionWithPlanRead(db, { userId }),
    counts: countsRead(db, { userId, today }),
  });
}
type UsageResults = ReturnType<ReturnType<typeof usageReads>["map"]>;

export function limitsOf(plan: Plan, counts: UsageCounts): Limits {
  const used: Record<LimitType, number> = {
    campaigns: counts.campaigns,
    adSets: counts.adSets,
    ads: counts.ads,
    audiences: counts.audiences,
    creatives: counts.creatives,
    monthlySpend: round2(counts.spendCents / 100),
  };
  return Object.fromEntries(
    LIMIT_TYPES.map((type) => [type, { used: used[type], limit: plan[LIMIT_COLUMNS[type]] }]),
  ) as Limits;
}

/** The usage figure, for a page's batch. */
export function usageRead(db: Db, { userId, today }: { userId: number; today: string }) {
  const reads = usageReads(db, { userId, today });
  return new Read(reads.statements, (results) => toUsage(reads.map(results), today));
}

/** Usage as the API gives it: subscription (planName, status, currentPeriodEnd), limits and violations. */
function toUsage({ plan, subscription, counts }: UsageResults, today: string) {
  // The subscription's period when it grants the plan (one subscription per member); otherwise
  // (free) the calendar month.
  const live = subscription && isLiveStatus(subscription.subscription.status) ? subscription.subscription : null;
  const limits = limitsOf(plan, counts);
  return {
    plan,
    counts,
    usage: {
      subscription: {
        planName: plan.name,
        planDisplayName: plan.displayName,
        status: live?.status ?? "active",
        // Free is no subscription: the panel says "Free plan" without a status, as /subscription's note does.
        subscribed: live !== null,
        currentPeriodEnd: live?.currentPeriodEnd ?? monthToDate(today).periodEnd,
      },
      limits,
      violations: violationsOf(limits),
    },
  };
}
export type Usage = ReturnType<typeof toUsage>["usage"];

/** Pause every active campaign of the user's (spend limit reached). Returns how many paused. */
export async function pauseActiveCampaigns(db: Db, { userId }: { userId: number }): Promise<number> {
  const result = await db
    .update(campaigns)
    .set({ status: "paused", updatedAt: new Date().toISOString() })
    .where(and(inArray(campaigns.accountId, ownedAccountIds(db, userId)), eq(campaigns.status, "active")));
  return result.meta.changes ?? 0;
}

export const spendLimitReached = (plan: Plan, counts: UsageCounts) =>
  plan.monthlySpendLimit !== null && counts.spendCents >= plan.monthlySpendLimit * 100;

/**
 * The spend rule, applied wherever usage is read: with the month's spend at or over the
 * plan's limit, active campaigns pause. Returns true when it paused any (callers re-read).
 */
export async function enforceSpendLimit(
  db: Db,
  { userId, plan, counts }: { userId: number; plan: Plan; counts: UsageCounts },
): Promise<boolean> {
  if (!spendLimitReached(plan, counts) || counts.activeCampaigns === 0) return false;
  return (await pauseActiveCampaigns(db, { userId })) > 0;
}

/** The usage panel's data, with the spend rule applied first. */
export async function getUsage(db: Db, { userId, now = new Date() }: { userId: number; now?: Date }) {
  const today = utcToday(now);
  const usage = () => batchNamed(db, { usage: usageRead(db, { userId, today }) }).then((r) => r.usage);
  const first = await usage();
  if (await enforceSpendLimit(db, { userId, plan: first.plan, counts: first.counts })) return usage();
  return first;
}

// ---------------------------------------------------------------- enforcement on create

/** A create or resume refused by the plan: 403 with reason plan_upgrade_required. */
export class PlanLimitError extends Error {
  constructor(
    readonly limitType: LimitType,
    readonly used: number,
    readonly limit: number,
    readonly currentPlan: Plan["name"],
    readonly requiredPlan: Plan["name"],
  ) {
    super(
      limitType === "monthlySpend"
        ? `You have reached your plan's monthly spend limit ($${limit}). Upgrade to ${requiredPlan} to keep campaigns running this month.`
        : `Your ${currentPlan} plan allows ${limit} ${limitNoun(limitType)}. Upgrade to ${requiredPlan} to create more.`,
    );
  }
  toResponse(): Response {
    return Response.json(
      {
        error: this.message,
        reason: "plan_upgrade_required",
        limitType: this.limitType,
        used: this.used,
        limit: this.limit,
        currentPlan: this.currentPlan,
        requiredPlan: this.requiredPlan,
      },
      { status: 403 },
    );
  }
}

const limitNoun = (type: LimitType) =>
  ({
    campaigns: "campaigns",
    adSets: "ad sets",
    ads: "ads",
    audiences: "audiences",
    creatives: "ad creatives",
    monthlySpend: "spend",
  })[type];

/**
 * Throws PlanLimitError when adding `adding` (per count type) would pass a limit, or when
 * `needsSpend` and the month's spend limit is reached. Limits are checked in a fixed order.
 */
export function assertWithinLimits(
  { plan, plans, counts }: { plan: Plan; plans: Plan[]; counts: UsageCounts },
  adding: Partial<Record<Exclude<LimitType, "monthlySpend">, number>>,
  { needsSpend = false } = {},
) {
  const limits = limitsOf(plan, counts);
  for (const type of LIMIT_TYPES) {
    const { used, limit } = limits[type];
    if (limit === null) continue;
    if (type === "monthlySpend") {
      if (needsSpend && used >= limit)
        throw new PlanLimitError(type, used, limit, plan.name, requiredPlanFor(plans, type, used + 0.01, plan.name));
      continue;
    }
    const add = adding[type] ?? 0;
    if (add > 0 && used + add > limit)
      throw new PlanLimitError(type, used, limit, plan.name, requiredPlanFor(plans, type, used + add, plan.name));
  }
}

/** What a create needs to check limits (the plan, every plan, the counts), batched with the caller's own reads. */
export function limitStateRead(db: Db, { userId, today }: { userId: number; today: string }) {
  return readNamed({
    plan: currentPlanRead(db, { userId }),
    plans: plansRead(db),
    counts: countsRead(db, { userId, today }),
  });
}

/** The limit state on its own (a create re-checks after losing a race for the last slot). */
export async function getLimitState(db: Db, scope: { userId: number; today: string }) {
  return (await batchNamed(db, { limits: limitStateRead(db, scope) })).limits;
}

/**
 * SQL that holds while the user is still within these limits: a create puts it in its
 * WHERE, so two simultaneous creates cannot both take the last slot.
 */
export function withinLimitsSql(
  db: Db,
  { userId, plan, today }: { userId: number; plan: Plan; today: string },
  types: LimitType[],
): SQL {
  const e = usageExpressions(db, { userId, today });
  const parts: SQL[] = [];
  for (const type of types) {
    const limit = plan[LIMIT_COLUMNS[type]];
    if (limit !== null) parts.push(sql`${e[type]} < ${type === "monthlySpend" ? limit * 100 : limit}`);
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`1`;
}
