// Everything /ads renders, read in one D1 batch: the accounts, the plan and usage, the
// listed campaigns and the open tab's data (analytics, creatives or audiences).
import { z } from "zod";
import {
  AUDIENCE_STATUS_FILTERS,
  AUDIENCE_TYPE_TABS,
  CAMPAIGN_PAGE_SIZE,
  CAMPAIGN_STATUS_FILTERS,
  CREATIVE_TYPE_FILTERS,
  DATE_RANGES,
  DEFAULT_DATE_RANGE,
  LIBRARY_PAGE_SIZE,
  OBJECTIVE_FILTERS,
  ADS_TABS,
  resolveRange,
  utcToday,
} from "~/lib/ads/ads";
import { analyticsQuery } from "~/lib/ads/schema";
import { formatBillingDate } from "~/lib/billing/billing";
import { and, desc, inArray, ne } from "drizzle-orm";
import { adCreatives, audiences } from "../../db/schema";
import { SEARCH_MAX } from "~/lib/lists";
import type { Db } from "~/lib/server/db.server";
import { accountsQuery, pickAccount, targetAccount, toAccountView } from "./ad-account.server";
import { creativesQuery, toCreativePage } from "./ad-creative.server";
import { analyticsQueries, toAnalytics } from "./analytics.server";
import { audiencesQuery, toAudiencePage } from "./audience.server";
import { campaignsQuery, toCampaignPage } from "./campaign.server";
import { enforceSpendLimit, toUsage, usageQueries } from "./billing/usage.server";

const PICKER_MAX = 100;

const search = z.string().max(SEARCH_MAX).catch("").default("");
const lenientDate = z
  .string()
  .regex(/^\d{4}-\d\d-\d\d$/)
  .optional()
  .catch(undefined);

// A page never answers 400: a value it does not know falls back to the default view.
export const adsPageQuery = z.object({
  account: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .optional()
    .catch(undefined),
  tab: z.enum(ADS_TABS).catch("campaigns").default("campaigns"),
  q: search,
  status: z.enum(CAMPAIGN_STATUS_FILTERS).catch("all").default("all"),
  objective: z.enum(OBJECTIVE_FILTERS).catch("all").default("all"),
  range: z.enum(DATE_RANGES).catch(DEFAULT_DATE_RANGE).default(DEFAULT_DATE_RANGE),
  from: lenientDate,
  to: lenientDate,
  ctype: z.enum(CREATIVE_TYPE_FILTERS).catch("all").default("all"),
  cq: search,
  atype: z.enum(AUDIENCE_TYPE_TABS).catch("all").default("all"),
  astatus: z.enum(AUDIENCE_STATUS_FILTERS).catch("all").default("all"),
  aq: search,
});
export type AdsPageQuery = z.output<typeof adsPageQuery>;

/** The analytics window the page asked for; a custom range that does not parse falls back to 30 days. */
function pageRange(query: AdsPageQuery, today: string) {
  const parsed = analyticsQuery.safeParse(
    query.range === "custom" ? { range: "custom", from: query.from, to: query.to } : { range: query.range },
  );
  const range = resolveRange(parsed.success ? parsed.data : { range: DEFAULT_DATE_RANGE }, today);
  return { range, customInvalid: query.range === "custom" && !parsed.success };
}

