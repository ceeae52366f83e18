// The Audience Manager: an account's audiences with performance from the campaigns whose ad sets
// target them. Reach is the impressions delivered, at most the audience's size (we store no
// per-person delivery).
import { and, desc, eq, like, lt, sql, type SQL } from "drizzle-orm";
import { adSets, audiences, campaignDailyMetrics } from "../../db/schema";
import type { AudienceType } from "~/lib/ads/ads";
import type { CreateAudienceInput } from "~/lib/ads/schema";
import { round2, safeDivide } from "~/lib/ads/metrics";
import { batchNamed, read, type Db } from "~/models/db.server";
import { encodeKeyset, likePattern } from "~/lib/lists";
import { accountIdRead, inTargetAccount } from "./ad-account.server";
import { insertWhere } from "./insert-where.server";
import { assertWithinLimits, getLimitState, limitStateRead, withinLimitsSql } from "./billing/usage.server";

const m = campaignDailyMetrics;
export type AudienceFilters = {
  accountId?: number;
  type?: AudienceType | "all";
  status?: "all" | "active" | "inactive";
  q?: string;
  cursor?: [number];
  limit: number;
};

// Campaigns with an ad set targeting this audience (ad_sets_audience_idx).
const campaignsTargeting = sql`(select ${adSets.campaignId} from ${adSets} where ${adSets.audienceId} = ${audiences.id})`;

function audiencesQuery(db: Db, { userId, filters: f }: { userId: number; filters: AudienceFilters }) {
  const where: (SQL | undefined)[] = [inTargetAccount(audiences.accountId, db, { userId, accountId: f.accountId })];
  if (f.type && f.type !== "all") where.push(eq(audiences.type, f.type));
  // The status filter is about the active state (the spec's page compared it to the type).
  if (f.status === "active") where.push(eq(audiences.isActive, true));
  if (f.status === "inactive") where.push(eq(audiences.isActive, false));
  if (f.q) where.push(like(audiences.name, likePattern(f.q)));
  if (f.cursor) where.push(lt(audiences.id, f.cursor[0]));
  return db
    .select({
      id: audiences.id,
      accountId: audiences.accountId,
      name: audiences.name,
      type: audiences.type,
      sourceType: audiences.sourceType,
      description: audiences.description,
      size: audiences.size,
      isActive: audiences.isActive,
      createdAt: audiences.createdAt,
      impressions: sql<number>`coalesce(sum(${m.impressions}), 0)`.as("audience_impressions"),
      clicks: sql<number>`coalesce(sum(${m.clicks}), 0)`.as("audience_clicks"),
      spendCents: sql<number>`coalesce(sum(${m.spendCents}), 0)`.as("audience_spend_cents"),
      conversions: sql<number>`coalesce(sum(${m.conversions}), 0)`.as("audience_conversions"),
    })
    .from(audiences)
    .leftJoin(m, sql`${m.campaignId} in ${campaignsTargeting}`)
    .where(and(...where))
    .groupBy(audiences.id)
    .orderBy(desc(audiences.id))
    .limit(f.limit + 1);
}

type AudienceRow = Awaited<ReturnType<typeof audiencesQuery>>[number];

function toAudiencePage(rows: AudienceRow[], limit: number) {
  const items = rows.slice(0, limit).map(({ impressions, clicks, spendCents, conversions, ...a }) => ({
    ...a,
    performance: {
      reach: Math.min(a.size, impressions),
      ctr: round2(safeDivide(clicks, impressions) * 100),
      cpc: round2(safeDivide(spendCents / 100, clicks)),
      conversions,
    },
  }));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeKeyset([last.id]) : null };
}
export type AudienceView = ReturnType<typeof toAudiencePage>["items"][number];

/**
 * Creates an audience (size 0 until it is built) unless the account is not the user's
 * (null) or the plan's audience limit is reached (PlanLimitError).
 */
export async function createAudience(
  db: Db,
  { userId, input, today }: { userId: number; input: CreateAudienceInput; today: string },
) {
  const { account, limits: state } = await batchNamed(db, {
    account: accountIdRead(db, { userId, accountId: input.accountId }),
    limits: limitStateRead(db, { userId, today }),
  });
  if (!account) return null;
  assertWithinLimits(state, { audiences: 1 });
  const guard = withinLimitsSql(db, { userId, plan: state.plan, today }, ["audiences"]);
  const now = new Date().toISOString();
  const [created] = await insertWhere(
    db,
    audiences,
    {
      accountId: input.accountId,
      name: input.name,
      type: input.type,
      sourceType: input.sourceType,
      description: input.description,
      size: 0,
      isActive: input.isActive,
      createdAt: now,
    },
    guard,
  ).returning({ id: audiences.id });
  if (!created) {
    assertWithinLimits(await getLimitState(db, { userId, today }), { audiences: 1 });
    throw new Error("The audience was not created");
  }
  const page = toAudiencePage(
    await audiencesQuery(db, { userId, filters: { accountId: input.accountId, cursor: [created.id + 1], limit: 1 } }),
    1,
  );
  return page.items[0] ?? null;
}

/** Audiences: one page, for a page's batch. */
export function audiencePageRead(db: Db, { userId, filters }: { userId: number; filters: AudienceFilters }) {
  return read(audiencesQuery(db, { userId, filters }), (rows) => toAudiencePage(rows, filters.limit));
}

/** Audiences: one page, and the id of the account asked for (null when the member has no such account). */
export async function listAudiences(db: Db, { userId, filters }: { userId: number; filters: AudienceFilters }) {
  return batchNamed(db, {
    accountId: accountIdRead(db, { userId, accountId: filters.accountId }),
    page: audiencePageRead(db, { userId, filters }),
  });
}
