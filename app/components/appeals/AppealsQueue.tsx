// The Appeals tab of /moderation: pending appeals, oldest first. A moderator other than the one
// who made the decision upholds or grants each, with a reason the member reads. The form posts to
// the dashboard's action, which calls the same command as PUT /api/appeals/:id.
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { cardClass, EmptyState } from "~/components/ui/Card";
import { FormSummary } from "~/components/ui/Field";
import { TextAreaField } from "~/components/ui/TextField";
import { useToast } from "~/components/ui/Toast";
import { APPEAL_REASON_MAX, APPEALS_LIST_ID, appealCardId, guidelineOf } from "~/lib/appeals";
import { excerpt, platformDate } from "~/lib/format";
import { APPEAL_TEXTS } from "~/lib/texts/appeals";
import type { PendingAppeal } from "~/models/appeal.server";
import { decisionEnds, decisionTitle } from "./DecisionCard";

export function AppealsQueue({
  appeals,
  viewerId,
  now,
  loading,
}: {
  appeals: PendingAppeal[];
  viewerId: number;
  now: number;
  loading: boolean;
}) {
  if (loading) return <p role="status">{APPEAL_TEXTS.loadingAppeals}</p>;
  return (
    <section aria-labelledby={APPEALS_LIST_ID}>
      <h2 id={APPEALS_LIST_ID} tabIndex={-1} className="text-xl font-semibold">
        Appeals waiting ({appeals.length})
      </h2>
      {appeals.length === 0 ? (
        <EmptyState title={APPEAL_TEXTS.noAppeals} className="mt-3" />
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {appeals.map((appeal) => (
            <li key={appeal.id}>
              <AppealCard appeal={appeal} viewerId={viewerId} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AppealCard({ appeal, viewerId, now }: { appeal: PendingAppeal; viewerId: number; now: number }) {
  const id = appealCardId(appeal.id);
  // The title is written for the member ("Your post was removed"); here it names them.
  const what = decisionTitle(appeal).replace(/^Your /, `${appeal.memberName ?? "A member"}'s `);
  const title = what.startsWith("You ") ? `${appeal.memberName ?? "A member"}: ${what}` : what;
  return (
    <article aria-labelledby={`${id}-heading`} className={cardClass()} data-testid="appeal-card">
      <h3 id={`${id}-heading`} className="font-semibold">
        {`Appeal #${appeal.id}: ${title}`}
      </h3>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium">Decision</dt>
        <dd>
          {appeal.actionReason} ({decisionEnds(appeal, now)})
        </dd>
        <dt className="font-medium">Guideline</dt>
        <dd>{guidelineOf(appeal.reportReason)}</dd>
        <dt className="font-medium">Decided by</dt>
        <dd>
          {appeal.moderatorName ?? "Unknown"}, {platformDate(appeal.actionCreatedAt)}
        </dd>
        {appeal.contentText ? (
          <>
            <dt className="font-medium">Content</dt>
            <dd>&ldquo;{excerpt(appeal.contentText, 200)}&rdquo;</dd>
          </>
        ) : null}
        <dt className="font-medium">Appealed</dt>
        <dd>{platformDate(appeal.createdAt)}</dd>
      </dl>
      <p className="mt-3 font-medium">The member wrote:</p>
      <blockquote className="mt-1 border-l-4 border-line pl-3 whitespace-pre-wrap">{appeal.statement}</blockquote>
      {appeal.moderatorId === viewerId || appeal.memberId === viewerId ? (
        <p className="mt-3 font-medium" data-testid="appeal-own-decision">
          {appeal.moderatorId === viewerId ? APPEAL_TEXTS.ownDecision : APPEAL_TEXTS.ownAppeal}
        </p>
      ) : (
        <DecideForm appeal={appeal} />
      )}
    </article>
  );
}

function DecideForm({ appeal }: { appeal: PendingAppeal }) {
  const { toast } = useToast();
  const form = useActionForm<{ status: string }>({
    intent: "decide-appeal",
    onSuccess: ({ status }) =>
      toast({
        title: APPEAL_TEXTS.decidedTitle,
        description: `Appeal #${appeal.id} ${status === "granted" ? "granted" : "not granted"}.`,
      }),
    focusAfterSuccess: () => APPEALS_LIST_ID,
  });
  const mine = !form.values.appealId || form.values.appealId === String(appeal.id);
  return (
    <form {...form.formProps} className="mt-3 flex flex-col gap-3">
      <FormSummary summaryRef={form.summaryRef}>
        {mine && form.formError && !form.fieldErrors.reason ? form.formError : null}
      </FormSummary>
      <input {...form.intentProps} />
      <input type="hidden" name="appealId" value={appeal.id} />
      <TextAreaField
        id={`${appealCardId(appeal.id)}-reason`}
        name="reason"
        label={APPEAL_TEXTS.decisionLabel}
        hint={APPEAL_TEXTS.decisionHint}
        error={mine ? form.fieldErrors.reason : undefined}
        defaultValue={mine ? form.values.reason : undefined}
        maxLength={APPEAL_REASON_MAX}
        rows={3}
      />
      <div role="group" aria-label="Decision" className="flex flex-wrap gap-2">
        <Button type="submit" name="decision" value="upheld" variant="secondary" busy={form.busy}>
          {APPEAL_TEXTS.uphold}
        </Button>
        <Button type="submit" name="decision" value="granted" busy={form.busy}>
          {APPEAL_TEXTS.grant}
        </Button>
      </div>
    </form>
  );
}
