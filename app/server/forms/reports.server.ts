// Reporting from the report dialog, or from /report without JavaScript: the same checks,
// schema and model call as POST /api/reports (routes/api.reports.ts).
import type { Db } from "~/models/db.server";
import { requireUser, safeRedirect } from "../auth.server";
import { formSuccess, numberOf, optional, parseWith } from "../form.server";
import { jsonError } from "../http";
import { enforceRateLimit } from "../rate-limit.server";
import { createReportSchema, PICKABLE_PRIORITIES, reportPriority } from "~/lib/reports";
import { REPORT_TEXTS } from "~/lib/texts";
import { REPORT_REASONS } from "~/lib/vocab";
import { createReport } from "~/models/report.server";

const known = <T extends string>(values: readonly T[], value: string | undefined) =>
  values.find((one) => one === value);

export function reportForms(db: Db, request: Request) {
  return {
    report: async (fields: Record<string, string>) => {
      const user = await requireUser(db, request);
      const reason = known(REPORT_REASONS, fields.reason);
      const input = parseWith(createReportSchema, {
        contentType: fields.contentType,
        contentId: numberOf(fields.contentId),
        reason: fields.reason,
        description: optional(fields.description) ?? null,
        // The dialog's rule: some reasons are always high, only "other" takes the picked one.
        priority: reason ? reportPriority(reason, known(PICKABLE_PRIORITIES, fields.priority)) : undefined,
      });
      await enforceRateLimit(db, { userId: user.id, action: "report" });
      const result = await createReport(db, { reporterId: user.id, input });
      if ("error" in result) {
        throw result.error === "duplicate"
          ? jsonError(409, REPORT_TEXTS.alreadyReported)
          : jsonError(404, `No ${input.contentType} with id ${input.contentId} to report.`);
      }
      return formSuccess(
        request,
        "report",
        { reportId: result.report.id },
        { redirectTo: safeRedirect(fields.returnTo) },
      );
    },
  };
}
