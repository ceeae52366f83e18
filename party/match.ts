// The referee (decision 009): one game in a room, as a plain record the GameRoom keeps in its
// SQLite, and pure functions that accept or refuse what a player asks for. Nothing here reads
// a clock or a socket (the room passes `now`), so every rule is unit-tested without a room.
// What others see of a match (the room's frame, D1's result rows) is in match-view.ts.
import { z } from "zod";
import { MOVE_HINTS, type GameType } from "../app/lib/arcade/arcade";
import { GAME_TYPES } from "../app/lib/vocab";
import { RULES } from "./games";
import { other, type Side } from "./games/types";
import { RECONNECT_GRACE_MS, type ErrorFrame, type GameAction, type MatchOutcome } from "./protocol";

const side = z.union([z.literal(0), z.literal(1)]);
export const matchSchema = z.object({
  number: z.number().int().positive(),
  gameType: z.enum(GAME_TYPES),
  /** userId and name of each side's player, side 0 first. */
  players: z.tuple([z.number().int(), z.number().int()]),
  names: z.tuple([z.string(), z.string()]),
  state: z.unknown(),
  history: z.array(z.object({ side, notation: z.string(), spoken: z.string(), path: z.array(z.string()) })),
  outcome: z
    .discriminatedUnion("kind", [
      z.object({ kind: z.literal("won"), winner: side, reason: z.string() }),
      z.object({ kind: z.literal("draw"), reason: z.string() }),
    ])
    .nullable(),
  drawOffer: side.nullable(),
  rematch: z.array(side),
  /** When each side's player dropped (ms since the epoch), or null while connected. */
  dropped: z.tuple([z.number().nullable(), z.number().nullable()]),
  /** Games won by the players now on side 0 and side 1 in this room, and draws. */
  tally: z.object({ wins: z.tuple([z.number().int(), z.number().int()]), draws: z.number().int() }),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The result is in D1 (game_results); until then the room retries. */
  saved: z.boolean(),
  seq: z.number().int(),
  announcement: z.string(),
});
export type Match = z.infer<typeof matchSchema>;

export type Refusal = { code: ErrorFrame["code"]; message: string };
export type Acted = { ok: true; match: Match } | ({ ok: false } & Refusal);

const rulesOf = (match: Match) => RULES[match.gameType];
const who = (match: Match, s: Side) => `${rulesOf(match).sides[s]} (${match.names[s]})`;
export const sideOf = (match: Match, userId: number): Side | null =>
  match.players[0] === userId ? 0 : match.players[1] === userId ? 1 : null;

/** Parse a stored match, including its game state with the game's own schema. */
export function readMatch(json: string): Match | null {
  try {
    const parsed = matchSchema.safeParse(JSON.parse(json));
    if (!parsed.success) return null;
    const state = RULES[parsed.data.gameType].schema.safeParse(parsed.data.state);
    return state.success ? { ...parsed.data, state: state.data } : null;
  } catch {
    return null;
  }
}

function turnText(match: Match): string {
  const result = rulesOf(match).result(match.state);
  return result.kind === "ongoing" ? `${who(match, result.turn)} to move.` : "";
}

export function outcomeText(match: Match, outcome: MatchOutcome): string {
  return outcome.kind === "won" ? `${who(match, outcome.winner)} wins: ${outcome.reason}.` : `Draw: ${outcome.reason}.`;
}

export function startMatch({
  gameType,
  players,
  names,
  number,
  now,
  tally = { wins: [0, 0], draws: 0 },
}: {
  gameType: GameType;
  players: [number, number];
  names: [string, string];
  number: number;
  now: number;
  tally?: Match["tally"];
}): Match {
  const rules = RULES[gameType];
  const match: Match = {
    number,
    gameType,
    players,
    names,
    state: rules.initialState(),
    history: [],
    outcome: null,
    drawOffer: null,
    rematch: [],
    dropped: [null, null],
    tally,
    startedAt: new Date(now).toISOString(),
    finishedAt: null,
    saved: false,
    seq: 0,
    announcement: "",
  };
  match.announcement = `Game ${number} started. ${rules.sides[0]}: ${names[0]}. ${rules.sides[1]}: ${names[1]}. ${turnText(match)}`;
  return match;
}

function finish(match: Match, outcome: MatchOutcome, now: number, announcement: string): Match {
  const wins: [number, number] = [...match.tally.wins];
  if (outcome.kind === "won") wins[outcome.winner]++;
  return {
    ...match,
    outcome,
    drawOffer: null,
    dropped: [null, null],
    tally: { wins, draws: match.tally.draws + (outcome.kind === "draw" ? 1 : 0) },
    finishedAt: new Date(now).toISOString(),
    seq: match.seq + 1,
    announcement,
  };
}

const changed = (match: Match, patch: Partial<Match>, announcement: string): Match => ({
  ...match,
  ...patch,
  seq: match.seq + 1,
  announcement,
});

