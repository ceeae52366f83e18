// Random legal games for any rules module, checking the invariants every game shares at every
// ply. Seeded, so a failure names the game that broke and can be replayed.
// RANDOM_GAMES_SCALE=10 npx vitest run --config vitest.unit.config.ts plays ten times as many.
import { other, type GameRules, type Side } from "../../party/games/types";

export const SCALE = Number(process.env.RANDOM_GAMES_SCALE ?? "1") || 1;

/** mulberry32: a small deterministic generator. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Options<S> = {
  games: number;
  seed?: number;
  /** Stop a game after this many plies (it still checks every ply it played). */
  maxPlies?: number;
  /** In this many first games, check that every legal move applies and round-trips through parseMove, not just the one played. */
  checkAllMovesIn?: number;
  /** Game-specific invariants after each move: a message when one is broken (plain checks; expect() is slow per ply). */
  invariant?: (before: S, after: S, notation: string) => string | null;
};

export type Tally = {
  games: number;
  plies: number;
  won: [number, number];
  draws: number;
  unfinished: number;
  reasons: Map<string, number>;
};

export function playRandomGames<S>(
  rules: GameRules<S>,
  { games, seed = 1, maxPlies = Infinity, checkAllMovesIn = 0, invariant }: Options<S>,
): Tally {
  const tally: Tally = { games, plies: 0, won: [0, 0], draws: 0, unfinished: 0, reasons: new Map() };
  for (let g = 0; g < games; g++) {
    const rand = random(seed * 100_003 + g);
    let state = rules.initialState();
    let plies = 0;
    let previous: string[] = [];
    const fail = (message: string): never => {
      throw new Error(`Game ${g} (seed ${seed}), ply ${plies}: ${message}\nstate: ${JSON.stringify(state)}`);
    };
    for (;;) {
      const result = rules.result(state);
      const moves = rules.legalMoves(state);
      // The board and words are checked in full for the first games, then at every eighth ply.
      if (g < 50 || plies % 8 === 0 || result.kind !== "ongoing") checkView(rules, state, moves, fail);
      if (result.kind !== "ongoing") {
        if (moves.length) fail(`the game is over (${result.kind}) but ${moves.length} moves are offered`);
        if (rules.applyMove(state, "e4") || rules.applyMove(state, "1") || rules.applyMove(state, "11-15"))
          fail("a move was accepted after the end");
        if (result.kind === "won") tally.won[result.winner]++;
        else tally.draws++;
        tally.reasons.set(result.reason, (tally.reasons.get(result.reason) ?? 0) + 1);
        break;
      }
      if (!moves.length) fail("the game is on but there is no legal move");
      if (plies >= maxPlies) {
        tally.unfinished++;
        break;
      }
      const notations = new Set(moves.map((m) => m.notation));
      if (notations.size !== moves.length) fail("two legal moves share a notation");
      if (rules.applyMove(state, "not a move") !== null) fail("nonsense was accepted as a move");
      // A move that was legal a ply ago but is not now is refused.
      const stale = previous.find((m) => !notations.has(m));
      if (stale !== undefined && rules.applyMove(state, stale) !== null)
        fail(`${stale} is not legal here but was accepted`);
      previous = [...notations];
      const all = g < checkAllMovesIn;
      for (const m of all ? moves : [])
        if (!rules.applyMove(state, m.notation)) fail(`legal move ${m.notation} was refused`);
      const move = moves[Math.floor(rand() * moves.length)]!;
      if (rules.parseMove(state, move.notation) !== move.notation)
        fail(`typing ${move.notation} does not give ${move.notation}`);
      for (const m of all ? moves : [])
        if (rules.parseMove(state, m.notation) !== m.notation) fail(`typing ${m.notation} does not give ${m.notation}`);
      const applied = rules.applyMove(state, move.notation);
      if (!applied) return fail(`legal move ${move.notation} was refused`);
      if (!applied.record.spoken) fail(`no words for ${move.notation}`);
      const json = JSON.stringify(applied.state);
      if (JSON.stringify(rules.schema.parse(JSON.parse(json))) !== json) fail("the state does not survive storage");
      const after = rules.result(applied.state);
      // Turns alternate, except where a side with no move passes (reversi).
      if (after.kind === "ongoing" && after.turn !== other(result.turn) && !/passes/.test(applied.record.spoken))
        fail(`turn did not pass after ${move.notation}`);
      const broken = invariant?.(state, applied.state, move.notation);
      if (broken) fail(`after ${move.notation}: ${broken}`);
      state = applied.state;
      plies++;
      tally.plies++;
    }
  }
  return tally;
}

function checkView<S>(
  rules: GameRules<S>,
  state: S,
  moves: { notation: string; path: string[] }[],
  fail: (m: string) => void,
) {
  const board = rules.board(state);
  if (board.cells.length !== board.rows * board.cols) fail("the board has the wrong number of cells");
  const ids = new Set(board.cells.map((c) => c.id));
  if (ids.size !== board.cells.length) fail("two cells share an id");
  if (board.cells.some((c) => !c.label.trim())) fail("a cell has no accessible name");
  for (const m of moves)
    for (const id of m.path) if (!ids.has(id)) fail(`move ${m.notation} visits ${id}, which is not on the board`);
  if (!rules.describe(state).trim()) fail("the position has no description");
}

export const sideCount = <S>(rules: GameRules<S>, state: S, side: Side) =>
  rules.board(state).cells.filter((c) => c.owner === side).length;
