// The local email outbox: what sendEmail would have sent, newest first. It exists
// only while DEV_OUTBOX=on (local `npm start` and tests); deployed, it is a 404.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { devOutboxOn } from "~/server/email.server";
import { listOutbox } from "~/models/dev-outbox.server";
import { cardClass } from "~/components/ui/Card";
import { pageTitle } from "~/lib/site";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

export const meta: MetaFunction = () => [{ title: pageTitle("Dev outbox") }];

export async function loader({ context }: LoaderFunctionArgs) {
  if (!devOutboxOn(context.env)) throw data(null, { status: 404 });
  return { emails: await listOutbox(context.db) };
}

/** Links in the plain text become links on the page, so the sign-in link can be followed. */
function Linked({ text }: { text: string }) {
  return (
    <>
      {text.split(/(https?:\/\/\S+)/).map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <a key={index} href={part} className="break-all text-accent underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

// The bell's "Mark all as read" answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function DevOutbox() {
  const { emails } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="page-title" className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 id="page-title" className="text-3xl font-bold">
        Dev outbox
      </h1>
      <p className="text-muted">
        Local development only: the emails this server would have sent. Deployed, email goes through the email API.
      </p>
      {emails.length === 0 ? <p>No emails yet.</p> : null}
      <ol className="flex flex-col gap-4">
        {emails.map((email) => (
          <li key={email.id}>
            <article aria-labelledby={`email-${email.id}`} className={cardClass()} data-email-to={email.to}>
              <h2 id={`email-${email.id}`} className="font-semibold">
                {email.subject}
              </h2>
              <p className="text-sm text-muted">
                To {email.to},{" "}
                <time dateTime={email.createdAt}>{email.createdAt.replace("T", " ").slice(0, 19)} UTC</time>
              </p>
              <p className="mt-2 whitespace-pre-wrap [overflow-wrap:anywhere]">
                <Linked text={email.text} />
              </p>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
