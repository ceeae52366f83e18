// Sign in or join (docs/features/sign-in.md): an email address, then a code or a link from the
// email. No password and no puzzle (WCAG 2.2 SC 3.3.8). Locally, DEMO_SIGN_IN=on adds one-click
// sign-in as a seeded member.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { DemoSignIn } from "~/components/auth/DemoSignIn";
import { TextField } from "~/components/ui/TextField";
import { sendCodeForm, signInReasonField } from "~/server/auth-schema.server";
import { getCurrentUser, safeRedirect } from "~/server/auth.server";
import { devOutboxOn, sendEmail, signInEmail } from "~/server/email.server";
import { requirePublicOrigin } from "~/server/public-origin.server";
import { enforceKeyedRateLimit, mailboxKey, SIGN_IN_LIMITS } from "~/server/rate-limit.server";
import { AUTH_TEXTS } from "~/lib/texts/auth";
import { readBodyText, readForm } from "~/server/validate.server";
import { formAction } from "~/server/form.server";
import { PASSKEY_SIGN_IN_INTENTS, passkeySignInForms } from "~/server/forms/passkey-sign-in.server";
import { PasskeySignIn } from "~/components/auth/PasskeySignIn";
import { demoMembers, startSignIn } from "~/models/sign-in.server";
import { useFocusOnError } from "~/components/ui/useFocusOnError";
import { Button } from "~/components/ui/Button";
import { errorId } from "~/components/ui/Field";
import { pageTitle, SITE_NAME } from "~/lib/site";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

export const meta: MetaFunction = () => [{ title: pageTitle(AUTH_TEXTS.signInTitle) }];

/** The limit's Retry-After reaches the browser (a page's headers come from here, not from the action's data). */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const redirectTo = safeRedirect(search.get("redirectTo"), "/") ?? "/";
  if (await getCurrentUser(context.db, request)) throw redirect(redirectTo);
  const demo = context.env.DEMO_SIGN_IN === "on" ? await demoMembers(context.db) : null;
  // What a form (Like, Join) was about to do when it sent the visitor here; anything else says nothing.
  const reason = signInReasonField.safeParse(search.get("reason")).data;
  const because = reason ? AUTH_TEXTS.signInReasons[reason] : null;
  return { redirectTo, demo, outbox: devOutboxOn(context.env), because };
}

const EMAIL_ID = "sign-in-email";

export async function action({ request, context }: ActionFunctionArgs) {
  // The passkey button's and autofill's posts (script only); everything else is the email form.
  const intent = new URLSearchParams(await readBodyText(request.clone() as Request, 16 * 1024)).get("intent");
  // Their answers go to PasskeySignIn's fetcher, never to this page's useActionData: typed out of it.
  if (intent && (PASSKEY_SIGN_IN_INTENTS as readonly string[]).includes(intent))
    return (await formAction(request, passkeySignInForms({ ...context, request }))) as never;
  const parsed = sendCodeForm.safeParse(await readForm(request));
  if (!parsed.success)
    return data({ error: parsed.error.issues[0]?.message ?? AUTH_TEXTS.emailInvalid }, { status: 400 });
  const { email } = parsed.data;
  const redirectTo = safeRedirect(parsed.data.redirectTo, "/") ?? "/";
  // Before anything is counted or stored: with no public address there is no link to send.
  const origin = requirePublicOrigin(context.env);
  const ip = request.headers.get("cf-connecting-ip") ?? "unknown";
  try {
    await enforceKeyedRateLimit(context.db, {
      key: mailboxKey(email),
      ...SIGN_IN_LIMITS.perAddress,
      message: AUTH_TEXTS.tooManyCodes,
    });
    await enforceKeyedRateLimit(context.db, {
      key: `ip:${ip}`,
      ...SIGN_IN_LIMITS.perIp,
      message: AUTH_TEXTS.tooManyCodes,
    });
  } catch (refusal) {
    if (!(refusal instanceof Response)) throw refusal;
    return data(
      { error: AUTH_TEXTS.tooManyCodes },
      { status: 429, headers: { "Retry-After": refusal.headers.get("Retry-After") ?? "900" } },
    );
  }
  const { attemptId, code, token } = await startSignIn(context.db, { email, redirectTo });
  const link = `${origin}/login/link?token=${token}`;
  await sendEmail(context.env, context.db, signInEmail({ to: email, code, link, siteName: SITE_NAME }));
  return redirect(`/login/code?attempt=${attemptId}`);
}

// The bell's "Mark all as read" answers in place: the page under it does not reload; nor does a
// passkey challenge.
export const shouldRevalidate = skipRevalidationFor(["passkey-sign-in-options"]);

export default function Login() {
  const { redirectTo, demo, outbox, because } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const email = useFocusOnError(result);
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-8">
      <section aria-labelledby="page-title" className="flex flex-col gap-4">
        <h1 id="page-title" className="text-3xl font-bold">
          {AUTH_TEXTS.signInTitle}
        </h1>
        {because ? (
          <p id="sign-in-reason" className="font-semibold">
            {because}
          </p>
        ) : null}
        <p id="sign-in-intro">{AUTH_TEXTS.signInIntro}</p>
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {/* The page's one purpose, so it starts here: on load (autofocus), and after a client-side
              navigation (RouteFocus honours data-route-focus). What focus skipped is read with it. */}
          <TextField
            ref={email}
            id={EMAIL_ID}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- see above: the page's single field
            autoFocus
            data-route-focus
            aria-describedby={[because ? "sign-in-reason" : "", "sign-in-intro", result?.error ? errorId(EMAIL_ID) : ""]
              .filter(Boolean)
              .join(" ")}
            label={AUTH_TEXTS.emailLabel}
            name="email"
            type="email"
            // "webauthn": the browser may offer this site's passkeys here (PasskeySignIn's autofill).
            autoComplete="username webauthn"
            inputMode="email"
            required
            error={result?.error}
          />
          <Button type="submit" className="self-start" aria-disabled={busy || undefined}>
            {busy ? "Sending…" : AUTH_TEXTS.sendCode}
          </Button>
        </Form>
        <PasskeySignIn redirectTo={redirectTo} />
        {outbox ? (
          <p className="text-sm text-muted">
            Local development: sent emails appear in the{" "}
            <a href="/dev/outbox" className="text-accent underline">
              dev outbox
            </a>
            .
          </p>
        ) : null}
      </section>
      {demo ? <DemoSignIn members={demo} redirectTo={redirectTo} /> : null}
    </div>
  );
}
