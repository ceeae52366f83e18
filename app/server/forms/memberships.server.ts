// Joining and leaving a group, registering for an event: the page actions behind the cards'
// buttons, with the same checks and model calls as /api/groups/:id/{join,leave} and
// /api/events/:id/register, so each button works as a plain form post.
import type { Db } from "~/models/db.server";
import { requireUser } from "../auth.server";
import { formSuccess, parseWith } from "../form.server";
import { jsonError } from "../http";
import { idParams } from "~/lib/schemas";
import { EVENT_TEXTS } from "~/lib/texts";
import { cancelRegistration, registerForEvent } from "~/models/event.server";
import { joinGroup, leaveGroup } from "~/models/group.server";

type Fields = Record<string, string>;

export function groupForms(db: Db, request: Request) {
  const change = (intent: "join-group" | "leave-group") => async (fields: Fields) => {
    const { id } = parseWith(idParams, { id: fields.groupId });
    const user = await requireUser(db, request);
    const result = await (intent === "join-group" ? joinGroup : leaveGroup)(db, { groupId: id, userId: user.id });
    if (!result) throw jsonError(404, `Group ${id} not found.`);
    return formSuccess(request, intent, result, { hash: `group-${id}` });
  };
  return { "join-group": change("join-group"), "leave-group": change("leave-group") };
}

export function eventForms(db: Db, request: Request) {
  return {
    "register-event": async (fields: Fields) => {
      const { id } = parseWith(idParams, { id: fields.eventId });
      const user = await requireUser(db, request);
      const result = await registerForEvent(db, { eventId: id, userId: user.id, now: new Date().toISOString() });
      if (!result.ok) {
        if (result.reason === "not_found") throw jsonError(404, `Event ${id} not found.`);
        throw jsonError(409, result.reason === "full" ? EVENT_TEXTS.isFull : EVENT_TEXTS.hasStarted);
      }
      const { ok: _, created: __, ...body } = result;
      return formSuccess(request, "register-event", { eventId: id, ...body }, { hash: `event-${id}` });
    },
    "cancel-registration": async (fields: Fields) => {
      const { id } = parseWith(idParams, { id: fields.eventId });
      const user = await requireUser(db, request);
      const result = await cancelRegistration(db, { eventId: id, userId: user.id, now: new Date().toISOString() });
      if (!result.ok) {
        if (result.reason === "not_found") throw jsonError(404, `Event ${id} not found.`);
        if (result.reason === "not_registered") throw jsonError(404, "You are not registered for this event.");
        throw jsonError(409, EVENT_TEXTS.hasStarted);
      }
      const body = { eventId: id, registration: null, attendeeCount: result.attendeeCount };
      return formSuccess(request, "cancel-registration", body, { hash: `event-${id}` });
    },
  };
}
