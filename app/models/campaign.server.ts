// Campaigns: the list with lifetime figures summed from the daily metrics, and create / edit /
// pause / resume / archive with the plan's limits enforced in the same statement that writes.
import { and, desc, eq, inArray, like, lt, ne, sql, type SQL } from "drizzle-orm";
import { adCreatives, adSets, ads, audiences, campaignDailyMetrics, campaigns } from "../../db/schema";
import { STATUS_MOVES } from "~/lib/ads/ads";
import type { CampaignListQuery, CreateCampaignInput, UpdateCampaignInput } from "~/lib/ads/schema";
import { campaignRates, round2 } from "~/lib/ads/metrics";
import { batchNamed, read, type Db } from "~/models/db.server";
import { encodeKeyset, likePattern } from "~/lib/lists";
import { accountIdRead, inTargetAccount, ownedAccountIds } from "./ad-account.server";
import { insertWhere } from "./insert-where.server";
import { assertWithinLimits, getLimitState, limitStateRead, withinLimitsSql } from "./billing/usage.server";

export type CampaignFilters = Omit<CampaignListQuery, "cursor" | "limit"> & { cursor?: [number]; limit: number };

const campaignColumns = {
  id: campaigns.id,
  accountId: campaigns.accountId,
  name: campaigns.name,
  objective: campaigns.objective,
  status: campaigns.status,
  budgetCents: campaigns.budgetCents,
  startDate: campaigns.startDate,
  endDate: campaigns.endDate,
  // Lifetime sums over the metrics primary key (campaign_id, date); aliased so a batch keeps them apart.
  spentCents: sql<number>`coalesce(sum(${campaignDailyMetrics.spendCents}), 0)`.as("spent_cents"),
  impressions: sql<number>`coalesce(sum(${campaignDailyMetrics.impressions}), 0)`.as("total_impressions"),
  clicks: sql<number>`coalesce(sum(${campaignDailyMetrics.clicks}), 0)`.as("total_clicks"),
};

function filtersSql(db: Db, userId: number, f: Omit<CampaignFilters, "limit">): SQL | undefined {
  const where: (SQL | undefined)[] = [inTargetAccount(campaigns.accountId, db, { userId, accountId: f.accountId })];
  // "All" leaves archived campaigns out; they have their own filter value.
  if (!f.status || f.status === "all") where.push(ne(campaigns.status, "archived"));
  else where.push(eq(campaigns.status, f.status));
  if (f.objective && f.objective !== "all") where.push(eq(campaigns.objective, f.objective));
  // Case-insensitive on the name: SQLite's LIKE ignores ASCII case.
  if (f.q) where.push(like(campaigns.name, likePattern(f.q)));
  if (f.cursor) where.push(lt(campaigns.id, f.cursor[0]));
  return and(...where);
}

/** Newest first, one more than a page so we know whether more exist. */
function campaignsQuery(db: Db, { userId, filters }: { userId: number; filters: CampaignFilters }) {
  return db
    .select(campaignColumns)
    .from(campaigns)
    .leftJoin(campaignDailyMetrics, eq(campaignDailyMetrics.campaignId, campaigns.id))
    .where(filtersSql(db, userId, filters))
    .groupBy(campaigns.id)
    .orderBy(desc(campaigns.id))
    .limit(filters.limit + 1);
}

type CampaignRow = Awaited<ReturnType<typeof campaignsQuery>>[number];

/** A campaign as the API gives it: budget and spentAmount in dollars, ctr in %, cpc in dollars. */
function toCampaignView(row: CampaignRow) {
  return {
    id: row.id,
    accountId: row.accountId,
    name: row.name,
    objective: row.objective,
    status: row.status,
    budget: row.budgetCents / 100,
    spentAmount: round2(row.spentCents / 100),
    impressions: row.impressions,
    clicks: row.clicks,
    ...campaignRates(row),
    startDate: row.startDate,
    endDate: row.endDate,
  };
}
export type CampaignView = ReturnType<typeof toCampaignView>;

