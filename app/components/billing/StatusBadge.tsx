// A subscription's status as a badge; shared by /subscription and the Ads Manager's usage panel.
import { statusLabel, statusTone } from "~/lib/billing/billing";

const TONES = {
  active: "border-success text-success",
  past_due: "border-danger bg-danger text-danger-fg",
  canceled: "border-danger text-danger",
  neutral: "border-line text-muted",
} as const;

/** Active, canceled and past_due each have a style, others are neutral; the word is always shown. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      data-testid="status-badge"
      className={`inline-flex items-center rounded-full border-2 px-3 py-0.5 text-sm font-semibold ${TONES[statusTone(status)]}`}
    >
      {statusLabel(status)}
    </span>
  );
}
