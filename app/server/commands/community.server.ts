// Commands on the community's places: joining groups, registering for events, marking a
// resource helpful, reporting, and the member's own profile.
import type { z } from "zod";
import type { createReportSchema } from "~/lib/reports";
import { EVENT_TEXTS, REPORT_TEXTS } from "~/lib/texts";
import { cancelRegistration, registerForEvent } from "~/models/event.server";
import { joinGroup, leaveGroup } from "~/models/group.server";
import { createReport } from "~/models/report.server";
import { markHelpful } from "~/models/resource.server";
import { completeWelcome } from "~/models/user.server";
import type { TargetKind } from "~/models/visibility.server";
import { PUBLIC_VIEW_PATHS as VIEWS } from "../edge-cache.server";
import { defineCommand, Refusal } from "./command.server";

const groupTarget = (groupId: number) => ({
  kind: "group" as const,
  id: groupId,
  missing: `Group ${groupId} not found.`,
});
const eventTarget = (eventId: number) => ({
  kind: "event" as const,
  id: eventId,
  missing: `Event ${eventId} not found.`,
});

export const joinAGroup = defineCommand({
  name: "joinGroup",
  policy: { who: "member", target: ({ groupId }: { groupId: number }) => groupTarget(groupId), rateLimit: "join" },
  publicViews: ({ input: { groupId } }) => VIEWS.group(groupId),
  async run({ db, actor, input: { groupId } }) {
    const result = await joinGroup(db, { groupId, userId: actor.id });
    if (!result) throw new Refusal("not_found", `Group ${groupId} not found.`);
    return result;
  },
});

export const leaveAGroup = defineCommand({
  name: "leaveGroup",
  policy: {
    who: "member",
    suspended: { allowed: "leaving reaches no one else" },
    target: ({ groupId }: { groupId: number }) => groupTarget(groupId),
    rateLimit: "join",
  },
  publicViews: ({ input: { groupId } }) => VIEWS.group(groupId),
  async run({ db, actor, input: { groupId } }) {
    const result = await leaveGroup(db, { groupId, userId: actor.id });
    if (!result) throw new Refusal("not_found", `Group ${groupId} not found.`);
    return result;
  },
});

export const registerForAnEvent = defineCommand({
  name: "registerForEvent",
  policy: {
    who: "member",
    target: ({ eventId }: { eventId: number }) => eventTarget(eventId),
    rateLimit: "registration",
  },
  publicViews: () => VIEWS.events,
  async run({ db, actor, input: { eventId } }) {
    const result = await registerForEvent(db, { eventId, userId: actor.id, now: new Date().toISOString() });
    if (result.ok) return result;
    if (result.reason === "not_found") throw new Refusal("not_found", `Event ${eventId} not found.`);
    throw new Refusal("invalid", result.reason === "full" ? EVENT_TEXTS.isFull : EVENT_TEXTS.hasStarted, {
      status: 409,
    });
  },
});

export const cancelAnEventRegistration = defineCommand({
  name: "cancelRegistration",
  policy: {
    who: "member",
    suspended: { allowed: "withdrawing reaches no one else" },
    target: ({ eventId }: { eventId: number }) => eventTarget(eventId),
    rateLimit: "registration",
  },
  publicViews: () => VIEWS.events,
  async run({ db, actor, input: { eventId } }) {
    const result = await cancelRegistration(db, { eventId, userId: actor.id, now: new Date().toISOString() });
    if (result.ok) return result;
    if (result.reason === "not_found") throw new Refusal("not_found", `Event ${eventId} not found.`);
    if (result.reason === "not_registered") throw new Refusal("not_found", "You are not registered for this event.");
    throw new Refusal("invalid", EVENT_TEXTS.hasStarted, { status: 409 });
  },
});

export const markResourceHelpful = defineCommand({
  name: "markHelpful",
  policy: {
    who: "member",
    target: ({ resourceId }: { resourceId: number }) => ({
      kind: "resource",
      id: resourceId,
      missing: `Resource ${resourceId} not found.`,
    }),
    rateLimit: "helpful",
  },
  publicViews: ({ input: { resourceId } }) => VIEWS.resource(resourceId),
  async run({ db, actor, input: { resourceId } }) {
    const result = await markHelpful(db, { resourceId, userId: actor.id });
    if (!result) throw new Refusal("not_found", `Resource ${resourceId} not found.`);
    return result;
  },
});

type ReportInput = z.output<typeof createReportSchema>;
const REPORTED: Record<ReportInput["contentType"], TargetKind> = {
  post: "post",
  comment: "comment",
  message: "message",
  user: "user",
};

export const reportContent = defineCommand({
  name: "reportContent",
  policy: {
    who: "member",
    suspended: { allowed: "a suspended member who is harassed must still be heard by moderators" },
    // Only what the reporter can see: a party to the message, or a reader of the post or reply.
    target: (input: ReportInput) => ({
      kind: REPORTED[input.contentType],
      id: input.contentId,
      // A member who blocked someone (or was blocked) may still report them.
      ...(input.contentType === "user" ? { ignoreBlocks: true as const } : {}),
      missing: `No ${input.contentType} with id ${input.contentId} to report.`,
    }),
    rateLimit: "report",
  },
  async run({ db, actor, input }) {
    if (input.reporterId !== undefined && input.reporterId !== actor.id)
      throw new Refusal("forbidden", "You can only report as yourself.");
    const result = await createReport(db, { reporterId: actor.id, input });
    if ("error" in result) {
      if (result.error === "duplicate") throw new Refusal("invalid", REPORT_TEXTS.alreadyReported, { status: 409 });
      throw new Refusal("not_found", `No ${input.contentType} with id ${input.contentId} to report.`);
    }
    return result.report;
  },
});

export const welcomeProfile = defineCommand<{ displayName: string; bio: string }, { userId: number }>({
  name: "completeWelcome",
  policy: { who: "member" },
  publicViews: ({ actor }) => VIEWS.profile(actor.id),
  async run({ db, actor, input }) {
    await completeWelcome(db, { userId: actor.id, ...input });
    return { userId: actor.id };
  },
});
