// The post composer: four types, a title for blog, discussion and question (required for blog),
// comma-separated tags, and the spec's toasts. A real form posted to the page's action
// (server/forms/posts.server.ts), so it works before JavaScript loads. Which fields a type shows is
// decided by CSS from the chosen type (`.post-composer` in tailwind.css), so the form looks the
// same before and after hydration, and without script: nothing moves when the page hydrates after
// its first paint. The server ignores the fields a type does not use. Images, each with its
// description, come from ComposerImages.
import { useId, useState, type ReactNode } from "react";
import { useActionForm, type FormFailure } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { Field, Input, Select, FormSummary } from "~/components/ui/Field";
import { MentionTextarea } from "./MentionTextarea";
import { useComposerImages } from "./useComposerImages";
import { lazyDormant } from "~/components/lazyNamed";
import { useToast } from "~/components/ui/Toast";
import { POST_LIMITS, POST_TYPE_LABELS, TYPES_WITH_TITLE } from "~/lib/posts";
import { POST_TEXTS } from "~/lib/texts";
import { POST_TYPES } from "~/lib/vocab";
import { cardClass } from "~/components/ui/Card";

// Image code loads with the first focus or pointer in the form: until then the server's
// image input stays as drawn (disabled), and a composer's first load is only its handle.
const ComposerImages = lazyDormant(() => import("./ComposerImages"), "ComposerImages");

type PostType = (typeof POST_TYPES)[number];
const IN_FORUM = ["discussion", "question"] as const;
const OUTSIDE_FORUMS = ["post", "blog"] as const;
type Forum = { id: number; name: string };

/** The spec's toast for a refusal: its empty-content text, a suspension's reason, or the generic failure. */
function failureToast(failure: FormFailure) {
  const description =
    failure.fieldErrors.content === POST_TEXTS.emptyContent
      ? POST_TEXTS.emptyContent
      : failure.fieldErrors.title
        ? null
        : (failure.formError ?? POST_TEXTS.createFailed);
  return description ? { title: POST_TEXTS.createFailedTitle, description, variant: "destructive" as const } : null;
}

/** Shown only while one of `types` is chosen (by CSS, so it holds without script). */
function ForTypes({ types, children }: { types: readonly PostType[]; children: ReactNode }) {
  return <div data-for-types={types.join(" ")}>{children}</div>;
}

export function PostComposer({
  initialType = "post",
  forums,
  initialForumId,
  onCreated,
  onCancel,
  heading = POST_TEXTS.composerHeading,
}: {
  initialType?: PostType;
  forums?: Forum[];
  initialForumId?: number;
  onCreated?: () => void;
  /** In a dialog: a Cancel button beside Post, inside the composer's own panel. */
  onCancel?: () => void;
  /** Names the form too: where the post goes. */
  heading?: string;
}) {
  const id = useId();
  const { toast } = useToast();
  const images = useComposerImages();
  const form = useActionForm<{ postId: number }>({
    intent: "create-post",
    failureToast,
    onSuccess: (_, element) => {
      toast({ title: POST_TEXTS.createdTitle, description: POST_TEXTS.created });
      for (const name of ["title", "content", "category", "tags", "contentWarning"])
        element?.querySelectorAll<HTMLInputElement>(`[name="${name}"]`).forEach((input) => (input.value = ""));
      images.reset();
      onCreated?.();
    },
    focusAfterSuccess: ({ postId }) => `post-card-${postId}`,
  });
  const [type, setType] = useState<PostType>((form.values.type as PostType | undefined) ?? initialType);
  const title = form.field("title");

  return (
    <form
      {...form.formProps}
      onSubmit={images.guard(form.formProps.onSubmit)}
      onFocus={ComposerImages.wake}
      onPointerEnter={ComposerImages.wake}
      aria-labelledby={`${id}-heading`}
      className={cardClass({ className: "post-composer flex flex-col gap-3" })}
    >
      <input {...form.intentProps} />
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {heading}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Post type" id={`${id}-type`}>
          <Select
            name="type"
            value={type}
            onChange={(e) => setType(POST_TYPES.find((t) => t === e.target.value) ?? "post")}
            options={POST_TYPES.map((value) => ({ value, label: POST_TYPE_LABELS[value] }))}
          />
        </Field>
        {forums ? (
          <ForTypes types={IN_FORUM}>
            <Field label="Forum" id={`${id}-forum`} error={form.fieldErrors.forumId}>
              <Select
                name="forumId"
                defaultValue={form.values.forumId ?? initialForumId ?? forums[0]?.id}
                options={forums.map((forum) => ({ value: String(forum.id), label: forum.name }))}
              />
            </Field>
          </ForTypes>
        ) : null}
        <ForTypes types={forums ? OUTSIDE_FORUMS : POST_TYPES}>
          <Field label="Category (optional)" id={`${id}-category`} error={form.fieldErrors.category}>
            <Input name="category" defaultValue={form.values.category} maxLength={POST_LIMITS.category} />
          </Field>
        </ForTypes>
      </div>
      <ForTypes types={TYPES_WITH_TITLE}>
        <Field
          label={
            <>
              Title<span data-for-types="blog"> (required)</span>
              <span data-for-types="discussion question"> (optional)</span>
            </>
          }
          id={`${id}-title`}
        >
          <Input
            name="title"
            defaultValue={form.values.title}
            maxLength={POST_LIMITS.title}
            required={type === "blog"}
            aria-invalid={title.invalid}
            aria-describedby={title.error ? `${id}-title-error` : undefined}
          />
          {title.error ? (
            <p id={`${id}-title-error`} role="alert" className="text-sm font-medium text-danger">
              {title.error}
            </p>
          ) : null}
        </Field>
      </ForTypes>
      <Field label="What would you like to share?" id={`${id}-content`} error={form.fieldErrors.content}>
        <MentionTextarea name="content" defaultValue={form.values.content} maxLength={POST_LIMITS.content} rows={4} />
      </Field>
      <ComposerImages handle={images.handle} fieldErrors={form.fieldErrors} />
      <Field
        label="Content warning (optional)"
        id={`${id}-warning`}
        hint="For example: mental health, medical detail. Your post is collapsed behind it until a reader opens it."
        error={form.fieldErrors.contentWarning}
      >
        <Input name="contentWarning" defaultValue={form.values.contentWarning} maxLength={POST_LIMITS.contentWarning} />
      </Field>
      <Field
        label="Tags (optional)"
        id={`${id}-tags`}
        hint="Separate tags with commas, for example: ndis, housing"
        error={form.fieldErrors.tags}
      >
        <Input name="tags" defaultValue={form.values.tags} />
      </Field>
      <FormSummary summaryRef={form.summaryRef}>{form.formError}</FormSummary>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button onClick={onCancel} variant="secondary" size="lg">
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="lg" busy={form.busy} busyLabel="Posting...">
          {form.busy ? "Posting..." : "Post"}
        </Button>
      </div>
    </form>
  );
}
