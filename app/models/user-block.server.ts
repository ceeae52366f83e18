// Blocking between members (decision 010). A block works both ways: neither member sees
// the other in Connections, their match ends, and neither can message the other.
import { and, desc, eq, or, sql } from "drizzle-orm";
import { connectionLikes, connectionMatches, userBlocks, users } from "../../db/schema";
import { read, type Db } from "~/models/db.server";

/** A SQL condition: true when `a` and `b` (columns or values) have a block between them, either way. */
export function blockedBetween(a: unknown, b: unknown) {
  return sql`exists (select 1 from ${userBlocks} where (${userBlocks.blockerId} = ${a} and ${userBlocks.blockedId} = ${b}) or (${userBlocks.blockerId} = ${b} and ${userBlocks.blockedId} = ${a}))`;
}

/** One row when `a` and `b` have a block between them, either way. */
function blockBetweenQuery(db: Db, a: number, b: number) {
  return db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
}

/** Whether `a` and `b` have a block between them, either way, for a batch. */
export function blockBetweenRead(db: Db, a: number, b: number) {
  return read(blockBetweenQuery(db, a, b), (rows) => rows.length > 0);
}

const pair = (a: number, b: number) => ({ low: Math.min(a, b), high: Math.max(a, b) });

/**
 * Blocks `blockedId` for `blockerId` and, in the same batch, forgets the likes and the match
 * between them, so an unblock later starts from nothing rather than reviving a match.
 * Null when the member to block does not exist.
 */
export async function blockUser(db: Db, { blockerId, blockedId }: { blockerId: number; blockedId: number }) {
  const [target] = await db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(eq(users.id, blockedId));
  if (!target) return null;
  const { low, high } = pair(blockerId, blockedId);
  await db.batch([
    db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing(),
    db
      .delete(connectionLikes)
      .where(
        or(
          and(eq(connectionLikes.fromUserId, blockerId), eq(connectionLikes.toUserId, blockedId)),
          and(eq(connectionLikes.fromUserId, blockedId), eq(connectionLikes.toUserId, blockerId)),
        ),
      ),
    db
      .delete(connectionMatches)
      .where(and(eq(connectionMatches.userLowId, low), eq(connectionMatches.userHighId, high))),
  ]);
  return { userId: target.id, displayName: target.displayName };
}

/** True when there was a block to lift. */
export async function unblockUser(db: Db, { blockerId, blockedId }: { blockerId: number; blockedId: number }) {
  const result = await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
  return result.meta.changes > 0;
}

/** The members `userId` has blocked, newest first. */
function listBlocksQuery(db: Db, { userId }: { userId: number }) {
  return db
    .select({ userId: userBlocks.blockedId, displayName: users.displayName, blockedAt: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, userId))
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId))
    .limit(200);
}

/** The block list, for a page's batch. */
export function blockListRead(db: Db, { userId }: { userId: number }) {
  return read(listBlocksQuery(db, { userId }));
}

export async function listBlocks(db: Db, { userId }: { userId: number }) {
  return listBlocksQuery(db, { userId });
}

/** Whether `blockerId` has blocked `blockedId` (one way: what an Unblock button undoes), for a batch. */
export function blockedByRead(db: Db, { blockerId, blockedId }: { blockerId: number; blockedId: number }) {
  return read(
    db
      .select({ blockerId: userBlocks.blockerId })
      .from(userBlocks)
      .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId))),
    (rows) => rows.length > 0,
  );
}
