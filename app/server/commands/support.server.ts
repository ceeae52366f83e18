// Support requests: anyone may send one (a visitor gives a reply address); moderators reply,
// add internal notes, close and reopen. A reply reaches the requester by email, and a member
// also as a notification.
import type { z } from "zod";
import {
  addSupportNote,
  createSupportRequest,
  replyToSupportRequest,
  setSupportRequestStatus,
} from "~/models/support-request.server";
import { SUPPORT_TOPIC_LABELS, type CreateSupportRequestInput, type supportStatusSchema } from "~/lib/support";
import { SUPPORT_TEXTS } from "~/lib/texts/support";
import { SITE_NAME } from "~/lib/site";
import { sendEmail, supportReplyEmail } from "../email.server";
import { publicOrigin } from "../public-origin.server";
import { defineCommand, defineOpenCommand, Refusal, type CommandContext } from "./command.server";
import type { CurrentUser } from "../auth.server";

const moderators = { permission: "moderate:reports" } as const;

/** Sends a request to the support team: from a member, or a visitor with an email address. */
export const sendSupportRequest = defineOpenCommand({
  name: "sendSupportRequest",
  policy: {
    who: { visitors: "asking for help must not need an account: a visitor gives an email address for the reply" },
    suspended: { allowed: "a suspended member may still ask for help, or ask about the suspension" },
    rateLimit: "support",
  },
  async prepare({ actor, input }: CommandContext<CreateSupportRequestInput, CurrentUser | null>) {
    // A visitor's only way to hear back, so it is required; a member's account already has one.
    if (!actor && !input.email)
      throw new Refusal("invalid", SUPPORT_TEXTS.visitorEmailRequired, {
        fieldErrors: { email: SUPPORT_TEXTS.visitorEmailRequired },
      });
  },
  async run({ db, actor, input }: CommandContext<CreateSupportRequestInput, CurrentUser | null>) {
    return createSupportRequest(db, {
      userId: actor?.id ?? null,
      email: input.email ?? null,
      input,
    });
  },
});

type ReplyInput = { requestId: number; message: string };

/** A reply to the requester: stored, the request answered, then emailed (and a member notified). */
export const replyToASupportRequest = defineCommand({
  name: "replyToSupportRequest",
  policy: { who: moderators },
  async run({ db, env, actor, input: { requestId, message } }: CommandContext<ReplyInput>) {
    const result = await replyToSupportRequest(db, { id: requestId, moderatorId: actor.id, message });
    if ("error" in result) {
      if (result.error === "not_found") throw new Refusal("not_found", `Support request ${requestId} not found.`);
      throw new Refusal("invalid", `Support request ${requestId} is closed: reopen it to reply.`, { status: 409 });
    }
    const { request } = result;
    if (request.replyTo) {
      const origin = publicOrigin(env);
      await sendEmail(
        env,
        db,
        supportReplyEmail({
          to: request.replyTo,
          name: request.name,
          topic: SUPPORT_TOPIC_LABELS[request.topic],
          reply: message,
          // Only a member can open their request on the site.
          link: request.userId && origin ? `${origin}/support#support-request-${request.id}` : null,
          siteName: SITE_NAME,
        }),
      );
    }
    return { id: request.id, status: "answered" as const, replyId: result.entryId, emailed: Boolean(request.replyTo) };
  },
});

/** An internal note on a request; the requester never sees it. */
export const noteOnASupportRequest = defineCommand({
  name: "noteOnSupportRequest",
  policy: { who: moderators },
  async run({ db, actor, input: { requestId, note } }: CommandContext<{ requestId: number; note: string }>) {
    const result = await addSupportNote(db, { id: requestId, moderatorId: actor.id, note });
    if ("error" in result) throw new Refusal("not_found", `Support request ${requestId} not found.`);
    return { id: requestId, noteId: result.entryId };
  },
});

type StatusInput = { requestId: number } & z.output<typeof supportStatusSchema>;

/** Close a request, or reopen a closed one. */
export const setASupportRequestStatus = defineCommand({
  name: "setSupportRequestStatus",
  policy: { who: moderators },
  async run({ db, input: { requestId, status } }: CommandContext<StatusInput>) {
    const result = await setSupportRequestStatus(db, { id: requestId, status });
    if (!("error" in result)) return result;
    if (result.error === "not_found") throw new Refusal("not_found", `Support request ${requestId} not found.`);
    throw new Refusal(
      "invalid",
      status === "closed"
        ? `Support request ${requestId} is already closed.`
        : `Support request ${requestId} is ${result.status}: only a closed request can be reopened.`,
      { status: 409 },
    );
  },
});
