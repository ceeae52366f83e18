// Sending a message from the thread's form: the same checks, schema and model call as
// POST /api/messages (routes/api.messages.ts), reached by a plain form post.
import type { Db } from "~/models/db.server";
import { requireUser } from "../auth.server";
import { formSuccess, FormRefusal, numberOf, parseWith } from "../form.server";
import { jsonError } from "../http";
import { enforceRateLimit } from "../rate-limit.server";
import { sendMessageSchema } from "~/lib/messages";
import { MessageRefused, sendMessage } from "~/models/message.server";

export function messageForms(db: Db, request: Request) {
  return {
    "send-message": async (fields: Record<string, string>) => {
      const user = await requireUser(db, request);
      const input = parseWith(sendMessageSchema, {
        toUserId: numberOf(fields.toUserId),
        content: fields.content ?? "",
      });
      await enforceRateLimit(db, { userId: user.id, action: "message" });
      try {
        const message = await sendMessage(db, {
          fromUserId: user.id,
          toUserId: input.toUserId,
          content: input.content,
        });
        return formSuccess(request, "send-message", { message }, { hash: `message-${message.id}` });
      } catch (error) {
        if (error instanceof MessageRefused) {
          if (error.status === 400) throw new FormRefusal({ toUserId: error.message }, error.message);
          throw jsonError(error.status, error.message);
        }
        throw error;
      }
    },
  };
}
