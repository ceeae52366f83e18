// Ad accounts and the one rule every ads query shares: a user sees and changes only the accounts
// they own. The scoping is a subquery, so a loader can batch "which account" with everything read
// from it in one D1 round trip.
import { and, asc, eq, inArray, min, sql, type Column } from "drizzle-orm";
import { adAccounts, campaignDailyMetrics, campaigns, users } from "../../db/schema";
import { read, type Db } from "~/models/db.server";

/** The ids of the accounts `userId` owns. */
export const ownedAccountIds = (db: Db, userId: number) =>
  db.select({ id: adAccounts.id }).from(adAccounts).where(eq(adAccounts.ownerId, userId));

/**
 * The account a request is about: the one asked for, if the user owns it, otherwise (none
 * asked) their first. A subquery yielding zero or one id.
 */
function targetAccount(db: Db, { userId, accountId }: { userId: number; accountId?: number }) {
  return accountId === undefined
    ? db
        .select({ id: min(adAccounts.id) })
        .from(adAccounts)
        .where(eq(adAccounts.ownerId, userId))
    : db
        .select({ id: adAccounts.id })
        .from(adAccounts)
        .where(and(eq(adAccounts.id, accountId), eq(adAccounts.ownerId, userId)));
}

/** A condition for another model's query: `accountId` is the account the request targets. */
export const inTargetAccount = (accountId: Column, db: Db, scope: { userId: number; accountId?: number }) =>
  inArray(accountId, targetAccount(db, scope));

/** The ids of the campaigns in the target account (for metric aggregates). */
export const accountCampaignIds = (db: Db, scope: { userId: number; accountId?: number }) =>
  db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(inTargetAccount(campaigns.accountId, db, scope));

function accountsQuery(db: Db, { userId }: { userId: number }) {
  return db
    .select({
      id: adAccounts.id,
      accountName: adAccounts.accountName,
      currency: adAccounts.currency,
      dailySpendLimitCents: adAccounts.dailySpendLimitCents,
      status: adAccounts.status,
      // Lifetime spend: an aggregate over the metrics primary key, campaign by campaign. The
      // outer id is spelt out: drizzle leaves columns unqualified in a single-table select.
      totalSpentCents:
        sql<number>`(select coalesce(sum(${campaignDailyMetrics.spendCents}), 0) from ${campaignDailyMetrics} where ${campaignDailyMetrics.campaignId} in (select ${campaigns.id} from ${campaigns} where ${campaigns.accountId} = "ad_accounts"."id"))`.as(
          "total_spent_cents",
        ),
    })
    .from(adAccounts)
    .where(eq(adAccounts.ownerId, userId))
    .orderBy(asc(adAccounts.id));
}

type AccountRow = Awaited<ReturnType<typeof accountsQuery>>[number];

/** An account as the API gives it: id, accountName, currency, totalSpent, dailySpendLimit, status (dollars). */
function toAccountView(row: AccountRow) {
  return {
    id: row.id,
    accountName: row.accountName,
    currency: row.currency,
    totalSpent: row.totalSpentCents / 100,
    dailySpendLimit: row.dailySpendLimitCents === null ? null : row.dailySpendLimitCents / 100,
    status: row.status,
  };
}
export type AdAccountView = ReturnType<typeof toAccountView>;

/** The account asked for (when owned) or the first; null when there is none to show. */
export function pickAccount(accounts: AdAccountView[], accountId?: number): AdAccountView | null {
  if (accountId === undefined) return accounts[0] ?? null;
  return accounts.find((a) => a.id === accountId) ?? null;
}

export async function listAdAccounts(db: Db, { userId }: { userId: number }) {
  return (await accountsQuery(db, { userId })).map(toAccountView);
}

/**
 * Opens an ad account; its owner becomes an advertiser, which is what opens the Ads
 * Manager. One batch, so the account and the role arrive together.
 */
export async function createAdAccount(db: Db, { userId, accountName }: { userId: number; accountName: string }) {
  const [owner] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, userId));
  if (!owner) return null;
  const roles = [...new Set([...owner.roles, "advertiser" as const])];
  const [created] = await db.batch([
    db.insert(adAccounts).values({ ownerId: userId, accountName }).returning({ id: adAccounts.id }),
    db.update(users).set({ roles }).where(eq(users.id, userId)),
  ]);
  const id = created[0]?.id;
  return id === undefined
    ? null
    : ((await listAdAccounts(db, { userId })).find((account) => account.id === id) ?? null);
}

/** The member's ad accounts as the page shows them, for a page's batch. */
export function accountsRead(db: Db, { userId }: { userId: number }) {
  return read(accountsQuery(db, { userId }), (rows) => rows.map(toAccountView));
}

/** The id of the account a request targets (theirs, or their first), or null, for a batch. */
export function accountIdRead(db: Db, scope: { userId: number; accountId?: number }) {
  return read(targetAccount(db, scope), (rows): number | null => rows[0]?.id ?? null);
}
