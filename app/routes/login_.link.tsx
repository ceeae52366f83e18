// The emailed sign-in link (issue 20): it signs in by itself, once, within 10 minutes, in
// this browser or any other.
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { buttonClass } from "~/components/ui/Button";
import { TOKEN_PATTERN } from "~/models/crypto.server";
import { completeSignIn } from "~/server/sign-in.server";
import { AUTH_TEXTS } from "~/lib/texts/auth";
import { redeemLink } from "~/models/sign-in.server";
import { pageTitle } from "~/lib/site";

export const meta: MetaFunction = () => [{ title: pageTitle(AUTH_TEXTS.linkFailedTitle) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const claimed = TOKEN_PATTERN.test(token) ? await redeemLink(context.db, { token }) : null;
  if (claimed) {
    const signedIn = await completeSignIn(
      context.db,
      context.env,
      request,
      { email: claimed.email },
      claimed.redirectTo,
    );
    if (signedIn) throw signedIn;
  }
  return new Response(null, { status: 410 });
}

export default function LoginLink() {
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
}
