// Personal filters from pages: the settings page's forms (add, change and remove a keyword filter, unmute,
// unblock), and Mute and Block on a member, posted to their profile page from the profile itself
// and from any post or reply menu. The same commands and schemas as /api/filters and
// /api/users/:id/mute (and /block).
import { z } from "zod";
import { createFilterSchema, updateFilterSchema } from "~/lib/filters";
import { idString } from "~/lib/schemas";
import { perform, type Call } from "../commands/adapters.server";
import { addKeywordFilter, changeKeywordFilter, muteMember, removeKeywordFilter } from "../commands/filters.server";
import { blockMember } from "../commands/people.server";
import { formSuccess, parseWith } from "../form.server";

const idField = (name: string) => z.object({ [name]: idString });

export function filterSettingsForms(call: Call) {
  const { request } = call;
  return {
    "add-filter": async (fields: Record<string, string>) => {
      const input = parseWith(createFilterSchema, {
        phrase: fields.phrase ?? "",
        action: fields.action,
        expiresIn: fields.expiresIn,
      });
      const filter = await perform(addKeywordFilter, call, input);
      return formSuccess(request, "add-filter", { filter }, { hash: `filter-${filter.id}` });
    },
    "change-filter": async (fields: Record<string, string>) => {
      const { filterId } = parseWith(idField("filterId"), fields) as { filterId: number };
      // "Keep as it is" leaves the expiry alone: only the action changes then.
      const expiresIn = fields.expiresIn === "keep" ? undefined : fields.expiresIn;
      const change = parseWith(updateFilterSchema, { action: fields.action, expiresIn });
      const filter = await perform(changeKeywordFilter, call, { id: filterId, change });
      return formSuccess(request, "change-filter", { filter }, { hash: `filter-${filter.id}` });
    },
    "remove-filter": async (fields: Record<string, string>) => {
      const { filterId } = parseWith(idField("filterId"), fields) as { filterId: number };
      await perform(removeKeywordFilter, call, { id: filterId });
      return formSuccess(request, "remove-filter", { id: filterId }, { hash: "filters-heading" });
    },
    unmute: async (fields: Record<string, string>) => {
      const { userId } = parseWith(idField("userId"), fields) as { userId: number };
      const result = await perform(muteMember, call, { userId, mute: false });
      return formSuccess(request, "unmute", result, { hash: "muted-heading" });
    },
    unblock: async (fields: Record<string, string>) => {
      const { userId } = parseWith(idField("userId"), fields) as { userId: number };
      const result = await perform(blockMember, call, { userId, block: false });
      return formSuccess(request, "unblock", result, { hash: "blocked-heading" });
    },
  };
}

/** Mute, Unmute, Block and Unblock a member: the forms on their profile and in post and reply menus. */
export function memberSafetyForms(call: Call, { userId }: { userId: number }) {
  const { request } = call;
  const mute = (intent: "mute" | "unmute") => async () => {
    const result = await perform(muteMember, call, { userId, mute: intent === "mute" });
    return formSuccess(request, intent, result, { hash: `mute-${userId}` });
  };
  const block = (intent: "block" | "unblock") => async () => {
    const result = await perform(blockMember, call, { userId, block: intent === "block" });
    return formSuccess(request, intent, result);
  };
  return { mute: mute("mute"), unmute: mute("unmute"), block: block("block"), unblock: block("unblock") };
}
