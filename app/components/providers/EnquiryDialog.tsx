// "Book Service" and "Send Message" (beyond the spec): an enquiry stored with the
// rules of POST /api/ndis-providers/:id/enquiries, with the provider's usual response time shown.
// The form posts to its page's action (server/forms/providers.server.ts); without JavaScript
// the opener is a link to ?dialog=enquiry&provider=…&kind=…, which draws the form in place.
import { useSearchParams } from "@remix-run/react";
import { useId, useState } from "react";
import { DialogOpener, PageDialog, useDialogParam } from "~/components/forms/PageDialog";
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { errorId, Field, Input, Select, Textarea, FormSummary } from "~/components/ui/Field";
import { useToast } from "~/components/ui/Toast";
import { ENQUIRY_MESSAGE_MAX, type CreateEnquiryInput } from "~/lib/providers";
import { PROVIDER_TEXTS } from "~/lib/texts";
import { cardClass } from "~/components/ui/Card";

export type EnquiryTarget = {
  id: number;
  businessName: string;
  responseTime: string;
  services: { id: number; serviceName: string }[];
};
type Kind = CreateEnquiryInput["kind"];

/**
 * A button that opens the enquiry form. `label` is the visible text; its accessible name
 * adds the provider or service ("Book Service: Name"), so a list of them can be told apart.
 */
export function EnquiryButton({
  provider,
  kind,
  serviceId,
  label,
  context,
  className,
}: {
  provider: EnquiryTarget;
  kind: Kind;
  serviceId?: number;
  label: string;
  context: string;
  className: string;
}) {
  const openerId = useId();
  const [open, setOpen] = useState(false);
  // Without script, the page asked for this very button's form: same provider, kind and service.
  const asked = useDialogParam("enquiry");
  const requested =
    asked?.get("provider") === String(provider.id) &&
    asked.get("kind") === kind &&
    (asked.get("service") ?? "") === (serviceId ? String(serviceId) : "");
  return (
    <>
      <DialogOpener
        id={openerId}
        name="enquiry"
        params={{ provider: provider.id, kind, ...(serviceId ? { service: serviceId } : {}) }}
        onOpen={() => setOpen(true)}
        className={`inline-flex items-center justify-center ${className}`}
        aria-label={`${label}: ${context}`}
      >
        {label}
      </DialogOpener>
      {open || requested ? (
        <EnquiryDialog
          about={{ provider, kind, serviceId }}
          open={open}
          openerId={openerId}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function EnquiryDialog({
  about: { provider, kind, serviceId },
  open,
  openerId,
  onClose,
}: {
  about: { provider: EnquiryTarget; kind: Kind; serviceId?: number };
  /** False while only the no-script fallback asks for it. */
  open: boolean;
  openerId: string;
  onClose: () => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const booking = kind === "booking";
  const form = useActionForm({
    intent: "enquiry",
    onSuccess: () => {
      toast({
        title: booking ? PROVIDER_TEXTS.bookingSent : PROVIDER_TEXTS.enquirySent,
        description: `${provider.businessName}: ${provider.responseTime}.`,
      });
      onClose();
    },
    // The dialog gives focus back to its opener as it closes; this says so rather than hoping.
    focusAfterSuccess: () => openerId,
  });
  const [length, setLength] = useState(form.values.message?.length ?? 0);
  const title = `${booking ? PROVIDER_TEXTS.bookService : PROVIDER_TEXTS.sendMessage}: ${provider.businessName}`;
  const today = new Date().toISOString().slice(0, 10);
  const messageId = `${id}-message`;
  const messageError = form.fieldErrors.message;

  return (
    <PageDialog name="enquiry" open={open} onClose={onClose} title={title} data-testid="enquiry-dialog">
      <p className="mt-1 text-sm text-muted">{provider.responseTime}</p>
      <form {...form.formProps} className="mt-4 flex flex-col gap-4">
        <input {...form.intentProps} />
        <input type="hidden" name="providerId" value={provider.id} />
        <input type="hidden" name="kind" value={kind} />
        <Field label="Service" error={form.fieldErrors.serviceId}>
          <Select
            name="serviceId"
            defaultValue={form.values.serviceId ?? (serviceId ? String(serviceId) : "any")}
            options={[
              { value: "any", label: "Any service (not sure yet)" },
              ...provider.services.map((s) => ({ value: String(s.id), label: s.serviceName })),
            ]}
          />
        </Field>
        {booking ? (
          <Field label="Preferred date (optional)" error={form.fieldErrors.preferredDate}>
            <Input name="preferredDate" type="date" min={today} defaultValue={form.values.preferredDate} />
          </Field>
        ) : null}
        <Field id={messageId} label="Message" error={messageError}>
          <Textarea
            name="message"
            defaultValue={form.values.message}
            maxLength={ENQUIRY_MESSAGE_MAX}
            onChange={(event) => setLength(event.target.value.length)}
            rows={5}
            required
            // The count below the box describes it too, after the field's error.
            aria-describedby={`${messageId}-count${messageError ? ` ${errorId(messageId)}` : ""}`}
          />
          <p id={`${messageId}-count`} className="text-right text-sm text-muted">
            {`${length}/${ENQUIRY_MESSAGE_MAX}`}
          </p>
        </Field>
        <FormSummary summaryRef={form.summaryRef}>{form.formError}</FormSummary>
        <div className="flex justify-end gap-2">
          <Button onClick={onClose} variant="secondary">
            Cancel
          </Button>
          <Button type="submit" busy={form.busy} busyLabel="Sending…">
            {booking ? "Send Booking Request" : PROVIDER_TEXTS.sendMessage}
          </Button>
        </div>
      </form>
    </PageDialog>
  );
}

/** Without script there is no toast: a plain post comes back with `?sent=<kind>#enquiry-sent`. */
export function EnquirySent({ className = "" }: { className?: string }) {
  const [params] = useSearchParams();
  const sent = params.get("sent");
  if (params.get("dialog") || (sent !== "booking" && sent !== "message")) return null;
  return (
    <p
      id="enquiry-sent"
      role="status"
      className={cardClass({ padding: "sm", className: `font-medium ${className}`.trim() })}
    >
      {sent === "booking" ? PROVIDER_TEXTS.bookingSent : PROVIDER_TEXTS.enquirySent}
    </p>
  );
}
