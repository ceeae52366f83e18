// Shared by the ads-*.test.ts files (Ads Manager through the real Worker, docs/features/ads.md). Fixtures
// live in their own ad accounts owned by members nobody else uses, with dates relative to the
// real today (the Worker's clock).
import { env } from "cloudflare:test";
import { SELF } from "./worker";
import { addDays, utcToday } from "~/lib/ads/ads";
import { memberCookie } from "./constants";

export const today = utcToday();
export const day = (offset: number) => addDays(today, offset);

/** Calls the Worker as seeded member `userId` (their session cookie). */
export function as(userId: number) {
  return (path: string, init: { method?: string; body?: unknown; raw?: string; contentType?: string } = {}) => {
    const hasBody = init.body !== undefined || init.raw !== undefined;
    return SELF.fetch(`http://example.com${path}`, {
      method: init.method ?? (hasBody ? "POST" : "GET"),
      headers: {
        cookie: memberCookie(userId),
        ...(hasBody ? { "content-type": init.contentType ?? "application/json" } : {}),
      },
      body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
  };
}

export const run = (statement: string, ...binds: unknown[]) =>
  env.DB.prepare(statement)
    .bind(...binds)
    .run();

export async function account(id: number, ownerId: number) {
  await run(
    "INSERT INTO ad_accounts (id, owner_id, account_name, currency, status) VALUES (?, ?, ?, 'USD', 'active')",
    id,
    ownerId,
    `Fixture account ${id}`,
  );
  // As opening an account through the app does (createAdAccount), the owner becomes an advertiser.
  await run(
    "UPDATE users SET roles = json_insert(roles, '$[#]', 'advertiser') WHERE id = ? AND roles NOT LIKE '%advertiser%'",
    ownerId,
  );
}
export async function campaign(
  id: number,
  accountId: number,
  fields: { name?: string; status?: string; objective?: string; endDate?: string | null } = {},
) {
  await run(
    "INSERT INTO campaigns (id, account_id, name, objective, status, budget_cents, start_date, end_date) VALUES (?, ?, ?, ?, ?, 100000, ?, ?)",
    id,
    accountId,
    fields.name ?? `Campaign ${id}`,
    fields.objective ?? "traffic",
    fields.status ?? "active",
    day(-60),
    fields.endDate ?? null,
  );
}
export async function metric(
  campaignId: number,
  date: string,
  m: { spend: number; impressions: number; clicks: number; conversions: number; revenue: number },
) {
  await run(
    "INSERT INTO campaign_daily_metrics (campaign_id, date, spend_cents, impressions, clicks, conversions, revenue_cents) VALUES (?, ?, ?, ?, ?, ?, ?)",
    campaignId,
    date,
    m.spend,
    m.impressions,
    m.clicks,
    m.conversions,
    m.revenue,
  );
}
export async function breakdown(
  campaignId: number,
  date: string,
  dimension: string,
  value: string,
  m: { spend: number; impressions: number; clicks: number; conversions: number },
) {
  await run(
    "INSERT INTO campaign_breakdown_metrics (campaign_id, date, dimension, value, spend_cents, impressions, clicks, conversions) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    campaignId,
    date,
    dimension,
    value,
    m.spend,
    m.impressions,
    m.clicks,
    m.conversions,
  );
}

export type Analytics = {
  accountId: number;
  range: { choice: string; from: string; to: string; days: number; previousFrom: string; previousTo: string };
  overview: Record<string, number>;
  previous: Record<string, number>;
  changes: Record<string, number | null>;
  trends: { date: string; spend: number; impressions: number; clicks: number; conversions: number }[];
  demographics: {
    age: { range: string; percentage: number; spend: number }[];
    gender: { type: string; percentage: number; spend: number }[];
  } | null;
  devices: { type: string; percentage: number; spend: number; conversions: number }[];
  placements: { type: string; percentage: number; spend: number; ctr: number }[];
  featureAccess: {
    advancedAnalytics: { hasAccess: boolean; reason: string; requiredPlan: string; currentPlan: string };
  };
};
export type Usage = {
  subscription: { planName: string; status: string; currentPeriodEnd: string };
  limits: Record<string, { used: number; limit: number | null }>;
  violations: { limitType: string; severity: string; message: string }[];
};
export type Page<T> = { items: T[]; nextCursor: string | null };
export type Campaign = {
  id: number;
  name: string;
  status: string;
  objective: string;
  spentAmount: number;
  impressions: number;
  clicks: number;
  ctr: number;
  cpc: number;
  budget: number;
};

export const validCampaign = (accountId: number, extra: Record<string, unknown> = {}) => ({
  accountId,
  name: "New campaign",
  objective: "traffic",
  budget: 250.5,
  startDate: today,
  ...extra,
});
