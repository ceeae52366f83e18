// A member's moderation history: each decision a moderator made about their content or account,
// the guideline it relates to, when it ends, and its appeal. The appeal form posts to this page's
// action, which calls the same command as POST /api/appeals.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { DecisionCard } from "~/components/appeals/DecisionCard";
import { skipRevalidationFor } from "~/components/forms/useActionForm";
import { EmptyState } from "~/components/ui/Card";
import { appealDeadline, guidelineOf } from "~/lib/appeals";
import { pageTitle } from "~/lib/site";
import { APPEAL_TEXTS } from "~/lib/texts/appeals";
import { requireUser } from "~/server/auth.server";
import { formAction } from "~/server/form.server";
import { appealForms } from "~/server/forms/appeals.server";
import { loadModerationHistory } from "~/models/appeal.server";

export const meta: MetaFunction = () => [{ title: pageTitle(APPEAL_TEXTS.historyTitle) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.db, request);
  const decisions = await loadModerationHistory(context.db, { userId: user.id });
  return {
    now: Date.now(),
    decisions: decisions.map((decision) => ({
      ...decision,
      guideline: guidelineOf(decision.reportReason),
      deadline: appealDeadline(decision.createdAt),
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, appealForms({ ...context, request }));
}

export const shouldRevalidate = skipRevalidationFor();

export default function ModerationHistory() {
  const { now, decisions } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex w-full max-w-reading flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold">{APPEAL_TEXTS.historyTitle}</h1>
        <p className="mt-2">{APPEAL_TEXTS.historyIntro}</p>
      </div>
      {decisions.length === 0 ? (
        <EmptyState title={APPEAL_TEXTS.noDecisions} />
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Decisions">
          {decisions.map((decision) => (
            <li key={decision.id}>
              <DecisionCard decision={decision} now={now} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
