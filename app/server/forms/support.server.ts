// Support requests as page forms: sending one from /support, and the Support tab's reply, note,
// close and reopen on /moderation. The same schemas and commands as /api/support-requests.
import { perform, type Call } from "../commands/adapters.server";
import {
  noteOnASupportRequest,
  replyToASupportRequest,
  sendSupportRequest,
  setASupportRequestStatus,
} from "../commands/support.server";
import { formSuccess, optional, parseWith } from "../form.server";
import {
  createSupportRequestSchema,
  SUPPORT_SENT_ID,
  supportEntryId,
  supportNoteSchema,
  supportReplySchema,
  supportRequestId,
  supportStatusSchema,
} from "~/lib/support";
import { idParams } from "~/lib/schemas";

type Fields = Record<string, string>;

/** /support's form. A plain post comes back to /support?sent=1, at the thank-you note. */
export function supportForms(call: Call) {
  return {
    "send-support-request": async (fields: Fields) => {
      const input = parseWith(createSupportRequestSchema, {
        topic: fields.topic,
        message: fields.message ?? "",
        pageUrl: optional(fields.pageUrl) ?? null,
        email: optional(fields.email) ?? null,
      });
      const request = await perform(sendSupportRequest, call, input);
      return formSuccess(
        call.request,
        "send-support-request",
        { requestId: request.id },
        { redirectTo: "/support?sent=1", hash: SUPPORT_SENT_ID },
      );
    },
  };
}

/** The Support tab's forms; a plain post goes back to the tab, at what changed. */
export function supportModerationForms(call: Call) {
  const { request } = call;
  const requestIdOf = (fields: Fields) => parseWith(idParams, { id: fields.requestId ?? "" }).id;
  return {
    "support-reply": async (fields: Fields) => {
      const requestId = requestIdOf(fields);
      const { message } = parseWith(supportReplySchema, { message: fields.message ?? "" });
      const reply = await perform(replyToASupportRequest, call, { requestId, message });
      return formSuccess(request, "support-reply", { entryId: reply.replyId }, { hash: supportEntryId(reply.replyId) });
    },
    "support-note": async (fields: Fields) => {
      const requestId = requestIdOf(fields);
      const { note } = parseWith(supportNoteSchema, { note: fields.note ?? "" });
      const noted = await perform(noteOnASupportRequest, call, { requestId, note });
      return formSuccess(request, "support-note", { entryId: noted.noteId }, { hash: supportEntryId(noted.noteId) });
    },
    "support-status": async (fields: Fields) => {
      const requestId = requestIdOf(fields);
      const { status } = parseWith(supportStatusSchema, { status: fields.status });
      const changed = await perform(setASupportRequestStatus, call, { requestId, status });
      return formSuccess(
        request,
        "support-status",
        { requestId: changed.id, status: changed.status },
        { hash: supportRequestId(changed.id) },
      );
    },
  };
}
