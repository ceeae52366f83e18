// /account/passkeys: the member's passkeys (list, rename, remove, add). The account page shows
// the same section (SignInMethods) and spreads the same form handlers into its action.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { SignInMethods } from "~/components/account/SignInMethods";
import { skipRevalidationFor } from "~/components/forms/useActionForm";
import { pageTitle } from "~/lib/site";
import { PASSKEY_TEXTS } from "~/lib/texts/passkeys";
import { listPasskeys } from "~/models/passkey.server";
import { requireUser } from "~/server/auth.server";
import { formAction } from "~/server/form.server";
import { passkeyForms } from "~/server/forms/passkeys.server";

export const meta: MetaFunction = () => [{ title: pageTitle(PASSKEY_TEXTS.pageTitle) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.db, request);
  return { passkeys: await listPasskeys(context.db, user.id) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, passkeyForms({ ...context, request }));
}

// A challenge changes nothing on the page, so the list does not reload for it.
export const shouldRevalidate = skipRevalidationFor(["passkey-options"]);

export default function AccountPasskeys() {
  const { passkeys } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <h1 id="page-title" className="text-3xl font-bold">
        {PASSKEY_TEXTS.pageTitle}
      </h1>
      <SignInMethods passkeys={passkeys} />
    </div>
  );
}