/** What `userId` asks of the game: accepted (a new match record) or refused with a reason. */
export function act(
  match: Match,
  userId: number,
  action: GameAction,
  now: number,
  graceMs = RECONNECT_GRACE_MS,
): Acted {
  const mine = sideOf(match, userId);
  if (mine === null)
    return { ok: false, code: "spectator", message: "You are watching this game; only its two players can play." };
  const rules = rulesOf(match);

  if (action.type === "rematch") {
    if (!match.outcome)
      return { ok: false, code: "not_allowed", message: "A rematch can start once this game is over." };
    if (match.rematch.includes(mine))
      return { ok: false, code: "not_allowed", message: "You have asked for a rematch; waiting for your opponent." };
    return {
      ok: true,
      match: changed(
        match,
        { rematch: [...match.rematch, mine] },
        `${match.names[mine]} asks for a rematch with colours swapped.`,
      ),
    };
  }
  if (match.outcome)
    return { ok: false, code: "game_over", message: `This game is over. ${outcomeText(match, match.outcome)}` };

  switch (action.type) {
    case "move": {
      const result = rules.result(match.state);
      if (result.kind !== "ongoing") return { ok: false, code: "game_over", message: "This game is over." };
      if (result.turn !== mine)
        return {
          ok: false,
          code: "not_your_turn",
          message: `It is not your turn. ${who(match, result.turn)} is to move.`,
        };
      const notation = rules.parseMove(match.state, action.move);
      const option = notation === null ? undefined : rules.legalMoves(match.state).find((m) => m.notation === notation);
      const applied = notation === null ? null : rules.applyMove(match.state, notation);
      if (notation === null || !applied || !option)
        return {
          ok: false,
          code: "illegal_move",
          message: `${action.move} is not a legal move here. ${MOVE_HINTS[match.gameType]}`,
        };
      const history = [...match.history, { side: mine, notation, spoken: applied.record.spoken, path: option.path }];
      const next: Match = { ...match, state: applied.state, history, drawOffer: null };
      const after = rules.result(applied.state);
      const said = `${match.names[mine]} played ${notation}: ${applied.record.spoken}.`;
      if (after.kind === "ongoing") return { ok: true, match: changed(next, {}, `${said} ${turnText(next)}`) };
      const outcome: MatchOutcome =
        after.kind === "won"
          ? { kind: "won", winner: after.winner, reason: after.reason }
          : { kind: "draw", reason: after.reason };
      return { ok: true, match: finish(next, outcome, now, `${said} Game over. ${outcomeText(next, outcome)}`) };
    }
    case "resign": {
      const outcome: MatchOutcome = { kind: "won", winner: other(mine), reason: `${match.names[mine]} resigned` };
      return {
        ok: true,
        match: finish(match, outcome, now, `${who(match, mine)} resigned. ${outcomeText(match, outcome)}`),
      };
    }
    case "draw": {
      if (action.action === "offer") {
        if (match.drawOffer !== null) return { ok: false, code: "not_allowed", message: "A draw is already on offer." };
        return { ok: true, match: changed(match, { drawOffer: mine }, `${who(match, mine)} offers a draw.`) };
      }
      if (match.drawOffer === null || match.drawOffer === mine)
        return { ok: false, code: "not_allowed", message: "There is no draw offer from your opponent to answer." };
      if (action.action === "decline")
        return {
          ok: true,
          match: changed(match, { drawOffer: null }, `${who(match, mine)} declined the draw. ${turnText(match)}`),
        };
      const outcome: MatchOutcome = { kind: "draw", reason: "agreed" };
      return { ok: true, match: finish(match, outcome, now, `Draw agreed. ${outcomeText(match, outcome)}`) };
    }
    case "claim_win": {
      const since = match.dropped[other(mine)];
      if (since === null) return { ok: false, code: "not_allowed", message: "Your opponent is connected." };
      if (now - since < graceMs) {
        return {
          ok: false,
          code: "not_allowed",
          message: `Your opponent may still reconnect. You can claim the win in ${Math.ceil((graceMs - (now - since)) / 1000)} seconds.`,
        };
      }
      const outcome: MatchOutcome = {
        kind: "won",
        winner: mine,
        reason: `${match.names[other(mine)]} did not come back`,
      };
      return {
        ok: true,
        match: finish(match, outcome, now, `${match.names[mine]} claimed the win. ${outcomeText(match, outcome)}`),
      };
    }
    default:
      return action satisfies never;
  }
}

/** The player whose move it is; null once the game is over. */
export function playerToMove(match: Match): number | null {
  if (match.outcome) return null;
  const result = rulesOf(match).result(match.state);
  return result.kind === "ongoing" ? match.players[result.turn] : null;
}

/** A player gave up their seat (Leave Room) during the game: the opponent wins. */
export function forfeit(match: Match, userId: number, now: number): Match | null {
  const s = sideOf(match, userId);
  if (s === null || match.outcome) return null;
  const outcome: MatchOutcome = { kind: "won", winner: other(s), reason: `${match.names[s]} left the game` };
  return finish(match, outcome, now, `${match.names[s]} left the game. ${outcomeText(match, outcome)}`);
}

/** Start or clear each player's grace period from who is connected; null when nothing changed. */
export function syncPresence(match: Match, online: (userId: number) => boolean, now: number): Match | null {
  if (match.outcome) return null;
  const dropped: [number | null, number | null] = [...match.dropped];
  const notes: string[] = [];
  for (const s of [0, 1] as const) {
    const here = online(match.players[s]);
    if (here && dropped[s] !== null) {
      dropped[s] = null;
      notes.push(`${match.names[s]} is back.`);
    } else if (!here && dropped[s] === null) {
      dropped[s] = now;
      notes.push(`${match.names[s]} lost connection. Reconnecting…`);
    }
  }
  if (!notes.length) return null;
  return changed(match, { dropped }, notes.join(" "));
}

/** Both asked: the next game, colours swapped, the room's tally carried over. */
export function rematchOf(match: Match, now: number): Match | null {
  if (!match.outcome || match.rematch.length < 2) return null;
  const next = startMatch({
    gameType: match.gameType,
    players: [match.players[1], match.players[0]],
    names: [match.names[1], match.names[0]],
    number: match.number + 1,
    now,
    tally: { wins: [match.tally.wins[1], match.tally.wins[0]], draws: match.tally.draws },
  });
  return { ...next, seq: match.seq + 1 };
}
