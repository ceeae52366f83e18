// Appeals: a member appeals a decision about them, and a second moderator decides it. No rate
// limit: one appeal per decision already bounds what a member can send.
import { platformDate } from "~/lib/format";
import type { DecideAppealInput, FileAppealInput } from "~/lib/appeals";
import { decideAppeal, fileAppeal } from "~/models/appeal.server";
import { PUBLIC_VIEW_PATHS as VIEWS } from "../edge-cache.server";
import { defineCommand, Refusal, type CommandContext } from "./command.server";

/**
 * One appeal per decision, by the member it is about, within the window. A decision about someone
 * else answers not_found, as if it did not exist.
 */
export const fileAnAppeal = defineCommand({
  name: "fileAppeal",
  policy: {
    who: "member",
    suspended: { allowed: "appealing is how a suspended member asks for their suspension to be reviewed" },
  },
  async run({ db, actor, input }: CommandContext<FileAppealInput>) {
    const result = await fileAppeal(db, { userId: actor.id, input });
    if (result.error === undefined) return result.appeal;
    if (result.error === "not_found") throw new Refusal("not_found", `No decision ${input.actionId} about you.`);
    if (result.error === "duplicate")
      throw new Refusal("invalid", "You have already appealed this decision.", {
        status: 409,
        fieldErrors: { statement: "You have already appealed this decision." },
      });
    const ended = `The 30 days to appeal this decision ended on ${platformDate(result.deadline)}.`;
    throw new Refusal("invalid", ended, { status: 409, fieldErrors: { statement: ended } });
  },
});

type DecideInput = { appealId: number; input: DecideAppealInput };

/** Uphold or grant: only a moderator who did not make the decision, and not about themselves. */
export const decideAnAppeal = defineCommand({
  name: "decideAppeal",
  policy: { who: { permission: "moderate:reports" } },
  publicViews: () => VIEWS.conversations,
  async run({ db, actor, input: { appealId, input } }: CommandContext<DecideInput>) {
    const result = await decideAppeal(db, { appealId, moderatorId: actor.id, input });
    if (result.error === undefined) return result;
    if (result.error === "not_found") throw new Refusal("not_found", `Appeal ${appealId} not found.`);
    if (result.error === "own_decision")
      throw new Refusal("forbidden", "You made this decision, so a different moderator must decide the appeal.");
    if (result.error === "own_appeal") throw new Refusal("forbidden", "You cannot decide an appeal of your own.");
    throw new Refusal("invalid", `Appeal ${appealId} is already ${result.status}.`, { status: 409 });
  },
});
