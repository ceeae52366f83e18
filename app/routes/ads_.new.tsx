// Where /ads sends a member who is not an advertiser yet: one form that opens an ad
// account, which makes them an advertiser. It works without JavaScript.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { Field, Input } from "~/components/ui/Field";
import { createAccountSchema } from "~/lib/ads/schema";
import { requireUser } from "~/server/auth.server";
import { ADS_TEXTS } from "~/lib/texts";
import { readForm } from "~/server/validate.server";
import { useFocusOnError } from "~/components/ui/useFocusOnError";
import { Button } from "~/components/ui/Button";
import { pageTitle } from "~/lib/site";
import { perform } from "~/server/commands/adapters.server";
import { openAdAccount } from "~/server/commands/ads.server";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

export const meta: MetaFunction = () => [{ title: pageTitle(`Open an ad account | ${ADS_TEXTS.title}`) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context.db, request);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = createAccountSchema.safeParse(await readForm(request));
  if (!parsed.success)
    return data({ error: parsed.error.issues[0]?.message ?? "Name the ad account" }, { status: 400 });
  const account = await perform(openAdAccount, { ...context, request }, parsed.data);
  return redirect(`/ads?account=${account.id}`);
}

// The bell's "Mark all as read" answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function NewAdAccount() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const name = useFocusOnError(result);
  return (
    <section aria-labelledby="page-title" className="mx-auto flex max-w-xl flex-col gap-4">
      <h1 id="page-title" className="text-3xl font-bold">
        {ADS_TEXTS.title}
      </h1>
      <p>
        {ADS_TEXTS.noAccounts} Open one to run campaigns that reach the community. Your plan sets how much you can run;
        the free plan is enough to start.
      </p>
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <Field id="account-name" label="Ad account name" hint="Usually your organisation's name." error={result?.error}>
          <Input
            ref={name}
            id="account-name"
            name="accountName"
            maxLength={100}
            required
            aria-invalid={result?.error ? true : undefined}
            aria-describedby={result?.error ? "account-name-hint account-name-error" : "account-name-hint"}
          />
        </Field>
        <Button type="submit" aria-disabled={busy || undefined} className="self-start">
          Open an ad account
        </Button>
      </Form>
    </section>
  );
}
