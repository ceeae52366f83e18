// The create-room dialog (spec doc 2, Arcade; sections 5 and 8). The host lands in the new room.
import { useNavigate } from "@remix-run/react";
import { useId, useRef, useState } from "react";
import { Dialog } from "~/components/ui/Dialog";
import { useToast } from "~/components/ui/Toast";
import { apiRequest } from "~/lib/api-client";
import {
  FEATURE_LABELS,
  GAMES,
  MAX_PLAYERS,
  ROOM_NAME_MAX,
  type CreateRoomInput,
  type GameType,
  type RoomFeature,
} from "~/lib/arcade/arcade";
import { ARCADE_TEXTS, ERROR_TITLE } from "~/lib/texts";
import { GAME_TYPES, ROOM_ACCESSIBILITY_FEATURES } from "~/lib/vocab";
import { Button } from "~/components/ui/Button";
import { Checkbox, Input, Select } from "~/components/ui/Field";

const createdRoom = (value: unknown) =>
  value && typeof value === "object" && "id" in value && typeof value.id === "number" ? value.id : null;

export function CreateRoomDialog({
  gameType,
  hostId,
  onClose,
}: {
  gameType: GameType;
  hostId: number;
  onClose: () => void;
}) {
  const id = useId();
  const [name, setName] = useState("");
  const [game, setGame] = useState<GameType>(gameType);
  const [isPrivate, setIsPrivate] = useState(false);
  const [features, setFeatures] = useState<RoomFeature[]>([]);
  const [nameError, setNameError] = useState(false);
  const [sending, setSending] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const { toast } = useToast();
  const navigate = useNavigate();

  const submit = async () => {
    if (!name.trim()) {
      setNameError(true);
      toast({ title: ERROR_TITLE, description: ARCADE_TEXTS.emptyName, variant: "destructive" });
      nameRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      const response = await apiRequest("POST", "/api/game-rooms", {
        name: name.trim(),
        gameType: game,
        isPrivate,
        accessibilityFeatures: features,
        maxPlayers: MAX_PLAYERS,
        hostId,
      } satisfies CreateRoomInput);
      const roomId = createdRoom(await response?.json());
      toast({ title: ARCADE_TEXTS.created });
      onClose();
      if (roomId) navigate(`/arcade/room/${roomId}`);
    } catch {
      toast({ title: ERROR_TITLE, description: ARCADE_TEXTS.createFailed, variant: "destructive" });
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} initialFocus={nameRef} title="Create Game Room">
      <form
        noValidate
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-name`} className="font-medium">
            Room name
          </label>
          <Input
            ref={nameRef}
            id={`${id}-name`}
            value={name}
            maxLength={ROOM_NAME_MAX}
            onChange={(e) => {
              setName(e.target.value);
              if (e.target.value.trim()) setNameError(false);
            }}
            aria-invalid={nameError}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
          />
          {nameError ? (
            <p id={`${id}-name-error`} className="font-medium text-danger">
              {ARCADE_TEXTS.emptyName}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-game`} className="font-medium">
            Game
          </label>
          <Select
            id={`${id}-game`}
            value={game}
            onChange={(e) => setGame(GAME_TYPES.find((g) => g === e.target.value) ?? game)}
          >
            {GAME_TYPES.map((value) => (
              <option key={value} value={value}>
                {GAMES[value].name}
              </option>
            ))}
          </Select>
        </div>
        <label className="flex min-h-8 items-center gap-2">
          <Checkbox checked={isPrivate} onChange={(e) => setIsPrivate(e.target.checked)} />
          Private room
        </label>
        <fieldset>
          <legend className="font-medium">Accessibility features</legend>
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {ROOM_ACCESSIBILITY_FEATURES.map((feature) => (
              <label key={feature} className="flex min-h-8 items-center gap-2">
                <Checkbox
                  checked={features.includes(feature)}
                  onChange={(e) =>
                    setFeatures((current) =>
                      e.target.checked ? [...current, feature] : current.filter((f) => f !== feature),
                    )
                  }
                />
                {FEATURE_LABELS[feature]}
              </label>
            ))}
          </div>
        </fieldset>
        <p className="text-sm text-muted">Every game is for {MAX_PLAYERS} players. You take the first seat.</p>
        <div className="flex justify-end gap-2">
          <Button onClick={onClose} variant="secondary">
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            Create Room
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
