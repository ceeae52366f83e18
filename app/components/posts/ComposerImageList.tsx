// The images chosen in a composer (docs/features/images.md), loaded with the first choice
// (ComposerImages.tsx draws the file input): a thumbnail per image with its "Image description"
// field and a Remove button, at most 4. Each image is uploaded as soon as it is chosen, through
// a fetcher to /media/new (decision 033: a file read in the browser), with an animated GIF's
// first frame drawn on a canvas as its still; the form then sends the ids (`mediaId`) and
// descriptions (`alt-<id>`) with the post or reply. Publishing an image without a description
// asks once, unless the member turned that reminder off.
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type MutableRefObject } from "react";
import { useAccessibility } from "~/components/AccessibilityProvider";
import type { FormFailure } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { Field, Textarea } from "~/components/ui/Field";
import { ACCEPTED_IMAGE_TYPES, MEDIA_LIMITS, UPLOAD_INTENT, UPLOAD_PATH } from "~/lib/media-limits";
import { IMAGE_UPLOAD_TEXTS } from "~/lib/texts/images";
import type { ImagesHandle } from "./useComposerImages";

type Uploaded = { id: number; url: string; width: number; height: number };
type Slot = { key: number; file: File; preview: string; alt: string; image: Uploaded | null; error: string | null };
type UploadReply = { ok: true; intent: string; image: Uploaded } | FormFailure;

const descriptionId = (formId: string, key: number) => `${formId}-image-${key}-description`;

/** The first frame of a GIF as a PNG, drawn by the browser; null where it cannot be drawn. */
async function firstFrame(file: File): Promise<Blob | null> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    canvas.getContext("2d")?.drawImage(image, 0, 0);
    return await new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** What the browser can tell before uploading; the server judges the bytes either way. */
function problemOf(file: File) {
  if (file.size > MEDIA_LIMITS.fileBytes) return IMAGE_UPLOAD_TEXTS.tooLarge;
  if (file.type && !ACCEPTED_IMAGE_TYPES.split(",").includes(file.type)) return IMAGE_UPLOAD_TEXTS.wrongType;
  return null;
}

/** The chosen images and the reminder; what the composer asks of them goes through `handle`. */
function useImages(formId: string) {
  const [slots, setSlots] = useState<Slot[]>([]);
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState("");
  const reminded = useRef(false);
  const form = useRef<HTMLFormElement | null>(null);
  const addDescription = useRef<HTMLElement | null>(null);
  const nextKey = useRef(1);
  const remind = useAccessibility().effective.altTextReminder;
  const latest = useRef(slots);
  latest.current = slots;
  useEffect(() => () => latest.current.forEach((slot) => URL.revokeObjectURL(slot.preview)), []);

  const update = (key: number, change: Partial<Slot>) =>
    setSlots((all) => all.map((slot) => (slot.key === key ? { ...slot, ...change } : slot)));

  return {
    slots,
    formId,
    notice,
    add(files: File[]) {
      const room = MEDIA_LIMITS.perPost - slots.length;
      const taken = files.slice(0, Math.max(room, 0));
      setNotice(files.length > taken.length ? IMAGE_UPLOAD_TEXTS.tooMany(taken.length) : "");
      const added = taken.map((file) => ({
        key: nextKey.current++,
        file,
        preview: URL.createObjectURL(file),
        alt: "",
        image: null,
        error: problemOf(file),
      }));
      setSlots((all) => [...all, ...added]);
    },
    update,
    uploaded(key: number, image: Uploaded, name: string) {
      update(key, { image, error: null });
      setNotice(IMAGE_UPLOAD_TEXTS.uploaded(name));
    },
    remove(key: number) {
      const slot = slots.find((one) => one.key === key);
      if (slot) URL.revokeObjectURL(slot.preview);
      setSlots((all) => all.filter((one) => one.key !== key));
      if (slot) setNotice(IMAGE_UPLOAD_TEXTS.removed(slot.file.name));
    },
    /** After a post or reply is published: an empty picker, and the next one is asked about again. */
    reset() {
      slots.forEach((slot) => URL.revokeObjectURL(slot.preview));
      setSlots([]);
      setNotice("");
      reminded.current = false;
    },
    /** Holds the submit while images upload, and asks once about an image without a description. */
    guard(event: FormEvent<HTMLFormElement>, submit: (event: FormEvent<HTMLFormElement>) => void) {
      if (slots.some((slot) => !slot.image && !slot.error)) {
        event.preventDefault();
        setNotice(IMAGE_UPLOAD_TEXTS.stillUploading);
        return;
      }
      if (remind && !reminded.current && slots.some((slot) => slot.image && !slot.alt.trim())) {
        event.preventDefault();
        reminded.current = true;
        form.current = event.currentTarget;
        setAsking(true);
        return;
      }
      submit(event);
    },
    reminder: (
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        initialFocus={addDescription}
        title={IMAGE_UPLOAD_TEXTS.reminderTitle}
        size="sm"
        centered
        stack
        data-testid="alt-reminder"
      >
        <p>{IMAGE_UPLOAD_TEXTS.reminderBody}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              setAsking(false);
              // Once the dialog has handed focus back to Post, the form is sent as it is.
              requestAnimationFrame(() => form.current?.requestSubmit());
            }}
          >
            {IMAGE_UPLOAD_TEXTS.postWithout}
          </Button>
          <Button
            ref={(button) => {
              addDescription.current = button;
            }}
            onClick={() => {
              setAsking(false);
              const first = slots.find((slot) => slot.image && !slot.alt.trim());
              // After the dialog has handed focus back to Post: to the first image still undescribed.
              if (first)
                requestAnimationFrame(() => document.getElementById(descriptionId(formId, first.key))?.focus());
            }}
          >
            {IMAGE_UPLOAD_TEXTS.addDescription}
          </Button>
        </div>
      </Dialog>
    ),
  };
}

