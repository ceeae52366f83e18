// Commands between members: following and blocking.
import { blockUser, unblockUser } from "~/models/user-block.server";
import { setFollowing } from "~/models/user.server";
import { PUBLIC_VIEW_PATHS as VIEWS } from "../edge-cache.server";
import { defineCommand, Refusal } from "./command.server";

const notSelf = (actorId: number, userId: number, what: string) => {
  if (actorId === userId) throw new Refusal("invalid", `You cannot ${what} yourself.`);
};

export const followMember = defineCommand({
  name: "followMember",
  policy: {
    who: "member",
    target: ({ userId }: { userId: number; follow: boolean }) => ({
      kind: "user",
      id: userId,
      missing: `User ${userId} not found.`,
    }),
    rateLimit: "follow",
  },
  publicViews: ({ actor, input: { userId } }) => [...VIEWS.profile(userId), ...VIEWS.profile(actor.id)],
  async run({ db, actor, input: { userId, follow } }) {
    notSelf(actor.id, userId, "follow");
    const result = await setFollowing(db, { followerId: actor.id, followingId: userId, follow });
    if (!result) throw new Refusal("not_found", `User ${userId} not found.`);
    return result;
  },
});

export const blockMember = defineCommand({
  name: "blockMember",
  policy: {
    who: "member",
    suspended: { allowed: "blocking keeps a member safe, and staying safe must always work" },
    // Anyone may be blocked, including someone who has already blocked you.
    target: ({ userId }: { userId: number; block: boolean }) => ({
      kind: "user",
      id: userId,
      ignoreBlocks: true,
      missing: `User ${userId} not found.`,
    }),
    rateLimit: "block",
  },
  async run({ db, actor, input: { userId, block } }) {
    notSelf(actor.id, userId, "block");
    if (!block)
      return {
        userId,
        blocked: false,
        changed: await unblockUser(db, { blockerId: actor.id, blockedId: userId }),
      };
    const blocked = await blockUser(db, { blockerId: actor.id, blockedId: userId });
    if (!blocked) throw new Refusal("not_found", `User ${userId} not found.`);
    return { ...blocked, blocked: true };
  },
});
