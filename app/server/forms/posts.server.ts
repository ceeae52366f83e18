// The post composer's page action (home, forums and a support group's page): the same checks,
// schema and model call as POST /api/posts and POST /api/groups/:id/posts, by a plain form post.
import type { Db } from "~/models/db.server";
import { requireUser } from "../auth.server";
import { formSuccess, FormRefusal, numberOf, optional, parseWith } from "../form.server";
import { enforceRateLimit } from "../rate-limit.server";
import { mentionResolver } from "../conversation.server";
import { requireGroupMember } from "../groups.server";
import { createPostSchema, splitTags, TYPES_WITH_TITLE } from "~/lib/posts";
import { assertForumExists, createPost, UnknownForumError } from "~/models/post.server";

/** The composer's fields as the API's JSON body: a title and a forum only where the type has them. */
function postInput(fields: Record<string, string>) {
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
  };
}

export function postForms(db: Db, request: Request, { groupId }: { groupId?: number } = {}) {
  return {
    "create-post": async (fields: Record<string, string>) => {
      const user = groupId
        ? await requireGroupMember(db, request, groupId)
        : await requireUser(db, request, { write: true });
      const input = parseWith(createPostSchema, { ...postInput(fields), ...(groupId ? { forumId: undefined } : {}) });
      try {
        await assertForumExists(db, input.forumId);
      } catch (error) {
        if (error instanceof UnknownForumError) throw new FormRefusal({ forumId: error.message });
        throw error;
      }
      await enforceRateLimit(db, { userId: user.id, action: "post" });
      const mentioned = await mentionResolver(db, user.id)(input.content);
      const post = await createPost(db, { authorId: user.id, input, mentioned, groupId });
      if (!post) throw new Error("The post was not stored.");
      return formSuccess(request, "create-post", { postId: post.id }, { hash: `post-card-${post.id}` });
    },
  };
}
