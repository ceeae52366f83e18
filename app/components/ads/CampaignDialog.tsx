// Create Campaign and Edit (issue 10: a real form in a dialog). The same zod schema as the
// API checks the form first; a plan-limit refusal shows in the dialog with the way to upgrade.
import { useRevalidator } from "@remix-run/react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Dialog } from "~/components/ui/Dialog";
import { useToast } from "~/components/ui/Toast";
import { CAMPAIGN_NAME_MAX, fieldIssuesOf, OBJECTIVE_LABELS, planLimitOf, type PlanLimitBody } from "~/lib/ads/ads";
import { createCampaignSchema, updateCampaignSchema } from "~/lib/ads/schema";
import { apiRequest, serverMessage } from "~/lib/api-client";
import { ADS_TEXTS, ERROR_TITLE } from "~/lib/texts";
import { CAMPAIGN_OBJECTIVES } from "~/lib/vocab";
import type { CampaignView } from "~/models/campaign.server";
import { PlanLimitAlert, useFocusWhen } from "./form";
import { Field, Input, Select } from "~/components/ui/Field";
import { Button } from "~/components/ui/Button";

type Option = { id: number; name: string };
const NONE = "none";

export function CampaignDialog({
  accountId,
  campaign,
  today,
  audiences,
  creatives,
  initialCreativeId,
  onClose,
}: {
  accountId: number;
  campaign?: CampaignView;
  today: string;
  audiences: Option[];
  creatives: Option[];
  initialCreativeId?: number;
  onClose: () => void;
}) {
  const id = useId();
  const editing = campaign !== undefined;
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
    const text = (name: string) => String(form.get(name) ?? "");
    const optionalId = (name: string) => (text(name) === NONE || !text(name) ? null : Number(text(name)));
    const fields = {
      name: text("name"),
      objective: text("objective"),
      budget: text("budget") === "" ? Number.NaN : Number(text("budget")),
      startDate: text("startDate"),
      endDate: text("endDate") || null,
    };
    const parsed = editing
      ? updateCampaignSchema.safeParse(fields)
      : createCampaignSchema.safeParse({
          ...fields,
          accountId,
          audienceId: optionalId("audienceId"),
          creativeId: optionalId("creativeId"),
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
      if (editing) await apiRequest("PATCH", `/api/campaigns/${campaign.id}`, parsed.data);
      else await apiRequest("POST", "/api/campaigns", parsed.data);
      toast({ title: editing ? ADS_TEXTS.campaignSaved : ADS_TEXTS.campaignCreated, description: fields.name.trim() });
      revalidator.revalidate();
      onClose();
    } catch (error) {
      const refusal = planLimitOf(error);
      const issues = fieldIssuesOf(error);
      if (refusal) setLimit(refusal);
      else if (Object.keys(issues).length) setErrors(issues);
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
  return (
    <Dialog
      open
      onClose={onClose}
      initialFocus={nameRef}
      title={editing ? `Edit ${campaign.name}` : ADS_TEXTS.createCampaign}
    >
      <form noValidate className="mt-4 flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
        {limit ? <PlanLimitAlert ref={limitRef} limit={limit} /> : null}
        <Field id={`${id}-name`} label="Campaign name" error={err("name")}>
          <Input ref={nameRef} name="name" defaultValue={campaign?.name} maxLength={CAMPAIGN_NAME_MAX} required />
        </Field>
        <Field id={`${id}-objective`} label="Objective" error={err("objective")}>
          <Select name="objective" defaultValue={campaign?.objective ?? "awareness"}>
            {CAMPAIGN_OBJECTIVES.map((value) => (
              <option key={value} value={value}>
                {OBJECTIVE_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-budget`} label="Budget (USD)" error={err("budget")}>
          <Input
            name="budget"
            type="number"
            inputMode="decimal"
            min="1"
            step="0.01"
            defaultValue={campaign?.budget}
            required
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-startDate`} label="Start date" error={err("startDate")}>
            <Input name="startDate" type="date" defaultValue={campaign?.startDate ?? today} required />
          </Field>
          <Field
            id={`${id}-endDate`}
            label="End date (optional)"
            error={err("endDate")}
            hint="Leave empty for an ongoing campaign."
          >
            <Input name="endDate" type="date" defaultValue={campaign?.endDate ?? ""} />
          </Field>
        </div>
        {editing ? null : (
          <>
            <Field id={`${id}-audienceId`} label="Audience" error={err("audienceId")}>
              <Select name="audienceId" defaultValue={NONE}>
                <option value={NONE}>No audience yet</option>
                {audiences.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id={`${id}-creativeId`} label="Creative" error={err("creativeId")}>
              <Select name="creativeId" defaultValue={initialCreativeId ?? NONE}>
                <option value={NONE}>No creative yet</option>
                {creatives.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            </Field>
            <p className="text-sm text-muted">
              The campaign starts active with one ad set and one ad; both count towards your plan&apos;s limits.
            </p>
          </>
        )}
        <div className="flex justify-end gap-2">
          <Button onClick={onClose} variant="secondary">
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            {editing ? "Save Changes" : ADS_TEXTS.createCampaign}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
