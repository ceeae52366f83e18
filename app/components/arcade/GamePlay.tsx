// Online play in a game room (decision 009), for players and watchers alike: the board, a box for
// typed moves and commands, resign, draw, rematch, the reconnect grace, the move history and
// one polite live region that says every move and whose turn it is. The room referees; this
// only shows what it says and sends what the player asks.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { MOVE_HINTS, type RoomFeature } from "~/lib/arcade/arcade";
import { ARCADE_TEXTS, GAME_TEXTS } from "~/lib/texts";
import type { GameAction, GameView } from "../../../party/protocol";
import { GameBoard } from "./GameBoard";
import { GameControls } from "./GameControls";
import { useEarcon } from "~/components/accessibility/useEarcon";
import { useAccessibility } from "~/components/AccessibilityProvider";
import { Button } from "~/components/ui/Button";
import { Input } from "~/components/ui/Field";

type Props = {
  game: GameView;
  me: number;
  features: readonly RoomFeature[];
  act: (action: GameAction) => boolean;
  refusal: { message: string; n: number } | null;
};

export function statusLine(game: GameView, mySide: 0 | 1 | null): string {
  const name = (side: 0 | 1) => `${game.players[side]!.sideName} (${game.players[side]!.displayName})`;
  if (game.outcome)
    return game.outcome.kind === "won"
      ? `${name(game.outcome.winner)} wins: ${game.outcome.reason}.`
      : `Draw: ${game.outcome.reason}.`;
  if (game.turn === null) return "";
  return `${name(game.turn)} to move.${game.turn === mySide ? ` ${GAME_TEXTS.yourMove}` : ""}`;
}

