// The home page: the viewer's profile card, the feed, moderation notices, and the side panels
// (upcoming events, featured resources, active groups and community stats), in one batch.
import { and, asc, count, desc, eq, gt, sql } from "drizzle-orm";
import { events, resources, supportGroups, users } from "../../db/schema";
import { achievementsFor } from "~/lib/arcade/achievements";
import { eventDay } from "~/lib/events";
import { FEED_PAGE_SIZE, type FeedFilter } from "~/lib/posts";
import { batchNamed, type Db } from "~/models/db.server";
import { moderationNoticesRead } from "./moderation-action.server";
import { postPageRead } from "./post.server";
import { userProfileRead } from "./user.server";
import { eventVisible, type Reader } from "./visibility.server";

/** Two of each on the home sidebar. */
const SIDEBAR_ITEMS = 2;
/** Removed content stays in its author's notices this long. */
const NOTICE_DAYS = 14;

/** Upcoming events the reader may see: a private group's are its members' alone. */
function upcomingEventsQuery(
  db: Db,
  { now, reader, limit = SIDEBAR_ITEMS }: { now: string; reader: Reader; limit?: number },
) {
  return db
    .select({
      id: events.id,
      title: events.title,
      startTime: events.startTime,
      isVirtual: events.isVirtual,
      location: events.location,
    })
    .from(events)
    .where(and(gt(events.startTime, now), eventVisible(events, reader)))
    .orderBy(asc(events.startTime))
    .limit(limit);
}

function featuredResourcesQuery(db: Db, { limit = SIDEBAR_ITEMS }: { limit?: number } = {}) {
  return db
    .select({ id: resources.id, title: resources.title, category: resources.category, helpful: resources.helpful })
    .from(resources)
    .where(eq(resources.isVerified, true))
    .orderBy(desc(resources.helpful))
    .limit(limit);
}

function activeGroupsQuery(db: Db, { limit = SIDEBAR_ITEMS }: { limit?: number } = {}) {
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
function communityStatsQuery(db: Db, { now, reader }: { now: string; reader: Reader }) {
  return db
    .select({
      members: count(),
      // Summed from per-user counters: counting posts would grow with the table.
      posts: sql<number>`coalesce(sum(${users.postsCount}), 0)`,
      groups: db.$count(supportGroups),
      upcomingEvents: db.$count(events, and(gt(events.startTime, now), eventVisible(events, reader))),
    })
    .from(users);
}

export async function loadHomePage(
  db: Db,
  { viewerId, filter, now }: { viewerId: number; filter: FeedFilter; now: number },
) {
  const nowIso = new Date(now).toISOString();
  // The sidebars show what anyone may see, and a member's own private groups' events too.
  const reader: Reader = { id: viewerId, moderator: false };
  const page = await batchNamed(db, {
    profile: userProfileRead(db, viewerId),
    feed: postPageRead(db, {
      viewerId,
      type: filter === "all" || filter === "following" ? undefined : filter,
      followedBy: filter === "following" ? viewerId : undefined,
      limit: FEED_PAGE_SIZE,
    }),
    events: upcomingEventsQuery(db, { now: nowIso, reader }),
    resources: featuredResourcesQuery(db),
    groups: activeGroupsQuery(db),
    stats: communityStatsQuery(db, { now: nowIso, reader }),
    notices: moderationNoticesRead(db, {
      userId: viewerId,
      since: new Date(now - NOTICE_DAYS * 86_400_000).toISOString(),
      now: nowIso,
    }),
  });
  // A visitor has no profile card: the feed and the sidebars are public.
  return {
    profile: page.profile,
    achievements: page.profile ? achievementsFor(page.profile) : [],
    feed: page.feed,
    // Time-zone dates are written on the server, so hydrating the page needs no Intl (lib/format.ts).
    events: page.events.map((event) => ({ ...event, day: eventDay(event.startTime) })),
    resources: page.resources,
    groups: page.groups,
    stats: page.stats[0] ?? { members: 0, posts: 0, groups: 0, upcomingEvents: 0 },
    notices: page.notices,
  };
}
