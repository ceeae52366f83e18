// A first sign-in lands here (issue 20): a display name, an optional bio, the community
// guidelines, and an offer to set up accessibility preferences now in the existing wizard.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CheckboxField, TextAreaField, TextField } from "~/components/ui/TextField";
import { welcomeForm } from "~/lib/server/auth-schema.server";
import { requireUser, safeRedirect } from "~/lib/server/auth.server";
import { AUTH_TEXTS } from "~/lib/texts/auth";
import { readForm } from "~/lib/server/validate.server";
import { readVisitorPreferences, clearVisitorPreferences } from "~/lib/server/visitor-preferences.server";
import { hasPreferences, savePreferences } from "~/models/accessibility.server";
import { completeWelcome } from "~/models/user.server";
import { Button } from "~/components/ui/Button";

export const meta: MetaFunction = () => [{ title: `${AUTH_TEXTS.welcomeTitle} | Community Platform` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.db, request);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/") ?? "/";
  return {
    displayName: user.welcomedAt ? user.displayName : "",
    redirectTo,
    hasVisitorPreferences: readVisitorPreferences(request) !== null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context.db, request);
  const parsed = welcomeForm.safeParse(await readForm(request));
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return data({ errors }, { status: 400 });
  }
  const { displayName, bio, preferences, redirectTo } = parsed.data;
  await completeWelcome(context.db, { userId: user.id, displayName, bio });
  const headers = new Headers();
  // Settings chosen before signing in are kept for an account that has none yet, never over saved ones.
  const visitorPreferences = readVisitorPreferences(request);
  if (visitorPreferences) {
    if (!(await hasPreferences(context.db, { userId: user.id })))
      await savePreferences(context.db, { userId: user.id, preferences: visitorPreferences });
    headers.append("Set-Cookie", clearVisitorPreferences(request));
  }
  return redirect(preferences ? "/accessibility?wizard=open" : (safeRedirect(redirectTo, "/") ?? "/"), { headers });
}

const FIELD_ORDER = ["displayName", "bio", "guidelines"] as const;

export default function Welcome() {
  const { displayName, redirectTo, hasVisitorPreferences } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  const errors = result?.errors ?? {};
  useEffect(() => {
    const first = FIELD_ORDER.find((name) => result?.errors[name]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [result]);
  return (
    <section aria-labelledby="page-title" className="mx-auto flex max-w-xl flex-col gap-4">
      <h1 id="page-title" className="text-3xl font-bold">
        {AUTH_TEXTS.welcomeTitle}
      </h1>
      <p>{AUTH_TEXTS.welcomeIntro}</p>
      <Form ref={form} method="post" className="flex flex-col gap-5" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField
          label={AUTH_TEXTS.displayNameLabel}
          name="displayName"
          defaultValue={displayName}
          autoComplete="nickname"
          maxLength={60}
          required
          error={errors.displayName}
        />
        <TextAreaField
          label={AUTH_TEXTS.bioLabel}
          hint={AUTH_TEXTS.bioHint}
          name="bio"
          rows={3}
          maxLength={500}
          error={errors.bio}
        />
        <CheckboxField label={AUTH_TEXTS.guidelinesLabel} name="guidelines" required error={errors.guidelines} />
        <CheckboxField label={AUTH_TEXTS.setUpPreferences} name="preferences" />
        {hasVisitorPreferences ? (
          <p className="text-sm text-muted">The accessibility settings you chose before signing in will be kept.</p>
        ) : null}
        <Button type="submit" className="self-start" aria-disabled={busy || undefined}>
          {AUTH_TEXTS.finish}
        </Button>
      </Form>
    </section>
  );
}
