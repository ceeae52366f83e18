// Contact Support (docs/features/support.md): what to expect, and a form anyone may send, a visitor
// with an email address for the reply. A member also sees their own requests and the replies, never
// the moderators' internal notes. The form posts to this page's action, so it works without script.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { skipRevalidationFor, useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { cardClass } from "~/components/ui/Card";
import { errorId, Field, FormSummary, Input, Textarea } from "~/components/ui/Field";
import { StatusBadge } from "~/components/moderation/Badges";
import { formatDateTime } from "~/lib/moderation";
import { pageTitle } from "~/lib/site";
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SENT_ID,
  SUPPORT_TOPIC_LABELS,
  SUPPORT_URL_MAX,
  supportEntryId,
  supportRequestId,
} from "~/lib/support";
import { SUPPORT_TEXTS } from "~/lib/texts/support";
import { SUPPORT_TOPICS } from "~/lib/vocab";
import { getCurrentUser } from "~/server/auth.server";
import { formAction } from "~/server/form.server";
import { supportForms } from "~/server/forms/support.server";
import { batchNamed } from "~/models/db.server";
import { ownSupportRequestsRead, type OwnSupportRequest } from "~/models/support-request.server";

export const meta: MetaFunction = () => [{ title: pageTitle(SUPPORT_TEXTS.title) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await getCurrentUser(context.db, request);
  if (!member) return { member: false, requests: [] as OwnSupportRequest[] };
  const { requests } = await batchNamed(context.db, { requests: ownSupportRequestsRead(context.db, member.id) });
  return { member: true, requests };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, supportForms({ ...context, request }));
}

// The bell's in-place buttons leave the page as it is.
export const shouldRevalidate = skipRevalidationFor();

export default function Support() {
  const { member, requests } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  // With script the answer arrives in place; without it, a plain post comes back at ?sent=1.
  const [sentHere, setSentHere] = useState(false);
  const sent = sentHere || params.get("sent") === "1";
  return (
    <div className="mx-auto flex w-full max-w-reading flex-col gap-8">
      <section aria-labelledby="page-title" className="flex flex-col gap-3">
        <h1 id="page-title" className="text-3xl font-bold">
          {SUPPORT_TEXTS.title}
        </h1>
        <p>{SUPPORT_TEXTS.intro}</p>
        <p>{SUPPORT_TEXTS.whatHappens}</p>
        <p className="font-semibold">{SUPPORT_TEXTS.responseTime}</p>
        <p>{SUPPORT_TEXTS.barrierFirst}</p>
        <p>{SUPPORT_TEXTS.urgent}</p>
      </section>
      {sent ? (
        <SentNote onAnother={() => setSentHere(false)} />
      ) : (
        <SupportForm member={member} onSent={() => setSentHere(true)} />
      )}
      {member ? <OwnRequests requests={requests} /> : null}
    </div>
  );
}

function SentNote({ onAnother }: { onAnother: () => void }) {
  return (
    <section
      id={SUPPORT_SENT_ID}
      tabIndex={-1}
      role="status"
      aria-labelledby={`${SUPPORT_SENT_ID}-title`}
      className={cardClass({ className: "flex flex-col gap-2" })}
    >
      <h2 id={`${SUPPORT_SENT_ID}-title`} className="text-xl font-semibold">
        {SUPPORT_TEXTS.sentTitle}
      </h2>
      <p>{SUPPORT_TEXTS.sentBody}</p>
      <p>
        <Link to="/support" onClick={onAnother} className="inline-flex min-h-8 items-center underline">
          {SUPPORT_TEXTS.sendAnother}
        </Link>
      </p>
    </section>
  );
}

const TOPIC_ID = "support-topic";

