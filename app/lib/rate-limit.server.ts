// Per-user limits on writes (issue 13): posts, messages, reports, room creation and the
// other things a member can create. One fixed window per user per action, counted in D1
// with a single upsert, so the count is right across Worker instances. Only valid writes
// are counted: routes call this after parsing, just before writing.
import { sql } from "drizzle-orm";
import { keyedRateLimits, rateLimits } from "../../db/schema";
import type { Db } from "./db.server";
import { jsonError } from "./http";

export const RATE_LIMITS = {
  post: { limit: 20, windowSeconds: 600, noun: "posts" },
  message: { limit: 60, windowSeconds: 300, noun: "messages" },
  report: { limit: 20, windowSeconds: 600, noun: "reports" },
  gameRoom: { limit: 10, windowSeconds: 600, noun: "rooms" },
  enquiry: { limit: 10, windowSeconds: 600, noun: "enquiries" },
  campaign: { limit: 30, windowSeconds: 600, noun: "campaigns" },
} as const;
export type RateLimitedAction = keyof typeof RATE_LIMITS;

/** Counts one write; throws 429 with Retry-After once the window's limit is reached, counting nothing more. */
export async function enforceRateLimit(db: Db, { userId, action, now = Date.now() }: { userId: number; action: RateLimitedAction; now?: number }) {
  const { limit, windowSeconds, noun } = RATE_LIMITS[action];
  const nowSeconds = Math.floor(now / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  const [row] = await db
    .insert(rateLimits)
    .values({ userId, action, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.userId, rateLimits.action],
      set: {
        count: sql`case when ${rateLimits.windowStart} = ${windowStart} then ${rateLimits.count} + 1 else 1 end`,
        windowStart,
      },
      // A refused write changes nothing: once the window is full the row is left as it is,
      // and the upsert returns no row.
      setWhere: sql`${rateLimits.windowStart} <> ${windowStart} or ${rateLimits.count} < ${limit}`,
    })
    .returning({ count: rateLimits.count });
  if (row) return;
  const retryAfter = windowStart + windowSeconds - nowSeconds;
  const response = jsonError(429, `Too many ${noun} in a short time. Please wait ${retryAfter} seconds and try again.`);
  response.headers.set("Retry-After", String(retryAfter));
  throw response;
}

/** Limits on asking for sign-in emails, for callers who are not members yet (issue 20). */
export const SIGN_IN_LIMITS = {
  perAddress: { limit: 5, windowSeconds: 900 },
  perIp: { limit: 20, windowSeconds: 900 },
} as const;

/**
 * The same fixed window keyed by a string ("email:<address>", "ip:<address>"). Counts one
 * request; throws 429 with Retry-After and `message` once the limit is reached.
 */
export async function enforceKeyedRateLimit(
  db: Db,
  { key, limit, windowSeconds, message, now = Date.now() }: { key: string; limit: number; windowSeconds: number; message: string; now?: number },
) {
  const nowSeconds = Math.floor(now / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  const [row] = await db
    .insert(keyedRateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: keyedRateLimits.key,
      set: {
        count: sql`case when ${keyedRateLimits.windowStart} = ${windowStart} then ${keyedRateLimits.count} + 1 else 1 end`,
        windowStart,
      },
      setWhere: sql`${keyedRateLimits.windowStart} <> ${windowStart} or ${keyedRateLimits.count} < ${limit}`,
    })
    .returning({ count: keyedRateLimits.count });
  if (row) return;
  const retryAfter = windowStart + windowSeconds - nowSeconds;
  const response = jsonError(429, message);
  response.headers.set("Retry-After", String(retryAfter));
  throw response;
}
