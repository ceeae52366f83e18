// The game room page (spec doc 2, Game room): header, the board or the room's state, and the
// Room Information, Players and Game Chat panels, all kept live by useGameRoom.
import { Link, useNavigate, useRouteLoaderData } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Avatar } from "~/components/Avatar";
import { useToast } from "~/components/ui/Toast";
import { apiRequest, serverMessage } from "~/lib/api-client";
import { COPIED_FEEDBACK_MS, FEATURE_LABELS, GAMES, inviteLink, isJoinable, isRoomFeature } from "~/lib/arcade/arcade";
import { relativeTime, shortDate } from "~/lib/format";
import { ARCADE_TEXTS, ERROR_TITLE, GAME_TEXTS } from "~/lib/texts";
import type { Room, RoomParticipant } from "~/models/game-room.server";
import type { loader as rootLoader } from "~/root";
import { CrownIcon, PresenceBadge, StatusBadge } from "./badges";
import type { GameView } from "../../../party/protocol";
import { GamePlay } from "./GamePlay";
import { useGameRoom, type LiveParticipant } from "./useGameRoom";
import { Button } from "~/components/ui/Button";

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
  });
  const { toast } = useToast();
  const navigate = useNavigate();
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  const [chatReady, setChatReady] = useState(false);
  useEffect(() => setChatReady(true), []);
  const [busy, setBusy] = useState(false);
  const game = GAMES[room.gameType];
  const status = live.room.status;
  const isHost = room.hostId === me;
  const isParticipant = live.participants.some((p) => p.userId === me && p.isActive);
  const joinable = isJoinable(live.room);

  const join = async () => {
    setBusy(true);
    try {
      await apiRequest("POST", `/api/game-rooms/${room.id}/join`, { userId: me });
      toast({ title: ARCADE_TEXTS.joined });
      await live.refresh().catch(() => undefined);
    } catch (error) {
      toast({
        title: ERROR_TITLE,
        description: serverMessage(error) ?? ARCADE_TEXTS.joinFailed,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };

  const leave = async () => {
    setBusy(true);
    try {
      await apiRequest("POST", `/api/game-rooms/${room.id}/leave`, { userId: me });
      toast({ title: ARCADE_TEXTS.left });
      navigate("/arcade");
    } catch {
      toast({ title: ERROR_TITLE, description: ARCADE_TEXTS.leaveFailed, variant: "destructive" });
      setBusy(false);
    }
  };

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

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <section aria-label="Game" className="rounded-lg border border-line bg-surface p-6">
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
              <button
                type="button"
                onClick={() => void join()}
                disabled={busy}
                className="min-h-11 rounded bg-accent px-6 text-lg font-semibold text-accent-fg disabled:opacity-70"
              >
                {ARCADE_TEXTS.joinGame}
              </button>
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
          <RoomInformation
            room={room}
            live={live.room}
            isParticipant={isParticipant}
            busy={busy}
            onLeave={() => void leave()}
          />
          <Players
            participants={live.participants}
            spectators={live.spectators}
            hostId={room.hostId}
            me={me}
            now={now}
            connection={live.status}
          />
          {chatReady && shell?.user ? (
            <Suspense fallback={<p className="text-muted">Loading chat…</p>}>
              <GameChat roomId={room.id} user={{ id: shell.user.id, displayName: shell.user.displayName }} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function RoomInformation({
  room,
  live,
  isParticipant,
  busy,
  onLeave,
}: {
  room: Room;
  live: { currentPlayers: number; maxPlayers: number; status: Room["status"] };
  isParticipant: boolean;
  busy: boolean;
  onLeave: () => void;
}) {
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  const [link, setLink] = useState(`/arcade/room/${room.id}`);
  useEffect(() => setLink(inviteLink(window.location.origin, room.id)), [room.id]);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast({ title: ARCADE_TEXTS.inviteCopied });
    } catch {
      toast({
        title: ERROR_TITLE,
        description: "Could not copy the link. Select the invite link above and copy it yourself.",
        variant: "destructive",
      });
    }
  };

  return (
    <section aria-labelledby="room-info-heading" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="room-info-heading" className="text-lg font-semibold">
        Room Information
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Players</dt>
        <dd data-testid="room-players">
          {live.currentPlayers}/{live.maxPlayers}
        </dd>
        <dt className="text-muted">Visibility</dt>
        <dd>{room.isPrivate ? "Private" : "Public"}</dd>
        <dt className="text-muted">Created</dt>
        <dd>{shortDate(room.createdAt)}</dd>
        <dt className="text-muted">Accessibility</dt>
        <dd>
          {room.accessibilityFeatures.length
            ? room.accessibilityFeatures
                .filter(isRoomFeature)
                .map((f) => FEATURE_LABELS[f])
                .join(", ")
            : "None listed"}
        </dd>
      </dl>
      <label className="mt-3 flex flex-col gap-1 text-sm">
        <span className="text-muted">Invite link</span>
        <input
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="min-h-9 rounded border border-line bg-canvas px-2 text-fg"
        />
      </label>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => void copy()} variant="secondary">
          {copied ? ARCADE_TEXTS.copied : ARCADE_TEXTS.copyInvite}
        </Button>
        {isParticipant ? (
          <Button
            onClick={onLeave}
            disabled={busy}
            aria-describedby={live.status === "in_progress" ? "leave-resigns" : undefined}
            variant="danger"
          >
            {ARCADE_TEXTS.leaveRoom}
          </Button>
        ) : null}
        {isParticipant && live.status === "in_progress" ? (
          <p id="leave-resigns" className="w-full text-sm text-muted">
            {GAME_TEXTS.leaveResigns}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function Players({
  participants,
  spectators,
  hostId,
  me,
  now,
  connection,
}: {
  participants: LiveParticipant[];
  spectators: number;
  hostId: number;
  me: number;
  now: number;
  connection: string;
}) {
  return (
    <section aria-labelledby="players-heading" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="players-heading" className="text-lg font-semibold">
        Players
      </h2>
      {connection === "connected" ? null : (
        <p className="mt-1 text-sm text-muted" data-testid="live-status">
          Live updates paused; checking every 3 seconds.
        </p>
      )}
      <ul className="mt-3 flex flex-col gap-3" data-testid="players">
        {participants.map((p) => (
          <li key={p.userId} className="flex items-center gap-3" data-testid="player">
            <Avatar userId={p.userId} name={p.displayName} size={40} />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <span>Player {p.playerNumber}</span>
                {p.userId === hostId ? (
                  <span className="inline-flex items-center gap-1 text-sm text-accent">
                    <CrownIcon /> Host
                  </span>
                ) : null}
                {p.userId === me ? (
                  <span className="rounded bg-accent px-2 text-xs font-semibold text-accent-fg">You</span>
                ) : null}
              </p>
              <p className="truncate text-sm">{p.displayName}</p>
              <p className="text-xs text-muted">
                Joined {relativeTime(p.joinedAt, Math.max(now, Date.parse(p.joinedAt)))}
              </p>
            </div>
            {p.presence ? <PresenceBadge presence={p.presence} /> : null}
          </li>
        ))}
      </ul>
      {spectators > 0 ? (
        <p className="mt-3 text-sm text-muted" data-testid="spectators">
          {spectators === 1 ? "1 person watching" : `${spectators} people watching`}
        </p>
      ) : null}
    </section>
  );
}
