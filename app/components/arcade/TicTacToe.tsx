// The local tic-tac-toe board (spec doc 2, Tic-tac-toe board; sections 4 and 9): two players
// on one screen, X first, session scores, and the room's large-text, high-contrast and
// audio-cue options. Number keys 1-9 place a mark anywhere on the page except in a text field.
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { RoomFeature } from "~/lib/arcade";
import { ARCADE_TEXTS } from "~/lib/texts";
import { EMPTY_BOARD, outcomeOf, play, scoreAfter, ZERO_SCORES, type Board, type Outcome } from "../../../party/games/tic-tac-toe";

export const CUE_VOLUME = { win: 0.3, move: 0.2 } as const;

export function statusText(outcome: Outcome): string {
  if (outcome.kind === "won") return `Player ${outcome.winner} wins!`;
  if (outcome.kind === "draw") return "It's a draw!";
  return `Player ${outcome.turn}'s turn`;
}

/** A short Web Audio tone; silent where audio is unavailable. */
function useTone() {
  const context = useRef<AudioContext | null>(null);
  return useCallback((kind: keyof typeof CUE_VOLUME) => {
    try {
      context.current ??= new AudioContext();
      const ctx = context.current;
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.frequency.value = kind === "win" ? 880 : 440;
      gain.gain.value = CUE_VOLUME[kind];
      oscillator.connect(gain).connect(ctx.destination);
      const duration = kind === "win" ? 0.35 : 0.12;
      oscillator.start();
      oscillator.stop(ctx.currentTime + duration);
    } catch {
      // No audio device or Web Audio: the visible and announced status still say what happened.
    }
  }, []);
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

export function TicTacToe({ features }: { features: readonly RoomFeature[] }) {
  const [board, setBoard] = useState<Board>(EMPTY_BOARD);
  const [scores, setScores] = useState(ZERO_SCORES);
  const outcome = outcomeOf(board);
  const tone = useTone();
  const hintId = useId();
  const largeText = features.includes("large_text");
  const highContrast = features.includes("high_contrast");
  const audioCues = features.includes("audio_cues");

  const place = useCallback(
    (square: number) => {
      const next = play(board, square);
      if (!next) return;
      const after = outcomeOf(next);
      setBoard(next);
      if (after.kind !== "playing") setScores((s) => scoreAfter(s, after));
      if (audioCues) tone(after.kind === "won" ? "win" : "move");
    },
    [board, audioCues, tone],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (!/^[1-9]$/.test(event.key)) return;
      event.preventDefault();
      place(Number(event.key) - 1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [place]);

  const winning = outcome.kind === "won" ? outcome.line : [];
  const cellClass = highContrast
    ? "border-4 border-white bg-black text-white"
    : "border-2 border-line bg-canvas text-fg hover:bg-raised";

  return (
    <section aria-labelledby="board-heading" className="flex flex-col items-center gap-4" data-large-text={largeText} data-high-contrast={highContrast} data-audio-cues={audioCues}>
      <h2 id="board-heading" className="sr-only">
        Tic-tac-toe board
      </h2>
      <p role="status" aria-live="polite" className={`font-semibold ${largeText ? "text-2xl" : "text-lg"}`} data-testid="ttt-status">
        {statusText(outcome)}
      </p>
      <p id={hintId} className="sr-only">
        {ARCADE_TEXTS.keysHint}
      </p>
      <div role="group" aria-label="Board" aria-describedby={hintId} className={`grid grid-cols-3 gap-1 rounded p-1 ${highContrast ? "bg-white" : "bg-line"}`}>
        {board.map((cell, i) => {
          const inLine = winning.includes(i);
          return (
            <button
              key={i}
              type="button"
              onClick={() => place(i)}
              aria-disabled={cell !== null || outcome.kind !== "playing"}
              aria-label={`Square ${i + 1}, ${cell ?? "empty"}${inLine ? ", winning line" : ""}`}
              data-testid={`square-${i + 1}`}
              className={`flex items-center justify-center font-bold ${cellClass} ${largeText ? "h-24 w-24 text-6xl" : "h-20 w-20 text-4xl"} ${inLine ? "underline decoration-4 underline-offset-8" : ""}`}
            >
              <span aria-hidden="true">{cell ?? ""}</span>
            </button>
          );
        })}
      </div>
      <h3 className="sr-only">Session scores</h3>
      <dl className="grid grid-cols-3 gap-4 text-center">
        {(
          [
            ["X wins", scores.X],
            ["Draws", scores.draws],
            ["O wins", scores.O],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded border border-line px-3 py-2">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-xl font-bold" data-testid={`score-${label.split(" ")[0]!.toLowerCase()}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex gap-2">
        <button type="button" onClick={() => setBoard(EMPTY_BOARD)} className="min-h-10 rounded bg-accent px-4 font-semibold text-accent-fg">
          {ARCADE_TEXTS.newGame}
        </button>
        <button
          type="button"
          onClick={() => {
            setBoard(EMPTY_BOARD);
            setScores(ZERO_SCORES);
          }}
          className="min-h-10 rounded border border-line px-4"
        >
          {ARCADE_TEXTS.resetScore}
        </button>
      </div>
    </section>
  );
}
