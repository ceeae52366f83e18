// Recording a finished game in D1: once per game, retried from the alarm while D1 refuses.
import type { Db } from "../app/models/db.server";
import { recordGameResult } from "../app/models/game-result.server";
import type { MatchStore } from "./game-store";
import { resultRows } from "./match-view";

/** A result D1 refused is written again this much later. */
export const SAVE_RETRY_MS = 5000;

type Deps = {
  matches: MatchStore;
  db: () => Db;
  /** Read per call: the room learns its name after construction. */
  roomId: () => number | null;
  /** D1 says the room is finished with. */
  completed: () => Promise<void>;
  /** Arrange the alarm that retries a refused save. */
  scheduleRetry: () => Promise<void>;
};

export class ResultRecorder {
  #deps: Deps;
  /** When D1 last refused; 0 until it has. */
  #failedAt = 0;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** Write the finished game to D1 once; on failure the alarm tries again. True when it is saved. */
  async save(): Promise<boolean> {
    const { matches, db, completed, scheduleRetry } = this.#deps;
    const match = matches.current;
    const roomId = this.#deps.roomId();
    const rows = match ? resultRows(match) : null;
    if (!match || match.saved) return true;
    if (!rows || roomId === null) return false;
    try {
      const { completed: roomCompleted } = await recordGameResult(db(), { roomId, ...rows });
      // The game may have moved on while D1 answered; only mark the one that was recorded.
      const latest = matches.current;
      if (latest && latest.number === match.number && !latest.saved) matches.write({ ...latest, saved: true });
      if (roomCompleted) await completed();
      return true;
    } catch (error) {
      console.error(`Game room ${roomId}: could not save the result; retrying`, error);
      this.#failedAt = Date.now();
      await scheduleRetry();
      return false;
    }
  }

  /** The alarm should try the save again now. */
  retryDue(now: number): boolean {
    const match = this.#deps.matches.current;
    return !!match?.outcome && !match.saved && now - this.#failedAt >= SAVE_RETRY_MS - 100;
  }

  /** When a refused save is next tried; Infinity when none is waiting. */
  retryAt(): number {
    const match = this.#deps.matches.current;
    return this.#failedAt && match?.outcome && !match.saved ? this.#failedAt + SAVE_RETRY_MS : Infinity;
  }
}