type Images = ReturnType<typeof useImages>;

/** Uploads its image once, when it is first drawn, and reports the answer. */
function ImageSlot({
  slot,
  position,
  images,
  error,
  onRemoved,
}: {
  slot: Slot;
  position: number;
  images: Images;
  error?: string;
  onRemoved: () => void;
}) {
  const fetcher = useFetcher<UploadReply>();
  const started = useRef(false);
  const id = descriptionId(images.formId, slot.key);
  const label = IMAGE_UPLOAD_TEXTS.imageLabel(position, slot.file.name);

  useEffect(() => {
    if (started.current || slot.error || slot.image) return;
    started.current = true;
    void (async () => {
      const body = new FormData();
      body.append("intent", UPLOAD_INTENT);
      body.append("file", slot.file);
      const still = slot.file.type === "image/gif" ? await firstFrame(slot.file) : null;
      if (still) body.append("still", still, "still.png");
      void fetcher.submit(body, { method: "post", action: UPLOAD_PATH, encType: "multipart/form-data" });
    })();
  }, [fetcher, slot]);

  const reply = fetcher.data;
  // `images` is new on every render: only the answer should run this.
  const report = useRef(images);
  report.current = images;
  useEffect(() => {
    if (fetcher.state !== "idle" || !reply) return;
    if (reply.ok && "image" in reply) report.current.uploaded(slot.key, reply.image, slot.file.name);
    else if (!reply.ok)
      report.current.update(slot.key, {
        error: reply.fieldErrors.file ?? reply.formError ?? IMAGE_UPLOAD_TEXTS.uploadFailed,
      });
  }, [fetcher.state, reply, slot.key, slot.file.name]);

  return (
    <li className="flex flex-col gap-2 rounded border border-line p-2 sm:flex-row" aria-label={label}>
      <img
        src={slot.preview}
        alt=""
        width={96}
        height={96}
        className="h-24 w-24 shrink-0 rounded object-cover"
        data-testid="composer-thumbnail"
      />
      <div className="flex min-w-0 grow flex-col gap-2">
        <p className="member-text text-sm font-medium">{label}</p>
        {slot.error ? (
          <p role="alert" className="text-sm font-semibold text-danger">
            {slot.error}
          </p>
        ) : slot.image ? (
          <input type="hidden" name="mediaId" value={slot.image.id} />
        ) : (
          <p className="text-sm text-muted">{IMAGE_UPLOAD_TEXTS.uploading}</p>
        )}
        {slot.error ? null : (
          <Field
            label={IMAGE_UPLOAD_TEXTS.descriptionLabel}
            id={id}
            hint={IMAGE_UPLOAD_TEXTS.descriptionHint}
            error={error}
          >
            <Textarea
              name={slot.image ? `alt-${slot.image.id}` : undefined}
              rows={2}
              maxLength={MEDIA_LIMITS.alt}
              value={slot.alt}
              onChange={(event) => images.update(slot.key, { alt: event.target.value })}
            />
          </Field>
        )}
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              images.remove(slot.key);
              onRemoved();
            }}
          >
            {IMAGE_UPLOAD_TEXTS.remove}
            <span className="sr-only"> {label}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The images, their status and the reminder, under the composer's file input. */
export function ComposerImageList({
  formId,
  chosen,
  fieldErrors,
  handle,
  onCount,
  onRemoved,
}: {
  formId: string;
  /** The latest choice from the file input: a new array each time. */
  chosen: File[];
  fieldErrors: Record<string, string | undefined>;
  handle: MutableRefObject<ImagesHandle | null>;
  onCount: (count: number) => void;
  onRemoved: () => void;
}) {
  const images = useImages(formId);
  const added = useRef<File[] | null>(null);
  useEffect(() => {
    if (added.current === chosen) return;
    added.current = chosen;
    images.add(chosen);
  }, [chosen, images]);
  useEffect(() => {
    handle.current = { guard: images.guard, reset: images.reset };
  });
  const count = images.slots.length;
  useEffect(() => onCount(count), [count, onCount]);
  return (
    <>
      {count ? (
        <ul className="flex flex-col gap-2" data-testid="composer-images">
          {images.slots.map((slot, index) => (
            <ImageSlot
              key={slot.key}
              slot={slot}
              position={index + 1}
              images={images}
              error={slot.image ? fieldErrors[`alt-${slot.image.id}`] : undefined}
              onRemoved={onRemoved}
            />
          ))}
        </ul>
      ) : null}
      <p role="status" className="text-sm">
        {images.notice}
      </p>
      {images.reminder}
    </>
  );
}
