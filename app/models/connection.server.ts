// Discovery, likes, passes and mutual matches (decision 010). Privacy and blocks are applied in
// SQL, so a hidden or blocked profile never leaves the database for the wrong viewer.
import { and, desc, eq, gte, isNull, lte, ne, notExists, or, sql, type SQL } from "drizzle-orm";
import { connectionLikes, connectionMatches, relationshipProfiles, users } from "../../db/schema";
import {
  boundingBox,
  CANDIDATE_POOL,
  MATCH_LIST_LIMIT,
  profileDistance,
  resolveFilters,
  toCard,
  type DiscoveryFilters,
  type MatchProfileCard,
  type Viewer,
} from "~/lib/connections";
import { batchNamed, type Db } from "~/models/db.server";
import { profileColumns, profileRead, type Profile } from "./relationship-profile.server";
import { blockedBetween, blockListRead } from "./user-block.server";
import { notifyStatement } from "./notification.server";

const p = relationshipProfiles;
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

const likedBy = (fromUserId: SQL | number, toUserId: unknown) =>
  sql`exists (select 1 from ${connectionLikes} where ${connectionLikes.fromUserId} = ${fromUserId} and ${connectionLikes.toUserId} = ${toUserId} and ${connectionLikes.action} = 'like')`;
const listHas = (column: unknown, value: string) =>
  sql`exists (select 1 from json_each(${column}) where value = ${value})`;
/** Private profiles ("very limited") show only to members they have liked (decision 010). */
const visibleTo = (viewerId: number) => or(ne(p.privacyLevel, "private"), likedBy(sql`${p.userId}`, viewerId));

/**
 * The SQL half of discovery: active, visible, unblocked members the viewer has not yet liked
 * or passed, narrowed by the filters, newest activity first (index relationship_profiles_active_idx).
 */
function candidatePoolQuery(db: Db, { viewer, filters }: { viewer: Profile; filters: DiscoveryFilters }) {
  const box =
    filters.distance !== "anywhere" && viewer.latitude !== null && viewer.longitude !== null
      ? boundingBox({ latitude: viewer.latitude, longitude: viewer.longitude }, Number(filters.distance))
      : null;
  return db
    .select(profileColumns)
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .where(
      and(
        eq(p.isActive, true),
        eq(users.isActive, true),
        ne(p.userId, viewer.userId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(connectionLikes)
            .where(and(eq(connectionLikes.fromUserId, viewer.userId), eq(connectionLikes.toUserId, p.userId))),
        ),
        sql`not ${blockedBetween(viewer.userId, p.userId)}`,
        visibleTo(viewer.userId),
        filters.lookingFor === "any" ? undefined : listHas(p.lookingFor, filters.lookingFor),
        filters.support === "any" ? undefined : listHas(p.accessibilityCompatibility, filters.support),
        // A member who keeps their age to themselves is not filtered out by age (decision 010).
        or(isNull(p.age), and(gte(p.age, filters.minAge), lte(p.age, filters.maxAge))),
        // With a distance, members without a place cannot be said to be near.
        filters.distance === "anywhere"
          ? undefined
          : box
            ? and(
                gte(p.latitude, box.minLat),
                lte(p.latitude, box.maxLat),
                gte(p.longitude, box.minLng),
                lte(p.longitude, box.maxLng),
              )
            : sql`0`,
      ),
    )
    .orderBy(desc(p.lastActive))
    .limit(CANDIDATE_POOL);
}

/** Ranks a pool: exact distance, then score (highest first), then most recently active. */
export function rankCandidates(
  pool: Profile[],
  { viewer, filters }: { viewer: Viewer; filters: DiscoveryFilters },
): MatchProfileCard[] {
  return pool
    .filter((row) => {
      if (filters.distance === "anywhere") return true;
      const km = profileDistance(viewer, row);
      return km !== null && km <= Number(filters.distance);
    })
    .map((row) => toCard(row, { viewer, matched: false }))
    .sort(
      (a, b) => (b.matchScore ?? 0) - (a.matchScore ?? 0) || b.lastActive.localeCompare(a.lastActive) || a.id - b.id,
    );
}

export async function discoverCandidates(
  db: Db,
  {
    viewer,
    filters,
    limit,
    offset = 0,
  }: { viewer: Profile; filters: DiscoveryFilters; limit: number; offset?: number },
) {
  const ranked = rankCandidates(await candidatePoolQuery(db, { viewer, filters }), { viewer, filters });
  return { candidates: ranked.slice(offset, offset + limit), total: ranked.length };
}

// ---------------------------------------------------------------- likes, passes, matches

const otherOf = (userId: number) =>
  sql`case when ${connectionMatches.userLowId} = ${userId} then ${connectionMatches.userHighId} else ${connectionMatches.userLowId} end`;

/** The viewer's mutual matches with active, unblocked members, newest first. */
function matchesQuery(db: Db, { userId }: { userId: number }) {
  return db
    .select({
      ...profileColumns,
      matchId: sql<number>`${connectionMatches.id}`.as("match_id"),
      matchedAt: sql<string>`${connectionMatches.createdAt}`.as("matched_at"),
    })
    .from(connectionMatches)
    .innerJoin(p, eq(p.userId, otherOf(userId)))
    .innerJoin(users, eq(users.id, p.userId))
    .where(
      and(
        or(eq(connectionMatches.userLowId, userId), eq(connectionMatches.userHighId, userId)),
        eq(p.isActive, true),
        eq(users.isActive, true),
        sql`not ${blockedBetween(userId, p.userId)}`,
      ),
    )
    .orderBy(desc(connectionMatches.createdAt), desc(connectionMatches.id))
    .limit(MATCH_LIST_LIMIT);
}

