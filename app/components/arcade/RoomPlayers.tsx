// The game room's Players panel: each seat with its host crown, "You" and live presence, and
// how many are watching.
import { Avatar } from "~/components/Avatar";
import { relativeTime } from "~/lib/format";
import { CrownIcon, PresenceBadge } from "./badges";
import type { LiveParticipant } from "./useGameRoom";
import { RoomPanel } from "./RoomPanel";

export function RoomPlayers({
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
    <RoomPanel id="players-heading" title="Players">
      {connection === "connected" ? null : (
        <p className="mt-1 text-sm text-muted" data-testid="live-status">
          Live updates paused; checking every 3 seconds.
        </p>
      )}
      <ul className="mt-3 flex flex-col gap-3" data-testid="players">
        {participants.map((p) => (
          <li key={p.userId} className="flex items-center gap-3" data-testid="player">
            <Avatar userId={p.userId} name={p.displayName} size="medium" />
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
    </RoomPanel>
  );
}
