// "Mark as Helpful": once per member per resource, shown at once and kept on failure-free replies.
import { useState } from "react";
import { useToast } from "~/components/ui/Toast";
import { apiRequest } from "~/lib/api-client";
import { plural } from "~/lib/format";
import { RESOURCE_TEXTS } from "~/lib/texts";
import { Icon } from "~/components/icons";

export function HelpfulButton({
  resourceId,
  helpful,
  markedHelpful,
  title,
}: {
  resourceId: number;
  helpful: number;
  markedHelpful: boolean;
  title: string;
}) {
  const [marked, setMarked] = useState(markedHelpful);
  const [count, setCount] = useState(helpful);
  const { toast } = useToast();

  const mark = async () => {
    if (marked) return;
    setMarked(true);
    setCount((n) => n + 1);
    try {
      await apiRequest("POST", `/api/resources/${resourceId}/helpful`);
    } catch {
      setMarked(false);
      setCount((n) => n - 1);
      toast({ title: "Error", description: RESOURCE_TEXTS.helpfulFailed, variant: "destructive" });
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => void mark()}
        aria-pressed={marked}
        aria-disabled={marked}
        className="inline-flex min-h-10 items-center gap-2 rounded border border-line px-3 text-sm font-medium hover:bg-raised aria-pressed:border-success aria-pressed:text-success"
      >
        <Icon size={16} fill={marked ? "currentColor" : "none"}>
          <path d="M7 10v11H3V10h4Zm0 0 4-8a3 3 0 0 1 3 3v4h6a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.6 21H7" />
        </Icon>
        {marked ? RESOURCE_TEXTS.markedHelpful : RESOURCE_TEXTS.markHelpful}
        <span className="sr-only"> {title}</span>
      </button>
      <span className="text-sm text-muted" data-testid="helpful-count">
        {`${plural(count, "person", "people")} found this helpful`}
      </span>
    </div>
  );
}
