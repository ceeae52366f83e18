// Commands of the site's moderators: taking and resolving a report, recording a moderation
// action, reviewing a content flag. Each needs the moderate:reports permission, declared below.
import type { z } from "zod";
import type { assignReportSchema, CreateActionInput, ResolveReportInput } from "~/lib/moderation";
import { resolveFlag } from "~/models/content-flag.server";
import { createModerationAction, resolveReport } from "~/models/moderation-action.server";
import { assignReport, getReport, isModerator } from "~/models/report.server";
import { commentPostId } from "~/models/comment.server";
import type { Db } from "~/models/db.server";
import { PUBLIC_VIEW_PATHS as VIEWS } from "../edge-cache.server";
import { defineCommand, Refusal, type CommandContext } from "./command.server";

type AssignInput = { reportId: number; input: z.output<typeof assignReportSchema> };

const moderators = { permission: "moderate:reports" } as const;

/** Where content a moderator removes (or a member they suspend) was shown to visitors. */
async function moderatedViews(
  db: Db,
  {
    contentType,
    contentId,
    userId,
  }: { contentType?: string | null; contentId?: number | null; userId?: number | null },
): Promise<readonly string[]> {
  const profile = userId ? VIEWS.profile(userId) : [];
  if (contentType === "post" && contentId) return [...VIEWS.post(contentId), ...profile];
  const postId = contentType === "comment" && contentId ? await commentPostId(db, contentId) : null;
  return [...(postId ? VIEWS.post(postId) : []), ...profile];
}

/** Take Report: pending → reviewing, by the caller or handed to another moderator. */
export const assignAReport = defineCommand({
  name: "assignReport",
  policy: { who: moderators },
  async prepare({ db, actor, input: { reportId, input } }: CommandContext<AssignInput>) {
    if (input.reportId !== undefined && input.reportId !== reportId)
      throw new Refusal("invalid", "reportId does not match the report in the address.", {
        fieldErrors: { reportId: "does not match the URL" },
      });
    const moderatorId = input.moderatorId ?? actor.id;
    // Handing a report to a colleague is allowed, but only to a moderator.
    if (moderatorId !== actor.id && !(await isModerator(db, moderatorId)))
      throw new Refusal("invalid", `User ${moderatorId} is not a moderator.`, {
        fieldErrors: { moderatorId: "is not a moderator" },
      });
  },
  async run({ db, actor, input: { reportId, input } }: CommandContext<AssignInput>) {
    const result = await assignReport(db, { id: reportId, moderatorId: input.moderatorId ?? actor.id });
    if (result.error === undefined) return result.report;
    if (result.error === "not_found") throw new Refusal("not_found", `Report ${reportId} not found.`);
    throw new Refusal("invalid", `Report ${reportId} is ${result.report.status}: only a pending report can be taken.`, {
      status: 409,
    });
  },
});

/** Only a reviewing report can be resolved; content_removed and user_suspended also take effect, in one transaction. */
export const resolveAReport = defineCommand({
  name: "resolveReport",
  policy: { who: moderators },
  publicViews: async ({ db, input: { reportId } }: CommandContext<{ reportId: number; input: ResolveReportInput }>) => {
    const report = await getReport(db, reportId);
    return report ? moderatedViews(db, { ...report, userId: report.reportedUserId }) : [];
  },
  async run({
    db,
    actor,
    input: { reportId, input },
  }: CommandContext<{ reportId: number; input: ResolveReportInput }>) {
    const result = await resolveReport(db, { id: reportId, moderatorId: actor.id, input });
    if (result.error === undefined) return { ...result.report, moderationAction: result.moderationAction };
    if (result.error === "not_found") throw new Refusal("not_found", `Report ${reportId} not found.`);
    if (result.error === "conflict")
      throw new Refusal(
        "invalid",
        `Report ${reportId} is ${result.report.status}: only a report under review can be resolved.`,
        { status: 409 },
      );
    throw new Refusal("invalid", result.message, { fieldErrors: { [result.path]: result.message } });
  },
});

/** Records an action; content_removed and user_suspended also take effect. */
export const recordAModerationAction = defineCommand({
  name: "recordModerationAction",
  policy: { who: moderators },
  publicViews: ({ db, input }: CommandContext<CreateActionInput>) =>
    moderatedViews(db, { ...input, userId: input.targetUserId }),
  async run({ db, actor, input }: CommandContext<CreateActionInput>) {
    if (input.moderatorId !== undefined && input.moderatorId !== actor.id)
      throw new Refusal("forbidden", "You can only act as yourself.");
    const result = await createModerationAction(db, { moderatorId: actor.id, input });
    if (result.error === undefined) return result.moderationAction;
    if (result.error === "not_found") throw new Refusal("not_found", result.message);
    throw new Refusal("invalid", result.message, { fieldErrors: { [result.path]: result.message } });
  },
});

/** The Review button's outcome: the flag is resolved, and a report made of it if asked. */
export const resolveAContentFlag = defineCommand({
  name: "resolveContentFlag",
  policy: { who: moderators },
  async run({ db, actor, input: { flagId, createReport } }: CommandContext<{ flagId: number; createReport: boolean }>) {
    const result = await resolveFlag(db, { id: flagId, moderatorId: actor.id, createReport });
    if (result.error === undefined) return result;
    if (result.error === "not_found") throw new Refusal("not_found", result.message);
    throw new Refusal("invalid", result.message, { status: 409 });
  },
});
