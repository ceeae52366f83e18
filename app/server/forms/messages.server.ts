// The messages page's forms: sending from the thread's form (POST /api/messages's schema and
// command), and marking an open thread read as messages arrive in it (POST /api/messages/read's).
import { formSuccess, numberOf, parseWith } from "../form.server";
import { perform, type Call } from "../commands/adapters.server";
import { markAThreadRead, sendAMessage } from "../commands/messages.server";
import { markReadSchema, sendMessageSchema } from "~/lib/messages";

export function messageForms(call: Call) {
  return {
    "send-message": async (fields: Record<string, string>) => {
      const input = parseWith(sendMessageSchema, {
        toUserId: numberOf(fields.toUserId),
        content: fields.content ?? "",
      });
      const message = await perform(sendAMessage, call, input);
      return formSuccess(call.request, "send-message", { message }, { hash: `message-${message.id}` });
    },
    // Posted by the page's script, not a button: a message arrived in the thread on screen.
    "mark-thread-read": async (fields: Record<string, string>) => {
      const input = parseWith(markReadSchema, { otherUserId: numberOf(fields.otherUserId) });
      const { marked } = await perform(markAThreadRead, call, input);
      return formSuccess(call.request, "mark-thread-read", { marked });
    },
  };
}
