// The enhanced half of the one form pattern (docs/decisions/019). A form is a real <form method="post">
// that works with JavaScript off (server/form.server.ts answers it); with JavaScript this
// hook submits it through a fetcher and decides where focus goes, so no form does that by hand:
// - busy at once on submit (the button says so and ignores a second press);
// - a refusal's errors beside their fields, focus on the first invalid field, or on the error
//   summary when only the form as a whole was refused;
// - a plan limit or any other refusal as a toast, when the form asks for one;
// - on success, the loaders revalidate (Remix does this after every action), then focus moves to
//   what the action made or changed, named by its element id.
import { useActionData, useFetcher, useFormAction } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { useToast, type ToastInput } from "~/components/ui/Toast";

export type { FieldErrors, FormFailure } from "~/lib/form-reply";
import type { FormFailure } from "~/lib/form-reply";
type Success = { ok: true; intent: string };

function isReply(value: unknown, intent: string): value is FormFailure | Success {
  return typeof value === "object" && value !== null && "intent" in value && value.intent === intent;
}

export type ActionFormOptions<S> = {
  /** Names this form among the page's forms; sent as the `intent` field. */
  intent: string;
  /** The route whose action answers; the current route when left out. */
  action?: string;
  /** After a success, before focus moves: clear fields, show the success toast. */
  onSuccess?: (result: S, form: HTMLFormElement | null) => void;
  /** The id of what the action made or changed, focused once the page has revalidated. */
  focusAfterSuccess?: (result: S) => string | null | undefined;
  /** A toast for a refusal (a plan limit, a suspension, a rate limit); none when null. */
  failureToast?: (failure: FormFailure) => ToastInput | null;
  /** Called on every refusal (a plan-limit prompt, for example). */
  onFailure?: (failure: FormFailure) => void;
};

export function useActionForm<S extends Record<string, unknown> = Record<string, unknown>>(
  options: ActionFormOptions<S>,
) {
  const fetcher = useFetcher<unknown>();
  // Resolved as Remix's <Form> does (an index route's action is "?index"), so the plain post finds it.
  const action = useFormAction(options.action);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const handled = useRef<unknown>(null);
  const latest = useRef(options);
  latest.current = options;
  const { toast } = useToast();
  // Without JavaScript the page itself re-renders with the action's answer.
  const actionData = useActionData<unknown>();
  const reply = [fetcher.data, actionData].find((value) => isReply(value, options.intent));
  const failure = reply && !reply.ok ? reply : null;
  const busy = fetcher.state !== "idle";

  // A success, once: its onSuccess, then focus to what it made or changed.
  const succeed = useCallback((result: Success) => {
    if (handled.current === result) return;
    handled.current = result;
    const { onSuccess, focusAfterSuccess } = latest.current;
    onSuccess?.(result as unknown as S, formRef.current);
    const id = focusAfterSuccess?.(result as unknown as S);
    // After React has drawn the revalidated page, so the new item is there to take focus.
    // A dialog that closes on success gives focus back to its opener first; then it moves on.
    if (id) focusWhenSettled(id);
  }, []);

  // A form whose item leaves the page with the revalidation (an answered request, a removed or
  // newly pinned post) unmounts before its fetcher is idle: it finishes its success on the way
  // out, so focus still moves on rather than falling to the page's body.
  const succeeded = useRef<Success | null>(null);
  succeeded.current =
    fetcher.state === "loading" && isReply(fetcher.data, options.intent) && fetcher.data.ok ? fetcher.data : null;
  useEffect(
    () => () => {
      if (succeeded.current) succeed(succeeded.current);
    },
    [succeed],
  );

  useEffect(() => {
    if (fetcher.state !== "idle" || !isReply(fetcher.data, latest.current.intent)) return;
    if (handled.current === fetcher.data) return;
    const result = fetcher.data;
    if (result.ok) return succeed(result);
    handled.current = result;
    const { failureToast, onFailure } = latest.current;
    onFailure?.(result);
    const note = failureToast?.(result);
    if (note) toast(note);
    const invalid = formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    if (invalid) invalid.focus();
    // A toast already said it: focus stays on the button that was pressed.
    else if (result.formError && !note) summaryRef.current?.focus();
  }, [fetcher.state, fetcher.data, toast, succeed]);

  const onSubmit = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (fetcher.state !== "idle") return;
      // The pressed button's own name and value go too, as in a plain post.
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      fetcher.submit(submitter instanceof HTMLButtonElement ? submitter : event.currentTarget, {
        method: "post",
        action,
      });
    },
    [fetcher, action],
  );

  return {
    busy,
    fieldErrors: failure?.fieldErrors ?? {},
    formError: failure?.formError ?? null,
    failure,
    /** What a refused plain post sent, for defaultValue when the page is drawn without JavaScript. */
    values: failure?.values ?? {},
    /** Spread on the <form>: a real post to the action, submitted by the fetcher once hydrated. */
    formProps: { ref: formRef, method: "post" as const, action, onSubmit, noValidate: true },
    /** The hidden field naming this form to the action. */
    intentProps: { type: "hidden" as const, name: "intent", value: options.intent },
    /** For the error summary shown when the form as a whole is refused; focus goes there. */
    summaryRef,
    /** A field's error and aria-invalid, for controls that are not a kit Field. */
    field: (name: string) => {
      const error = failure?.fieldErrors[name];
      return { name, error, invalid: error ? true : undefined };
    },
  };
}

