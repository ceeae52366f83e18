// Commands on a member's personal filters (docs/features/filters.md): keyword filters and mutes.
// Each changes only what the member sees, so a suspension allows them, as it allows blocking.
import { MAX_FILTERS, type CreateFilterInput, type UpdateFilterInput } from "~/lib/filters";
import { createFilter, deleteFilter, muteUser, unmuteUser, updateFilter } from "~/models/filter.server";
import { defineCommand, Refusal, type CommandContext } from "./command.server";

const OWN_VIEW = { allowed: "it changes only what the member sees, as blocking does" };

const missing = (id: number) => new Refusal("not_found", `Filter ${id} not found.`);

export const addKeywordFilter = defineCommand({
  name: "addKeywordFilter",
  policy: { who: "member", suspended: OWN_VIEW, rateLimit: "settings" },
  async run({ db, actor, input }: CommandContext<CreateFilterInput>) {
    const result = await createFilter(db, { userId: actor.id, input });
    if (result === "duplicate")
      throw new Refusal("invalid", `You already filter “${input.phrase}”.`, {
        status: 409,
        fieldErrors: { phrase: `You already filter “${input.phrase}”.` },
      });
    if (result === "too-many" || result === "missing")
      throw new Refusal("invalid", `You can keep up to ${MAX_FILTERS} filters. Remove one to add another.`, {
        status: 409,
      });
    return result;
  },
});

export const changeKeywordFilter = defineCommand({
  name: "changeKeywordFilter",
  policy: { who: "member", suspended: OWN_VIEW, rateLimit: "settings" },
  async run({ db, actor, input }: CommandContext<{ id: number; change: UpdateFilterInput }>) {
    const row = await updateFilter(db, { userId: actor.id, id: input.id, input: input.change });
    if (!row) throw missing(input.id);
    return row;
  },
});

export const removeKeywordFilter = defineCommand({
  name: "removeKeywordFilter",
  policy: { who: "member", suspended: OWN_VIEW, rateLimit: "settings" },
  async run({ db, actor, input }: CommandContext<{ id: number }>) {
    if (!(await deleteFilter(db, { userId: actor.id, id: input.id }))) throw missing(input.id);
    return { id: input.id, removed: true };
  },
});

export const muteMember = defineCommand({
  name: "muteMember",
  policy: {
    who: "member",
    suspended: OWN_VIEW,
    // A member who blocked you can still be muted (and unmuted), as they can be blocked.
    target: ({ userId }: { userId: number; mute: boolean }) => ({
      kind: "user",
      id: userId,
      ignoreBlocks: true,
      missing: `User ${userId} not found.`,
    }),
    rateLimit: "mute",
  },
  async run({ db, actor, input: { userId, mute } }) {
    if (actor.id === userId) throw new Refusal("invalid", "You cannot mute yourself.");
    if (!mute) return { userId, muted: false, changed: await unmuteUser(db, { muterId: actor.id, mutedId: userId }) };
    const muted = await muteUser(db, { muterId: actor.id, mutedId: userId });
    if (!muted) throw new Refusal("not_found", `User ${userId} not found.`);
    return { ...muted, muted: true };
  },
});
