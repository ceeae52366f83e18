// Your picture on /account (docs/features/account.md#your-picture): choose a file, crop it square
// here (zoom and position are sliders with number boxes, so the keyboard does it all), and save it.
// The browser draws the square at both sizes on a canvas and puts them in the form's file fields,
// `file` at 256 px and `small` at 96 px, which the server checks as it checks every upload. A
// canvas keeps no metadata, so no camera's GPS leaves the browser either.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Avatar } from "~/components/Avatar";
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { Field, FormSummary, Input } from "~/components/ui/Field";
import { RangeInput } from "~/components/ui/RangeInput";
import { useToast } from "~/components/ui/Toast";
import { AVATAR_SIZES, avatarSources } from "~/lib/avatar";
import { ACCEPTED_IMAGE_TYPES } from "~/lib/media-limits";
import { ACCOUNT_TEXTS as T } from "~/lib/texts/account";

type Crop = { zoom: number; x: number; y: number };
const CENTRED: Crop = { zoom: 100, x: 50, y: 50 };

/** Draws the chosen square of `image` onto a new canvas `side` px wide. */
function drawSquare(image: ImageBitmap, { zoom, x, y }: Crop, side: number) {
  const canvas = document.createElement("canvas");
  canvas.width = side;
  canvas.height = side;
  const from = (Math.min(image.width, image.height) * 100) / zoom;
  const left = ((image.width - from) * x) / 100;
  const top = ((image.height - from) * y) / 100;
  const context = canvas.getContext("2d");
  context?.drawImage(image, left, top, from, from, 0, 0, side, side);
  return canvas;
}

/** The canvas as a file: WebP where the browser writes it, else PNG (both sizes come out alike). */
function canvasFile(canvas: HTMLCanvasElement, name: string) {
  const webp = canvas.toDataURL("image/webp", 0.9);
  const url = webp.startsWith("data:image/webp") ? webp : canvas.toDataURL("image/png");
  const [head = "", data = ""] = url.split(",");
  const type = head.slice(5, head.indexOf(";"));
  const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
  return new File([bytes], `${name}.${type === "image/webp" ? "webp" : "png"}`, { type });
}

function setFile(input: HTMLInputElement | null, file: File) {
  if (!input) return;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
}

export function AvatarPicker({ userId, name, avatar }: { userId: number; name: string; avatar: string | null }) {
  const { toast } = useToast();
  const [image, setImage] = useState<ImageBitmap | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [crop, setCrop] = useState<Crop>(CENTRED);
  const preview = useRef<HTMLCanvasElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const smallInput = useRef<HTMLInputElement>(null);
  const save = useActionForm({
    intent: "set-avatar",
    onSuccess: (_, form) => {
      form?.reset();
      setImage(null);
      toast({ title: T.avatarSaved });
    },
    focusAfterSuccess: () => "avatar-heading",
  });
  const remove = useActionForm({
    intent: "remove-avatar",
    onSuccess: () => toast({ title: T.avatarRemoved }),
    focusAfterSuccess: () => "avatar-heading",
  });

  useEffect(() => {
    const canvas = preview.current;
    if (!image || !canvas) return;
    canvas.getContext("2d")?.drawImage(drawSquare(image, crop, AVATAR_SIZES.large), 0, 0);
  }, [image, crop]);

  const choose = async (file: File | undefined) => {
    setImage(null);
    setUnreadable(false);
    setCrop(CENTRED);
    if (!file) return;
    try {
      setImage(await createImageBitmap(file));
    } catch {
      setUnreadable(true);
    }
  };

  // The chosen square, at both sizes, replaces the file as it was chosen just before the form goes.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (image) {
      setFile(fileInput.current, canvasFile(drawSquare(image, crop, AVATAR_SIZES.large), "picture"));
      setFile(smallInput.current, canvasFile(drawSquare(image, crop, AVATAR_SIZES.small), "picture-small"));
    }
    save.formProps.onSubmit(event);
  };

  const error = unreadable ? T.avatarUnreadable : save.fieldErrors.file;
  return (
    <section aria-labelledby="avatar-heading" className="mt-4 flex flex-col gap-3">
      <h3 id="avatar-heading" tabIndex={-1} className="text-lg font-semibold">
        {T.avatarHeading}
      </h3>
      <div className="flex items-center gap-3">
        <Avatar userId={userId} name={name} avatar={avatar} size="profile" />
        <p className="text-sm text-muted">{avatarSources(avatar) ? T.avatarYours : T.avatarNote}</p>
      </div>
      <form {...save.formProps} encType="multipart/form-data" onSubmit={onSubmit} className="flex flex-col gap-3">
        <input {...save.intentProps} />
        <Field label={T.avatarChoose} hint={T.avatarHint} error={error}>
          <Input
            ref={fileInput}
            type="file"
            name="file"
            accept={ACCEPTED_IMAGE_TYPES}
            onChange={(event) => void choose(event.target.files?.[0])}
            className="py-1"
          />
        </Field>
        <input ref={smallInput} type="file" name="small" hidden />
        {image ? (
          <div className="flex flex-wrap items-start gap-4">
            <canvas
              ref={preview}
              width={AVATAR_SIZES.large}
              height={AVATAR_SIZES.large}
              role="img"
              aria-label={T.avatarPreview}
              className="h-32 w-32 rounded-full border border-line"
            />
            <div className="flex min-w-[min(100%,16rem)] flex-1 flex-col gap-3">
              <RangeInput
                label={T.avatarZoom}
                value={crop.zoom}
                min={100}
                max={400}
                step={10}
                unit="%"
                onChange={(zoom) => setCrop((c) => ({ ...c, zoom }))}
              />
              <RangeInput
                label={T.avatarLeftRight}
                value={crop.x}
                min={0}
                max={100}
                step={5}
                unit="%"
                onChange={(x) => setCrop((c) => ({ ...c, x }))}
              />
              <RangeInput
                label={T.avatarTopBottom}
                value={crop.y}
                min={0}
                max={100}
                step={5}
                unit="%"
                onChange={(y) => setCrop((c) => ({ ...c, y }))}
              />
            </div>
          </div>
        ) : null}
        <FormSummary summaryRef={save.summaryRef}>{save.fieldErrors.file ? null : save.formError}</FormSummary>
        <Button type="submit" className="self-start" busy={save.busy} busyLabel={T.avatarSaving}>
          {T.avatarSave}
        </Button>
      </form>
      {avatarSources(avatar) ? (
        <form {...remove.formProps}>
          <input {...remove.intentProps} />
          <FormSummary summaryRef={remove.summaryRef}>{remove.formError}</FormSummary>
          <Button type="submit" variant="danger-outline" busy={remove.busy}>
            {T.avatarRemove}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
