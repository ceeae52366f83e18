// Chess on chess.js (BSD-2-Clause), which knows checks, mates, stalemate, insufficient
// material and the fifty-move rule. A state is a FEN plus the count of each position since the
// last capture or pawn move, so threefold repetition survives storage. Moves are SAN
// (`e4`, `Nf3`, `O-O`, `e8=Q`); typed commands may also be coordinates (`e2e4`, `g1-f3`).
import { Chess, type Move, type PieceSymbol, type Square } from "chess.js";
import { z } from "zod";
import type { BoardCell, GameRules, MoveOption, Result, Side } from "./types";

export type ChessState = { fen: string; positions: Record<string, number> };

const SIDES = ["White", "Black"] as const;
const PIECE_NAMES: Record<PieceSymbol, string> = {
  p: "pawn",
  n: "knight",
  b: "bishop",
  r: "rook",
  q: "queen",
  k: "king",
};
const PIECE_PLURALS: Record<PieceSymbol, string> = {
  p: "pawns",
  n: "knights",
  b: "bishops",
  r: "rooks",
  q: "queens",
  k: "kings",
};
const GLYPHS: Record<"w" | "b", Record<PieceSymbol, string>> = {
  w: { k: "♔", q: "♕", r: "♖", b: "♗", n: "♘", p: "♙" },
  b: { k: "♚", q: "♛", r: "♜", b: "♝", n: "♞", p: "♟" },
};
const ORDER: PieceSymbol[] = ["k", "q", "r", "b", "n", "p"];
const START_FEN = new Chess().fen();

/** Position identity for repetition: placement, side to move, castling and en passant. */
const positionKey = (fen: string) => fen.split(" ").slice(0, 4).join(" ");

/** A few recent positions as live chess.js games; a room asks about the same one several times per move. */
const cache = new Map<string, Chess>();
function game(fen: string): Chess {
  let found = cache.get(fen);
  if (!found) {
    found = new Chess(fen);
    cache.set(fen, found);
    if (cache.size > 32) cache.delete(cache.keys().next().value!);
  }
  return found;
}

