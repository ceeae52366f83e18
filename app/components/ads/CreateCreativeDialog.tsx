// New Creative (Ads Manager, Creatives tab): one creative, checked with the API's schema first.
import { useRevalidator } from "@remix-run/react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Dialog } from "~/components/ui/Dialog";
import { useToast } from "~/components/ui/Toast";
import { fieldIssuesOf, planLimitOf, type PlanLimitBody } from "~/lib/ads/ads";
import { createCreativeSchema } from "~/lib/ads/schema";
import { apiRequest, serverMessage } from "~/lib/api-client";
import { humanise } from "~/lib/format";
import { ADS_TEXTS, ERROR_TITLE } from "~/lib/texts";
import { CREATIVE_STATUSES, CREATIVE_TYPES } from "~/lib/vocab";
import { PlanLimitAlert, useFocusWhen } from "./form";
import { Field, Input, Select, Textarea } from "~/components/ui/Field";
import { Button } from "~/components/ui/Button";

export function CreateCreativeDialog({ accountId, onClose }: { accountId: number; onClose: () => void }) {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [limit, setLimit] = useState<PlanLimitBody | null>(null);
  const [sending, setSending] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const limitRef = useFocusWhen<HTMLDivElement>(limit);
  const { toast } = useToast();
  const revalidator = useRevalidator();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = createCreativeSchema.safeParse({
      accountId,
      ...Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])),
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? "name")] ??= issue.message;
      setErrors(found);
      document.getElementById(`${id}-${Object.keys(found)[0] ?? "name"}`)?.focus();
      return;
    }
    setErrors({});
    setLimit(null);
    setSending(true);
    try {
      await apiRequest("POST", "/api/ad-creatives", parsed.data);
      toast({ title: ADS_TEXTS.creativeCreated, description: parsed.data.name });
      revalidator.revalidate();
      onClose();
    } catch (error) {
      const refusal = planLimitOf(error);
      if (refusal) setLimit(refusal);
      else if (Object.keys(fieldIssuesOf(error)).length) setErrors(fieldIssuesOf(error));
      else
        toast({
          title: ERROR_TITLE,
          description: serverMessage(error) ?? ADS_TEXTS.saveFailed,
          variant: "destructive",
        });
      setSending(false);
    }
  };
  const err = (name: string) => errors[name];
  const text = (name: string, label: string, max: number) => (
    <Field id={`${id}-${name}`} label={label} error={err(name)}>
      <Input ref={name === "name" ? nameRef : undefined} name={name} maxLength={max} />
    </Field>
  );
  return (
    <Dialog open onClose={onClose} initialFocus={nameRef} title={ADS_TEXTS.createCreative}>
      <form noValidate className="mt-4 flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
        {limit ? <PlanLimitAlert ref={limitRef} limit={limit} /> : null}
        {text("name", "Name", 100)}
        <Field id={`${id}-type`} label="Type">
          <Select name="type" defaultValue="image" id={`${id}-type`}>
            {CREATIVE_TYPES.map((t) => (
              <option key={t} value={t}>
                {humanise(t)}
              </option>
            ))}
          </Select>
        </Field>
        {text("headline", "Headline", 120)}
        <Field id={`${id}-primaryText`} label="Primary text" error={err("primaryText")}>
          <Textarea name="primaryText" rows={3} maxLength={500} />
        </Field>
        {text("callToAction", "Call to action", 40)}
        {text("imageUrl", "Image address (optional)", 500)}
        <Field id={`${id}-status`} label="Status">
          <Select name="status" defaultValue="draft" id={`${id}-status`}>
            {CREATIVE_STATUSES.filter((s) => s !== "archived").map((s) => (
              <option key={s} value={s}>
                {humanise(s)}
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex justify-end gap-2">
          <Button onClick={onClose} variant="secondary">
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            {ADS_TEXTS.createCreative}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
