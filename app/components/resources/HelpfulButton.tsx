// "Mark as Helpful": once per member per resource, shown at once and undone if refused. It is a
// form posted to the resource's page, so it works before the JavaScript loads.
import { useState } from "react";
import { useActionForm } from "~/components/forms/useActionForm";
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
  const form = useActionForm<{ helpful: number }>({
    intent: "mark-helpful",
    action: `/resources/${resourceId}`,
    // The stored count, which others' marks may have moved too.
    onSuccess: (result) => setCount(result.helpful),
    onFailure: () => {
      setMarked(false);
      setCount((n) => n - 1);
    },
    failureToast: () => ({ title: "Error", description: RESOURCE_TEXTS.helpfulFailed, variant: "destructive" }),
  });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (marked) return event.preventDefault();
    setMarked(true);
    setCount((n) => n + 1);
    form.formProps.onSubmit(event);
  };

  return (
    <form {...form.formProps} onSubmit={onSubmit} className="flex flex-wrap items-center gap-3">
      <input {...form.intentProps} />
      <button
        type="submit"
        id={`helpful-${resourceId}`}
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
    </form>
  );
}
