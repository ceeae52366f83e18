// The post composer's page action (home, forums and a support group's page): the same schema and
// command as POST /api/posts and POST /api/groups/:id/posts, by a plain form post.
import { formSuccess, numberOf, optional, parseWith } from "../form.server";
import { perform, type Call } from "../commands/adapters.server";
import { writePost } from "../commands/posts.server";
import { createPostSchema, splitTags, TYPES_WITH_TITLE } from "~/lib/posts";
import { describeComposerImages, mediaIdsOf } from "./media.server";

/** The composer's fields as the API's JSON body: a title and a forum only where the type has them. */
function postInput(fields: Record<string, string>, form: URLSearchParams) {
  const type = fields.type;
  const hasTitle = (TYPES_WITH_TITLE as readonly (string | undefined)[]).includes(type);
  const inForum = type === "discussion" || type === "question";
  return {
    type,
    content: fields.content ?? "",
    title: hasTitle ? optional(fields.title) : undefined,
    category: inForum && fields.forumId ? undefined : optional(fields.category),
    contentWarning: optional(fields.contentWarning),
    tags: splitTags(fields.tags ?? ""),
    forumId: inForum ? numberOf(fields.forumId) : undefined,
    mediaIds: mediaIdsOf(form),
  };
}

export function postForms(call: Call, { groupId }: { groupId?: number } = {}) {
  return {
    "create-post": async (fields: Record<string, string>, form: URLSearchParams) => {
      const input = parseWith(createPostSchema, {
        ...postInput(fields, form),
        ...(groupId ? { forumId: undefined } : {}),
      });
      await describeComposerImages(call, fields, input.mediaIds);
      const post = await perform(writePost, call, { input, groupId });
      return formSuccess(call.request, "create-post", { postId: post.id }, { hash: `post-card-${post.id}` });
    },
  };
}
