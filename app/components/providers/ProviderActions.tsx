// The profile's Share (copies the link) and Save (kept per user) buttons.
import { useState } from "react";
import { useActionForm } from "~/components/forms/useActionForm";
import { buttonClass } from "~/components/ui/Button";
import { useToast } from "~/components/ui/Toast";
import { PROVIDER_TEXTS } from "~/lib/texts";
import { Icon } from "~/components/icons";

// Save is a toggle: pressed, it fills with the accent colour.
const BUTTON = buttonClass({
  variant: "secondary",
  className: "inline-flex items-center gap-2 aria-pressed:bg-accent aria-pressed:text-accent-fg",
});

export function ShareButton({ name }: { name: string }) {
  const { toast } = useToast();
  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ title: PROVIDER_TEXTS.linkCopied, description: PROVIDER_TEXTS.linkCopiedDescription });
    } catch {
      toast({ title: "Error", description: PROVIDER_TEXTS.copyFailed, variant: "destructive" });
    }
  };
  return (
    <button
      type="button"
      onClick={() => void share()}
      className={BUTTON}
      aria-label={`${PROVIDER_TEXTS.share} ${name}`}
    >
      <Icon size={18}>
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </Icon>
      {PROVIDER_TEXTS.share}
    </button>
  );
}

/**
 * A toggle: its name stays "Save" and aria-pressed says whether it is saved; the icon fills too.
 * A form posted to the provider's page, so it works before the JavaScript loads; the page does
 * not reload under it.
 */
export function SaveProviderButton({
  providerId,
  name,
  initiallySaved,
}: {
  providerId: number;
  name: string;
  initiallySaved: boolean;
}) {
  const [saved, setSaved] = useState(initiallySaved);
  const { toast } = useToast();
  const form = useActionForm<{ saved: boolean }>({
    intent: saved ? "unsave-provider" : "save-provider",
    action: `/ndis-providers/${providerId}`,
    onSuccess: (result) => {
      setSaved(result.saved);
      toast({ title: result.saved ? `${PROVIDER_TEXTS.saved}: ${name}` : `Removed from saved: ${name}` });
    },
    failureToast: () => ({ title: "Error", description: PROVIDER_TEXTS.saveFailed, variant: "destructive" }),
  });
  return (
    <form {...form.formProps} className="contents">
      <input {...form.intentProps} />
      <input type="hidden" name="providerId" value={providerId} />
      {/* Busy, not disabled: a disabled button drops focus to <body>. */}
      <button
        type="submit"
        id={`save-provider-${providerId}`}
        aria-disabled={form.busy || undefined}
        aria-pressed={saved}
        className={BUTTON}
        data-testid="save-provider"
      >
        <Icon size={18} fill={saved ? "currentColor" : "none"}>
          <path d="M6 3h12v18l-6-4-6 4z" />
        </Icon>
        {PROVIDER_TEXTS.save}
      </button>
    </form>
  );
}
