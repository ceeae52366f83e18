// What others see of a match: the frame body every socket in the room gets, and the D1 rows a
// finished game leaves. Pure, like the referee in match.ts.
import { RULES } from "./games";
import type { Side } from "./games/types";
import type { Match } from "./match";
import { RECONNECT_GRACE_MS, type GameView } from "./protocol";

/** The frame body everyone in the room gets. */
export function matchView(match: Match, now: number, graceMs = RECONNECT_GRACE_MS): GameView {
  const rules = RULES[match.gameType];
  const result = match.outcome ? null : rules.result(match.state);
  return {
    number: match.number,
    gameType: match.gameType,
    seq: match.seq,
    players: ([0, 1] as const).map((s) => ({
      userId: match.players[s],
      displayName: match.names[s],
      side: s,
      sideName: rules.sides[s],
    })),
    status: match.outcome ? "over" : "playing",
    turn: result?.kind === "ongoing" ? result.turn : null,
    outcome: match.outcome,
    board: rules.board(match.state),
    description: rules.describe(match.state),
    legalMoves: match.outcome ? [] : rules.legalMoves(match.state),
    history: match.history,
    drawOffer: match.drawOffer,
    rematch: match.rematch,
    dropped: ([0, 1] as const).flatMap((s) => {
      const since = match.dropped[s];
      return since === null ? [] : [{ side: s, graceLeftMs: Math.max(0, graceMs - (now - since)) }];
    }),
    tally: match.tally,
    announcement: match.announcement,
  };
}

/** D1 rows for a finished game: who won, lost or drew. */
export function resultRows(match: Match) {
  const outcome = match.outcome;
  if (!outcome) return null;
  const outcomeFor = (s: Side): "won" | "lost" | "drew" =>
    outcome.kind === "draw" ? "drew" : outcome.winner === s ? "won" : "lost";
  return {
    gameType: match.gameType,
    winnerId: outcome.kind === "won" ? match.players[outcome.winner] : null,
    moveCount: match.history.length,
    finishedAt: match.finishedAt ?? match.startedAt,
    players: ([0, 1] as const).map((s) => ({ userId: match.players[s], outcome: outcomeFor(s) })),
  };
}
