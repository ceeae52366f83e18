// A subscription's status as a badge; shared by /subscription and the Ads Manager's usage panel.
import { badgeClass, type Tone } from "~/components/ui/Card";
import { statusLabel, statusTone } from "~/lib/billing/billing";

const TONES: Record<ReturnType<typeof statusTone>, Tone> = {
  active: "success",
  past_due: "danger",
  canceled: "high",
  neutral: "neutral",
};

/** Active, canceled and past_due each have a style, others are neutral; the word is always shown. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span data-testid="status-badge" className={badgeClass(TONES[statusTone(status)])}>
      {statusLabel(status)}
    </span>
  );
}
