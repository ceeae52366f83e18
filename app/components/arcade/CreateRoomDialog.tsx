// The create-room dialog. The host lands in the new room. Its form posts to the arcade page's
// action (the API's schema and model); without JavaScript the page shows it in place at
// ?dialog=create-room (components/forms/PageDialog.tsx).
import { useNavigate } from "@remix-run/react";
import { useId, useRef, useState } from "react";
import { PageDialog } from "~/components/forms/PageDialog";
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { useToast } from "~/components/ui/Toast";
import { FEATURE_LABELS, GAMES, MAX_PLAYERS, PACE_LABELS, ROOM_NAME_MAX, type GameType } from "~/lib/arcade/arcade";
import { ARCADE_TEXTS, ERROR_TITLE } from "~/lib/texts";
import { GAME_TYPES, ROOM_ACCESSIBILITY_FEATURES } from "~/lib/vocab";
import { Checkbox, Input, Select } from "~/components/ui/Field";

export function CreateRoomDialog({
  gameType,
  open = true,
  onClose,
}: {
  gameType: GameType;
  /** False while only the no-script fallback asks for it. */
  open?: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const [game, setGame] = useState<GameType>(gameType);
  const nameRef = useRef<HTMLInputElement>(null);
  const { toast } = useToast();
  const navigate = useNavigate();
  const form = useActionForm<{ roomId: number }>({
    intent: "create-room",
    // The dialog param keeps a refused no-script post showing the form and its errors.
    action: "/arcade?index&dialog=create-room",
    // The room's page takes focus to its heading as any new page does (shell/RouteFocus.tsx).
    onSuccess: ({ roomId }) => {
      toast({ title: ARCADE_TEXTS.created });
      onClose();
      navigate(`/arcade/room/${roomId}`);
    },
    failureToast: (failure) =>
      failure.fieldErrors.name
        ? { title: ERROR_TITLE, description: failure.fieldErrors.name, variant: "destructive" }
        : { title: ERROR_TITLE, description: ARCADE_TEXTS.createFailed, variant: "destructive" },
  });
  const nameError = form.fieldErrors.name;

  return (
    <PageDialog name="create-room" open={open} onClose={onClose} initialFocus={nameRef} title="Create Game Room">
      <form {...form.formProps} className="mt-4 flex flex-col gap-4">
        <input {...form.intentProps} />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-name`} className="font-medium">
            Room name
          </label>
          <Input
            ref={nameRef}
            id={`${id}-name`}
            name="name"
            defaultValue={form.values.name}
            maxLength={ROOM_NAME_MAX}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
          />
          {nameError ? (
            <p id={`${id}-name-error`} className="font-medium text-danger">
              {nameError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-game`} className="font-medium">
            Game
          </label>
          <Select
            id={`${id}-game`}
            name="gameType"
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
          <Checkbox name="isPrivate" defaultChecked={form.values.isPrivate === "on"} />
          Private room
        </label>
        <fieldset>
          <legend className="font-medium">Pace</legend>
          <div className="mt-2 flex flex-col gap-1">
            {(["live", "correspondence"] as const).map((pace) => (
              <label key={pace} className="flex items-start gap-2">
                <input
                  type="radio"
                  name="pace"
                  value={pace}
                  defaultChecked={(form.values.pace ?? "live") === pace}
                  className="mt-1 h-4 w-4"
                />
                <span>
                  <span className="font-medium">{PACE_LABELS[pace].name}.</span> {PACE_LABELS[pace].hint}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="font-medium">Accessibility features</legend>
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {ROOM_ACCESSIBILITY_FEATURES.map((feature) => (
              <label key={feature} className="flex min-h-8 items-center gap-2">
                <Checkbox name="accessibilityFeatures" value={feature} />
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
          <Button type="submit" busy={form.busy} busyLabel="Creating the room…">
            Create Room
          </Button>
        </div>
      </form>
    </PageDialog>
  );
}
