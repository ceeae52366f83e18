// The game room page: header, the board or the room's state, and the Room Information, Players
// and Game Chat panels, all kept live by useGameRoom. This file holds the page and joining (a form
// posted to the room's page); the side panels, and Leave, are in RoomInformation and RoomPlayers.
import { Link, useRouteLoaderData } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useActionForm } from "~/components/forms/useActionForm";
import { useToast } from "~/components/ui/Toast";
import { GAMES, isJoinable, isRoomFeature } from "~/lib/arcade/arcade";
import { ARCADE_TEXTS, ERROR_TITLE } from "~/lib/texts";
import type { Room, RoomParticipant } from "~/models/game-room.server";
import type { loader as rootLoader } from "~/root";
import { CrownIcon, StatusBadge } from "./badges";
import type { GameView } from "../../../party/protocol";
import { GamePlay } from "./GamePlay";
import { useGameRoom } from "./useGameRoom";
import { RoomInformation } from "./RoomInformation";
import { RoomPlayers } from "./RoomPlayers";
import { Button } from "~/components/ui/Button";
import { cardClass } from "~/components/ui/Card";

// The chat's socket and list load after the page, so the board comes first.
const GameChat = lazy(() => import("./GameChat"));

type Props = { room: Room; participants: RoomParticipant[]; game: GameView | null; me: number; now: number };

export function GameRoomView({ room, participants: initialParticipants, game: initialGame, me, now }: Props) {
  const live = useGameRoom({
    game: initialGame,
    room: {
      id: room.id,
      gameType: room.gameType,
      hostId: room.hostId,
      status: room.status,
      currentPlayers: room.currentPlayers,
      maxPlayers: room.maxPlayers,
    },
    participants: initialParticipants.filter((p) => p.isActive),
    inviteToken: room.inviteToken,
  });
  const { toast } = useToast();
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  const [chatReady, setChatReady] = useState(false);
  useEffect(() => setChatReady(true), []);
  const game = GAMES[room.gameType];
  const status = live.room.status;
  const isHost = room.hostId === me;
  const isParticipant = live.participants.some((p) => p.userId === me && p.isActive);
  const joinable = isJoinable(live.room);
  const { refresh } = live;

  // A private room's token goes with the post, as it went with the page's address.
  const join = useActionForm({
    intent: "join-room",
    onSuccess: () => {
      toast({ title: ARCADE_TEXTS.joined });
      refresh().catch(() => undefined);
    },
    // The Join button is gone: focus goes to the game just joined.
    focusAfterSuccess: () => "room-game",
    failureToast: (failure) => ({
      title: ERROR_TITLE,
      description: failure.formError ?? ARCADE_TEXTS.joinFailed,
      variant: "destructive",
    }),
  });

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Link to="/arcade" className="inline-flex min-h-8 w-fit items-center text-accent underline">
          <span aria-hidden="true">←&nbsp;</span>Back to Arcade
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <span aria-hidden="true" className="text-4xl">
            {game.icon}
          </span>
          <div>
            <h1 className="text-3xl font-bold">{room.name}</h1>
            <p className="text-muted">
              {game.name} · Room #{room.id}
            </p>
          </div>
          <StatusBadge status={status} />
          {isHost ? (
            <span
              className="inline-flex items-center gap-1 rounded-full border border-accent px-3 py-1 text-sm font-semibold text-accent"
              data-testid="host-badge"
            >
              <CrownIcon /> Host
            </span>
          ) : null}
        </div>
      </header>

      <p role="status" aria-live="polite" className="sr-only" data-testid="room-announcer">
        {live.announcement}
      </p>

      <div className="grid gap-6 lg:grid-cols-[1fr_min(20rem,35%)]">
        <section id="room-game" tabIndex={-1} aria-label="Game" className={cardClass({ padding: "lg" })}>
          {/* Players play; everyone else watches the same board, read-only and live. */}
          {!isParticipant && !joinable ? (
            <p className="mb-4 text-center text-lg">
              {status === "in_progress"
                ? ARCADE_TEXTS.inProgress
                : status === "waiting"
                  ? ARCADE_TEXTS.roomFull
                  : `This game is ${status === "completed" ? "over" : "cancelled"}.`}
            </p>
          ) : null}
          {joinable && !isParticipant ? (
            <div className="mb-4 flex flex-col items-center gap-3">
              <p className="text-lg">
                {live.room.currentPlayers}/{live.room.maxPlayers} players. A seat is free.
              </p>
              <form {...join.formProps}>
                <input {...join.intentProps} />
                {room.inviteToken ? <input type="hidden" name="invite" value={room.inviteToken} /> : null}
                <Button type="submit" id="join-room" busy={join.busy} size="lg" className="text-lg">
                  {ARCADE_TEXTS.joinGame}
                </Button>
              </form>
            </div>
          ) : null}
          {isParticipant && status === "waiting" ? (
            <p className="mb-4 text-center text-lg">{ARCADE_TEXTS.waitingForPlayers}</p>
          ) : null}
          {live.game ? (
            <GamePlay
              game={live.game}
              me={me}
              features={room.accessibilityFeatures.filter(isRoomFeature)}
              act={live.act}
              refusal={live.refusal}
            />
          ) : null}
        </section>

        <div className="flex flex-col gap-4">
          <RoomInformation room={room} live={live.room} isParticipant={isParticipant} />
          <RoomPlayers
            participants={live.participants}
            spectators={live.spectators}
            hostId={room.hostId}
            me={me}
            now={now}
            connection={live.status}
          />
          {chatReady && shell?.user ? (
            <Suspense fallback={<p className="text-muted">Loading chat…</p>}>
              <GameChat
                roomId={room.id}
                invite={room.inviteToken}
                user={{ id: shell.user.id, displayName: shell.user.displayName }}
              />
            </Suspense>
          ) : null}
        </div>
      </div>
    </div>
  );
}
