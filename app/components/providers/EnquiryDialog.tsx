// "Book Service" and "Send Message" (issue 12, beyond the spec): an enquiry stored through
// POST /api/ndis-providers/:id/enquiries, with the provider's usual response time shown.
import { useId, useRef, useState } from "react";
import { Dialog } from "~/components/ui/Dialog";
import { useToast } from "~/components/ui/Toast";
import { ApiError, apiRequest, serverIssues, serverMessage } from "~/lib/api-client";
import { ENQUIRY_MESSAGE_MAX, type CreateEnquiryInput } from "~/lib/providers";
import { PROVIDER_TEXTS } from "~/lib/texts";
import { Button } from "~/components/ui/Button";
import { Input, Select, Textarea } from "~/components/ui/Field";

export type EnquiryTarget = {
  id: number;
  businessName: string;
  responseTime: string;
  services: { id: number; serviceName: string }[];
};
type Kind = CreateEnquiryInput["kind"];
type FieldErrors = Partial<Record<"message" | "serviceId" | "preferredDate", string>>;

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
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={className} aria-label={`${label}: ${context}`}>
        {label}
      </button>
      {open ? (
        <EnquiryDialog provider={provider} kind={kind} serviceId={serviceId} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

function EnquiryDialog({
  provider,
  kind,
  serviceId,
  onClose,
}: {
  provider: EnquiryTarget;
  kind: Kind;
  serviceId?: number;
  onClose: () => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const [service, setService] = useState(serviceId ? String(serviceId) : "any");
  const [date, setDate] = useState("");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const booking = kind === "booking";
  const title = booking
    ? `${PROVIDER_TEXTS.bookService}: ${provider.businessName}`
    : `${PROVIDER_TEXTS.sendMessage}: ${provider.businessName}`;
  const today = new Date().toISOString().slice(0, 10);

  const submit = async () => {
    setRefusal(null);
    if (!message.trim()) {
      setErrors({ message: PROVIDER_TEXTS.emptyMessage });
      messageRef.current?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const body: CreateEnquiryInput = {
        kind,
        message: message.trim(),
        serviceId: service === "any" ? null : Number(service),
        preferredDate: booking && date ? date : null,
      };
      await apiRequest("POST", `/api/ndis-providers/${provider.id}/enquiries`, body);
      toast({
        title: booking ? PROVIDER_TEXTS.bookingSent : PROVIDER_TEXTS.enquirySent,
        description: `${provider.businessName}: ${provider.responseTime}.`,
      });
      onClose();
    } catch (error) {
      const issues = serverIssues(error);
      const fieldErrors: FieldErrors = {};
      for (const issue of issues) {
        if (issue.path === "message" || issue.path === "serviceId" || issue.path === "preferredDate")
          fieldErrors[issue.path] = issue.message;
      }
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        if (fieldErrors.message) messageRef.current?.focus();
      } else if (error instanceof ApiError && error.status === 409) setRefusal(serverMessage(error));
      else toast({ title: "Error", description: PROVIDER_TEXTS.enquiryFailed, variant: "destructive" });
    } finally {
      setSending(false);
    }
  };

  const errorProps = (field: keyof FieldErrors) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": `${id}-${field}-error` } : {};
  const fieldError = (field: keyof FieldErrors) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm font-medium text-danger">
        {errors[field]}
      </p>
    ) : null;

  return (
    <Dialog open onClose={onClose} title={title} data-testid="enquiry-dialog">
      <p className="mt-1 text-sm text-muted">{provider.responseTime}</p>
      <form
        className="mt-4 flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-service`} className="font-medium">
            Service
          </label>
          <Select
            id={`${id}-service`}
            value={service}
            onChange={(event) => setService(event.target.value)}
            {...errorProps("serviceId")}
          >
            <option value="any">Any service (not sure yet)</option>
            {provider.services.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.serviceName}
              </option>
            ))}
          </Select>
          {fieldError("serviceId")}
        </div>
        {booking ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-date`} className="font-medium">
              Preferred date (optional)
            </label>
            <Input
              id={`${id}-date`}
              type="date"
              min={today}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              {...errorProps("preferredDate")}
            />
            {fieldError("preferredDate")}
          </div>
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-message`} className="font-medium">
            Message
          </label>
          <Textarea
            ref={messageRef}
            id={`${id}-message`}
            value={message}
            maxLength={ENQUIRY_MESSAGE_MAX}
            onChange={(event) => setMessage(event.target.value)}
            rows={5}
            required
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={`${id}-count${errors.message ? ` ${id}-message-error` : ""}`}
          />
          {fieldError("message")}
          <p id={`${id}-count`} className="text-right text-sm text-muted">
            {`${message.length}/${ENQUIRY_MESSAGE_MAX}`}
          </p>
        </div>
        {refusal ? (
          <p role="alert" className="rounded border-2 border-danger p-3 text-sm">
            {refusal}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button onClick={onClose} variant="secondary">
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? "Sending..." : booking ? "Send Booking Request" : PROVIDER_TEXTS.sendMessage}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
