// "Edit description" under an image on the post's page, for its author (docs/features/images.md):
// a plain form to the post's page (`describe-image`, calling describeImage), which works without
// script. The new description shows at once and focus goes to the image.
import { useState } from "react";
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { Field, FormSummary, Textarea } from "~/components/ui/Field";
import { useToast } from "~/components/ui/Toast";
import { imageElementId, MEDIA_LIMITS } from "~/lib/media-limits";
import { IMAGE_UPLOAD_TEXTS } from "~/lib/texts/images";
import type { MediaItem } from "~/models/media.server";

/** The author's "Edit description": a plain form to the post's page, which works without script. */
export function DescribeImage({
  postId,
  image,
  alt,
  onSaved,
}: {
  postId: number;
  image: MediaItem;
  alt: string | null;
  onSaved: (alt: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const { toast } = useToast();
  const form = useActionForm<{ image: { alt: string | null } }>({
    intent: "describe-image",
    action: `/posts/${postId}`,
    onSuccess: ({ image: described }) => {
      toast({ title: IMAGE_UPLOAD_TEXTS.descriptionSaved });
      onSaved(described.alt);
      setOpen(false);
    },
    focusAfterSuccess: () => imageElementId(image.id),
  });
  return (
    <details className="mt-1 text-sm" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="inline-flex min-h-8 cursor-pointer items-center underline">
        {IMAGE_UPLOAD_TEXTS.editDescription}
      </summary>
      <form {...form.formProps} className="mt-2 flex flex-col gap-2">
        <input {...form.intentProps} />
        <input type="hidden" name="mediaId" value={image.id} />
        <Field
          label={IMAGE_UPLOAD_TEXTS.descriptionLabel}
          hint={IMAGE_UPLOAD_TEXTS.descriptionHint}
          error={form.fieldErrors.alt}
          id={`${imageElementId(image.id)}-alt`}
        >
          <Textarea name="alt" rows={3} maxLength={MEDIA_LIMITS.alt} defaultValue={form.values.alt ?? alt ?? ""} />
        </Field>
        <FormSummary summaryRef={form.summaryRef}>{form.formError}</FormSummary>
        <div>
          <Button type="submit" size="sm" busy={form.busy} busyLabel="Saving...">
            {IMAGE_UPLOAD_TEXTS.saveDescription}
          </Button>
        </div>
      </form>
    </details>
  );
}
