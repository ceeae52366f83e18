// The post page's forms: reply, edit, delete and accept, as plain form posts that
// work before JavaScript loads. The same schemas and commands as the JSON API.
import type { Statement } from "~/models/db.server";
import { perform, type Call } from "../commands/adapters.server";
import {
  acceptAnAnswer,
  deleteAPost,
  deleteReply,
  editAPost,
  editReply,
  likeAPost,
  likeAReply,
  replyToPost,
} from "../commands/posts.server";
import { getCurrentUser } from "../auth.server";
import { formSuccess, optional, numberOf, parseWith, FormRefusal } from "../form.server";
import { presentComment } from "../conversation.server";
import { acceptAnswerSchema, createCommentSchema, splitTags, updateCommentSchema, updatePostSchema } from "~/lib/posts";
import { idString } from "~/lib/schemas";
import { commentRead } from "~/models/comment.server";
import { describeComposerImages, mediaForms, mediaIdsOf } from "./media.server";

type Fields = Record<string, string>;

const commentIdOf = (fields: Fields) => {
  const parsed = idString.safeParse(fields.commentId ?? "");
  if (!parsed.success) throw new FormRefusal({}, "That reply does not exist.");
  return parsed.data;
};

export function conversationForms(call: Call, { postId, listPath }: { postId: number; listPath: string }) {
  const { db, request } = call;
  const readReply = async (id: number, viewerId: number) => {
    const { statements, map } = commentRead(db, { id, viewerId, moderator: false });
    const reply = map(await db.batch(statements as [Statement]));
    return reply ? presentComment(reply) : null;
  };
  return {
    // A like from any page that shows the post goes back to that page, to the button.
    like: async () => {
      const { likes } = await perform(likeAPost, call, { postId });
      return formSuccess(request, "like", { likes }, { hash: `like-post-${postId}` });
    },
    "like-reply": async (fields: Fields) => {
      const commentId = commentIdOf(fields);
      const { likes } = await perform(likeAReply, call, { commentId });
      return formSuccess(request, "like-reply", { likes }, { hash: `like-reply-${commentId}` });
    },
    reply: async (fields: Fields, form: URLSearchParams) => {
      const input = parseWith(createCommentSchema, {
        content: fields.content ?? "",
        contentWarning: optional(fields.contentWarning),
        parentId: numberOf(fields.parentId),
        mediaIds: mediaIdsOf(form),
      });
      await describeComposerImages(call, fields, input.mediaIds);
      const reply = await perform(replyToPost, call, { postId, input });
      // Without script, a new top-level reply is first when newest come first; a nested one is under its parent.
      const back = reply.parentId ? `/posts/${postId}` : `/posts/${postId}?sort=newest`;
      return formSuccess(request, "reply", { reply }, { hash: `reply-${reply.id}`, redirectTo: back });
    },
    "edit-reply": async (fields: Fields) => {
      const id = commentIdOf(fields);
      const edit = parseWith(updateCommentSchema, {
        content: fields.content ?? "",
        contentWarning: optional(fields.contentWarning),
      });
      await perform(editReply, call, { commentId: id, edit });
      // The command let them edit it, so they are signed in: this only reads it back.
      const user = await getCurrentUser(db, request);
      return formSuccess(request, "edit-reply", { reply: await readReply(id, user!.id) }, { hash: `reply-${id}` });
    },
    "delete-reply": async (fields: Fields) => {
      const id = commentIdOf(fields);
      const { result } = await perform(deleteReply, call, { commentId: id });
      return formSuccess(request, "delete-reply", { commentId: id, result }, { hash: "replies-heading" });
    },
    "edit-post": async (fields: Fields) => {
      const edit = parseWith(updatePostSchema, {
        ...(fields.title !== undefined ? { title: fields.title } : {}),
        content: fields.content ?? "",
        contentWarning: optional(fields.contentWarning),
        ...(fields.tags !== undefined ? { tags: splitTags(fields.tags) } : {}),
      });
      await perform(editAPost, call, { postId, edit });
      return formSuccess(request, "edit-post", { postId }, { hash: "page-title" });
    },
    "delete-post": async () => {
      await perform(deleteAPost, call, { postId });
      return formSuccess(request, "delete-post", { postId, listPath }, { redirectTo: listPath });
    },
    "accept-answer": async (fields: Fields) => {
      const { commentId } = parseWith(acceptAnswerSchema, {
        commentId: fields.commentId ? numberOf(fields.commentId) : null,
      });
      await perform(acceptAnAnswer, call, { postId, commentId });
      return formSuccess(
        request,
        "accept-answer",
        { commentId },
        { hash: commentId ? "accepted-answer" : "replies-heading" },
      );
    },
    // The author describes an image on the post or a reply again.
    ...mediaForms(call),
  };
}