function toCampaignPage(rows: CampaignRow[], limit: number) {
  const items = rows.slice(0, limit).map(toCampaignView);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeKeyset([last.id]) : null };
}
export type CampaignPage = ReturnType<typeof toCampaignPage>;

export async function getCampaign(
  db: Db,
  { userId, id }: { userId: number; id: number },
): Promise<CampaignView | null> {
  const [row] = await db
    .select(campaignColumns)
    .from(campaigns)
    .leftJoin(campaignDailyMetrics, eq(campaignDailyMetrics.campaignId, campaigns.id))
    .where(and(eq(campaigns.id, id), inArray(campaigns.accountId, ownedAccountIds(db, userId))))
    .groupBy(campaigns.id);
  return row ? toCampaignView(row) : null;
}

// ---------------------------------------------------------------- writes

/** A request that names something the user does not have (404) or cannot use (400/409). */
export class CampaignInputError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly path?: string,
  ) {
    super(message);
  }
}

/**
 * A campaign with its first ad set and ad (so the ad set and ad limits apply, as in any ads
 * manager's create flow). The campaign insert carries the limit checks in its WHERE; the ad
 * set and ad follow only when it inserted (changes() = 1), all in one D1 transaction.
 */
export async function createCampaign(
  db: Db,
  { userId, input, today }: { userId: number; input: CreateCampaignInput; today: string },
) {
  const {
    account,
    audience,
    creative,
    limits: state,
  } = await batchNamed(db, {
    account: accountIdRead(db, { userId, accountId: input.accountId }),
    audience: db
      .select({ id: audiences.id })
      .from(audiences)
      .where(and(eq(audiences.id, input.audienceId ?? 0), eq(audiences.accountId, input.accountId))),
    creative: db
      .select({ id: adCreatives.id })
      .from(adCreatives)
      .where(
        and(
          eq(adCreatives.id, input.creativeId ?? 0),
          eq(adCreatives.accountId, input.accountId),
          ne(adCreatives.status, "archived"),
        ),
      ),
    limits: limitStateRead(db, { userId, today }),
  });
  if (!account) throw new CampaignInputError(404, `Ad account ${input.accountId} not found.`, "accountId");
  if (input.audienceId && !audience[0])
    throw new CampaignInputError(400, "That audience is not in this ad account.", "audienceId");
  if (input.creativeId && !creative[0])
    throw new CampaignInputError(400, "That creative is not in this ad account (or is archived).", "creativeId");
  if (input.endDate && input.endDate < today) throw new CampaignInputError(400, "must not be in the past", "endDate");
  assertWithinLimits(state, { campaigns: 1, adSets: 1, ads: 1 }, { needsSpend: input.status === "active" });

  const guard = withinLimitsSql(
    db,
    { userId, plan: state.plan, today },
    input.status === "active" ? ["campaigns", "adSets", "ads", "monthlySpend"] : ["campaigns", "adSets", "ads"],
  );
  const now = new Date().toISOString();
  const [inserted] = await db.batch([
    insertWhere(
      db,
      campaigns,
      {
        accountId: input.accountId,
        name: input.name,
        objective: input.objective,
        status: input.status,
        budgetCents: Math.round(input.budget * 100),
        startDate: input.startDate,
        endDate: input.endDate ?? null,
        createdAt: now,
        updatedAt: now,
      },
      guard,
    ).returning({ id: campaigns.id }),
    insertWhere(
      db,
      adSets,
      {
        campaignId: sql`last_insert_rowid()`,
        name: `${input.name} ad set`,
        audienceId: input.audienceId ?? null,
        isActive: true,
        createdAt: now,
      },
      sql`changes() = 1`,
    ),
    insertWhere(
      db,
      ads,
      {
        adSetId: sql`last_insert_rowid()`,
        creativeId: input.creativeId ?? null,
        name: `${input.name} ad`,
        isActive: input.status === "active",
        createdAt: now,
      },
      sql`changes() = 1`,
    ),
  ]);
  const id = inserted[0]?.id;
  if (!id) {
    // Someone took the last slot between our read and the write: report the limit now hit.
    assertWithinLimits(
      await getLimitState(db, { userId, today }),
      { campaigns: 1, adSets: 1, ads: 1 },
      { needsSpend: input.status === "active" },
    );
    throw new CampaignInputError(409, "The campaign could not be created. Please try again.");
  }
  const created = await getCampaign(db, { userId, id });
  if (!created) throw new Error("The new campaign vanished");
  return created;
}