function SupportForm({ member, onSent }: { member: boolean; onSent: () => void }) {
  const form = useActionForm({
    intent: "send-support-request",
    onSuccess: onSent,
    focusAfterSuccess: () => SUPPORT_SENT_ID,
  });
  const [length, setLength] = useState(form.values.message?.length ?? 0);
  const topicError = form.fieldErrors.topic;
  return (
    <section aria-labelledby="support-form-title" className="flex flex-col gap-4">
      <h2 id="support-form-title" className="text-2xl font-semibold">
        {SUPPORT_TEXTS.formHeading}
      </h2>
      <form {...form.formProps} className="flex flex-col gap-5">
        <input {...form.intentProps} />
        <fieldset aria-describedby={topicError ? errorId(TOPIC_ID) : undefined}>
          <legend className="font-medium">{SUPPORT_TEXTS.topicLabel}</legend>
          {topicError ? (
            <p id={errorId(TOPIC_ID)} className="mt-1 text-sm font-semibold text-danger">
              {topicError}
            </p>
          ) : null}
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {SUPPORT_TOPICS.map((topic, index) => (
              <label key={topic} className="flex min-h-8 items-center gap-2">
                <input
                  type="radio"
                  name="topic"
                  value={topic}
                  defaultChecked={form.values.topic === topic}
                  // The first radio carries the error, so focus lands in the group.
                  aria-invalid={topicError && index === 0 ? true : undefined}
                  className="h-5 w-5"
                />
                {SUPPORT_TOPIC_LABELS[topic]}
              </label>
            ))}
          </div>
        </fieldset>
        <Field label={SUPPORT_TEXTS.messageLabel} hint={SUPPORT_TEXTS.messageHint} error={form.fieldErrors.message}>
          <Textarea
            name="message"
            defaultValue={form.values.message}
            maxLength={SUPPORT_MESSAGE_MAX}
            onChange={(event) => setLength(event.target.value.length)}
            rows={6}
            required
          />
        </Field>
        <p className="-mt-4 text-right text-sm text-muted" aria-live="off">
          {`${length}/${SUPPORT_MESSAGE_MAX}`}
        </p>
        <Field label={SUPPORT_TEXTS.pageUrlLabel} hint={SUPPORT_TEXTS.pageUrlHint} error={form.fieldErrors.pageUrl}>
          <Input
            name="pageUrl"
            type="text"
            inputMode="url"
            autoComplete="url"
            defaultValue={form.values.pageUrl}
            maxLength={SUPPORT_URL_MAX}
          />
        </Field>
        {member ? (
          <p className="text-sm">{SUPPORT_TEXTS.memberEmail}</p>
        ) : (
          <Field label={SUPPORT_TEXTS.emailLabel} hint={SUPPORT_TEXTS.emailHint} error={form.fieldErrors.email}>
            <Input name="email" type="email" autoComplete="email" defaultValue={form.values.email} required />
          </Field>
        )}
        <FormSummary summaryRef={form.summaryRef}>{form.formError}</FormSummary>
        <div>
          <Button type="submit" busy={form.busy} busyLabel={SUPPORT_TEXTS.sending}>
            {SUPPORT_TEXTS.send}
          </Button>
        </div>
      </form>
    </section>
  );
}

function OwnRequests({ requests }: { requests: OwnSupportRequest[] }) {
  return (
    <section aria-labelledby="own-requests-title" className="flex flex-col gap-3">
      <h2 id="own-requests-title" className="text-2xl font-semibold">
        {SUPPORT_TEXTS.yourRequests}
      </h2>
      {requests.length === 0 ? (
        <p>{SUPPORT_TEXTS.noRequests}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {requests.map((request) => (
            <li key={request.id}>
              <article
                id={supportRequestId(request.id)}
                tabIndex={-1}
                aria-labelledby={`${supportRequestId(request.id)}-title`}
                className={cardClass({ className: "flex flex-col gap-2" })}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h3 id={`${supportRequestId(request.id)}-title`} className="font-semibold">
                    {SUPPORT_TOPIC_LABELS[request.topic]}
                  </h3>
                  <StatusBadge status={request.status} />
                </div>
                <p className="text-sm text-muted">
                  <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
                </p>
                <p className="whitespace-pre-wrap">{request.message}</p>
                {request.entries.map((entry) => (
                  <div key={entry.id} id={supportEntryId(entry.id)} className="border-l-4 border-line pl-3">
                    <h4 className="font-medium">{SUPPORT_TEXTS.ourReply}</h4>
                    <p className="whitespace-pre-wrap">{entry.body}</p>
                    <p className="text-sm text-muted">
                      <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                    </p>
                  </div>
                ))}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
