// The rate-limit counters: one fixed window per user and action, or per key, counted with a single
// upsert so the count is right across Worker instances. The limits and the 429 answer live in
// app/server/rate-limit.server.ts.
import { sql } from "drizzle-orm";
import { keyedRateLimits, rateLimits } from "../../db/schema";
import type { Db } from "~/models/db.server";

type Counter = typeof rateLimits | typeof keyedRateLimits;
type Window = { windowStart: number; limit: number };

/**
 * The upsert's update: a new window restarts the count; a full window is left as it is (so a
 * refused write changes nothing) and the upsert returns no row.
 */
function countIn(table: Counter, { windowStart, limit }: Window) {
  return {
    set: {
      count: sql`case when ${table.windowStart} = ${windowStart} then ${table.count} + 1 else 1 end`,
      windowStart,
    },
    setWhere: sql`${table.windowStart} <> ${windowStart} or ${table.count} < ${limit}`,
  };
}

/** Counts one of a member's writes in the window; false, counting nothing, once the window is full. */
export async function countMemberWrite(
  db: Db,
  { userId, action, ...window }: Window & { userId: number; action: string },
) {
  const [row] = await db
    .insert(rateLimits)
    .values({ userId, action, windowStart: window.windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.userId, rateLimits.action], ...countIn(rateLimits, window) })
    .returning({ count: rateLimits.count });
  return row !== undefined;
}

/** The same count keyed by a string ("email:<address>", "ip:<address>"). */
export async function countKeyedRequest(db: Db, { key, ...window }: Window & { key: string }) {
  const [row] = await db
    .insert(keyedRateLimits)
    .values({ key, windowStart: window.windowStart, count: 1 })
    .onConflictDoUpdate({ target: keyedRateLimits.key, ...countIn(keyedRateLimits, window) })
    .returning({ count: keyedRateLimits.count });
  return row !== undefined;
}
