// Reporting without JavaScript (issue 21): the Report link of a card opens this page, which shows
// the report dialog's form; the dialog's form posts here too. The action is POST /api/reports's
// rules (lib/server/forms/reports.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ReportForm } from "~/components/report/ReportDialog";
import { requireUser, safeRedirect } from "~/lib/server/auth.server";
import { formAction } from "~/lib/server/form.server";
import { reportForms } from "~/lib/server/forms/reports.server";
import { parseQuery } from "~/lib/server/validate.server";
import { idString } from "~/lib/schemas";
import { REPORT_CONTENT_TYPES } from "~/lib/vocab";

export const meta: MetaFunction = () => [{ title: "Report | Community Platform" }];

const reportPageQuery = z.object({
  contentType: z.enum(REPORT_CONTENT_TYPES),
  contentId: idString,
  label: z.string().max(200).catch("this item").default("this item"),
  returnTo: z.string().max(500).optional(),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context.db, request);
  const { contentType, contentId, label, returnTo } = parseQuery(reportPageQuery, request);
  return { target: { contentType, contentId, label }, returnTo: safeRedirect(returnTo, "/") ?? "/" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, reportForms(context.db, request));
}

export default function Report() {
  const { target, returnTo } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="page-title" className="mx-auto flex max-w-xl flex-col gap-2">
      <h1 id="page-title" className="text-3xl font-bold">
        Report {target.label}
      </h1>
      <ReportForm target={target} returnTo={returnTo} />
    </section>
  );
}
