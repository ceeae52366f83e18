// Reporting from the report dialog, or from /report without JavaScript: the same checks,
// schema and command as POST /api/reports (app/api/reports.ts).
import { safeRedirect } from "../auth.server";
import { formSuccess, numberOf, optional, parseWith } from "../form.server";
import { perform, type Call } from "../commands/adapters.server";
import { reportContent } from "../commands/community.server";
import { createReportSchema, PICKABLE_PRIORITIES, reportPriority } from "~/lib/reports";
import { REPORT_REASONS } from "~/lib/vocab";

const known = <T extends string>(values: readonly T[], value: string | undefined) =>
  values.find((one) => one === value);

export function reportForms(call: Call) {
  return {
    report: async (fields: Record<string, string>) => {
      const reason = known(REPORT_REASONS, fields.reason);
      const input = parseWith(createReportSchema, {
        contentType: fields.contentType,
        contentId: numberOf(fields.contentId),
        reason: fields.reason,
        description: optional(fields.description) ?? null,
        // The dialog's rule: some reasons are always high, only "other" takes the picked one.
        priority: reason ? reportPriority(reason, known(PICKABLE_PRIORITIES, fields.priority)) : undefined,
      });
      const report = await perform(reportContent, call, input);
      return formSuccess(
        call.request,
        "report",
        { reportId: report.id },
        { redirectTo: safeRedirect(fields.returnTo) },
      );
    },
  };
}
