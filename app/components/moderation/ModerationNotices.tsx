// Tells a member what moderators did to their own content or account: what happened, the
// guideline it relates to, when it ends, and a link to appeal it on their moderation history.
// Shown at the top of their home feed.
import { Link } from "@remix-run/react";
import { decisionUrl, guidelineOf } from "~/lib/appeals";
import { excerpt, platformDate } from "~/lib/format";
import { APPEAL_NOTICE_TEXTS } from "~/lib/texts/appeal-notice";
import type { ModerationNotice } from "~/models/moderation-action.server";
import { alertClass } from "~/components/ui/Card";

const NOUNS: Record<string, string> = { post: "post", comment: "reply", message: "message", user: "profile" };

function happened(notice: ModerationNotice): string {
  if (notice.actionType === "user_suspended" && notice.expiresAt)
    return `Your account is suspended until ${platformDate(notice.expiresAt)}. You can read, but not post, message or chat until then.`;
  if (notice.actionType === "warning_issued") return `A moderator warned you on ${platformDate(notice.createdAt)}.`;
  return `A moderator removed your ${NOUNS[notice.contentType ?? "post"] ?? "content"} on ${platformDate(notice.createdAt)}. Others can no longer see it.`;
}

function ends(notice: ModerationNotice): string {
  if (notice.actionType === "user_suspended") return "It ends on the date above.";
  if (notice.actionType === "content_removed") return "It stays removed unless an appeal is granted.";
  return "A warning does not limit your account.";
}

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
      <ul className="mt-2 flex flex-col gap-3">
        {notices.map((notice) => (
          <li key={notice.id}>
            <p>
              <strong>{happened(notice)}</strong>
            </p>
            {notice.contentText && notice.actionType === "content_removed" ? (
              <p>It read: &ldquo;{excerpt(notice.contentText, 80)}&rdquo;.</p>
            ) : null}
            <p>
              Guideline: {guidelineOf(notice.reportReason)}. Reason: {notice.reason}. {ends(notice)}
            </p>
            <p>
              <Link to={decisionUrl(notice.id)} className="font-semibold underline">
                {notice.appealStatus ? APPEAL_NOTICE_TEXTS.noticeSeeDecision : APPEAL_NOTICE_TEXTS.appealThis}
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
