import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { z } from "zod";
import { ConnectionsHome } from "~/components/connections/ConnectionsHome";
import { BlockDialog, PrivacyDialog, ProfileWizard, ReportUserDialog } from "~/components/connections/lazy";
import { requireUser } from "~/server/auth.server";
import { formAction } from "~/server/form.server";
import { connectionForms } from "~/server/forms/connections.server";
import {
  AGE_BOUNDS,
  CONNECTION_TABS,
  DISCOVERY_MAX_LIMIT,
  DISCOVERY_PAGE_SIZE,
  DISTANCE_OPTIONS,
  wizardValuesFrom,
} from "~/lib/connections";
import { CONNECTION_TEXTS } from "~/lib/texts";
import { parseQuery } from "~/server/validate.server";
import { ACCESSIBILITY_COMPATIBILITY, LOOKING_FOR } from "~/lib/vocab";
import { loadConnectionsPage } from "~/models/connection.server";
import { buttonClass } from "~/components/ui/Button";
import { DialogOpener, useDialogParam, useHydrated } from "~/components/forms/DialogOpener";
import { pageTitle } from "~/lib/site";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

export const meta: MetaFunction = () => [{ title: pageTitle(CONNECTION_TEXTS.title) }];

const age = z.coerce.number().int().min(AGE_BOUNDS.min).max(AGE_BOUNDS.max);
// A filter in the address that makes no sense falls back to the member's own preference.
const pageQuery = z.object({
  tab: z.enum(CONNECTION_TABS).catch("discover").default("discover"),
  lookingFor: z
    .enum(["any", ...LOOKING_FOR])
    .optional()
    .catch(undefined),
  minAge: age.optional().catch(undefined),
  maxAge: age.optional().catch(undefined),
  distance: z.enum(DISTANCE_OPTIONS).optional().catch(undefined),
  support: z
    .enum(["any", ...ACCESSIBILITY_COMPATIBILITY])
    .optional()
    .catch(undefined),
  show: z.coerce
    .number()
    .int()
    .min(DISCOVERY_PAGE_SIZE)
    .max(DISCOVERY_MAX_LIMIT)
    .catch(DISCOVERY_PAGE_SIZE)
    .default(DISCOVERY_PAGE_SIZE),
});

// Without script a dialog the address asks for is drawn in place. Its code is loaded first: a lazy
// component that suspends while the page renders is streamed hidden, for script to reveal.
const IN_PLACE: Record<string, { preload: () => Promise<unknown> }> = {
  profile: ProfileWizard,
  privacy: PrivacyDialog,
  "report-user": ReportUserDialog,
  block: BlockDialog,
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const dialog = new URL(request.url).searchParams.get("dialog");
  if (dialog && Object.hasOwn(IN_PLACE, dialog)) await IN_PLACE[dialog]?.preload();
  const { tab, show, ...query } = parseQuery(pageQuery, request);
  const userId = (await requireUser(context.db, request)).id;
  const { blocks, profile, discovery, matches } = await loadConnectionsPage(context.db, { userId, query, show });
  return { userId, now: Date.now(), tab, blocks, profile, discovery, matches };
}

/** Every Connections form posts here (the wizard, Visible, Like, Pass, Block, Unblock, Privacy Settings), with the rules of their /api routes. */
export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, connectionForms({ ...context, request }));
}

// The bell's "Mark all as read" answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function Connections() {
  const data = useLoaderData<typeof loader>();
  const [creating, setCreating] = useState(false);
  // Asked for by the no-script opener: drawn in place until hydrated, then open as the dialog.
  const asked = useDialogParam("profile") !== null;
  const hydrated = useHydrated();
  useEffect(() => {
    if (asked) setCreating(true);
  }, [asked]);
  if (!data.profile) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 py-10 text-center">
        <h1 className="text-3xl font-bold">{CONNECTION_TEXTS.welcome}</h1>
        <p className="text-lg">{CONNECTION_TEXTS.welcomeSummary}</p>
        <p className="text-muted">{CONNECTION_TEXTS.privacyNotice}</p>
        <DialogOpener name="profile" onOpen={() => setCreating(true)} className={buttonClass({ size: "lg" })}>
          {CONNECTION_TEXTS.createProfile}
        </DialogOpener>
        {creating || (asked && !hydrated) ? (
          <ProfileWizard mode={{ kind: "create" }} onClose={() => setCreating(false)} />
        ) : null}
      </div>
    );
  }
  return <ConnectionsHome data={{ ...data, profile: data.profile }} editValues={wizardValuesFrom(data.profile)} />;
}
