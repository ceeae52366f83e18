// Commands on posts and replies: write, answer, like, edit, delete and accept an answer.
import type { z } from "zod";
import { createCommentSchema, createPostSchema, updateCommentSchema, updatePostSchema } from "~/lib/posts";
import { commentPostId, createComment, deleteComment, editComment, likeComment } from "~/models/comment.server";
import {
  acceptAnswer,
  assertForumExists,
  createPost,
  deletePost,
  editPost,
  getPost,
  likePost,
  UnknownForumError,
} from "~/models/post.server";
import { mayTakePart } from "~/models/group-visibility.server";
import { countOwnUnattached, deleteMediaOn, mediaKeysOn } from "~/models/media.server";
import type { Db } from "~/models/db.server";
import { commandRefusal, mentionResolver, presentComment, presentPost } from "../conversation.server";
import { PUBLIC_VIEW_PATHS as VIEWS } from "../edge-cache.server";
import { defineCommand, Refusal } from "./command.server";

const postTarget = (postId: number) => ({ kind: "post" as const, id: postId, missing: `Post ${postId} not found.` });
const replyTarget = (commentId: number) => ({
  kind: "comment" as const,
  id: commentId,
  missing: "That post or reply does not exist.",
});
/** A reply shows on its post's page, and in the reply counts of the lists. */
const replyViews = async ({ db, input: { commentId } }: { db: Db; input: { commentId: number } }) => {
  const postId = await commentPostId(db, commentId);
  return postId === null ? [] : VIEWS.post(postId);
};

export const writePost = defineCommand({
  name: "writePost",
  policy: {
    who: "member",
    // A group's page names the group; its content must be visible, and only members may post (below).
    target: ({ groupId }: { input: z.output<typeof createPostSchema>; groupId?: number }) =>
      groupId ? { kind: "group", id: groupId, missing: `Group ${groupId} not found.` } : undefined,
    rateLimit: "post",
  },
  publicViews: ({ actor, input: { groupId } }) => [
    ...VIEWS.conversations,
    ...VIEWS.profile(actor.id),
    ...(groupId ? VIEWS.group(groupId) : []),
  ],
  async prepare({ db, actor, input: { input, groupId } }) {
    if (groupId && !(await mayTakePart(db, { postGroupId: groupId, userId: actor.id })))
      throw new Refusal("forbidden", "Only members of this group can post in it.");
    if (input.authorId !== undefined && input.authorId !== actor.id)
      throw new Refusal("forbidden", "You can only post as yourself.");
    if (groupId && input.forumId) throw new Refusal("invalid", "A group's post belongs to the group, not a forum.");
    await assertOwnImages(db, actor.id, input.mediaIds);
    try {
      await assertForumExists(db, input.forumId);
    } catch (error) {
      if (error instanceof UnknownForumError)
        throw new Refusal("invalid", error.message, { fieldErrors: { forumId: error.message } });
      throw error;
    }
  },
  async run({ db, actor, input: { input, groupId } }) {
    const mentioned = await mentionResolver(db, actor.id)(input.content);
    const post = await createPost(db, { authorId: actor.id, input, mentioned, groupId });
    if (!post) throw new Error("The post was not stored.");
    return post;
  },
});

/** A post or reply takes only its author's own images that are on nothing yet. */
async function assertOwnImages(db: Db, ownerId: number, ids: number[] = []) {
  if ((await countOwnUnattached(db, { ownerId, ids })) !== ids.length) {
    const message = "Only your own images that are not already on a post or reply can be added.";
    throw new Refusal("invalid", message, { fieldErrors: { mediaIds: message } });
  }
}

/** Takes a deleted post's or reply's images out of D1 and the bucket, once `remove` has deleted it. */
async function withImagesGone<T>(
  db: Db,
  env: Env,
  on: { postId: number } | { commentId: number },
  remove: () => Promise<T>,
) {
  // Read first: deleting the row cascades to the images' rows, and the bucket's keys go with them.
  const keys = await mediaKeysOn(db, on);
  const result = await remove();
  if (result === "ok" || result === "deleted" || result === "placeholder") {
    await deleteMediaOn(db, on);
    if (keys.length) await env.MEDIA.delete(keys);
  }
  return result;
}

export const likeAPost = defineCommand({
  name: "likePost",
  policy: {
    who: "member",
    target: ({ postId }: { postId: number }) => postTarget(postId),
    rateLimit: "like",
  },
  publicViews: ({ input: { postId } }) => VIEWS.post(postId),
  async run({ db, actor, input: { postId } }) {
    const result = await likePost(db, { postId, userId: actor.id });
    if (!result) throw new Refusal("not_found", `Post ${postId} not found.`);
    return result;
  },
});

