// Reporting without JavaScript (decision 019): the Report link of a card opens this page, which
// shows the report dialog's form; the dialog's form posts here too. The action is POST
// /api/reports's rules (server/forms/reports.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ReportForm } from "~/components/report/ReportDialog";
import { requireUser, safeRedirect } from "~/server/auth.server";
import { formAction } from "~/server/form.server";
import { reportForms } from "~/server/forms/reports.server";
import { idString } from "~/lib/schemas";
import { REPORT_CONTENT_TYPES } from "~/lib/vocab";
import { pageTitle } from "~/lib/site";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

export const meta: MetaFunction = () => [{ title: pageTitle("Report") }];

const reportPageQuery = z.object({
  contentType: z.enum(REPORT_CONTENT_TYPES),
  contentId: idString,
  label: z.string().max(200).catch("this item").default("this item"),
  returnTo: z.string().max(500).optional(),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context.db, request);
  // Not thrown: the page is also drawn after its action has stored a report (a post to /report
  // by a browser that sends no Sec-Fetch-Mode), and that answer must not read as a refusal.
  const query = reportPageQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return { target: null, returnTo: "/" };
  const { contentType, contentId, label, returnTo } = query.data;
  return { target: { contentType, contentId, label }, returnTo: safeRedirect(returnTo, "/") ?? "/" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, reportForms({ ...context, request }));
}

// The bell's "Mark all as read" answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function Report() {
  const { target, returnTo } = useLoaderData<typeof loader>();
  if (!target)
    return (
      <section aria-labelledby="page-title" className="mx-auto flex max-w-xl flex-col gap-2">
        <h1 id="page-title" className="text-3xl font-bold">
          Report
        </h1>
        <p>To report something, choose Report on the post, message or profile itself.</p>
      </section>
    );
  return (
    <section aria-labelledby="page-title" className="mx-auto flex max-w-xl flex-col gap-2">
      <h1 id="page-title" className="text-3xl font-bold">
        Report {target.label}
      </h1>
      <ReportForm target={target} returnTo={returnTo} />
    </section>
  );
}
