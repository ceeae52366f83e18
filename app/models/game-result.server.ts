// Finished games and the statistics they add up to. Relative imports only: the GameRoom Durable
// Object (party/game.ts) records results here.
import { and, count, eq, notExists, sql } from "drizzle-orm";
import { gameResultPlayers, gameResults, gameRooms, users } from "../../db/schema";
import type { GameType } from "../lib/arcade/arcade";
import { batchNamed, read, type Db } from "./db.server";

/** Per game type: games played and won (a list per user). */
function statisticsQuery(db: Db, userId: number) {
  return db
    .select({
      gameType: gameResults.gameType,
      gamesPlayed: count(),
      gamesWon: sql<number>`coalesce(sum(case when ${gameResultPlayers.outcome} = 'won' then 1 else 0 end), 0)`.mapWith(
        Number,
      ),
    })
    .from(gameResultPlayers)
    .innerJoin(gameResults, eq(gameResults.id, gameResultPlayers.resultId))
    .where(eq(gameResultPlayers.userId, userId))
    .groupBy(gameResults.gameType)
    .orderBy(gameResults.gameType);
}
export type GameStatistics = Awaited<ReturnType<typeof statisticsQuery>>[number];

/** A member's statistics, for a page's batch. */
export function gameStatisticsRead(db: Db, userId: number) {
  return read(statisticsQuery(db, userId));
}

/** A member's statistics, or null when there is no such member. */
export async function getGameStatistics(db: Db, userId: number) {
  const { found, statistics } = await batchNamed(db, {
    found: db.select({ id: users.id }).from(users).where(eq(users.id, userId)),
    statistics: statisticsQuery(db, userId),
  });
  return found.length ? statistics : null;
}

export function totalStatistics(rows: GameStatistics[]) {
  return rows.reduce(
    (total, row) => ({ gamesPlayed: total.gamesPlayed + row.gamesPlayed, gamesWon: total.gamesWon + row.gamesWon }),
    { gamesPlayed: 0, gamesWon: 0 },
  );
}

export type GameResultInput = {
  roomId: number;
  gameType: GameType;
  winnerId: number | null;
  moveCount: number;
  /** Set by the room when the game ended; with the room id it makes a retried write land once. */
  finishedAt: string;
  players: { userId: number; outcome: (typeof gameResultPlayers.$inferInsert)["outcome"] }[];
};

/**
 * A finished game, written by its GameRoom: the result, each player's outcome (which
 * game statistics count), and the room marked completed if its game was still in progress.
 * One batch, so a result never lands without its players; safe to retry.
 */
export async function recordGameResult(db: Db, input: GameResultInput) {
  const { roomId, finishedAt } = input;
  const thisResult = and(eq(gameResults.roomId, roomId), eq(gameResults.finishedAt, finishedAt));
  const [, ...rest] = await db.batch([
    db.insert(gameResults).select(
      db
        .select({
          // drizzle wants every column, in table order; a null id takes the next rowid.
          id: sql<number>`null`.as("id"),
          roomId: gameRooms.id,
          gameType: sql<GameType>`${input.gameType}`.as("game_type"),
          winnerId: sql<number | null>`${input.winnerId}`.as("winner_id"),
          moveCount: sql<number>`${input.moveCount}`.as("move_count"),
          finishedAt: sql<string>`${finishedAt}`.as("finished_at"),
        })
        .from(gameRooms)
        .where(
          and(
            eq(gameRooms.id, roomId),
            notExists(
              db
                .select({ one: sql`1` })
                .from(gameResults)
                .where(thisResult),
            ),
          ),
        ),
    ),
    ...input.players.map((p) =>
      db
        .insert(gameResultPlayers)
        .select(
          db
            .select({
              resultId: gameResults.id,
              userId: sql<number>`${p.userId}`.as("user_id"),
              outcome: sql<typeof p.outcome>`${p.outcome}`.as("outcome"),
            })
            .from(gameResults)
            .where(thisResult),
        )
        .onConflictDoNothing(),
    ),
    db
      .update(gameRooms)
      .set({ status: "completed" })
      .where(and(eq(gameRooms.id, roomId), eq(gameRooms.status, "in_progress")))
      .returning({ status: gameRooms.status }),
  ]);
  const completed = rest[rest.length - 1];
  return { completed: Array.isArray(completed) && completed.length === 1 };
}
