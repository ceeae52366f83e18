// Conversations (docs/features/conversations.md), shared by the post page, its forms and the JSON
// API: who is reading, the text as HTML, and each model refusal as the one HTTP answer both give.
import { can, getCurrentUser } from "./auth.server";
import type { Db } from "~/models/db.server";
import { Refusal as CommandRefusal } from "./commands/command.server";
import { renderMarkdown } from "./markdown.server";
import type { Comment, CommentThread } from "~/models/comment.server";
import { resolveMentions } from "~/models/mention.server";
import type { PostDetail } from "~/models/post.server";

/** The reader: a member (or VISITOR_ID 0) and whether they moderate, which shows removed items. */
export async function conversationViewer(db: Db, request: Request) {
  const user = await getCurrentUser(db, request);
  return { user, viewerId: user?.id ?? 0, moderator: can(user, "moderate:reports") };
}

/** The post as the API and the page give it: the spec's Post, its state, and its text as HTML. */
export function presentPost(post: PostDetail) {
  const { blocked: _blocked, mentions, ...rest } = post;
  const deleted = post.deletedAt !== null;
  return {
    ...rest,
    title: deleted ? null : post.title,
    content: deleted ? "" : post.content,
    contentWarning: deleted ? null : post.contentWarning,
    contentHtml: deleted ? "" : renderMarkdown(post.content, { kind: "post", mentions }),
  };
}
export type PresentedPost = ReturnType<typeof presentPost>;

export function presentComment(comment: Comment) {
  const { mentions, ...rest } = comment;
  return { ...rest, contentHtml: comment.content ? renderMarkdown(comment.content, { kind: "reply", mentions }) : "" };
}
export type PresentedComment = ReturnType<typeof presentComment>;
export type PresentedThread = PresentedComment & { replies: PresentedComment[] };

export function presentThreads(page: { items: CommentThread[]; nextCursor: string | null }) {
  return {
    items: page.items.map((thread) => ({ ...presentComment(thread), replies: thread.replies.map(presentComment) })),
    nextCursor: page.nextCursor,
  };
}

/** Finds the members a text mentions, for the model's writes. */
export const mentionResolver = (db: Db, authorId: number) => (text: string) => resolveMentions(db, { text, authorId });

const REFUSALS = {
  missing: [404, "That post or reply does not exist."],
  forbidden: [403, "You can only change your own posts and replies."],
  "title-required": [400, "A blog needs a title."],
  "not-a-question": [409, "Only a question has an accepted answer."],
  "no-such-reply": [400, "That reply is not a reply to this question."],
  "no-post": [404, "That post does not exist."],
  "post-deleted": [409, "This post was deleted, so it takes no new replies."],
  "not-a-member": [403, "Only members of this group can reply here. Join the group to take part."],
  "no-parent": [400, "The reply you are answering does not exist on this post."],
} as const satisfies Record<string, readonly [number, string]>;
export type Refusal = keyof typeof REFUSALS;

/** A model's refusal as a command's: "missing" content is not found, the rest keep their status. */
export function commandRefusal(refusal: Refusal): CommandRefusal {
  const [status, message] = REFUSALS[refusal];
  return status === 404 ? new CommandRefusal("not_found", message) : new CommandRefusal("invalid", message, { status });
}
