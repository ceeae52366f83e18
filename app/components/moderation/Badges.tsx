// Priority, severity and status as text badges: colour adds to the word, never replaces it.
import { badgeClass, type Tone as KitTone } from "~/components/ui/Card";
import { humanise } from "~/lib/format";
import { priorityTone, severityTone, type Priority, type Tone } from "~/lib/moderation";

const KIT_TONES = { low: "success", medium: "warning", high: "high", urgent: "danger" } as const satisfies Record<
  Tone,
  KitTone
>;

export function PriorityBadge({ priority }: { priority: Priority }) {
  return (
    <span className={badgeClass(KIT_TONES[priorityTone(priority)])} data-testid="priority-badge">
      {humanise(priority)}
      <span className="sr-only"> priority</span>
    </span>
  );
}

export function SeverityBadge({ severity }: { severity: string }) {
  return (
    <span className={badgeClass(KIT_TONES[severityTone(severity)])} data-testid="severity-badge">
      {humanise(severity)}
      <span className="sr-only"> severity</span>
    </span>
  );
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={badgeClass()} data-testid="status-badge">
      <span className="sr-only">Status: </span>
      {humanise(status)}
    </span>
  );
}