export async function loadAdsPage(
  db: Db,
  { userId, query, now = new Date() }: { userId: number; query: AdsPageQuery; now?: Date },
) {
  const today = utcToday(now);
  const scope = { userId, accountId: query.account };
  const { range, customInvalid } = pageRange(query, today);
  const campaignFilters = {
    accountId: query.account,
    status: query.status,
    objective: query.objective,
    q: query.q || undefined,
    limit: CAMPAIGN_PAGE_SIZE,
  };
  const base = [
    accountsQuery(db, { userId }),
    ...usageQueries(db, { userId, today }),
    campaignsQuery(db, { userId, filters: campaignFilters }),
    // The create-campaign form's audience and creative choices.
    db
      .select({ id: audiences.id, name: audiences.name })
      .from(audiences)
      .where(inArray(audiences.accountId, targetAccount(db, scope)))
      .orderBy(desc(audiences.id))
      .limit(PICKER_MAX),
    db
      .select({ id: adCreatives.id, name: adCreatives.name })
      .from(adCreatives)
      .where(and(inArray(adCreatives.accountId, targetAccount(db, scope)), ne(adCreatives.status, "archived")))
      .orderBy(desc(adCreatives.id))
      .limit(PICKER_MAX),
  ] as const;

  const read = async () => {
    if (query.tab === "analytics") {
      const [accounts, granted, free, subscription, counts, campaigns, audienceOptions, creativeOptions, ...analytics] =
        await db.batch([...base, ...analyticsQueries(db, scope, range)]);
      return {
        accounts,
        usageRows: [granted, free, subscription, counts] as const,
        campaigns,
        options: { audiences: audienceOptions, creatives: creativeOptions },
        analytics,
      };
    }
    if (query.tab === "creatives") {
      const [accounts, granted, free, subscription, counts, campaigns, audienceOptions, creativeOptions, creatives] =
        await db.batch([
          ...base,
          creativesQuery(db, {
            userId,
            filters: {
              accountId: query.account,
              type: query.ctype,
              q: query.cq || undefined,
              limit: LIBRARY_PAGE_SIZE,
            },
          }),
        ]);
      return {
        accounts,
        usageRows: [granted, free, subscription, counts] as const,
        campaigns,
        options: { audiences: audienceOptions, creatives: creativeOptions },
        creatives,
      };
    }
    if (query.tab === "audiences") {
      const [accounts, granted, free, subscription, counts, campaigns, audienceOptions, creativeOptions, audienceRows] =
        await db.batch([
          ...base,
          audiencesQuery(db, {
            userId,
            filters: {
              accountId: query.account,
              type: query.atype,
              status: query.astatus,
              q: query.aq || undefined,
              limit: LIBRARY_PAGE_SIZE,
            },
          }),
        ]);
      return {
        accounts,
        usageRows: [granted, free, subscription, counts] as const,
        campaigns,
        options: { audiences: audienceOptions, creatives: creativeOptions },
        audiences: audienceRows,
      };
    }
    const [accounts, granted, free, subscription, counts, campaigns, audienceOptions, creativeOptions] =
      await db.batch(base);
    return {
      accounts,
      usageRows: [granted, free, subscription, counts] as const,
      campaigns,
      options: { audiences: audienceOptions, creatives: creativeOptions },
    };
  };

  let rows = await read();
  let usage = toUsage(rows.usageRows, today);
  // The spend rule: at the month's limit, active campaigns pause; then the page shows them paused.
  if (await enforceSpendLimit(db, { userId, plan: usage.plan, counts: usage.counts })) {
    rows = await read();
    usage = toUsage(rows.usageRows, today);
  }

  const accounts = rows.accounts.map(toAccountView);
  const account = pickAccount(accounts, query.account);
  return {
    today,
    accounts,
    account,
    plan: { name: usage.plan.name, displayName: usage.plan.displayName },
    usage: usage.usage,
    // Written here in the platform's time zone, so hydrating the page needs no Intl (lib/format.ts).
    periodEnd: formatBillingDate(usage.usage.subscription.currentPeriodEnd),
    campaigns: toCampaignPage(rows.campaigns, CAMPAIGN_PAGE_SIZE),
    options: rows.options,
    analytics:
      "analytics" in rows && rows.analytics && account
        ? toAnalytics(rows.analytics, { range, plan: usage.plan, accountId: account.id })
        : null,
    customRangeInvalid: customInvalid,
    creatives: "creatives" in rows && rows.creatives ? toCreativePage(rows.creatives, LIBRARY_PAGE_SIZE) : null,
    audiences: "audiences" in rows && rows.audiences ? toAudiencePage(rows.audiences, LIBRARY_PAGE_SIZE) : null,
  };
}
