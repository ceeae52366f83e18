// A support group's page actions: answering join requests, removing and readmitting
// members, pinning discussions, creating events, editing the guidelines, and creating a group.
// Each parses the form and calls the same command as its /api/groups endpoint.
import { formSuccess, numberOf, optional, parseWith } from "../form.server";
import { perform, type Call } from "../commands/adapters.server";
import {
  answerAJoinRequest,
  cancelAGroupEvent,
  createAGroup,
  createAGroupEvent,
  editAGroupEvent,
  pinAGroupPost,
  readmitAGroupMember,
  removeAGroupMember,
  removeFromAGroup,
  updateAGroup,
} from "../commands/groups.server";
import { z } from "zod";
import { wallClock } from "~/lib/events";
import { createGroupSchema, groupEventSchema, removeFromGroupSchema, updateGroupSchema } from "~/lib/groups";
import { idString } from "~/lib/schemas";

type Fields = Record<string, string>;

/** The form's date and times, in the platform's time zone, before they become instants. */
const eventWhenSchema = z.object({
  date: z.string("Choose the date").regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the date"),
  startTime: z.string("Choose when it starts").regex(/^\d{2}:\d{2}$/, "Choose when it starts"),
  endTime: z.string("Choose when it ends").regex(/^\d{2}:\d{2}$/, "Choose when it ends"),
});

/** A wall-clock date and time in EVENT_TIME_ZONE as an ISO instant (daylight saving included). */
export function zonedIso(date: string, time: string) {
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wall)) return "";
  // How far the platform's wall clock is ahead of UTC at an instant.
  const zoneOffset = (instant: number) => {
    const clock = wallClock(new Date(instant).toISOString());
    return Date.parse(`${clock.date}T${clock.time}:00Z`) - instant;
  };
  // Twice, so a time just across a daylight-saving change takes that side's offset.
  const guess = wall - zoneOffset(wall);
  return new Date(wall - zoneOffset(guess)).toISOString();
}

/** The event form's fields as POST /api/groups/:id/events's body. */
function groupEventInput(fields: Fields, form: URLSearchParams) {
  const when = parseWith(eventWhenSchema, { date: fields.date, startTime: fields.startTime, endTime: fields.endTime });
  return parseWith(groupEventSchema, {
    title: fields.title ?? "",
    description: fields.description ?? "",
    eventType: fields.eventType,
    startTime: zonedIso(when.date, when.startTime),
    endTime: zonedIso(when.date, when.endTime),
    isVirtual: fields.isVirtual !== "false",
    virtualLink: optional(fields.virtualLink),
    location: optional(fields.location),
    maxAttendees: numberOf(fields.maxAttendees),
    accessibilityFeatures: form.getAll("accessibilityFeatures"),
  });
}

export function groupModerationForms(call: Call, groupId: number) {
  const { request } = call;
  const memberOf = (fields: Fields) => parseWith(idString, fields.userId);
  const answer = (intent: "approve-request" | "decline-request") => async (fields: Fields) => {
    const userId = memberOf(fields);
    const approve = intent === "approve-request";
    const { membership } = await perform(answerAJoinRequest, call, { groupId, userId, approve });
    return formSuccess(request, intent, { userId, membership }, { hash: "join-requests" });
  };
  const pin = (pinned: boolean) => async (fields: Fields) => {
    const postId = parseWith(idString, fields.postId);
    await perform(pinAGroupPost, call, { groupId, postId, pinned });
    return formSuccess(
      request,
      pinned ? "pin-post" : "unpin-post",
      { postId, pinned },
      { hash: "discussions-heading" },
    );
  };
  return {
    "approve-request": answer("approve-request"),
    "decline-request": answer("decline-request"),
    "remove-member": async (fields: Fields) => {
      const userId = memberOf(fields);
      await perform(removeAGroupMember, call, { groupId, userId });
      return formSuccess(request, "remove-member", { userId, membership: "removed" }, { hash: "group-members" });
    },
    "readmit-member": async (fields: Fields) => {
      const userId = memberOf(fields);
      await perform(readmitAGroupMember, call, { groupId, userId });
      return formSuccess(request, "readmit-member", { userId, membership: null }, { hash: "removed-members" });
    },
    "remove-from-group": async (fields: Fields) => {
      const target = parseWith(removeFromGroupSchema, {
        contentType: fields.contentType,
        contentId: numberOf(fields.contentId),
      });
      await perform(removeFromAGroup, call, { groupId, ...target });
      return formSuccess(request, "remove-from-group", target, {
        hash: target.contentType === "post" ? "discussions-heading" : "replies-heading",
      });
    },
    "pin-post": pin(true),
    "unpin-post": pin(false),
    "create-event": async (fields: Fields, form: URLSearchParams) => {
      const event = await perform(createAGroupEvent, call, { groupId, input: groupEventInput(fields, form) });
      return formSuccess(request, "create-event", { event }, { hash: "events-heading" });
    },
    "edit-event": async (fields: Fields, form: URLSearchParams) => {
      const eventId = parseWith(idString, fields.eventId);
      const input = groupEventInput(fields, form);
      const { event, told } = await perform(editAGroupEvent, call, { groupId, eventId, input });
      return formSuccess(request, "edit-event", { event, told }, { hash: "events-heading" });
    },
    "cancel-event": async (fields: Fields) => {
      const eventId = parseWith(idString, fields.eventId);
      await perform(cancelAGroupEvent, call, { groupId, eventId });
      return formSuccess(request, "cancel-event", { eventId }, { hash: "events-heading" });
    },
    "update-guidelines": async (fields: Fields) => {
      const changes = parseWith(updateGroupSchema, { guidelines: fields.guidelines ?? "" });
      await perform(updateAGroup, call, { groupId, changes });
      return formSuccess(
        request,
        "update-guidelines",
        { guidelines: changes.guidelines ?? "" },
        { hash: "guidelines" },
      );
    },
  };
}

export function createGroupForms(call: Call) {
  return {
    "create-group": async (fields: Fields) => {
      const input = parseWith(createGroupSchema, {
        name: fields.name ?? "",
        description: fields.description ?? "",
        category: fields.category,
        isPrivate: fields.isPrivate === "on" || fields.isPrivate === "true",
        guidelines: fields.guidelines ?? "",
      });
      const group = await perform(createAGroup, call, input);
      return formSuccess(
        call.request,
        "create-group",
        { groupId: group.id },
        { redirectTo: `/support-groups/${group.id}` },
      );
    },
  };
}
