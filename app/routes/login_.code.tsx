// The second step of signing in: the 6-character code from the email. It takes paste,
// ignores spaces and case, and is offered by the browser from the email (one-time-code).
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { TextField } from "~/components/ui/TextField";
import { codeForm } from "~/server/auth-schema.server";
import { completeSignIn } from "~/server/sign-in.server";
import { AUTH_TEXTS } from "~/lib/texts/auth";
import { readForm } from "~/server/validate.server";
import { checkCode, findAttempt } from "~/models/sign-in.server";
import { useFocusOnError } from "~/components/ui/useFocusOnError";
import { Button, buttonClass } from "~/components/ui/Button";
import { pageTitle } from "~/lib/site";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

export const meta: MetaFunction = () => [{ title: pageTitle(AUTH_TEXTS.codeTitle) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const attemptId = new URL(request.url).searchParams.get("attempt") ?? "";
  const attempt = /^[A-Za-z0-9_-]{22}$/.test(attemptId) ? await findAttempt(context.db, { attemptId }) : null;
  return { attemptId, email: attempt?.email ?? null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = codeForm.safeParse(await readForm(request));
  if (!parsed.success) {
    const unknownAttempt = parsed.error.issues.some((issue) => issue.path[0] === "attempt");
    return data(
      { error: unknownAttempt ? AUTH_TEXTS.codeUsedUp : AUTH_TEXTS.codeFormat, usedUp: unknownAttempt },
      { status: 400 },
    );
  }
  const checked = await checkCode(context.db, { attemptId: parsed.data.attempt, code: parsed.data.code });
  if (!checked.ok) {
    const usedUp = checked.reason === "used-up";
    return data(
      { error: usedUp ? AUTH_TEXTS.codeUsedUp : AUTH_TEXTS.codeWrong, usedUp },
      { status: usedUp ? 410 : 400 },
    );
  }
  return (
    (await completeSignIn(context.db, context.env, request, { email: checked.email }, checked.redirectTo)) ??
    redirect("/login")
  );
}

// The bell's "Mark all as read" answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function LoginCode() {
  const { attemptId, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const input = useFocusOnError(result);
  const usedUp = !email || result?.usedUp;
  return (
    <section aria-labelledby="page-title" className="mx-auto flex max-w-xl flex-col gap-4">
      <h1 id="page-title" className="text-3xl font-bold">
        {AUTH_TEXTS.codeTitle}
      </h1>
      {email ? <p>{AUTH_TEXTS.codeSent(email)}</p> : null}
      {usedUp ? (
        <>
          <p role="alert" className="font-semibold">
            {AUTH_TEXTS.codeUsedUp}
          </p>
          <Link to="/login" className={buttonClass({ className: "inline-flex items-center self-start" })}>
            {AUTH_TEXTS.newCode}
          </Link>
        </>
      ) : (
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <input type="hidden" name="attempt" value={attemptId} />
          <TextField
            ref={input}
            label={AUTH_TEXTS.codeLabel}
            hint={AUTH_TEXTS.codeHint}
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            required
            error={result?.error}
          />
          <Button type="submit" className="self-start" aria-disabled={busy || undefined}>
            {busy ? "Signing in…" : AUTH_TEXTS.signInButton}
          </Button>
          <Link to="/login" className="self-start text-accent underline">
            {AUTH_TEXTS.newCode}
          </Link>
        </Form>
      )}
    </section>
  );
}
