// Small status markers for rooms and players: each pairs a shape with words, never colour alone.
import { STATUS_LABELS, type RoomStatus } from "~/lib/arcade/arcade";
import type { Presence } from "../../../party/protocol";
import { Icon } from "~/components/icons";
import { badgeClass, type Tone } from "~/components/ui/Card";

export const CrownIcon = () => (
  <Icon size={16} fill="currentColor" stroke="none">
    <path d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5L3 7z" />
  </Icon>
);

const STATUS_TONES: Record<RoomStatus, Tone> = {
  waiting: "success",
  in_progress: "info",
  completed: "neutral",
  cancelled: "danger",
};

export function StatusBadge({ status }: { status: RoomStatus }) {
  return (
    <span className={badgeClass(STATUS_TONES[status])} data-testid="room-status">
      {STATUS_LABELS[status]}
    </span>
  );
}

const PRESENCE: Record<Presence, { label: string; dot: string }> = {
  online: { label: "Online", dot: "bg-success" },
  away: { label: "Away", dot: "border-2 border-muted bg-canvas" },
  offline: { label: "Offline", dot: "bg-line" },
};

export function PresenceBadge({ presence }: { presence: Presence }) {
  const { label, dot } = PRESENCE[presence];
  return (
    <span className="inline-flex items-center gap-1 text-xs" data-testid="presence" data-presence={presence}>
      <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${dot}`} />
      {label}
    </span>
  );
}
