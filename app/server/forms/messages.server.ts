// Sending a message from the thread's form: the same schema and command as POST /api/messages
// (app/api/messages.ts), reached by a plain form post.
import { formSuccess, numberOf, parseWith } from "../form.server";
import { perform, type Call } from "../commands/adapters.server";
import { sendAMessage } from "../commands/messages.server";
import { sendMessageSchema } from "~/lib/messages";

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
  };
}
