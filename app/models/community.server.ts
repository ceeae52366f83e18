// The home page's side panels: upcoming events, featured resources, active groups and stats.
import { asc, count, desc, eq, gt, sql } from "drizzle-orm";
import { events, resources, supportGroups, users } from "../../db/schema";
import type { Db } from "~/lib/server/db.server";

/** Spec doc 1, section 9: two of each on the home sidebar. */
export const SIDEBAR_ITEMS = 2;

export function upcomingEventsQuery(db: Db, { now, limit = SIDEBAR_ITEMS }: { now: string; limit?: number }) {
  return db
    .select({
      id: events.id,
      title: events.title,
      startTime: events.startTime,
      isVirtual: events.isVirtual,
      location: events.location,
    })
    .from(events)
    .where(gt(events.startTime, now))
    .orderBy(asc(events.startTime))
    .limit(limit);
}

export function featuredResourcesQuery(db: Db, { limit = SIDEBAR_ITEMS }: { limit?: number } = {}) {
  return db
    .select({ id: resources.id, title: resources.title, category: resources.category, helpful: resources.helpful })
    .from(resources)
    .where(eq(resources.isVerified, true))
    .orderBy(desc(resources.helpful))
    .limit(limit);
}

export function activeGroupsQuery(db: Db, { limit = SIDEBAR_ITEMS }: { limit?: number } = {}) {
  return db
    .select({
      id: supportGroups.id,
      name: supportGroups.name,
      memberCount: supportGroups.memberCount,
      recentActivity: supportGroups.recentActivity,
    })
    .from(supportGroups)
    .orderBy(desc(supportGroups.recentActivity))
    .limit(limit);
}

/** Community-wide counts for the stats card, as one statement. */
export function communityStatsQuery(db: Db, { now }: { now: string }) {
  return db
    .select({
      members: count(),
      // Summed from per-user counters: counting posts would grow with the table.
      posts: sql<number>`coalesce(sum(${users.postsCount}), 0)`,
      groups: db.$count(supportGroups),
      upcomingEvents: db.$count(events, gt(events.startTime, now)),
    })
    .from(users);
}
