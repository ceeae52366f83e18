// Commands on direct messages: sending one, and marking a thread read.
import type { z } from "zod";
import type { sendMessageSchema } from "~/lib/messages";
import { markThreadRead, MessageRefused, sendMessage } from "~/models/message.server";
import { defineCommand, Refusal } from "./command.server";

export const sendAMessage = defineCommand({
  name: "sendMessage",
  policy: {
    who: "member",
    // A block either way hides the recipient, so the answer is the same 404 as a missing member.
    target: ({ toUserId }: z.output<typeof sendMessageSchema>) => ({
      kind: "user",
      id: toUserId,
      missing: `User ${toUserId} not found.`,
    }),
    rateLimit: "message",
  },
  async prepare({ actor, input }) {
    if (input.fromUserId !== undefined && input.fromUserId !== actor.id)
      throw new Refusal("forbidden", "You can only send messages as yourself.");
  },
  async run({ db, actor, input: { toUserId, content } }) {
    try {
      return await sendMessage(db, { fromUserId: actor.id, toUserId, content });
    } catch (error) {
      if (!(error instanceof MessageRefused)) throw error;
      if (error.status === 400)
        throw new Refusal("invalid", error.message, { fieldErrors: { toUserId: error.message } });
      throw new Refusal("not_found", `User ${toUserId} not found.`);
    }
  },
});

export const markAThreadRead = defineCommand<{ otherUserId: number }, { marked: number }>({
  name: "markThreadRead",
  policy: {
    who: "member",
    suspended: { allowed: "marking read changes only the member's own view" },
  },
  async run({ db, actor, input: { otherUserId } }) {
    return markThreadRead(db, { userId: actor.id, otherUserId });
  },
});
