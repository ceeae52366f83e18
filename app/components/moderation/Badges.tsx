// Priority, severity and status as text badges: colour adds to the word, never replaces it.
import { humanise } from "~/lib/format";
import { priorityTone, severityTone, type Priority, type Tone } from "~/lib/moderation";

const TONE_CLASSES: Record<Tone, string> = {
  low: "bg-tone-low text-tone-low-fg",
  medium: "bg-tone-medium text-tone-medium-fg",
  high: "bg-tone-high text-tone-high-fg",
  urgent: "bg-tone-urgent text-tone-urgent-fg",
};
const BADGE = "inline-flex min-h-6 items-center rounded border border-current px-2 text-xs font-semibold";

export function PriorityBadge({ priority }: { priority: Priority }) {
  return (
    <span className={`${BADGE} ${TONE_CLASSES[priorityTone(priority)]}`} data-testid="priority-badge">
      {humanise(priority)}
      <span className="sr-only"> priority</span>
    </span>
  );
}

export function SeverityBadge({ severity }: { severity: string }) {
  return (
    <span className={`${BADGE} ${TONE_CLASSES[severityTone(severity)]}`} data-testid="severity-badge">
      {humanise(severity)}
      <span className="sr-only"> severity</span>
    </span>
  );
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`${BADGE} bg-raised text-fg`} data-testid="status-badge">
      <span className="sr-only">Status: </span>
      {humanise(status)}
    </span>
  );
}
