// The Ad Creative Library: an account's creatives with their lifetime performance, summed from the
// metrics of the campaigns whose ads use them.
import { and, desc, eq, like, lt, sql, type SQL } from "drizzle-orm";
import { adCreatives, adSets, ads, campaignDailyMetrics } from "../../db/schema";
import type { CreativeType } from "~/lib/ads/ads";
import type { CreateCreativeInput } from "~/lib/ads/schema";
import { round2, safeDivide } from "~/lib/ads/metrics";
import { batchNamed, read, type Db } from "~/models/db.server";
import { encodeKeyset, likePattern } from "~/lib/lists";
import { accountIdRead, inTargetAccount } from "./ad-account.server";
import { insertWhere } from "./insert-where.server";
import { attachToCreative, mediaColumn, parseMediaColumn } from "./media.server";
import { assertWithinLimits, getLimitState, limitStateRead, withinLimitsSql } from "./billing/usage.server";

const m = campaignDailyMetrics;
export type CreativeFilters = {
  accountId?: number;
  type?: CreativeType | "all";
  q?: string;
  cursor?: [number];
  limit: number;
};

// Campaigns that run this creative in any ad (ads_creative_idx, then ad_sets by primary key).
const campaignsUsingCreative = sql`(select ${adSets.campaignId} from ${ads} join ${adSets} on ${adSets.id} = ${ads.adSetId} where ${ads.creativeId} = ${adCreatives.id})`;

function creativesQuery(db: Db, { userId, filters: f }: { userId: number; filters: CreativeFilters }) {
  const where: (SQL | undefined)[] = [inTargetAccount(adCreatives.accountId, db, { userId, accountId: f.accountId })];
  if (f.type && f.type !== "all") where.push(eq(adCreatives.type, f.type));
  if (f.q) where.push(like(adCreatives.name, likePattern(f.q)));
  if (f.cursor) where.push(lt(adCreatives.id, f.cursor[0]));
  return db
    .select({
      id: adCreatives.id,
      accountId: adCreatives.accountId,
      name: adCreatives.name,
      type: adCreatives.type,
      imageUrl: adCreatives.imageUrl,
      videoUrl: adCreatives.videoUrl,
      headline: adCreatives.headline,
      primaryText: adCreatives.primaryText,
      callToAction: adCreatives.callToAction,
      status: adCreatives.status,
      createdAt: adCreatives.createdAt,
      image: mediaColumn({ creativeId: adCreatives.id }, "creative_image"),
      impressions: sql<number>`coalesce(sum(${m.impressions}), 0)`.as("creative_impressions"),
      clicks: sql<number>`coalesce(sum(${m.clicks}), 0)`.as("creative_clicks"),
    })
    .from(adCreatives)
    .leftJoin(m, sql`${m.campaignId} in ${campaignsUsingCreative}`)
    .where(and(...where))
    .groupBy(adCreatives.id)
    .orderBy(desc(adCreatives.id))
    .limit(f.limit + 1);
}

type CreativeRow = Awaited<ReturnType<typeof creativesQuery>>[number];

function toCreativePage(rows: CreativeRow[], limit: number) {
  const items = rows.slice(0, limit).map(({ impressions, clicks, image, ...c }) => ({
    ...c,
    // An uploaded image with its description; the seed's placeholder addresses have none.
    image: parseMediaColumn(image)[0] ?? null,
    performance: { impressions, clicks, ctr: round2(safeDivide(clicks, impressions) * 100) },
  }));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeKeyset([last.id]) : null };
}
export type CreativeView = ReturnType<typeof toCreativePage>["items"][number];

/**
 * Creates a creative unless the account is not the user's (null) or the plan's limit is reached
 * (PlanLimitError). `image` is the advertiser's own upload, on nothing yet, which it takes.
 */
export async function createCreative(
  db: Db,
  {
    userId,
    input,
    image = null,
    today,
  }: {
    userId: number;
    input: CreateCreativeInput;
    image?: { id: number; url: string; alt: string } | null;
    today: string;
  },
) {
  const { account, limits: state } = await batchNamed(db, {
    account: accountIdRead(db, { userId, accountId: input.accountId }),
    limits: limitStateRead(db, { userId, today }),
  });
  if (!account) return null;
  // An archived creative takes no slot.
  if (input.status !== "archived") assertWithinLimits(state, { creatives: 1 });
  const guard =
    input.status === "archived" ? sql`1` : withinLimitsSql(db, { userId, plan: state.plan, today }, ["creatives"]);
  const now = new Date().toISOString();
  const [created] = await insertWhere(
    db,
    adCreatives,
    {
      accountId: input.accountId,
      name: input.name,
      type: input.type,
      imageUrl: image?.url ?? null,
      videoUrl: input.videoUrl ?? null,
      headline: input.headline,
      primaryText: input.primaryText,
      callToAction: input.callToAction,
      status: input.status,
      createdAt: now,
    },
    guard,
  ).returning({ id: adCreatives.id });
  if (!created) {
    assertWithinLimits(await getLimitState(db, { userId, today }), { creatives: 1 });
    throw new Error("The creative was not created");
  }
  if (image) await attachToCreative(db, { id: image.id, ownerId: userId, creativeId: created.id, alt: image.alt });
  const page = toCreativePage(
    await creativesQuery(db, { userId, filters: { accountId: input.accountId, cursor: [created.id + 1], limit: 1 } }),
    1,
  );
  return page.items[0] ?? null;
}

/** The creative library: one page, for a page's batch. */
export function creativePageRead(db: Db, { userId, filters }: { userId: number; filters: CreativeFilters }) {
  return read(creativesQuery(db, { userId, filters }), (rows) => toCreativePage(rows, filters.limit));
}

/** The creative library: one page, and the id of the account asked for (null when the member has no such account). */
export async function listCreatives(db: Db, { userId, filters }: { userId: number; filters: CreativeFilters }) {
  return batchNamed(db, {
    accountId: accountIdRead(db, { userId, accountId: filters.accountId }),
    page: creativePageRead(db, { userId, filters }),
  });
}
