// One decision on the member's moderation history: what happened, the guideline, when it ends,
// and its appeal: the form while the window is open, or the appeal and its outcome.
import { Link } from "@remix-run/react";
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { cardClass } from "~/components/ui/Card";
import { FormSummary } from "~/components/ui/Field";
import { TextAreaField } from "~/components/ui/TextField";
import { useToast } from "~/components/ui/Toast";
import { APPEAL_MAX, decisionAnchor } from "~/lib/appeals";
import { excerpt, platformDate } from "~/lib/format";
import { APPEAL_TEXTS } from "~/lib/texts/appeals";
import type { HistoryItem } from "~/models/appeal.server";

export type Decision = HistoryItem & { guideline: string; deadline: string };

const NOUNS: Record<string, string> = { post: "post", comment: "reply", message: "message", user: "profile" };

export function decisionTitle(decision: Pick<Decision, "actionType" | "contentType">): string {
  if (decision.actionType === "user_suspended") return "Your account was suspended";
  if (decision.actionType === "warning_issued") return "You received a warning";
  return `Your ${NOUNS[decision.contentType ?? "post"] ?? "content"} was removed`;
}

/** When the decision ends, in words: a suspension has a date, a removal lasts until an appeal is granted. */
export function decisionEnds(decision: Pick<Decision, "actionType" | "expiresAt">, now: number): string {
  if (decision.actionType === "user_suspended" && decision.expiresAt)
    return Date.parse(decision.expiresAt) > now
      ? `Ends on ${platformDate(decision.expiresAt)}.`
      : `Ended on ${platformDate(decision.expiresAt)}.`;
  if (decision.actionType === "content_removed") return "It stays removed unless an appeal is granted.";
  return "A warning does not limit your account.";
}

export function DecisionCard({ decision, now }: { decision: Decision; now: number }) {
  const anchor = decisionAnchor(decision.id);
  const reversed = decision.appealStatus === "granted";
  return (
    <article id={anchor} tabIndex={-1} aria-labelledby={`${anchor}-heading`} className={cardClass()}>
      <h2 id={`${anchor}-heading`} className="text-xl font-semibold">
        {decisionTitle(decision)}
      </h2>
      <dl className="mt-2 grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium">Date</dt>
        <dd>
          <time dateTime={decision.createdAt}>{platformDate(decision.createdAt)}</time>
        </dd>
        <dt className="font-medium">Guideline</dt>
        <dd>
          <Link to="/guidelines" className="underline">
            {decision.guideline}
          </Link>
        </dd>
        <dt className="font-medium">Reason</dt>
        <dd>{decision.reason}</dd>
        <dt className="font-medium">When it ends</dt>
        <dd>{reversed ? "Reversed on appeal." : decisionEnds(decision, now)}</dd>
        {decision.contentText ? (
          <>
            <dt className="font-medium">It read</dt>
            <dd>&ldquo;{excerpt(decision.contentText, 160)}&rdquo;</dd>
          </>
        ) : null}
      </dl>
      <AppealPart decision={decision} now={now} />
    </article>
  );
}

function AppealPart({ decision, now }: { decision: Decision; now: number }) {
  if (decision.appealStatus === null) {
    if (Date.parse(decision.deadline) < now) return <p className="mt-3 text-muted">{APPEAL_TEXTS.windowClosed}</p>;
    return <AppealForm decision={decision} />;
  }
  const outcome =
    decision.appealStatus === "pending"
      ? APPEAL_TEXTS.pending
      : decision.appealStatus === "granted"
        ? APPEAL_TEXTS.granted
        : APPEAL_TEXTS.upheld;
  return (
    <section aria-labelledby={`${decisionAnchor(decision.id)}-appeal`} className="mt-4 border-t border-line pt-3">
      <h3 id={`${decisionAnchor(decision.id)}-appeal`} className="font-semibold">
        Your appeal{decision.appealCreatedAt ? `, sent on ${platformDate(decision.appealCreatedAt)}` : ""}
      </h3>
      <blockquote className="mt-1 border-l-4 border-line pl-3 whitespace-pre-wrap">
        {decision.appealStatement}
      </blockquote>
      <p className="mt-2 font-medium" data-testid="appeal-outcome">
        {outcome}
      </p>
      {decision.appealReason ? (
        <p className="mt-1">
          The moderator&rsquo;s reason: {decision.appealReason}
          {decision.appealDecidedAt ? ` (${platformDate(decision.appealDecidedAt)})` : ""}
        </p>
      ) : null}
    </section>
  );
}

function AppealForm({ decision }: { decision: Decision }) {
  const { toast } = useToast();
  const form = useActionForm({
    intent: "file-appeal",
    onSuccess: () => toast({ title: APPEAL_TEXTS.appealSent, description: APPEAL_TEXTS.appealSentDetail }),
    focusAfterSuccess: () => decisionAnchor(decision.id),
  });
  // Without script every form on the page reads the one answer: only this decision's shows it.
  const mine = !form.values.actionId || form.values.actionId === String(decision.id);
  const fieldId = `appeal-${decision.id}-statement`;
  return (
    <form {...form.formProps} className="mt-4 flex flex-col gap-3 border-t border-line pt-3">
      <h3 className="font-semibold">{APPEAL_TEXTS.appealThis}</h3>
      <FormSummary summaryRef={form.summaryRef}>
        {mine && form.formError && !form.fieldErrors.statement ? form.formError : null}
      </FormSummary>
      <input {...form.intentProps} />
      <input type="hidden" name="actionId" value={decision.id} />
      <TextAreaField
        id={fieldId}
        name="statement"
        label={APPEAL_TEXTS.appealLabel}
        hint={APPEAL_TEXTS.appealHint}
        error={mine ? form.fieldErrors.statement : undefined}
        defaultValue={mine ? form.values.statement : undefined}
        maxLength={APPEAL_MAX}
        rows={4}
      />
      <div>
        <Button type="submit" busy={form.busy} busyLabel={APPEAL_TEXTS.sending}>
          {APPEAL_TEXTS.sendAppeal}
        </Button>
      </div>
    </form>
  );
}
