import { describe, expect, it } from "vitest";
import { chess, type ChessState } from "../../party/games/chess";
import { playRandomGames, SCALE } from "./random-play";

const playAll = (moves: string[], from: ChessState = chess.initialState()) =>
  moves.reduce((state, move) => {
    const next = chess.applyMove(state, move);
    if (!next) throw new Error(`${move} refused`);
    return next.state;
  }, from);
const at = (fen: string): ChessState => ({ fen, positions: {} });

describe("chess rules (chess.js)", () => {
  it("starts with White's twenty moves in SAN, with their squares", () => {
    const state = chess.initialState();
    const moves = chess.legalMoves(state);
    expect(moves).toHaveLength(20);
    expect(moves).toContainEqual({ notation: "Nf3", path: ["g1", "f3"] });
    expect(moves).toContainEqual({ notation: "e4", path: ["e2", "e4"] });
    const played = chess.applyMove(state, "Nf3")!;
    expect(played.record.spoken).toBe("White knight from g1 to f3");
    expect(chess.board(played.state).cells.find((c) => c.id === "f3")).toMatchObject({
      label: "f3, white knight",
      glyph: "♘",
      owner: 0,
    });
    expect(chess.board(state).cells.find((c) => c.id === "a1")).toMatchObject({
      label: "a1, white rook",
      shade: "dark",
    });
    expect(chess.result(played.state)).toEqual({ kind: "ongoing", turn: 1 });
    expect(chess.applyMove(state, "e5")).toBeNull();
    expect(chess.applyMove(state, "nf3")).toBeNull();
  });

  it("reads typed moves: SAN, lowercase pieces, coordinates, castling and promotion", () => {
    const start = chess.initialState();
    expect(["e4", "Nf3", "nf3", "e2e4", "g1-f3", "g1 f3", "Nf3+"].map((t) => chess.parseMove(start, t))).toEqual([
      "e4",
      "Nf3",
      "Nf3",
      "e4",
      "Nf3",
      "Nf3",
      "Nf3",
    ]);
    expect(["e5", "Ke2", "z9", "", "hello"].map((t) => chess.parseMove(start, t))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    const castle = at("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    expect(["O-O", "0-0", "o-o", "e1g1", "O-O-O", "0-0-0"].map((t) => chess.parseMove(castle, t))).toEqual([
      "O-O",
      "O-O",
      "O-O",
      "O-O",
      "O-O-O",
      "O-O-O",
    ]);
    expect(chess.applyMove(castle, "O-O")!.record.spoken).toBe("White castles kingside");
    const promote = at("8/4P2k/8/8/8/8/8/4K3 w - - 0 1");
    expect(["e8=Q", "e8Q", "e8q", "e7e8", "e7e8n", "e8=N"].map((t) => chess.parseMove(promote, t))).toEqual([
      "e8=Q",
      "e8=Q",
      "e8=Q",
      "e8=Q",
      "e8=N",
      "e8=N",
    ]);
    expect(chess.applyMove(promote, "e8=Q")!.record.spoken).toBe("White pawn from e7 to e8, promotes to queen");
    // b is a pawn on the b-file first, then a bishop.
    const both = at("4k3/8/8/8/8/2p5/1P1B4/4K3 w - - 0 1");
    expect([chess.parseMove(both, "bxc3"), chess.parseMove(both, "Bxc3")]).toEqual(["bxc3", "Bxc3"]);
  });

  it("knows checkmate (fool's mate)", () => {
    const state = playAll(["f3", "e5", "g4"]);
    const mate = chess.applyMove(state, "Qh4#")!;
    expect(mate.record.spoken).toBe("Black queen from d8 to h4, checkmate");
    expect(chess.result(mate.state)).toEqual({ kind: "won", winner: 1, reason: "checkmate" });
    expect(chess.legalMoves(mate.state)).toEqual([]);
    expect(chess.applyMove(mate.state, "a3")).toBeNull();
  });

  it("knows stalemate, insufficient material, threefold repetition and check", () => {
    expect(chess.result(at("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"))).toEqual({ kind: "draw", reason: "stalemate" });
    expect(chess.result(at("8/8/4k3/8/8/2K5/8/8 w - - 0 1"))).toEqual({
      kind: "draw",
      reason: "insufficient material",
    });
    const repeated = playAll(["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"]);
    expect(chess.result(repeated)).toMatchObject({ kind: "ongoing" });
    expect(chess.result(chess.applyMove(repeated, "Ng8")!.state)).toEqual({
      kind: "draw",
      reason: "threefold repetition",
    });
    const check = playAll(["e4", "f5", "Qh5+"]);
    expect(chess.describe(check)).toMatch(/Black is in check\.$/);
  });

  it("describes the whole position in words", () => {
    expect(chess.describe(chess.initialState())).toBe(
      "White: king e1; queen d1; rooks a1, h1; bishops c1, f1; knights b1, g1; pawns a2, b2, c2, d2, e2, f2, g2, h2. " +
        "Black: king e8; queen d8; rooks a8, h8; bishops c8, f8; knights b8, g8; pawns a7, b7, c7, d7, e7, f7, g7, h7.",
    );
  });

  // chess.js takes about a millisecond a ply here, so chess plays fewer random games than the
  // other four: short openings by the hundred, and whole games to their natural end.
  it("never breaks an invariant in random games", () => {
    const kings = (s: ChessState) => chess.board(s).cells.filter((c) => c.glyph === "♔" || c.glyph === "♚").length;
    const invariant = (_: ChessState, after: ChessState) => (kings(after) === 2 ? null : "a king went missing");
    const openings = playRandomGames(chess, { games: 300 * SCALE, maxPlies: 12, seed: 7, invariant });
    expect(openings.plies).toBeGreaterThan(300 * SCALE * 11);
    const whole = playRandomGames(chess, { games: 6 * SCALE, seed: 11, invariant });
    expect(whole.unfinished).toBe(0);
    expect(whole.won[0] + whole.won[1] + whole.draws).toBe(whole.games);
  }, 60_000);
});
