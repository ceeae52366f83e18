// The appeal forms: the member's "Appeal this decision" on /moderation-history, and a moderator's
// Uphold or Grant on the Appeals tab of /moderation. The same schemas and commands as
// POST /api/appeals and PUT /api/appeals/:id.
import { perform, type Call } from "../commands/adapters.server";
import { decideAnAppeal, fileAnAppeal } from "../commands/appeals.server";
import { formSuccess, numberOf, parseWith } from "../form.server";
import { APPEALS_LIST_ID, decideAppealSchema, decisionAnchor, fileAppealSchema } from "~/lib/appeals";
import { idParams } from "~/lib/schemas";

type Fields = Record<string, string>;

export function appealForms(call: Call) {
  return {
    "file-appeal": async (fields: Fields) => {
      const input = parseWith(fileAppealSchema, { actionId: numberOf(fields.actionId), statement: fields.statement });
      const appeal = await perform(fileAnAppeal, call, input);
      return formSuccess(
        call.request,
        "file-appeal",
        { appealId: appeal.id },
        { hash: decisionAnchor(input.actionId) },
      );
    },
  };
}

export function appealDecisionForms(call: Call) {
  return {
    "decide-appeal": async (fields: Fields) => {
      const { id: appealId } = parseWith(idParams, { id: fields.appealId ?? "" });
      const input = parseWith(decideAppealSchema, { decision: fields.decision, reason: fields.reason });
      const { appeal } = await perform(decideAnAppeal, call, { appealId, input });
      return formSuccess(call.request, "decide-appeal", { status: appeal.status }, { hash: APPEALS_LIST_ID });
    },
  };
}
