// A composer's file input (docs/features/images.md): a real <input type="file"> labelled "Add
// images", reached with Tab and opened with Space or Enter. A composer loads this module with the
// first focus or pointer in its form (lazyDormant), and what the input chooses is handled by
// ComposerImageList, loaded with the first choice (or as the input is reached), so no page carries
// image code on its first load. Until it has hydrated the input is drawn but disabled (uploading
// needs script), so nothing moves when it wakes.
import { useEffect, useId, useRef, useState } from "react";
import { lazyNamed } from "~/components/lazyNamed";
import { ACCEPTED_IMAGE_TYPES, MEDIA_LIMITS } from "~/lib/media-limits";
import { IMAGE_UPLOAD_TEXTS } from "~/lib/texts/images";
import type { ComposerImagesHandle } from "./useComposerImages";

const ImageList = lazyNamed(() => import("./ComposerImageList"), "ComposerImageList");

export function ComposerImages({
  handle,
  fieldErrors,
}: {
  handle: ComposerImagesHandle["handle"];
  fieldErrors: Record<string, string | undefined>;
}) {
  // Its own flag, not useHydrated: this module may hydrate after the page has, and must still
  // start from the server's disabled input, or React would keep that attribute.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const formId = useId();
  const [chosen, setChosen] = useState<File[] | null>(null);
  const [count, setCount] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const id = `${formId}-images`;
  const full = count >= MEDIA_LIMITS.perPost;
  const error = fieldErrors.mediaIds;
  const preload = () => void ImageList.preload();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium">
        {IMAGE_UPLOAD_TEXTS.addImages}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {full ? IMAGE_UPLOAD_TEXTS.full : IMAGE_UPLOAD_TEXTS.addImagesHint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        multiple
        disabled={!hydrated || full}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        onFocus={preload}
        onPointerEnter={preload}
        onChange={(event) => {
          setChosen([...(event.target.files ?? [])]);
          // The same file can be chosen again after it was removed.
          event.target.value = "";
        }}
        className="max-w-full text-sm file:mr-3 file:min-h-10 file:rounded file:border file:border-line file:bg-canvas file:px-4 file:font-medium file:text-fg disabled:opacity-70"
      />
      {chosen ? (
        <ImageList
          formId={formId}
          chosen={chosen}
          fieldErrors={fieldErrors}
          handle={handle}
          onCount={setCount}
          onRemoved={() => requestAnimationFrame(() => input.current?.focus())}
        />
      ) : null}
    </div>
  );
}
