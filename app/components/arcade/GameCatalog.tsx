// Browse Games: the five games with players, difficulty and features. View Rules shows each game's
// rules; Create Room opens the dialog with the game chosen.
import { useState } from "react";
import { FEATURE_LABELS, GAMES, MAX_PLAYERS, type GameType } from "~/lib/arcade/arcade";
import { GAME_TYPES } from "~/lib/vocab";
import { Button } from "~/components/ui/Button";
import { cardClass } from "~/components/ui/Card";

export function GameCatalog({ onCreate }: { onCreate: (game: GameType) => void }) {
  const [open, setOpen] = useState<GameType | null>(null);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {GAME_TYPES.map((type) => {
        const game = GAMES[type];
        const rulesId = `rules-${type}`;
        return (
          <li key={type}>
            <article
              aria-labelledby={`game-${type}`}
              className={cardClass({ className: "flex h-full flex-col gap-3" })}
              data-testid="game-card"
            >
              <div className="flex items-center gap-3">
                <span aria-hidden="true" className="text-3xl">
                  {game.icon}
                </span>
                <h3 id={`game-${type}`} className="text-lg font-semibold">
                  {game.name}
                </h3>
              </div>
              <p>{game.description}</p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                <dt className="text-muted">Players</dt>
                <dd>{MAX_PLAYERS}</dd>
                <dt className="text-muted">Difficulty</dt>
                <dd data-testid="difficulty">{game.difficulty}</dd>
              </dl>
              <ul className="flex flex-wrap gap-1 text-xs" aria-label={`${game.name} accessibility features`}>
                {game.features.map((feature) => (
                  <li key={feature} className="rounded bg-accent-soft px-2 py-0.5 text-fg">
                    {FEATURE_LABELS[feature]}
                  </li>
                ))}
              </ul>
              {open === type ? (
                <p id={rulesId} className="rounded border border-line p-2 text-sm">
                  {game.rules}
                </p>
              ) : null}
              <div className="mt-auto flex gap-2">
                <Button
                  aria-expanded={open === type}
                  aria-controls={open === type ? rulesId : undefined}
                  onClick={() => setOpen(open === type ? null : type)}
                  variant="secondary"
                >
                  View Rules<span className="sr-only"> for {game.name}</span>
                </Button>
                <Button onClick={() => onCreate(type)}>
                  Create Room<span className="sr-only"> for {game.name}</span>
                </Button>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