const SAN = /^([NBRQK])?([a-h])?([1-8])?x?([a-h][1-8])(?:=([NBRQ]))?[+#]?$/;
type Parts = { piece: PieceSymbol; file?: string; rank?: string; to: Square; promotion?: string };
function sanParts(san: string, turn: "w" | "b"): Parts | null {
  const castle = /^O-O(-O)?[+#]?$/.exec(san);
  if (castle) return { piece: "k", to: `${castle[1] ? "c" : "g"}${turn === "w" ? 1 : 8}` as Square };
  const m = SAN.exec(san);
  if (!m) return null;
  return {
    piece: (m[1]?.toLowerCase() ?? "p") as PieceSymbol,
    file: m[2],
    rank: m[3],
    to: m[4] as Square,
    promotion: m[5]?.toLowerCase(),
  };
}

/**
 * Every legal move as SAN with its from and to squares. chess.js's verbose list builds two
 * FENs and a SAN per move, which is slow; this reads the SAN list once, and each piece's
 * destinations from a per-square list, then pairs them up.
 */
type SquareMove = { san: string; from: Square; to: Square; promotion?: string };
const movesCache = new Map<string, SquareMove[]>();
function movesWithSquares(fen: string): SquareMove[] {
  let found = movesCache.get(fen);
  if (!found) {
    found = computeMoves(game(fen));
    movesCache.set(fen, found);
    if (movesCache.size > 32) movesCache.delete(movesCache.keys().next().value!);
  }
  return found;
}

function computeMoves(chess: Chess): SquareMove[] {
  const turn = chess.turn();
  const sans = chess.moves();
  if (!sans.length) return [];
  const origins: { from: Square; piece: PieceSymbol; to: Square; promotion?: string }[] = [];
  for (const row of chess.board()) {
    for (const cell of row) {
      if (!cell || cell.color !== turn) continue;
      for (const san of chess.moves({ square: cell.square })) {
        const parts = sanParts(san, turn);
        if (parts) origins.push({ from: cell.square, piece: cell.type, to: parts.to, promotion: parts.promotion });
      }
    }
  }
  return sans.map((san) => {
    const parts = sanParts(san, turn)!;
    const match = origins.find(
      (o) =>
        o.piece === parts.piece &&
        o.to === parts.to &&
        o.promotion === parts.promotion &&
        (!parts.file || o.from[0] === parts.file) &&
        (!parts.rank || o.from[1] === parts.rank),
    )!;
    return { san, from: match.from, to: parts.to, promotion: parts.promotion };
  });
}

function spoken(move: Move, chess: Chess): string {
  const side = move.color === "w" ? "White" : "Black";
  let text: string;
  if (move.isKingsideCastle()) text = `${side} castles kingside`;
  else if (move.isQueensideCastle()) text = `${side} castles queenside`;
  else {
    text = `${side} ${PIECE_NAMES[move.piece]} from ${move.from} to ${move.to}`;
    if (move.captured)
      text += `, takes ${move.color === "w" ? "black" : "white"} ${PIECE_NAMES[move.captured]}${move.isEnPassant() ? " en passant" : ""}`;
    if (move.promotion) text += `, promotes to ${PIECE_NAMES[move.promotion]}`;
  }
  if (chess.isCheckmate()) text += ", checkmate";
  else if (chess.inCheck()) text += ", check";
  return text;
}

const strip = (san: string) => san.replace(/[+#x=]/g, "");

export const chess: GameRules<ChessState> = {
  sides: SIDES,
  schema: z.object({ fen: z.string().max(100), positions: z.record(z.string(), z.number().int().positive()) }),
  initialState: () => ({ fen: START_FEN, positions: { [positionKey(START_FEN)]: 1 } }),

  legalMoves(state): MoveOption[] {
    if (chess.result(state).kind !== "ongoing") return [];
    return movesWithSquares(state.fen).map((m) => ({ notation: m.san, path: [m.from, m.to] }));
  },

  applyMove(state, notation) {
    const legal =
      chess.result(state).kind === "ongoing" ? movesWithSquares(state.fen).find((m) => m.san === notation) : undefined;
    if (!legal) return null;
    const next = new Chess(state.fen);
    const move = next.move({ from: legal.from, to: legal.to, promotion: legal.promotion });
    const fen = next.fen();
    const key = positionKey(fen);
    // A capture or a pawn move makes every earlier position unreachable.
    const positions = move.captured || move.piece === "p" ? {} : { ...state.positions };
    positions[key] = (positions[key] ?? 0) + 1;
    return { state: { fen, positions }, record: { notation, spoken: spoken(move, next) } };
  },

  result(state): Result {
    const c = game(state.fen);
    const turn: Side = c.turn() === "w" ? 0 : 1;
    if (c.isCheckmate()) return { kind: "won", winner: turn === 0 ? 1 : 0, reason: "checkmate" };
    if (c.isStalemate()) return { kind: "draw", reason: "stalemate" };
    if (c.isInsufficientMaterial()) return { kind: "draw", reason: "insufficient material" };
    if ((state.positions[positionKey(state.fen)] ?? 0) >= 3) return { kind: "draw", reason: "threefold repetition" };
    if (c.isDrawByFiftyMoves()) return { kind: "draw", reason: "the fifty-move rule" };
    return { kind: "ongoing", turn };
  },

  describe(state) {
    const c = game(state.fen);
    const pieces = c.board().flat();
    const side = (color: "w" | "b") => {
      const groups = ORDER.flatMap((type) => {
        const squares = pieces
          .filter((p) => p && p.color === color && p.type === type)
          .map((p) => p!.square)
          .sort();
        if (!squares.length) return [];
        return [`${squares.length === 1 ? PIECE_NAMES[type] : PIECE_PLURALS[type]} ${squares.join(", ")}`];
      });
      return `${color === "w" ? "White" : "Black"}: ${groups.join("; ")}.`;
    };
    const check = c.inCheck() && !c.isCheckmate() ? ` ${c.turn() === "w" ? "White" : "Black"} is in check.` : "";
    return `${side("w")} ${side("b")}${check}`;
  },

  board(state) {
    const c = game(state.fen);
    const cells: BoardCell[] = c.board().flatMap((row, r) =>
      row.map((piece, f) => {
        const square = `${"abcdefgh"[f]}${8 - r}`;
        return {
          id: square,
          label: piece
            ? `${square}, ${piece.color === "w" ? "white" : "black"} ${PIECE_NAMES[piece.type]}`
            : `${square}, empty`,
          glyph: piece ? GLYPHS[piece.color][piece.type] : "",
          shade: (r + f) % 2 === 1 ? "dark" : "light",
          owner: piece ? (piece.color === "w" ? 0 : 1) : null,
        } satisfies BoardCell;
      }),
    );
    return { rows: 8, cols: 8, cells };
  },

  parseMove(state, text) {
    const typed = text
      .trim()
      .replace(/[!?]+$/, "")
      .replace(/0-0-0/g, "O-O-O")
      .replace(/0-0/g, "O-O")
      .replace(/o-o(-o)?/g, (m) => m.toUpperCase());
    if (!typed) return null;
    const moves = movesWithSquares(state.fen);
    // Coordinates: e2e4, e2-e4, e2 e4, e7e8q, e7e8=Q.
    const coords = /^([a-h][1-8])\s*[-x ]?\s*([a-h][1-8])\s*=?\s*([nbrqNBRQ])?$/.exec(typed);
    if (coords) {
      const [, from, to, promo] = coords;
      const found = moves.filter(
        (m) =>
          m.from === from && m.to === to && (m.promotion ?? "") === (promo?.toLowerCase() ?? (m.promotion ? "q" : "")),
      );
      return found[0]?.san ?? null;
    }
    const exact = moves.find((m) => strip(m.san) === strip(typed));
    if (exact) return exact.san;
    // A lowercase piece letter (nf3); b means a pawn on the b-file first, then a bishop.
    const capitalised = typed[0]!.toUpperCase() + typed.slice(1);
    if (/^[nrqkb]/.test(typed)) {
      const piece = moves.find((m) => strip(m.san) === strip(capitalised));
      if (piece) return piece.san;
    }
    // A promotion without "=" (e8Q), or with a lowercase piece (e8=q).
    const promo = /^(.*[18])=?([nbrqNBRQ])$/.exec(typed);
    if (promo) {
      const withPromo = `${promo[1]}=${promo[2]!.toUpperCase()}`;
      return moves.find((m) => strip(m.san) === strip(withPromo))?.san ?? null;
    }
    return null;
  },
};

export { START_FEN };
