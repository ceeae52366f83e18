// New Creative (Ads Manager, Creatives tab): one creative, with an image upload and its required
// description. The form posts (multipart) to /ads's action, which checks it with the API's schema
// and the image as every upload is checked; without JavaScript the page shows it in place at
// ?dialog=creative.
import { useId, useRef } from "react";
import { PageDialog } from "~/components/forms/PageDialog";
import { useActionForm } from "~/components/forms/useActionForm";
import { useToast } from "~/components/ui/Toast";
import { humanise } from "~/lib/format";
import { ACCEPTED_IMAGE_TYPES, MEDIA_LIMITS } from "~/lib/media-limits";
import { ADS_TEXTS } from "~/lib/texts";
import { CREATIVE_STATUSES, CREATIVE_TYPES } from "~/lib/vocab";
import { CancelButton, FormProblem, useDialogAction } from "./form";
import { Field, Input, Select, Textarea } from "~/components/ui/Field";
import { Button } from "~/components/ui/Button";

export function CreateCreativeDialog({ accountId, onClose }: { accountId: number; onClose: () => void }) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const { toast } = useToast();
  const form = useActionForm<{ creativeId: number }>({
    intent: "create-creative",
    action: useDialogAction("creative"),
    onSuccess: (_, element) => {
      toast({ title: ADS_TEXTS.creativeCreated, description: String(new FormData(element ?? undefined).get("name")) });
      onClose();
    },
    focusAfterSuccess: ({ creativeId }) => `creative-${creativeId}`,
  });
  const text = (name: string, label: string, max: number) => (
    <Field id={`${id}-${name}`} label={label} error={form.fieldErrors[name]}>
      <Input ref={name === "name" ? nameRef : undefined} name={name} maxLength={max} defaultValue={form.values[name]} />
    </Field>
  );
  return (
    <PageDialog name="creative" open onClose={onClose} initialFocus={nameRef} title={ADS_TEXTS.createCreative}>
      <form {...form.formProps} encType="multipart/form-data" className="mt-4 flex flex-col gap-4">
        <input {...form.intentProps} />
        <input type="hidden" name="accountId" value={accountId} />
        <FormProblem failure={form.failure} summaryRef={form.summaryRef} />
        {text("name", "Name", 100)}
        <Field id={`${id}-type`} label="Type" error={form.fieldErrors.type}>
          <Select name="type" defaultValue={form.values.type ?? "image"}>
            {CREATIVE_TYPES.map((t) => (
              <option key={t} value={t}>
                {humanise(t)}
              </option>
            ))}
          </Select>
        </Field>
        {text("headline", "Headline", 120)}
        <Field id={`${id}-primaryText`} label="Primary text" error={form.fieldErrors.primaryText}>
          <Textarea name="primaryText" rows={3} maxLength={500} defaultValue={form.values.primaryText} />
        </Field>
        {text("callToAction", "Call to action", 40)}
        <Field
          id={`${id}-image`}
          label={ADS_TEXTS.creativeImage}
          hint={ADS_TEXTS.creativeImageHint}
          error={form.fieldErrors.image}
        >
          <Input type="file" name="image" accept={ACCEPTED_IMAGE_TYPES} className="py-1" />
        </Field>
        <Field
          id={`${id}-imageAlt`}
          label={ADS_TEXTS.creativeImageAlt}
          hint={ADS_TEXTS.creativeImageAltHint}
          error={form.fieldErrors.imageAlt}
        >
          <Textarea name="imageAlt" rows={2} maxLength={MEDIA_LIMITS.alt} defaultValue={form.values.imageAlt} />
        </Field>
        <Field id={`${id}-status`} label="Status" error={form.fieldErrors.status}>
          <Select name="status" defaultValue={form.values.status ?? "draft"}>
            {CREATIVE_STATUSES.filter((s) => s !== "archived").map((s) => (
              <option key={s} value={s}>
                {humanise(s)}
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex justify-end gap-2">
          <CancelButton onClose={onClose} />
          <Button type="submit" busy={form.busy} busyLabel="Saving the creative…">
            {ADS_TEXTS.createCreative}
          </Button>
        </div>
      </form>
    </PageDialog>
  );
}
