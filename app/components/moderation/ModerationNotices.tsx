// Tells a member what moderators did to their own content or account: the author of removed
// content sees a notice. Shown at the top of their home feed.
import { excerpt, platformDate } from "~/lib/format";
import type { ModerationNotice } from "~/models/moderation-action.server";
import { alertClass } from "~/components/ui/Card";

export function ModerationNotices({ notices }: { notices: ModerationNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <section
      aria-labelledby="moderation-notices-heading"
      className={alertClass("danger")}
      data-testid="moderation-notices"
    >
      <h2 id="moderation-notices-heading" className="text-lg font-semibold">
        Notices from the moderators
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {notices.map((notice) => (
          <li key={notice.id}>
            {notice.actionType === "user_suspended" && notice.expiresAt ? (
              <p>
                <strong>Your account is suspended until {platformDate(notice.expiresAt)}.</strong> You can read, but not
                post, message or chat until then. Reason: {notice.reason}.
              </p>
            ) : (
              <p>
                <strong>
                  A moderator removed your {notice.contentType ?? "content"} on {platformDate(notice.createdAt)}.
                </strong>{" "}
                {notice.contentText ? <>It read: &ldquo;{excerpt(notice.contentText, 80)}&rdquo;. </> : null}
                Reason: {notice.reason}. Others can no longer see it; it is kept in case you want to appeal.
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
