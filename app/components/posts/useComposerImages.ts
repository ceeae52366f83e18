// What a composer holds of its images (ComposerImages.tsx): a handle their code, loaded when
// wanted, fills in. On a page's first load it is only this.
import { useRef, type FormEvent } from "react";

type Submit = (event: FormEvent<HTMLFormElement>) => void;
/** What the composer asks of its images once they are loaded: hold a submit, or clear after one. */
export type ImagesHandle = { guard: (event: FormEvent<HTMLFormElement>, submit: Submit) => void; reset: () => void };

export function useComposerImages() {
  const handle = useRef<ImagesHandle | null>(null);
  return {
    handle,
    /** Wraps the form's onSubmit: the reminder, and a hold while images upload. */
    guard: (submit: Submit) => (event: FormEvent<HTMLFormElement>) =>
      handle.current ? handle.current.guard(event, submit) : submit(event),
    /** After a post or reply is published: no images, and the next one is asked about again. */
    reset: () => handle.current?.reset(),
  };
}

export type ComposerImagesHandle = ReturnType<typeof useComposerImages>;