/** Edit fields and/or move the status (STATUS_MOVES). Resuming needs room in the month's spend. */
export async function updateCampaign(
  db: Db,
  { userId, id, input, today }: { userId: number; id: number; input: UpdateCampaignInput; today: string },
) {
  const found = await batchNamed(db, {
    current: db
      .select({
        id: campaigns.id,
        status: campaigns.status,
        startDate: campaigns.startDate,
        endDate: campaigns.endDate,
      })
      .from(campaigns)
      .where(and(eq(campaigns.id, id), inArray(campaigns.accountId, ownedAccountIds(db, userId)))),
    limits: limitStateRead(db, { userId, today }),
  });
  const [current] = found.current;
  const state = found.limits;
  if (!current) return null;
  if (current.status === "archived") throw new CampaignInputError(409, "An archived campaign cannot be changed.");
  const startDate = input.startDate ?? current.startDate;
  const endDate = input.endDate === undefined ? current.endDate : input.endDate;
  if (endDate && endDate < startDate)
    throw new CampaignInputError(400, "must be on or after the start date", "endDate");
  const status = input.status ?? current.status;
  if (status !== current.status && !STATUS_MOVES[current.status].includes(status)) {
    throw new CampaignInputError(409, `A ${current.status} campaign cannot become ${status}.`, "status");
  }
  const resuming = status === "active" && current.status !== "active";
  if (resuming) assertWithinLimits(state, {}, { needsSpend: true });

  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.objective !== undefined ? { objective: input.objective } : {}),
    ...(input.budget !== undefined ? { budgetCents: Math.round(input.budget * 100) } : {}),
    ...(input.startDate !== undefined ? { startDate: input.startDate } : {}),
    ...(input.endDate !== undefined ? { endDate: input.endDate } : {}),
    status,
    updatedAt: new Date().toISOString(),
  };
  const guard = resuming ? withinLimitsSql(db, { userId, plan: state.plan, today }, ["monthlySpend"]) : sql`1`;
  const [updated] = await db.batch([
    db
      .update(campaigns)
      .set(changes)
      .where(and(eq(campaigns.id, id), eq(campaigns.status, current.status), guard)),
    // An ad runs while its campaign does.
    db
      .update(ads)
      .set({ isActive: status === "active" })
      .where(
        and(
          inArray(ads.adSetId, db.select({ id: adSets.id }).from(adSets).where(eq(adSets.campaignId, id))),
          sql`(select ${campaigns.status} from ${campaigns} where ${campaigns.id} = ${id}) = ${status}`,
        ),
      ),
  ]);
  if (!updated.meta.changes) throw new CampaignInputError(409, "The campaign changed meanwhile. Reload and try again.");
  return getCampaign(db, { userId, id });
}

/** Campaigns: one page, for a page's batch. */
export function campaignPageRead(db: Db, { userId, filters }: { userId: number; filters: CampaignFilters }) {
  return read(campaignsQuery(db, { userId, filters }), (rows) => toCampaignPage(rows, filters.limit));
}

/** Campaigns: one page, and the id of the account asked for (null when the member has no such account). */
export async function listCampaigns(db: Db, { userId, filters }: { userId: number; filters: CampaignFilters }) {
  return batchNamed(db, {
    accountId: accountIdRead(db, { userId, accountId: filters.accountId }),
    page: campaignPageRead(db, { userId, filters }),
  });
}