export const likeAReply = defineCommand({
  name: "likeReply",
  policy: {
    who: "member",
    target: ({ commentId }: { commentId: number }) => replyTarget(commentId),
    rateLimit: "like",
  },
  publicViews: replyViews,
  async run({ db, actor, input: { commentId } }) {
    const result = await likeComment(db, { commentId, userId: actor.id });
    if (!result) throw new Refusal("not_found", `Reply ${commentId} not found.`);
    return result;
  },
});

export const replyToPost = defineCommand({
  name: "replyToPost",
  policy: {
    who: "member",
    target: ({ postId }: { postId: number; input: z.output<typeof createCommentSchema> }) => postTarget(postId),
    rateLimit: "reply",
  },
  publicViews: ({ input: { postId } }) => VIEWS.post(postId),
  async prepare({ db, actor, input: { input } }) {
    await assertOwnImages(db, actor.id, input.mediaIds);
  },
  async run({ db, actor, input: { postId, input } }) {
    const reply = await createComment(db, {
      postId,
      authorId: actor.id,
      input,
      resolve: mentionResolver(db, actor.id),
    });
    if (typeof reply === "string") throw commandRefusal(reply);
    return presentComment(reply);
  },
});

export const editReply = defineCommand({
  name: "editReply",
  policy: {
    who: "member",
    target: ({ commentId }: { commentId: number; edit: z.output<typeof updateCommentSchema> }) =>
      replyTarget(commentId),
  },
  publicViews: replyViews,
  async run({ db, actor, input: { commentId, edit } }) {
    const result = await editComment(db, {
      id: commentId,
      userId: actor.id,
      edit,
      resolve: mentionResolver(db, actor.id),
    });
    if (result !== "ok") throw commandRefusal(result);
    return { id: commentId, content: edit.content, contentWarning: edit.contentWarning ?? null };
  },
});

export const deleteReply = defineCommand({
  name: "deleteReply",
  policy: {
    who: "member",
    target: ({ commentId }: { commentId: number }) => replyTarget(commentId),
  },
  publicViews: replyViews,
  async run({ db, env, actor, input: { commentId } }) {
    const result = await withImagesGone(db, env, { commentId }, () =>
      deleteComment(db, { id: commentId, userId: actor.id }),
    );
    if (result === "missing" || result === "forbidden") throw commandRefusal(result);
    return { commentId, result };
  },
});

// Someone else's post that the member can see is theirs to read, not to change: that stays a 403.
export const editAPost = defineCommand({
  name: "editPost",
  policy: {
    who: "member",
    target: ({ postId }: { postId: number; edit: z.output<typeof updatePostSchema> }) => postTarget(postId),
  },
  publicViews: ({ actor, input: { postId } }) => [...VIEWS.post(postId), ...VIEWS.profile(actor.id)],
  async run({ db, actor, input: { postId, edit } }) {
    const mentioned = edit.content ? await mentionResolver(db, actor.id)(edit.content) : [];
    const result = await editPost(db, { id: postId, userId: actor.id, edit, mentioned });
    if (result === "title-required")
      throw new Refusal("invalid", "A blog needs a title.", { fieldErrors: { title: "A blog needs a title." } });
    if (result !== "ok") throw commandRefusal(result);
    const post = await getPost(db, { id: postId, viewerId: actor.id });
    return post ? presentPost(post) : null;
  },
});

export const deleteAPost = defineCommand({
  name: "deletePost",
  policy: { who: "member", target: ({ postId }: { postId: number }) => postTarget(postId) },
  publicViews: ({ actor, input: { postId } }) => [...VIEWS.post(postId), ...VIEWS.profile(actor.id)],
  async run({ db, env, actor, input: { postId } }) {
    const result = await withImagesGone(db, env, { postId }, () => deletePost(db, { id: postId, userId: actor.id }));
    if (result !== "ok") throw commandRefusal(result);
    return { postId };
  },
});

export const acceptAnAnswer = defineCommand({
  name: "acceptAnswer",
  policy: {
    who: "member",
    target: ({ postId }: { postId: number; commentId: number | null }) => postTarget(postId),
  },
  publicViews: ({ input: { postId } }) => VIEWS.post(postId),
  async run({ db, actor, input: { postId, commentId } }) {
    const result = await acceptAnswer(db, { postId, userId: actor.id, commentId });
    if (result !== "ok") throw commandRefusal(result);
    return { postId, acceptedCommentId: commentId };
  },
});
