// The old address's undo link, after a change of sign-in address: it works for 7 days, once, for
// whoever holds the old mailbox, signed in or not. Opening it shows one button that POSTs the
// token, so a mail scanner that opens links changes nothing. Undoing signs the account out
// everywhere, as whoever made the change may not have been the member.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { Button, buttonClass } from "~/components/ui/Button";
import { skipRevalidationFor } from "~/components/forms/useActionForm";
import { pageTitle } from "~/lib/site";
import { ACCOUNT_TEXTS as T } from "~/lib/texts/account";
import { TOKEN_PATTERN } from "~/models/crypto.server";
import { undoableChange, undoEmailChange } from "~/models/account.server";
import { readForm } from "~/server/validate.server";

const undoForm = z.object({ token: z.string().regex(TOKEN_PATTERN) });

export const meta: MetaFunction = () => [{ title: pageTitle(T.undoTitle) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const live = TOKEN_PATTERN.test(token) && (await undoableChange(context.db, { token })) !== null;
  return live ? { token } : data({ token: null }, { status: 410 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = undoForm.safeParse(await readForm(request));
  const undone = parsed.success && (await undoEmailChange(context.db, { token: parsed.data.token }));
  return undone ? { undone: true } : data({ undone: false }, { status: 410 });
}

export const shouldRevalidate = skipRevalidationFor();

export default function UndoEmailChange() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const failed = !token || result?.undone === false;
  return (
    <section aria-labelledby="page-title" className="mx-auto flex max-w-xl flex-col gap-4">
      <h1 id="page-title" tabIndex={-1} className="text-3xl font-bold">
        {failed ? T.undoFailedTitle : T.undoTitle}
      </h1>
      {result?.undone ? (
        <>
          <p role="status">{T.undoDone}</p>
          <Link to="/login" className={buttonClass({ className: "inline-flex items-center self-start" })}>
            Sign in
          </Link>
        </>
      ) : failed ? (
        <p>{T.undoFailed}</p>
      ) : (
        <>
          <p>{T.undoIntro}</p>
          <Form method="post">
            <input type="hidden" name="token" value={token ?? ""} />
            <Button type="submit" busy={busy}>
              {T.undoButton}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
