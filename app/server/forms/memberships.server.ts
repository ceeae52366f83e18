// Joining and leaving a group, registering for an event: the page actions behind the cards'
// buttons, calling the same commands as /api/groups/:id/{join,leave} and
// /api/events/:id/register, so each button works as a plain form post.
import { formSuccess, parseWith } from "../form.server";
import { perform, type Call } from "../commands/adapters.server";
import { cancelAnEventRegistration, joinAGroup, leaveAGroup, registerForAnEvent } from "../commands/community.server";
import { idParams } from "~/lib/schemas";

type Fields = Record<string, string>;

export function groupForms(call: Call) {
  const change = (intent: "join-group" | "leave-group") => async (fields: Fields) => {
    const { id } = parseWith(idParams, { id: fields.groupId });
    const result = await perform(intent === "join-group" ? joinAGroup : leaveAGroup, call, { groupId: id });
    return formSuccess(call.request, intent, result, { hash: `group-${id}` });
  };
  return { "join-group": change("join-group"), "leave-group": change("leave-group") };
}

export function eventForms(call: Call) {
  return {
    "register-event": async (fields: Fields) => {
      const { id } = parseWith(idParams, { id: fields.eventId });
      const { ok: _, created: __, ...body } = await perform(registerForAnEvent, call, { eventId: id });
      return formSuccess(call.request, "register-event", { eventId: id, ...body }, { hash: `event-${id}` });
    },
    "cancel-registration": async (fields: Fields) => {
      const { id } = parseWith(idParams, { id: fields.eventId });
      const { attendeeCount } = await perform(cancelAnEventRegistration, call, { eventId: id });
      const body = { eventId: id, registration: null, attendeeCount };
      return formSuccess(call.request, "cancel-registration", body, { hash: `event-${id}` });
    },
  };
}