export type MatchListItem = { matchId: number; matchedAt: string; profile: MatchProfileCard };
function toMatches(rows: Awaited<ReturnType<typeof matchesQuery>>, viewer: Viewer | null): MatchListItem[] {
  return rows.map(({ matchId, matchedAt, ...row }) => ({
    matchId,
    matchedAt,
    profile: toCard(row, { viewer, matched: true }),
  }));
}

export async function listMatches(db: Db, { userId, viewer }: { userId: number; viewer: Viewer | null }) {
  return toMatches(await matchesQuery(db, { userId }), viewer);
}

/**
 * /connections: the member's profile, matches and blocks in one batch, then discovery, which
 * needs the profile's preferences. Discovery and matches only while the profile is visible.
 */
export async function loadConnectionsPage(
  db: Db,
  { userId, query, show }: { userId: number; query: Partial<DiscoveryFilters>; show: number },
) {
  const { profile, matches, blocks } = await batchNamed(db, {
    profile: profileRead(db, { userId }),
    matches: matchesQuery(db, { userId }),
    blocks: blockListRead(db, { userId }),
  });
  if (!profile || !profile.isActive) return { blocks, profile, discovery: null, matches: [] };
  const filters = resolveFilters(query, profile);
  const { candidates, total } = await discoverCandidates(db, { viewer: profile, filters, limit: show });
  return { blocks, profile, discovery: { filters, candidates, total, show }, matches: toMatches(matches, profile) };
}

export type ConnectionAction = "like" | "pass";
export class ActionRefused extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Likes or passes on `toUserId`. A like that meets the other member's like makes a match,
 * in the same batch; a pass ends any match. Only a profile the viewer could discover (or
 * has matched) may be liked, so a private or blocked profile cannot be probed by id.
 */
export async function recordAction(
  db: Db,
  { fromUserId, toUserId, action }: { fromUserId: number; toUserId: number; action: ConnectionAction },
) {
  if (fromUserId === toUserId) throw new ActionRefused(400, "You cannot like or pass on yourself.");
  const low = Math.min(fromUserId, toUserId);
  const high = Math.max(fromUserId, toUserId);
  const [targets, viewers] = await db.batch([
    db
      .select({
        displayName: users.displayName,
        privacyLevel: p.privacyLevel,
        usable: sql<number>`${p.isActive} and ${users.isActive} and not ${blockedBetween(fromUserId, toUserId)}`.as(
          "usable",
        ),
        likedViewer: sql<number>`${likedBy(toUserId, fromUserId)}`.as("liked_viewer"),
        matched:
          sql<number>`exists (select 1 from ${connectionMatches} where ${connectionMatches.userLowId} = ${low} and ${connectionMatches.userHighId} = ${high})`.as(
            "matched",
          ),
      })
      .from(p)
      .innerJoin(users, eq(users.id, p.userId))
      .where(eq(p.userId, toUserId)),
    db.select({ isActive: p.isActive }).from(p).where(eq(p.userId, fromUserId)),
  ]);
  const viewer = viewers[0];
  if (!viewer) throw new ActionRefused(409, "Create your relationship profile first.");
  if (!viewer.isActive) throw new ActionRefused(409, "Turn your profile's visibility on to discover and like members.");
  const target = targets[0];
  const visible =
    target && target.usable && (target.privacyLevel !== "private" || target.likedViewer || target.matched);
  if (!target || !visible) throw new ActionRefused(404, `No profile ${toUserId} to ${action}.`);

  const write = db
    .insert(connectionLikes)
    .values({ fromUserId, toUserId, action })
    .onConflictDoUpdate({
      target: [connectionLikes.fromUserId, connectionLikes.toUserId],
      set: { action, createdAt: now },
    });
  const touch = db.update(p).set({ lastActive: now }).where(eq(p.userId, fromUserId));
  const pairMatch = and(eq(connectionMatches.userLowId, low), eq(connectionMatches.userHighId, high));
  const [, , , match] = await db.batch([
    write,
    touch,
    action === "like"
      ? db
          .insert(connectionMatches)
          .select(
            db
              // drizzle wants every column, in table order; a null id is the next rowid.
              .select({
                id: sql<number>`null`.as("id"),
                userLowId: sql<number>`${low}`.as("user_low_id"),
                userHighId: sql<number>`${high}`.as("user_high_id"),
                createdAt: sql<string>`${now}`.as("created_at"),
              })
              .from(connectionLikes)
              .where(
                and(
                  eq(connectionLikes.fromUserId, toUserId),
                  eq(connectionLikes.toUserId, fromUserId),
                  eq(connectionLikes.action, "like"),
                ),
              ),
          )
          .onConflictDoNothing()
      : db.delete(connectionMatches).where(pairMatch),
    db
      .select({ id: connectionMatches.id, createdAt: connectionMatches.createdAt })
      .from(connectionMatches)
      .where(pairMatch),
    // A new match: the member who liked first hears of it (the one who just liked sees it at once).
    ...(action === "like" && target.likedViewer && !target.matched
      ? [
          notifyStatement(db, {
            recipient: toUserId,
            kind: "match",
            actorId: fromUserId,
            url: "/connections?tab=matches",
            groupKey: `match:${fromUserId}`,
          }),
        ]
      : []),
  ]);
  const row = match[0];
  return { action, userId: toUserId, name: target.displayName, matched: row !== undefined, matchId: row?.id ?? null };
}
