// One room on the arcade (Play Games): icon, name, game, status, players, date, Private badge,
// two accessibility features then "+N more", Watch, and Join Game or View Game. Join is a form
// posted to the room's page; once in, the member goes to the room.
import { Link, useNavigate } from "@remix-run/react";
import { useActionForm } from "~/components/forms/useActionForm";
import { useToast } from "~/components/ui/Toast";
import { capList, shortDate } from "~/lib/format";
import { CARD_FEATURE_LIMIT, FEATURE_LABELS, GAMES, isJoinable, isRoomFeature } from "~/lib/arcade/arcade";
import { ARCADE_TEXTS, ERROR_TITLE } from "~/lib/texts";
import type { RoomListItem } from "~/models/game-room.server";
import { StatusBadge } from "./badges";
import { Button, buttonClass } from "~/components/ui/Button";
import { cardClass } from "~/components/ui/Card";

export function RoomCard({ room }: { room: RoomListItem }) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const roomPage = `/arcade/room/${room.id}`;
  const join = useActionForm({
    intent: "join-room",
    action: roomPage,
    onSuccess: () => {
      toast({ title: ARCADE_TEXTS.joined });
      navigate(roomPage);
    },
    failureToast: (failure) => ({
      title: ERROR_TITLE,
      description: failure.formError ?? ARCADE_TEXTS.joinFailed,
      variant: "destructive",
    }),
  });
  const game = GAMES[room.gameType];
  const features = capList(room.accessibilityFeatures.filter(isRoomFeature), CARD_FEATURE_LIMIT);
  const headingId = `room-${room.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className={cardClass({ className: "flex h-full flex-col gap-3" })}
      data-testid="room-card"
    >
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="text-3xl">
          {game.icon}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg font-semibold">
            {room.name}
          </h3>
          <p className="text-sm text-muted">{game.name}</p>
        </div>
        <StatusBadge status={room.status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="text-muted">Players</dt>
        <dd>
          {room.currentPlayers}/{room.maxPlayers}
        </dd>
        <dt className="text-muted">Created</dt>
        <dd>{shortDate(room.createdAt)}</dd>
      </dl>
      {room.isPrivate ? (
        <p className="w-fit rounded border border-line px-2 py-0.5 text-xs font-semibold">Private</p>
      ) : null}
      <ul className="flex flex-wrap gap-1 text-xs" aria-label="Accessibility features">
        {features.shown.map((feature) => (
          <li key={feature} className="rounded bg-accent-soft px-2 py-0.5 text-fg">
            {FEATURE_LABELS[feature]}
          </li>
        ))}
        {features.hidden > 0 ? (
          <li className="rounded border border-line px-2 py-0.5">+{features.hidden} more</li>
        ) : null}
      </ul>
      <div className="mt-auto flex gap-2">
        <Link
          to={`/arcade/room/${room.id}`}
          className={buttonClass({ variant: "secondary", className: "inline-flex items-center justify-center" })}
          aria-label={`${ARCADE_TEXTS.watch} ${room.name}`}
        >
          {ARCADE_TEXTS.watch}
        </Link>
        {room.isParticipant ? (
          <Link
            to={`/arcade/room/${room.id}`}
            className={buttonClass({ className: "inline-flex items-center justify-center" })}
            aria-label={`${ARCADE_TEXTS.viewGame}: ${room.name}`}
          >
            {ARCADE_TEXTS.viewGame}
          </Link>
        ) : (
          <form {...join.formProps} className="contents">
            <input {...join.intentProps} />
            <Button
              type="submit"
              id={`join-room-${room.id}`}
              // busy, not disabled, while joining: a disabled button drops focus to <body>.
              disabled={!isJoinable(room)}
              busy={join.busy}
              aria-label={`${ARCADE_TEXTS.joinGame}: ${room.name}`}
              className="inline-flex items-center justify-center"
            >
              {ARCADE_TEXTS.joinGame}
            </Button>
          </form>
        )}
      </div>
    </article>
  );
}
