// One accessible board for all five games (decision 009): an ARIA grid with one tab stop, arrow
// keys (and Home, End, Ctrl+Home, Ctrl+End) to move, Enter or Space to select and move, and
// Escape to let go. Each cell's name comes from the room ("e4, white knight"); this adds
// what only this page knows: the selected piece, where it can go, and the last move.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { GameType } from "~/lib/arcade/arcade";
import type { BoardCellView, GameView } from "../../../party/protocol";

type Side = 0 | 1;
export type BoardOptions = { largeText: boolean; highContrast: boolean; reducedMotion: boolean; verbose?: boolean };

/** Whose view is turned round so their own pieces are at the bottom. */
const FLIPPED_FOR: Record<GameType, Side | null> = {
  chess: 1,
  checkers: 0,
  tic_tac_toe: null,
  connect_four: null,
  reversi: null,
};
const BOARD_NAMES: Record<GameType, string> = {
  chess: "Chess board",
  checkers: "Checkers board",
  tic_tac_toe: "Tic-tac-toe board",
  connect_four: "Connect four board",
  reversi: "Reversi board",
};
/** Games whose every move is one cell; the others (chess, checkers) pick a piece, then where it goes. */
const ONE_CELL: Record<GameType, boolean> = {
  chess: false,
  checkers: false,
  tic_tac_toe: true,
  connect_four: true,
  reversi: true,
};

type Props = {
  game: GameView;
  mySide: Side | null;
  options: BoardOptions;
  onMove: (notation: string) => void;
  announce: (text: string) => void;
  describedBy?: string;
};

