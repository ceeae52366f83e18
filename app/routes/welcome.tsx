// A first sign-in lands here: a display name, an optional bio, the community guidelines, and an
// offer to set up accessibility preferences now in the existing wizard.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { skipRevalidationFor, useActionForm } from "~/components/forms/useActionForm";
import { CheckboxField, TextAreaField, TextField } from "~/components/ui/TextField";
import { welcomeForm } from "~/server/auth-schema.server";
import { requireUser, safeRedirect } from "~/server/auth.server";
import { AUTH_TEXTS } from "~/lib/texts/auth";
import { formAction, parseWith } from "~/server/form.server";
import { readVisitorPreferences, clearVisitorPreferences } from "~/server/visitor-preferences.server";
import { hasPreferences, savePreferences } from "~/models/accessibility.server";
import { Button } from "~/components/ui/Button";
import { pageTitle } from "~/lib/site";
import { perform } from "~/server/commands/adapters.server";
import { welcomeProfile } from "~/server/commands/community.server";
import { editProfile } from "~/server/commands/account.server";
import { UsernameField } from "~/components/account/UsernameField";
import { passkeyForms } from "~/server/forms/passkeys.server";
import { PasskeyOffer } from "~/components/account/PasskeyOffer";

export const meta: MetaFunction = () => [{ title: pageTitle(AUTH_TEXTS.welcomeTitle) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.db, request);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/") ?? "/";
  return {
    displayName: user.welcomedAt ? user.displayName : "",
    username: user.username,
    redirectTo,
    hasVisitorPreferences: readVisitorPreferences(request) !== null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, {
    // "Add a passkey", offered under the form.
    ...passkeyForms({ ...context, request }),
    welcome: async (fields) => {
      const { username, displayName, bio, preferences, redirectTo } = parseWith(welcomeForm, fields);
      // A chosen name first: a taken one is refused before anything else is saved.
      if (username) await perform(editProfile, { ...context, request }, { changes: { username } });
      const user = { id: (await perform(welcomeProfile, { ...context, request }, { displayName, bio })).userId };
      const headers = new Headers();
      // Settings chosen before signing in are kept for an account that has none yet, never over saved ones.
      const visitorPreferences = readVisitorPreferences(request);
      if (visitorPreferences) {
        if (!(await hasPreferences(context.db, { userId: user.id })))
          await savePreferences(context.db, { userId: user.id, preferences: visitorPreferences });
        headers.append("Set-Cookie", clearVisitorPreferences(request));
      }
      const next = preferences ? "/accessibility?wizard=open" : (safeRedirect(redirectTo, "/") ?? "/");
      return redirect(next, { headers });
    },
  });
}

// The bell's "Mark all as read" answers in place: the page under it does not reload; nor does a
// passkey challenge.
export const shouldRevalidate = skipRevalidationFor(["passkey-options"]);

export default function Welcome() {
  const { displayName, username, redirectTo, hasVisitorPreferences } = useLoaderData<typeof loader>();
  // Success always leaves the page (a redirect), so only a refusal comes back here.
  const form = useActionForm({ intent: "welcome" });
  return (
    <section aria-labelledby="page-title" className="mx-auto flex max-w-xl flex-col gap-4">
      <h1 id="page-title" className="text-3xl font-bold">
        {AUTH_TEXTS.welcomeTitle}
      </h1>
      <p>{AUTH_TEXTS.welcomeIntro}</p>
      <form {...form.formProps} className="flex flex-col gap-5">
        <input {...form.intentProps} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField
          label={AUTH_TEXTS.displayNameLabel}
          name="displayName"
          defaultValue={form.values.displayName ?? displayName}
          autoComplete="nickname"
          maxLength={60}
          required
          error={form.fieldErrors.displayName}
        />
        <UsernameField
          current={username}
          defaultValue={form.values.username ?? ""}
          error={form.fieldErrors.username}
          required={false}
          hint={AUTH_TEXTS.usernameHint(username)}
        />
        <TextAreaField
          label={AUTH_TEXTS.bioLabel}
          hint={AUTH_TEXTS.bioHint}
          name="bio"
          rows={3}
          maxLength={500}
          defaultValue={form.values.bio}
          error={form.fieldErrors.bio}
        />
        <CheckboxField
          label={AUTH_TEXTS.guidelinesLabel}
          name="guidelines"
          required
          error={form.fieldErrors.guidelines}
        />
        <CheckboxField label={AUTH_TEXTS.setUpPreferences} name="preferences" />
        {hasVisitorPreferences ? (
          <p className="text-sm text-muted">The accessibility settings you chose before signing in will be kept.</p>
        ) : null}
        <Button id="welcome-finish" type="submit" className="self-start" busy={form.busy} busyLabel="Saving...">
          {AUTH_TEXTS.finish}
        </Button>
      </form>
      <PasskeyOffer afterDismiss="welcome-finish" />
    </section>
  );
}