export function GamePlay({ game, me, features, act, refusal }: Props) {
  const mySide = game.players.find((p) => p.userId === me)?.side ?? null;
  const verbose = useAccessibility().effective.verboseDescriptions;
  const options = {
    largeText: features.includes("large_text"),
    highContrast: features.includes("high_contrast"),
    reducedMotion: features.includes("reduced_motion"),
    verbose,
  };
  const audioCues = features.includes("audio_cues");
  const [said, setSaid] = useState("");
  const [draft, setDraft] = useState("");
  const [inputError, setInputError] = useState("");
  const ids = { hint: useId(), error: useId(), keys: useId() };
  const earcon = useEarcon();
  const myTurn = mySide !== null && game.status === "playing" && game.turn === mySide;

  /** The live region: the newest message wins; a repeat is told apart so it is read again. */
  const announce = useCallback((text: string) => setSaid((prev) => (prev === text ? `${text}\u00a0` : text)), []);

  // Every new state from the room: say what happened and whether it is your move.
  const seen = useRef<{ seq: number; number: number; moves: number; over: boolean } | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = { seq: game.seq, number: game.number, moves: game.history.length, over: game.status === "over" };
    if (before && before.seq === game.seq && before.number === game.number) return;
    announce(`${game.announcement}${myTurn ? ` ${GAME_TEXTS.yourMove}` : ""}`);
    // The room's audio cues, heard only by members with sound effects on.
    if (!audioCues || !before || before.number !== game.number) return;
    if (game.status === "over" && !before.over) earcon("win");
    else if (game.history.length > before.moves) earcon(myTurn ? "turn" : "move");
  }, [game, myTurn, announce, audioCues, earcon]);

  // The room refused something this page sent.
  useEffect(() => {
    if (!refusal) return;
    announce(refusal.message);
    setInputError(refusal.message);
  }, [refusal, announce]);

  const send = useCallback(
    (action: GameAction) => {
      if (!act(action)) announce(GAME_TEXTS.notConnected);
    },
    [act, announce],
  );
  const move = useCallback((notation: string) => send({ type: "move", move: notation }), [send]);

  // Tic-tac-toe keeps its promise: number keys 1 to 9 place a mark, anywhere but a text field.
  useEffect(() => {
    if (game.gameType !== "tic_tac_toe" || mySide === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target) || !/^[1-9]$/.test(event.key))
        return;
      event.preventDefault();
      if (game.status !== "playing") return announce("The game is over.");
      if (!myTurn) return announce("It is not your turn.");
      move(event.key);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [game.gameType, game.status, mySide, myTurn, move, announce]);

  const command = (text: string): boolean => {
    const word = text.trim().toLowerCase();
    const opponentOffered = game.drawOffer !== null && game.drawOffer !== mySide;
    switch (word) {
      case "help":
      case "?":
        announce(`${MOVE_HINTS[game.gameType]} ${GAME_TEXTS.commands}`);
        return true;
      case "board":
      case "position":
        announce(game.description);
        return true;
      case "moves":
        announce(
          game.legalMoves.length
            ? `Legal moves: ${game.legalMoves.map((m) => m.notation).join(", ")}.`
            : "There are no legal moves.",
        );
        return true;
      case "history":
        announce(
          game.history.length
            ? game.history
                .slice(-6)
                .map((h) => h.spoken)
                .join(". ")
            : GAME_TEXTS.noMoves,
        );
        return true;
      case "score":
        announce(scoreText(game));
        return true;
      case "status":
        announce(statusLine(game, mySide));
        return true;
    }
    if (mySide === null) return false;
    const action: GameAction | null =
      word === "resign"
        ? { type: "resign" }
        : word === "draw"
          ? { type: "draw", action: opponentOffered ? "accept" : "offer" }
          : word === "decline"
            ? { type: "draw", action: "decline" }
            : word === "rematch"
              ? { type: "rematch" }
              : word === "claim"
                ? { type: "claim_win" }
                : null;
    if (!action) return false;
    send(action);
    return true;
  };

  const history = useMemo(() => pairs(game), [game]);
  return (
    <section
      aria-labelledby="game-heading"
      className="flex flex-col gap-4"
      data-large-text={options.largeText}
      data-high-contrast={options.highContrast}
      data-reduced-motion={options.reducedMotion}
      data-audio-cues={audioCues}
    >
      <div>
        <h2 id="game-heading" className={`font-semibold ${options.largeText ? "text-2xl" : "text-xl"}`}>
          Game {game.number}:{" "}
          {game.players
            .map((p) => `${p.sideName} ${p.displayName}${p.userId === me ? " (you)" : ""}`)
            .join(" against ")}
        </h2>
        <p className={`mt-1 font-semibold ${options.largeText ? "text-2xl" : "text-lg"}`} data-testid="game-status">
          {statusLine(game, mySide)}
        </p>
        {mySide === null ? <p className="text-muted">{GAME_TEXTS.watching}</p> : null}
      </div>
      <p role="status" aria-live="polite" className="sr-only" data-testid="game-announcer">
        {said}
      </p>

      <GameControls game={game} mySide={mySide} send={send} announce={announce} />

      <div className="overflow-x-auto">
        <GameBoard
          game={game}
          mySide={mySide}
          options={options}
          onMove={move}
          announce={announce}
          describedBy={game.gameType === "tic_tac_toe" ? ids.keys : undefined}
        />
      </div>
      {game.gameType === "tic_tac_toe" ? (
        <p id={ids.keys} className="sr-only">
          {ARCADE_TEXTS.keysHint}
        </p>
      ) : null}

      {mySide !== null ? (
        <form
          className="flex flex-col gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            const text = draft.trim();
            if (!text) return;
            setInputError("");
            if (!command(text)) move(text);
            setDraft("");
          }}
        >
          <label htmlFor="move-input" className="font-medium">
            {GAME_TEXTS.moveLabel}
          </label>
          <div className="flex gap-2">
            <Input
              id="move-input"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={40}
              aria-describedby={`${ids.hint}${inputError ? ` ${ids.error}` : ""}`}
              aria-invalid={inputError ? true : undefined}
              className={`w-48 ${options.largeText ? "text-xl" : ""}`}
            />
            <Button type="submit">{GAME_TEXTS.play}</Button>
          </div>
          <p id={ids.hint} className="text-sm text-muted">
            {MOVE_HINTS[game.gameType]} {GAME_TEXTS.commands}
          </p>
          {inputError ? (
            <p id={ids.error} className="text-sm font-semibold text-danger" data-testid="move-error">
              {inputError}
            </p>
          ) : null}
        </form>
      ) : null}

      <details className="rounded border border-line p-2">
        <summary className="min-h-6 cursor-pointer font-medium">{GAME_TEXTS.position}</summary>
        <p className="mt-2" data-testid="game-description">
          {game.description}
        </p>
      </details>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold">{GAME_TEXTS.history}</h3>
          {history.length ? (
            <ol
              aria-label={GAME_TEXTS.history}
              className="mt-1 flex max-h-64 list-inside list-decimal flex-col gap-1 overflow-y-auto text-sm"
              tabIndex={0}
              data-testid="move-history"
            >
              {history.map((turn, i) => (
                <li key={i}>
                  {turn.map((h) => (
                    <span key={h.notation + h.side} className="mr-3">
                      <span className="font-mono font-semibold">{h.notation}</span>{" "}
                      <span className="sr-only">{h.spoken}. </span>
                    </span>
                  ))}
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-1 text-sm text-muted">{GAME_TEXTS.noMoves}</p>
          )}
        </div>
        <div>
          <h3 className="font-semibold">{GAME_TEXTS.score}</h3>
          <p className="mt-1 text-sm" data-testid="session-score">
            {scoreText(game)}
          </p>
        </div>
      </div>
    </section>
  );
}

/** Moves grouped by turn (White and Black together), or one per item when a side can pass. */
function pairs(game: GameView) {
  const turns: GameView["history"][] = [];
  for (const h of game.history) {
    const last = turns.at(-1);
    if (last && last.length === 1 && last[0]!.side === 0 && h.side === 1) last.push(h);
    else turns.push([h]);
  }
  return turns;
}

function scoreText(game: GameView) {
  const [a, b] = game.players;
  return `${a!.displayName} ${game.tally.wins[0]}, ${b!.displayName} ${game.tally.wins[1]}, draws ${game.tally.draws}.`;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
