// What a member who is not an advertiser yet sees at /ads (issue 20): one form that opens an ad
// account, which makes them an advertiser.
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { primaryButtonClass, TextField } from "~/components/ui/Field";
import { ADS_TEXTS } from "~/lib/texts";

export function AdsOnboarding() {
  const result = useActionData<{ error?: string }>();
  const busy = useNavigation().state === "submitting";
  const name = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (result?.error) name.current?.focus();
  }, [result]);
  return (
    <section aria-labelledby="page-title" className="mx-auto flex max-w-xl flex-col gap-4">
      <h1 id="page-title" className="text-3xl font-bold">
        {ADS_TEXTS.title}
      </h1>
      <p>{ADS_TEXTS.noAccounts} Open one to run campaigns that reach the community. Your plan sets how much you can run; the free plan is enough to start.</p>
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <TextField ref={name} label="Ad account name" hint="Usually your organisation's name." name="accountName" maxLength={100} required error={result?.error} />
        <button type="submit" className={`${primaryButtonClass} self-start`} aria-disabled={busy || undefined}>
          Open an ad account
        </button>
      </Form>
    </section>
  );
}
