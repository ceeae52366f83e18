// After signing in: a member whose account has no accessibility preferences, but who
// chose some as a visitor, is offered to keep them. Either answer clears the visitor cookie.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { FIELD_LABELS, valueLabel } from "~/components/accessibility/labels";
import { Button } from "~/components/ui/Button";
import { DEFAULT_PREFERENCES, type PreferenceKey } from "~/lib/accessibility/preferences";
import { requireUser, safeRedirect } from "~/server/auth.server";
import { perform } from "~/server/commands/adapters.server";
import { saveAccessibilityPreferences } from "~/server/commands/settings.server";
import { AUTH_TEXTS } from "~/lib/texts/auth";
import { formAction } from "~/server/form.server";
import { clearVisitorPreferences, readVisitorPreferences } from "~/server/visitor-preferences.server";
import { hasPreferences } from "~/models/accessibility.server";
import { pageTitle } from "~/lib/site";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

export const meta: MetaFunction = () => [{ title: pageTitle(AUTH_TEXTS.keepPreferencesTitle) }];

const backTo = (request: Request, value: string | null | undefined) => safeRedirect(value, "/") ?? "/";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.db, request);
  const redirectTo = backTo(request, new URL(request.url).searchParams.get("redirectTo"));
  const preferences = readVisitorPreferences(request);
  if (!preferences || (await hasPreferences(context.db, { userId: user.id }))) throw redirect(redirectTo);
  const changed = (Object.keys(preferences) as PreferenceKey[]).filter(
    (key) => key !== "customCss" && preferences[key] !== DEFAULT_PREFERENCES[key],
  );
  return {
    redirectTo,
    changes: changed.map((key) => ({ label: FIELD_LABELS[key], value: valueLabel(key, preferences[key]) })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Either answer clears the cookie and goes back; only Keep saves, and never over saved settings.
  const answer = (keep: boolean) => async (fields: Record<string, string>) => {
    const preferences = readVisitorPreferences(request);
    if (keep && preferences)
      await perform(saveAccessibilityPreferences, { ...context, request }, { preferences, unlessSaved: true });
    return redirect(backTo(request, fields.redirectTo), {
      headers: { "Set-Cookie": clearVisitorPreferences(request) },
    });
  };
  return formAction(request, { keep: answer(true), discard: answer(false) });
}

// The bell's "Mark all as read" answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function KeepPreferences() {
  const { redirectTo, changes } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="page-title" className="mx-auto flex max-w-xl flex-col gap-4">
      <h1 id="page-title" className="text-3xl font-bold">
        {AUTH_TEXTS.keepPreferencesTitle}
      </h1>
      <p>{AUTH_TEXTS.keepPreferencesIntro}</p>
      {changes.length ? (
        <ul className="list-disc pl-6">
          {changes.map((change) => (
            <li key={change.label}>
              {change.label}: {change.value}
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" className="flex flex-wrap gap-3">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Button type="submit" name="intent" value="keep">
          {AUTH_TEXTS.keepPreferences}
        </Button>
        <Button type="submit" name="intent" value="discard" variant="secondary">
          {AUTH_TEXTS.discardPreferences}
        </Button>
      </Form>
    </section>
  );
}