export function GameBoard({ game, mySide, options, onMove, announce, describedBy }: Props) {
  const { rows, cols, cells } = game.board;
  const flipped = mySide !== null && FLIPPED_FOR[game.gameType] === mySide;
  /** Display position -> index into the room's cells (row-major from the top as side 0 sees it). */
  const order = useMemo(() => cells.map((_, d) => (flipped ? cells.length - 1 - d : d)), [cells, flipped]);
  const [focus, setFocus] = useState(() => defaultFocus(game, order));
  const [selected, setSelected] = useState<string[]>([]);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const myTurn = mySide !== null && game.status === "playing" && game.turn === mySide;
  const byId = useMemo(() => new Map(cells.map((c, i) => [c.id, { cell: c, index: i }])), [cells]);
  const lastMove = new Set(game.history.at(-1)?.path ?? []);

  // A new position: any half-made selection no longer applies.
  useEffect(() => setSelected([]), [game.seq]);

  const targets = useMemo(() => {
    if (!selected.length) return new Set<string>();
    const next = game.legalMoves
      .filter((m) => selected.every((id, k) => m.path[k] === id) && m.path.length > selected.length)
      .map((m) => m.path[selected.length]!);
    return new Set(next);
  }, [selected, game.legalMoves]);

  /** Verbose descriptions: on your turn, each piece says where it can go. */
  const legalFrom = (cell: BoardCellView) => {
    if (!options.verbose || !myTurn || selected.length) return "";
    if (ONE_CELL[game.gameType]) return game.legalMoves.some((m) => m.path[0] === cell.id) ? "you can play here" : "";
    const places = [...new Set(game.legalMoves.filter((m) => m.path[0] === cell.id).map((m) => m.path[1]!))];
    return places.length ? `can move to ${places.join(", ")}` : "";
  };
  const nameOf = (cell: BoardCellView) =>
    [
      cell.label,
      selected.at(-1) === cell.id ? "selected" : "",
      targets.has(cell.id) ? "can move here" : "",
      legalFrom(cell),
      lastMove.has(cell.id) ? "last move" : "",
    ]
      .filter(Boolean)
      .join(", ");

  const moveFocus = (d: number) => {
    setFocus(d);
    refs.current[d]?.focus();
  };

  const activate = (d: number) => {
    const index = order[d]!;
    const cell = cells[index]!;
    if (mySide === null) return announce(`${nameOf(cell)}. You are watching this game.`);
    if (game.status !== "playing") return announce(`${nameOf(cell)}. The game is over.`);
    if (!myTurn) return announce(`${nameOf(cell)}. It is not your turn.`);

    if (ONE_CELL[game.gameType]) {
      // Connect four: any cell of a column drops a disc into that column.
      const move =
        game.gameType === "connect_four"
          ? game.legalMoves.find((m) => (byId.get(m.path[0]!)?.index ?? -1) % cols === index % cols)
          : game.legalMoves.find((m) => m.path[0] === cell.id);
      return move ? onMove(move.notation) : announce(`No legal move at ${cell.label}.`);
    }

    const from = game.legalMoves.filter((m) => m.path[0] === cell.id);
    if (!selected.length || selected.at(-1) === cell.id) {
      if (selected.at(-1) === cell.id) {
        setSelected([]);
        return announce("Selection cleared.");
      }
      if (!from.length) return announce(`${cell.label}: nothing here can move.`);
      setSelected([cell.id]);
      const places = [...new Set(from.map((m) => m.path[1]!))];
      return announce(`${cell.label} selected. It can move to ${places.join(", ")}.`);
    }
    const path = [...selected, cell.id];
    const exact = game.legalMoves.filter(
      (m) => m.path.length === path.length && m.path.every((id, k) => id === path[k]),
    );
    // Several moves share a path only by promotion: the grid promotes to a queen (type e8=N for a knight).
    const chosen = exact.find((m) => m.notation.includes("=Q")) ?? exact[0];
    if (chosen) return onMove(chosen.notation);
    if (targets.has(cell.id)) {
      setSelected(path);
      return announce(`${cell.label}. Choose the next landing square.`);
    }
    // A multi-jump named by where it starts and ends.
    const ends = game.legalMoves.filter((m) => m.path[0] === selected[0] && m.path.at(-1) === cell.id);
    if (ends.length === 1) return onMove(ends[0]!.notation);
    if (from.length) {
      setSelected([cell.id]);
      return announce(
        `${cell.label} selected. It can move to ${[...new Set(from.map((m) => m.path[1]!))].join(", ")}.`,
      );
    }
    announce(`That is not a legal move. ${selected[0]} is still selected.`);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const row = Math.floor(focus / cols);
    const col = focus % cols;
    let next: number | null = null;
    if (event.key === "ArrowRight") next = col < cols - 1 ? focus + 1 : focus;
    else if (event.key === "ArrowLeft") next = col > 0 ? focus - 1 : focus;
    else if (event.key === "ArrowDown") next = row < rows - 1 ? focus + cols : focus;
    else if (event.key === "ArrowUp") next = row > 0 ? focus - cols : focus;
    else if (event.key === "Home") next = event.ctrlKey ? 0 : row * cols;
    else if (event.key === "End") next = event.ctrlKey ? cells.length - 1 : row * cols + cols - 1;
    else if (event.key === "Escape" && selected.length) {
      event.preventDefault();
      setSelected([]);
      return announce("Selection cleared.");
    }
    if (next === null) return;
    event.preventDefault();
    moveFocus(next);
  };

  const size = cellSize(game.gameType, options.largeText);
  return (
    <div
      role="grid"
      aria-label={`${BOARD_NAMES[game.gameType]}${flipped ? ", turned so your pieces are at the bottom" : ""}`}
      aria-describedby={describedBy}
      aria-readonly={!myTurn}
      onKeyDown={onKeyDown}
      data-testid="game-board"
      data-flipped={flipped}
      className={`inline-flex flex-col gap-0.5 rounded p-1 ${options.highContrast ? "bg-white" : "bg-line"}`}
    >
      {Array.from({ length: rows }, (_, r) => (
        <div role="row" key={r} className="flex gap-0.5">
          {Array.from({ length: cols }, (_, c) => {
            const d = r * cols + c;
            const cell = cells[order[d]!]!;
            const isSelected = selected.at(-1) === cell.id;
            return (
              <div role="gridcell" key={cell.id} aria-selected={isSelected} style={{ width: size, height: size }}>
                <button
                  ref={(el) => {
                    refs.current[d] = el;
                  }}
                  type="button"
                  tabIndex={d === focus ? 0 : -1}
                  aria-label={nameOf(cell)}
                  data-cell={cell.id}
                  onFocus={() => setFocus(d)}
                  onClick={() => {
                    setFocus(d);
                    activate(d);
                  }}
                  className={`relative flex h-full w-full items-center focus-visible:z-10 justify-center ${shadeClass(cell, options.highContrast)} ${isSelected ? "ring-4 ring-inset ring-focus" : ""} ${lastMove.has(cell.id) ? "outline-dashed outline-2 -outline-offset-4 outline-accent" : ""}`}
                >
                  <Piece
                    cell={cell}
                    gameType={game.gameType}
                    options={options}
                    fresh={lastMove.has(cell.id) && game.history.at(-1)?.path.at(-1) === cell.id}
                  />
                  {targets.has(cell.id) ? (
                    <span
                      aria-hidden="true"
                      className="absolute h-3 w-3 rounded-full border-2 border-canvas bg-accent"
                    />
                  ) : null}
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function defaultFocus(game: GameView, order: number[]): number {
  // Start on the middle of the board, where most first moves are.
  const middle = Math.floor(game.board.rows / 2) * game.board.cols + Math.floor(game.board.cols / 2);
  return Math.min(middle, order.length - 1);
}

function cellSize(gameType: GameType, large: boolean): string {
  if (gameType === "tic_tac_toe") return large ? "6rem" : "5rem";
  if (gameType === "connect_four") return large ? "3.75rem" : "3rem";
  return large ? "3.5rem" : "2.75rem";
}

function shadeClass(cell: BoardCellView, highContrast: boolean): string {
  if (highContrast)
    return cell.shade === "dark"
      ? "bg-black text-white border-2 border-white"
      : "bg-white text-black border-2 border-black";
  if (cell.shade === "dark") return "bg-accent-soft text-fg";
  if (cell.shade === "light") return "bg-canvas text-fg";
  return "bg-canvas text-fg hover:bg-raised";
}

/** Discs for connect four, reversi and checkers (filled for side 0, ringed for side 1, so colour is never the only sign); glyphs for chess and tic-tac-toe. */
function Piece({
  cell,
  gameType,
  options,
  fresh,
}: {
  cell: BoardCellView;
  gameType: GameType;
  options: BoardOptions;
  fresh: boolean;
}) {
  const animate = fresh && !options.reducedMotion ? (gameType === "connect_four" ? "game-drop" : "game-pop") : "";
  const text = options.largeText ? "text-4xl" : "text-3xl";
  if (gameType === "chess" || gameType === "tic_tac_toe") {
    return cell.glyph ? (
      <span
        aria-hidden="true"
        className={`${gameType === "tic_tac_toe" ? (options.largeText ? "text-6xl" : "text-5xl") : text} font-bold leading-none [font-variant-emoji:text] ${animate}`}
      >
        {cell.glyph}
      </span>
    ) : null;
  }
  if (cell.owner === null) {
    // A playable empty cell (reversi marks the moves the side to move has).
    return cell.glyph ? <span aria-hidden="true" className="h-3 w-3 rounded-full border-2 border-fg" /> : null;
  }
  const disc =
    gameType === "connect_four"
      ? cell.owner === 0
        ? "bg-[#b91c1c] border-4 border-[#7f1d1d]"
        : "bg-[#facc15] border-4 border-[#0f172a] border-dashed"
      : cell.owner === 0
        ? "bg-black border-2 border-white outline-2 outline-black"
        : "bg-white border-4 border-black";
  return (
    <span
      aria-hidden="true"
      className={`flex h-4/5 w-4/5 items-center justify-center rounded-full font-bold ${disc} ${animate}`}
    >
      {cell.glyph ? <span className={cell.owner === 0 ? "text-white" : "text-black"}>{cell.glyph}</span> : null}
    </span>
  );
}
