// Around the game: resign (asked twice), offer, accept or decline a draw, rematch
// with colours swapped, and, when the opponent's connection drops, "Reconnecting…" with the
// time left, then the choice to claim the win or keep waiting. Players are never forced.
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { GAME_TEXTS } from "~/lib/texts";
import type { GameAction, GameView } from "../../../party/protocol";
import { Button } from "~/components/ui/Button";

type Props = {
  game: GameView;
  mySide: 0 | 1 | null;
  send: (action: GameAction) => void;
  announce: (text: string) => void;
};

export function GameControls(props: Props) {
  const root = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  // A rematch replaces Rematch with the new game's controls: focus stays here, on the first of
  // them, instead of falling to <body>.
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (hadFocus.current && lost) root.current?.querySelector<HTMLElement>("button")?.focus();
  }, [props.game.number]);
  return (
    <div
      ref={root}
      onFocus={() => (hadFocus.current = true)}
      // Focus that moved elsewhere; a control removed under focus blurs with no related target.
      onBlur={(event) => {
        if (event.relatedTarget !== null) hadFocus.current = root.current?.contains(event.relatedTarget) ?? false;
      }}
    >
      <Controls {...props} />
    </div>
  );
}

function Controls({ game, mySide, send, announce }: Props): ReactNode {
  const [confirming, setConfirming] = useState(false);
  useEffect(() => setConfirming(false), [game.number, game.status]);
  if (mySide === null) return <DroppedNotice game={game} mySide={mySide} send={send} announce={announce} />;
  const opponent = game.players[mySide === 0 ? 1 : 0]!;

  if (game.status === "over") {
    const asked = game.rematch.includes(mySide);
    const theyAsked = game.rematch.length > 0 && !asked;
    return (
      <div className="flex flex-wrap items-center gap-2">
        {/* Asked: aria-disabled, so focus stays on it while the opponent decides. */}
        <Button aria-disabled={asked || undefined} onClick={() => asked || send({ type: "rematch" })}>
          {asked ? GAME_TEXTS.rematchAsked : theyAsked ? GAME_TEXTS.acceptRematch : GAME_TEXTS.rematch}
        </Button>
        <span className="text-sm text-muted">
          {theyAsked ? `${opponent.displayName} asks for a rematch.` : "Colours swap in a rematch."}
        </span>
      </div>
    );
  }

  const offered = game.drawOffer;
  return (
    <div className="flex flex-col gap-2">
      <DroppedNotice game={game} mySide={mySide} send={send} announce={announce} />
      <div className="flex flex-wrap items-center gap-2">
        {offered !== null && offered !== mySide ? (
          <>
            <span className="font-medium">{opponent.displayName} offers a draw.</span>
            <Button onClick={() => send({ type: "draw", action: "accept" })}>{GAME_TEXTS.acceptDraw}</Button>
            <Button onClick={() => send({ type: "draw", action: "decline" })} variant="secondary">
              {GAME_TEXTS.declineDraw}
            </Button>
          </>
        ) : (
          <Button
            disabled={offered === mySide}
            onClick={() => send({ type: "draw", action: "offer" })}
            variant="secondary"
          >
            {offered === mySide ? GAME_TEXTS.drawOffered : GAME_TEXTS.offerDraw}
          </Button>
        )}
        {confirming ? (
          <>
            <span className="font-medium">Resign this game?</span>
            <Button onClick={() => send({ type: "resign" })} variant="danger">
              {GAME_TEXTS.confirmResign}
            </Button>
            <Button onClick={() => setConfirming(false)} variant="secondary">
              {GAME_TEXTS.cancel}
            </Button>
          </>
        ) : (
          <Button onClick={() => setConfirming(true)} variant="secondary">
            {GAME_TEXTS.resign}
          </Button>
        )}
      </div>
    </div>
  );
}

/** "Reconnecting…" with the seconds left; then, for the opponent only, Claim win or Keep waiting. */
function DroppedNotice({ game, mySide, send, announce }: Props) {
  // The room says how much grace was left when it sent this state; count down from then.
  const deadlines = useMemo(
    () => game.dropped.map((d) => ({ side: d.side, at: Date.now() + d.graceLeftMs })),
    [game.dropped],
  );
  const [now, setNow] = useState(() => Date.now());
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    setWaiting(false);
    if (!deadlines.length) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadlines]);
  // Say it once when a seat's grace runs out: the choice is the opponent's to make.
  const expired = deadlines
    .filter((d) => d.side !== mySide && d.at <= now)
    .map((d) => d.side)
    .join();
  useEffect(() => {
    if (!expired || game.status !== "playing") return;
    const names = expired.split(",").map((s) => game.players[Number(s)]!.displayName);
    announce(
      `${names.join(" and ")} has not come back.${mySide !== null ? " You may claim the win or keep waiting." : ""}`,
    );
  }, [expired, game.status, game.players, mySide, announce]);
  if (game.status !== "playing") return null;
  const shown = deadlines.filter((d) => d.side !== mySide);
  if (!shown.length) return null;
  return (
    <div className="rounded border-2 border-accent p-3" data-testid="dropped-notice">
      {shown.map((d) => {
        const player = game.players[d.side]!;
        const left = Math.max(0, Math.ceil((d.at - now) / 1000));
        if (left > 0) {
          return (
            <p key={d.side}>
              {player.displayName}: {GAME_TEXTS.reconnecting} Their seat is held for {left} more seconds.
            </p>
          );
        }
        return (
          <div key={d.side} className="flex flex-wrap items-center gap-2">
            <p>
              {player.displayName} has not come back.
              {mySide !== null && !waiting ? " You may claim the win or keep waiting." : ""}
            </p>
            {mySide !== null && !waiting ? (
              <>
                <Button onClick={() => send({ type: "claim_win" })}>{GAME_TEXTS.claimWin}</Button>
                <Button onClick={() => setWaiting(true)} variant="secondary">
                  {GAME_TEXTS.keepWaiting}
                </Button>
              </>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
