// The game room's Room Information panel: the room's facts, its invite link with a copy
// button, Invite a member while a seat is free, and Leave for a player (which resigns a game
// in progress). Leave is a form posted to the room's page.
import { useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { Field, Input } from "~/components/ui/Field";
import { useToast } from "~/components/ui/Toast";
import {
  COPIED_FEEDBACK_MS,
  FEATURE_LABELS,
  inviteLink,
  isJoinable,
  isRoomFeature,
  PACE_LABELS,
  roomPath,
} from "~/lib/arcade/arcade";
import { shortDate } from "~/lib/format";
import { ARCADE_TEXTS, ERROR_TITLE, GAME_TEXTS } from "~/lib/texts";
import type { Room } from "~/models/game-room.server";
import { InviteMember } from "./InviteMember";
import { RoomPanel } from "./RoomPanel";

const PAIR = "flex flex-wrap gap-x-4";

export function RoomInformation({
  room,
  live,
  isParticipant,
}: {
  room: Room;
  live: { currentPlayers: number; maxPlayers: number; status: Room["status"] };
  isParticipant: boolean;
}) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const leave = useActionForm({
    intent: "leave-room",
    onSuccess: () => {
      toast({ title: ARCADE_TEXTS.left });
      navigate("/arcade");
    },
    failureToast: () => ({ title: ERROR_TITLE, description: ARCADE_TEXTS.leaveFailed, variant: "destructive" }),
  });
  const [copied, setCopied] = useState(false);
  const [link, setLink] = useState(roomPath(room.id, room.isPrivate ? room.inviteToken : null));
  // A private room's link carries its invite token: whoever has the link may watch and join.
  const token = room.isPrivate ? room.inviteToken : null;
  useEffect(() => setLink(inviteLink(window.location.origin, room.id, token)), [room.id, token]);
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
    <RoomPanel id="room-info-heading" title="Room Information">
      {/* Each term and its value share a line while they fit, and the value moves under its term
          when they do not, so neither is split mid-word at the largest text. */}
      <dl className="mt-3 grid gap-y-1 text-sm">
        <div className={PAIR}>
          <dt className="text-muted">Players</dt>
          <dd data-testid="room-players">
            {live.currentPlayers}/{live.maxPlayers}
          </dd>
        </div>
        <div className={PAIR}>
          <dt className="text-muted">Pace</dt>
          <dd>{PACE_LABELS[room.pace].name}</dd>
        </div>
        <div className={PAIR}>
          <dt className="text-muted">Visibility</dt>
          <dd>{room.isPrivate ? "Private" : "Public"}</dd>
        </div>
        <div className={PAIR}>
          <dt className="text-muted">Created</dt>
          <dd>{shortDate(room.createdAt)}</dd>
        </div>
        <div className={PAIR}>
          <dt className="text-muted">Accessibility</dt>
          <dd>
            {room.accessibilityFeatures.length
              ? room.accessibilityFeatures
                  .filter(isRoomFeature)
                  .map((f) => FEATURE_LABELS[f])
                  .join(", ")
              : "None listed"}
          </dd>
        </div>
      </dl>
      {room.pace === "correspondence" ? <p className="mt-2 text-sm">{PACE_LABELS.correspondence.hint}</p> : null}
      <Field label="Invite link" className="mt-3 text-sm" labelClassName="text-muted">
        <Input readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      </Field>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => void copy()} variant="secondary">
          {copied ? ARCADE_TEXTS.copied : ARCADE_TEXTS.copyInvite}
        </Button>
        {isParticipant ? (
          <form {...leave.formProps} className="contents">
            <input {...leave.intentProps} />
            <Button
              type="submit"
              id="leave-room"
              busy={leave.busy}
              aria-describedby={live.status === "in_progress" ? "leave-resigns" : undefined}
              variant="danger"
            >
              {ARCADE_TEXTS.leaveRoom}
            </Button>
          </form>
        ) : null}
        {isParticipant && live.status === "in_progress" ? (
          <p id="leave-resigns" className="w-full text-sm text-muted">
            {GAME_TEXTS.leaveResigns}
          </p>
        ) : null}
      </div>
      {isParticipant && isJoinable(live) ? <InviteMember /> : null}
    </RoomPanel>
  );
}
