// The Moderation Actions tab: type, reason, time, a severity badge and "Expires: date" while an
// action is in force and has an expiry.
import { LoadMore } from "~/components/lists/LoadMore";
import { useCursorList, type CursorPage } from "~/components/lists/useCursorList";
import { humanise } from "~/lib/format";
import { formatDate, formatDateTime } from "~/lib/moderation";
import { MODERATION_TEXTS } from "~/lib/texts";
import type { ActionListItem } from "~/models/moderation-action.server";
import { SeverityBadge } from "./Badges";
import { cardClass, EmptyState } from "~/components/ui/Card";

export function ActionsList({
  page,
  now,
  loading,
}: {
  page: CursorPage<ActionListItem>;
  now: number;
  loading: boolean;
}) {
  const list = useCursorList(page, "/api/moderation-actions");
  if (loading) return <p role="status">{MODERATION_TEXTS.loadingActions}</p>;
  if (list.items.length === 0) return <EmptyState title={MODERATION_TEXTS.noActions} />;
  return (
    <>
      <ul className="flex flex-col gap-3">
        {list.items.map((action) => {
          const inForce = action.isActive && action.expiresAt !== null && Date.parse(action.expiresAt) > now;
          return (
            <li key={action.id}>
              <article aria-labelledby={`action-${action.id}`} className={cardClass()} data-testid="action-card">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 id={`action-${action.id}`} className="font-semibold">
                    {humanise(action.actionType)}
                  </h3>
                  <SeverityBadge severity={action.severity} />
                </div>
                <p className="mt-1">{action.reason}</p>
                <p className="mt-2 text-sm text-muted">
                  <time dateTime={action.createdAt}>{formatDateTime(action.createdAt)}</time>
                  {action.targetUserName ? ` · Member: ${action.targetUserName}` : ""}
                  {action.groupName ? ` · In the group ${action.groupName}` : ""}
                  {action.contentType && action.contentType !== "user" && action.contentId
                    ? ` · ${humanise(action.contentType)} #${action.contentId}`
                    : ""}
                  {action.moderatorName ? ` · By ${action.moderatorName}` : ""}
                </p>
                {inForce && action.expiresAt ? (
                  <p className="mt-1 text-sm font-medium" data-testid="action-expires">
                    {`${MODERATION_TEXTS.expires}: ${formatDate(action.expiresAt)}`}
                  </p>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
      <LoadMore list={list} label="Load More Actions" failedText={MODERATION_TEXTS.loadMoreFailed} />
    </>
  );
}