/** Focus an element by id; one that cannot take focus is made focusable from script only. */
/**
 * Focuses `id` once the page has settled: a busy phone may draw the revalidated list, or close
 * the dialog (which hands focus back to its opener), a few frames after the answer arrives. Each
 * frame, for up to 30, it waits for the element and focuses it again if something took focus
 * before it had held it for a frame; once it has, focus is the member's to move.
 */
function focusWhenSettled(id: string, frames = 30) {
  requestAnimationFrame(() =>
    setTimeout(() => {
      const element = document.getElementById(id);
      if (element && document.activeElement === element) return;
      if (element) focusById(id);
      if (frames > 0) focusWhenSettled(id, frames - 1);
    }),
  );
}

export function focusById(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  if (!element.matches("a[href], button, input, select, textarea, [tabindex]")) element.tabIndex = -1;
  element.focus();
}

/**
 * In-place buttons (Like, Follow, Helpful, Save, a campaign's pause, the bell panel's "Mark all as
 * read"): each shows its answer itself, so no loader on the page reloads for them, and a list's
 * appended pages and the focus stay put. So does the open thread's mark-as-read, which shows nothing,
 * a composer's image upload, which its thumbnail shows, and an image's description saved on the
 * post's page, which the image shows.
 */
export const IN_PLACE_INTENTS = [
  "like",
  "like-reply",
  "follow",
  "unfollow",
  "mark-helpful",
  "save-provider",
  "unsave-provider",
  "bell-mark-all-read",
  "mark-thread-read",
  "pause-campaign",
  "resume-campaign",
  "upload-image",
  "describe-image",
] as const;

/**
 * For a route's `shouldRevalidate`: a card's own action (a join, a registration) that the card
 * already shows from the answer does not reload the list under it, so the card, and the focus on
 * its button, stay where they are. In-place buttons never reload the page under them.
 */
export function skipRevalidationFor(intents: readonly string[] = []) {
  const skipped: readonly string[] = [...IN_PLACE_INTENTS, ...intents];
  return ({ formData, defaultShouldRevalidate }: { formData?: FormData; defaultShouldRevalidate: boolean }) => {
    const intent = formData?.get("intent");
    return typeof intent === "string" && skipped.includes(intent) ? false : defaultShouldRevalidate;
  };
}
