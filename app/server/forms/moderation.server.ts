// The moderation dashboard's forms as its page action: Take Report, a reviewing report's four
// actions and a content flag's review. The same schemas and commands as PUT /api/reports/:id/assign,
// PUT /api/reports/:id and PUT /api/content-flags/:id; the commands decide who may.
import { perform, type Call } from "../commands/adapters.server";
import { assignAReport, resolveAContentFlag, resolveAReport } from "../commands/moderation.server";
import { formSuccess, parseWith } from "../form.server";
import { pageBehindDialog } from "./dialog.server";
import {
  assignReportSchema,
  DEFAULT_ACTION_REASONS,
  FLAG_DIALOG_PARAMS,
  FLAGS_LIST_ID,
  REPORT_ACTIONS,
  REPORT_HEADING_ID,
  resolveFlagSchema,
  resolveReportSchema,
} from "~/lib/moderation";
import { idParams } from "~/lib/schemas";

type Fields = Record<string, string>;

export function moderationForms(call: Call) {
  const { request } = call;
  const reportIdOf = (fields: Fields) => parseWith(idParams, { id: fields.reportId ?? "" }).id;
  return {
    // A plain post goes back to the report it was opened on (?report=<id>), at the panel's heading.
    "take-report": async (fields: Fields) => {
      const reportId = reportIdOf(fields);
      const input = parseWith(assignReportSchema, { reportId });
      const report = await perform(assignAReport, call, { reportId, input });
      return formSuccess(request, "take-report", { report }, { hash: REPORT_HEADING_ID });
    },
    // The pressed button names the resolution; the dashboard's rule gives its status and notes.
    "resolve-report": async (fields: Fields) => {
      const reportId = reportIdOf(fields);
      const action = REPORT_ACTIONS.find((one) => one.actionType === fields.resolution);
      const input = parseWith(resolveReportSchema, {
        status: action?.status,
        resolution: fields.resolution,
        moderatorNotes: action ? DEFAULT_ACTION_REASONS[action.actionType] : undefined,
      });
      const { moderationAction: _, ...report } = await perform(resolveAReport, call, { reportId, input });
      return formSuccess(request, "resolve-report", { report }, { hash: REPORT_HEADING_ID });
    },
    // Resolve Flag or Create Report; a plain post goes back to the list, without the review's params.
    "resolve-flag": async (fields: Fields) => {
      const { id: flagId } = parseWith(idParams, { id: fields.flagId ?? "" });
      const { createReport } = parseWith(resolveFlagSchema, {
        isResolved: true,
        createReport: fields.createReport === "true",
      });
      const outcome = await perform(resolveAContentFlag, call, { flagId, createReport });
      const back = pageBehindDialog(request, FLAG_DIALOG_PARAMS);
      return formSuccess(
        request,
        "resolve-flag",
        { report: outcome.report ? { id: outcome.report.id } : null },
        { redirectTo: `${back.pathname}${back.search}`, hash: FLAGS_LIST_ID },
      );
    },
  };
}
