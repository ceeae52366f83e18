// Create Campaign and Edit (a real form in a dialog). The form posts to /ads's action,
// which checks it with the API's schema; without JavaScript the page shows it in place
// at ?dialog=campaign (or edit-campaign). A plan-limit refusal shows in the dialog with the way to upgrade.
import { useId, useRef } from "react";
import { PageDialog } from "~/components/forms/PageDialog";
import { useActionForm } from "~/components/forms/useActionForm";
import { useToast } from "~/components/ui/Toast";
import { CAMPAIGN_NAME_MAX, OBJECTIVE_LABELS } from "~/lib/ads/ads";
import { ADS_TEXTS } from "~/lib/texts";
import { CAMPAIGN_OBJECTIVES } from "~/lib/vocab";
import type { CampaignView } from "~/models/campaign.server";
import { CancelButton, FormProblem, useDialogAction } from "./form";
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
  const nameRef = useRef<HTMLInputElement>(null);
  const { toast } = useToast();
  const form = useActionForm<{ campaignId: number }>({
    intent: editing ? "edit-campaign" : "create-campaign",
    action: useDialogAction(editing ? "edit-campaign" : "campaign", editing ? { campaign: campaign.id } : {}),
    onSuccess: (_, element) => {
      const name = String(new FormData(element ?? undefined).get("name") ?? "").trim();
      toast({ title: editing ? ADS_TEXTS.campaignSaved : ADS_TEXTS.campaignCreated, description: name });
      onClose();
    },
    // A new campaign takes focus once the list has it; after an edit focus goes back to Edit.
    focusAfterSuccess: ({ campaignId }) => (editing ? null : `campaign-${campaignId}`),
  });
  const err = (name: string) => form.fieldErrors[name];
  const value = (name: string, fallback?: string | number | null) => form.values[name] ?? fallback ?? undefined;

  return (
    <PageDialog
      name={editing ? "edit-campaign" : "campaign"}
      open
      onClose={onClose}
      initialFocus={nameRef}
      title={editing ? `Edit ${campaign.name}` : ADS_TEXTS.createCampaign}
    >
      <form {...form.formProps} className="mt-4 flex flex-col gap-4">
        <input {...form.intentProps} />
        {editing ? (
          <input type="hidden" name="campaignId" value={campaign.id} />
        ) : (
          <input type="hidden" name="accountId" value={accountId} />
        )}
        <FormProblem failure={form.failure} summaryRef={form.summaryRef} />
        <Field id={`${id}-name`} label="Campaign name" error={err("name")}>
          <Input
            ref={nameRef}
            name="name"
            defaultValue={value("name", campaign?.name)}
            maxLength={CAMPAIGN_NAME_MAX}
            required
          />
        </Field>
        <Field id={`${id}-objective`} label="Objective" error={err("objective")}>
          <Select name="objective" defaultValue={value("objective", campaign?.objective ?? "awareness")}>
            {CAMPAIGN_OBJECTIVES.map((objective) => (
              <option key={objective} value={objective}>
                {OBJECTIVE_LABELS[objective]}
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
            defaultValue={value("budget", campaign?.budget)}
            required
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-startDate`} label="Start date" error={err("startDate")}>
            <Input
              name="startDate"
              type="date"
              defaultValue={value("startDate", campaign?.startDate ?? today)}
              required
            />
          </Field>
          <Field
            id={`${id}-endDate`}
            label="End date (optional)"
            error={err("endDate")}
            hint="Leave empty for an ongoing campaign."
          >
            <Input name="endDate" type="date" defaultValue={value("endDate", campaign?.endDate ?? "")} />
          </Field>
        </div>
        {editing ? null : (
          <>
            <Field id={`${id}-audienceId`} label="Audience" error={err("audienceId")}>
              <Select name="audienceId" defaultValue={value("audienceId", NONE)}>
                <option value={NONE}>No audience yet</option>
                {audiences.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id={`${id}-creativeId`} label="Creative" error={err("creativeId")}>
              <Select name="creativeId" defaultValue={value("creativeId", initialCreativeId ?? NONE)}>
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
          <CancelButton onClose={onClose} />
          <Button type="submit" busy={form.busy} busyLabel="Saving the campaign…">
            {editing ? "Save Changes" : ADS_TEXTS.createCampaign}
          </Button>
        </div>
      </form>
    </PageDialog>
  );
}
