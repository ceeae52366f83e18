// The Content Flags tab: flag type, content type and id, time, "Confidence: N%" and a Review
// button that opens the flagged content (without script, in place at ?dialog=review-flag&flag=<id>).
import { useActionData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { DialogOpener, useDialogParam } from "~/components/forms/PageDialog";
import { LoadMore } from "~/components/lists/LoadMore";
import { useCursorList, type CursorPage } from "~/components/lists/useCursorList";
import { humanise } from "~/lib/format";
import { confidencePercent, FLAG_DIALOG, FLAGS_LIST_ID, formatDateTime } from "~/lib/moderation";
import { MODERATION_TEXTS } from "~/lib/texts";
import type { FormFailure } from "~/lib/form-reply";
import type { FlagListItem } from "~/models/content-flag.server";
import { FlagReviewDialog } from "./FlagReviewDialog";
import { buttonClass } from "~/components/ui/Button";
import { cardClass, EmptyState } from "~/components/ui/Card";

export function FlagsList({ page, loading }: { page: CursorPage<FlagListItem>; loading: boolean }) {
  const list = useCursorList(page, "/api/content-flags", { isResolved: "false" });
  const [reviewing, setReviewing] = useState<FlagListItem | null>(null);
  // Without script, ?dialog=review-flag&flag=<id> asks for the review in place.
  const asked = useDialogParam(FLAG_DIALOG)?.get("flag");
  const shown = reviewing ?? list.items.find((flag) => String(flag.id) === asked) ?? null;
  // Once a resolved flag's card has left the list, focus goes to the list: the dialog gave it
  // back to the card's Review button, which is gone with the card.
  const [resolved, setResolved] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (resolved === null || list.items.some((item) => item.id === resolved)) return;
    listRef.current?.focus();
    setResolved(null);
  }, [resolved, list.items]);
  // A review refused without script whose flag has left the list (a colleague resolved it):
  // its dialog cannot be drawn, so the list says why.
  const refusal = useRefusedReview();
  const orphan =
    refusal && !shown ? (
      <p role="alert" className="alert tone-danger mb-3 font-medium">
        {`${refusal} ${MODERATION_TEXTS.actionFailed}`}
      </p>
    ) : null;
  if (loading) return <p role="status">{MODERATION_TEXTS.loadingFlags}</p>;
  if (list.items.length === 0)
    return (
      <>
        {orphan}
        <EmptyState title={MODERATION_TEXTS.noFlags} />
      </>
    );
  return (
    <>
      {orphan}
      <ul ref={listRef} id={FLAGS_LIST_ID} tabIndex={-1} aria-label="Content flags" className="flex flex-col gap-3">
        {list.items.map((flag) => (
          <li key={flag.id}>
            <article
              aria-labelledby={`flag-${flag.id}`}
              className={cardClass({ className: "flex flex-wrap items-start gap-3" })}
              data-testid="flag-card"
            >
              <div className="min-w-0 flex-1">
                <h3 id={`flag-${flag.id}`} className="font-semibold">
                  {humanise(flag.flagType)}
                </h3>
                <p className="mt-1">{`${humanise(flag.contentType)} #${flag.contentId}`}</p>
                <p className="mt-1 text-sm text-muted">
                  <time dateTime={flag.createdAt}>{formatDateTime(flag.createdAt)}</time>
                </p>
                <p className="mt-1 text-sm font-medium">{`${MODERATION_TEXTS.confidence}: ${confidencePercent(flag.confidence)}%`}</p>
              </div>
              <DialogOpener
                name={FLAG_DIALOG}
                params={{ tab: "flags", flag: flag.id }}
                onOpen={() => setReviewing(flag)}
                className={buttonClass({ variant: "secondary" })}
              >
                {MODERATION_TEXTS.review}
                <span className="sr-only">{` ${humanise(flag.flagType).toLowerCase()} flag on ${flag.contentType} #${flag.contentId}`}</span>
              </DialogOpener>
            </article>
          </li>
        ))}
      </ul>
      <LoadMore list={list} label="Load More Flags" failedText={MODERATION_TEXTS.loadMoreFailed} />
      {shown ? (
        <FlagReviewDialog
          flag={shown}
          open={reviewing !== null}
          onClose={() => setReviewing(null)}
          onResolved={() => setResolved(shown.id)}
        />
      ) : null}
    </>
  );
}

function useRefusedReview() {
  const reply = useActionData<FormFailure | { ok: true }>();
  return reply && !reply.ok && reply.intent === "resolve-flag" ? reply.formError : null;
}
