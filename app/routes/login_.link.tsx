// The emailed sign-in link: it works once, within 10 minutes, in this browser or any
// other. Opening it shows one Sign in button that POSTs the token: a mail scanner
// that opens links spends nothing, and another site cannot sign a member in as someone else
// (the Worker refuses cross-site posts; docs/decisions/016).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { Button, buttonClass } from "~/components/ui/Button";
import { TOKEN_PATTERN } from "~/models/crypto.server";
import { completeSignIn } from "~/server/sign-in.server";
import { readForm } from "~/server/validate.server";
import { AUTH_TEXTS } from "~/lib/texts/auth";
import { linkIsLive, redeemLink } from "~/models/sign-in.server";
import { pageTitle } from "~/lib/site";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

const linkForm = z.object({ token: z.string().regex(TOKEN_PATTERN) });

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.token ? AUTH_TEXTS.linkTitle : AUTH_TEXTS.linkFailedTitle) },
];

/** Shows the Sign in button while the link could still work; never spends the token. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const live = TOKEN_PATTERN.test(token) && (await linkIsLive(context.db, { token }));
  return live ? { token } : data({ token: null }, { status: 410 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = linkForm.safeParse(await readForm(request));
  const claimed = parsed.success ? await redeemLink(context.db, { token: parsed.data.token }) : null;
  if (claimed) {
    const signedIn = await completeSignIn(
      context.db,
      context.env,
      request,
      { email: claimed.email },
      claimed.redirectTo,
    );
    if (signedIn) return signedIn;
  }
  return data({ failed: true }, { status: 410 });
}

// The bell's "Mark all as read" answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function LoginLink() {
  const { token } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>()?.failed;
  const busy = useNavigation().state === "submitting";
  if (!token || failed)
    return (
      <section aria-labelledby="page-title" className="mx-auto flex max-w-xl flex-col gap-4">
        <h1 id="page-title" className="text-3xl font-bold">
          {AUTH_TEXTS.linkFailedTitle}
        </h1>
        <p>{AUTH_TEXTS.linkFailed}</p>
        <Link to="/login" className={buttonClass({ className: "inline-flex items-center self-start" })}>
          {AUTH_TEXTS.newCode}
        </Link>
      </section>
    );
  return (
    <section aria-labelledby="page-title" className="mx-auto flex max-w-xl flex-col gap-4">
      <h1 id="page-title" className="text-3xl font-bold">
        {AUTH_TEXTS.linkTitle}
      </h1>
      <p id="link-intro">{AUTH_TEXTS.linkIntro}</p>
      <Form method="post" aria-labelledby="page-title" aria-describedby="link-intro">
        <input type="hidden" name="token" value={token} />
        <Button type="submit" className="self-start" aria-disabled={busy || undefined}>
          {AUTH_TEXTS.linkButton}
        </Button>
      </Form>
    </section>
  );
}
