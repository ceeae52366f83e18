// The Content Flags tab: flag type, content type and id, time, "Confidence: N%" and a Review button
// that opens the flagged content.
import { useEffect, useRef, useState } from "react";
import { LoadMore } from "~/components/lists/LoadMore";
import { useCursorList, type CursorPage } from "~/components/lists/useCursorList";
import { humanise } from "~/lib/format";
import { confidencePercent, formatDateTime } from "~/lib/moderation";
import { MODERATION_TEXTS } from "~/lib/texts";
import type { FlagListItem } from "~/models/content-flag.server";
import { FlagReviewDialog } from "./FlagReviewDialog";
import { Button } from "~/components/ui/Button";
import { cardClass, EmptyState } from "~/components/ui/Card";

export function FlagsList({ page, loading }: { page: CursorPage<FlagListItem>; loading: boolean }) {
  const list = useCursorList(page, "/api/content-flags", { isResolved: "false" });
  const [reviewing, setReviewing] = useState<FlagListItem | null>(null);
  // Once a resolved flag's card has left the list, focus goes to the list: the dialog
  // gave it back to the card's Review button, which is gone with the card.
  const [resolved, setResolved] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (resolved === null || list.items.some((item) => item.id === resolved)) return;
    listRef.current?.focus();
    setResolved(null);
  }, [resolved, list.items]);
  if (loading) return <p role="status">{MODERATION_TEXTS.loadingFlags}</p>;
  if (list.items.length === 0) return <EmptyState title={MODERATION_TEXTS.noFlags} />;
  return (
    <>
      <ul ref={listRef} tabIndex={-1} aria-label="Content flags" className="flex flex-col gap-3">
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
              <Button onClick={() => setReviewing(flag)} variant="secondary">
                {MODERATION_TEXTS.review}
                <span className="sr-only">{` ${humanise(flag.flagType).toLowerCase()} flag on ${flag.contentType} #${flag.contentId}`}</span>
              </Button>
            </article>
          </li>
        ))}
      </ul>
      <LoadMore list={list} label="Load More Flags" failedText={MODERATION_TEXTS.loadMoreFailed} />
      {reviewing ? (
        <FlagReviewDialog
          flag={reviewing}
          onClose={() => setReviewing(null)}
          onResolved={() => setResolved(reviewing.id)}
        />
      ) : null}
    </>
  );
}
