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
import { and, desc, ne } from "drizzle-orm";
import { adCreatives, audiences } from "../../db/schema";
import { SEARCH_MAX } from "~/lib/lists";
import { batchNamed, noRead, type Db } from "~/models/db.server";
import { accountsRead, inTargetAccount, pickAccount } from "./ad-account.server";
import { creativePageRead } from "./ad-creative.server";
import { analyticsRead } from "./analytics.server";
import { audiencePageRead } from "./audience.server";
import { campaignPageRead } from "./campaign.server";
import { enforceSpendLimit, usageRead } from "./billing/usage.server";

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
  const read = () =>
    batchNamed(db, {
      accounts: accountsRead(db, { userId }),
      usage: usageRead(db, { userId, today }),
      campaigns: campaignPageRead(db, { userId, filters: campaignFilters }),
      // The create-campaign form's audience and creative choices.
      audienceOptions: db
        .select({ id: audiences.id, name: audiences.name })
        .from(audiences)
        .where(inTargetAccount(audiences.accountId, db, scope))
        .orderBy(desc(audiences.id))
        .limit(PICKER_MAX),
      creativeOptions: db
        .select({ id: adCreatives.id, name: adCreatives.name })
        .from(adCreatives)
        .where(and(inTargetAccount(adCreatives.accountId, db, scope), ne(adCreatives.status, "archived")))
        .orderBy(desc(adCreatives.id))
        .limit(PICKER_MAX),
      // Only the open tab's data.
      analytics: query.tab === "analytics" ? analyticsRead(db, scope, range) : noRead,
      creatives:
        query.tab === "creatives"
          ? creativePageRead(db, {
              userId,
              filters: {
                accountId: query.account,
                type: query.ctype,
                q: query.cq || undefined,
                limit: LIBRARY_PAGE_SIZE,
              },
            })
          : noRead,
      audiences:
        query.tab === "audiences"
          ? audiencePageRead(db, {
              userId,
              filters: {
                accountId: query.account,
                type: query.atype,
                status: query.astatus,
                q: query.aq || undefined,
                limit: LIBRARY_PAGE_SIZE,
              },
            })
          : noRead,
    });

  let page = await read();
  // The spend rule: at the month's limit, active campaigns pause; then the page shows them paused.
  if (await enforceSpendLimit(db, { userId, plan: page.usage.plan, counts: page.usage.counts })) page = await read();

  const { accounts, usage } = page;
  const account = pickAccount(accounts, query.account);
  return {
    today,
    accounts,
    account,
    plan: { name: usage.plan.name, displayName: usage.plan.displayName },
    usage: usage.usage,
    // Written here in the platform's time zone, so hydrating the page needs no Intl (lib/format.ts).
    periodEnd: formatBillingDate(usage.usage.subscription.currentPeriodEnd),
    campaigns: page.campaigns,
    options: { audiences: page.audienceOptions, creatives: page.creativeOptions },
    analytics: page.analytics && account ? page.analytics({ plan: usage.plan, accountId: account.id }) : null,
    customRangeInvalid: customInvalid,
    creatives: page.creatives,
    audiences: page.audiences,
  };
}
