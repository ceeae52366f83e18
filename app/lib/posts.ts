// Post rules shared by the composer, the API and the tests.
import { z } from "zod";
import { idString } from "./schemas";
import { mediaIdsField } from "./media";
import { POST_TEXTS } from "./texts";
import { POST_TYPES } from "./vocab";

export const POST_TYPE_LABELS: Record<(typeof POST_TYPES)[number], string> = {
  post: "General Post",
  blog: "Blog Article",
  question: "Question",
  discussion: "Discussion",
};
/** The title field shows for these types; only blog requires it. */
export const TYPES_WITH_TITLE = ["blog", "discussion", "question"] as const;
export const FEED_FILTERS = ["all", "following", "blog", "question", "discussion"] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];

export const POST_LIMITS = {
  content: 10_000,
  title: 200,
  category: 60,
  tags: 10,
  tagLength: 32,
  contentWarning: 60,
} as const;
// Ten posts a page (with "Load more posts"): a shorter page to read, and half the work for a
// cheap phone to draw and hydrate.
export const FEED_PAGE_SIZE = 10;
export const BLOG_PAGE_SIZE = 12;
export const BLOG_EXCERPT_LENGTH = 150;
export const CARD_TAG_LIMIT = 3;

/** "a, b, ,c" → ["a", "b", "c"]. */
export function splitTags(text: string): string[] {
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

const optionalTrimmed = (max: number, what: string) =>
  z
    .string()
    .max(max, `${what} must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((value) => value?.trim() || undefined);

const contentField = z
  .string()
  .trim()
  .min(1, POST_TEXTS.emptyContent)
  .max(POST_LIMITS.content, `Content must be at most ${POST_LIMITS.content} characters`);
const tagsField = z
  .array(z.string().max(POST_LIMITS.tagLength, `Each tag must be at most ${POST_LIMITS.tagLength} characters`))
  .max(POST_LIMITS.tags, `At most ${POST_LIMITS.tags} tags`)
  .transform((tags) => [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))]);

export const createPostSchema = z
  .object({
    authorId: z.number().int().positive().optional(),
    type: z.enum(POST_TYPES),
    title: optionalTrimmed(POST_LIMITS.title, "Title"),
    content: contentField,
    category: optionalTrimmed(POST_LIMITS.category, "Category"),
    contentWarning: optionalTrimmed(POST_LIMITS.contentWarning, "Content warning"),
    forumId: z.number().int().positive().optional().nullable(),
    tags: tagsField.default([]),
    mediaIds: mediaIdsField,
  })
  .strict()
  .superRefine((post, ctx) => {
    if (post.type === "blog" && !post.title)
      ctx.addIssue({ code: "custom", path: ["title"], message: POST_TEXTS.titleRequiredForBlog });
  });
export type CreatePostInput = z.input<typeof createPostSchema>;

/** Cursor = the last item's createdAt and id, so pages stay stable while new posts arrive. */
export const cursorSchema = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const match = /^(\d{4}-\d\d-\d\dT[\d:.]+Z)_(\d{1,10})$/.exec(value);
    if (!match?.[1] || !match[2]) {
      ctx.addIssue({ code: "custom", message: "is not a cursor this API gave out" });
      return z.NEVER;
    }
    return { createdAt: match[1], id: Number(match[2]) };
  });
export const encodeCursor = (item: { createdAt: string; id: number }) => `${item.createdAt}_${item.id}`;

/** What a forum holds, counted and listed alike: its discussions and questions. */
export const FORUM_POST_TYPES = ["discussion", "question"] as const satisfies readonly (typeof POST_TYPES)[number][];

export const listPostsQuery = z
  .object({
    type: z.enum(POST_TYPES).optional(),
    /** Only what forums hold (FORUM_POST_TYPES, in a forum); with forumId, one forum's. */
    inForums: z
      .enum(["true", "false"])
      .optional()
      .transform((value) => value === "true"),
    authorId: idString.optional(),
    following: z
      .enum(["true", "false"])
      .optional()
      .transform((value) => value === "true"),
    forumId: idString.optional(),
    /** Only questions with no accepted answer. */
    unanswered: z
      .enum(["true", "false"])
      .optional()
      .transform((value) => value === "true"),
    cursor: cursorSchema.optional(),
    limit: z
      .string()
      .regex(/^\d{1,3}$/, "must be a whole number")
      .transform(Number)
      .pipe(z.number().int().min(1, "must be at least 1").max(50, "must be at most 50"))
      .optional(),
  })
  .strict();

/**
 * PATCH /api/posts/:id: the author's new title, text, warning or tags; what is left out stays.
 * A warning or title set to null is taken away (a blog keeps its title: the model checks).
 */
export const updatePostSchema = z
  .object({
    title: optionalTrimmed(POST_LIMITS.title, "Title"),
    content: contentField.optional(),
    contentWarning: optionalTrimmed(POST_LIMITS.contentWarning, "Content warning"),
    tags: tagsField.optional(),
  })
  .strict()
  .refine((edit) => Object.keys(edit).length > 0, "Send at least one of title, content, contentWarning or tags");

/** POST /api/posts/:id/comments: a reply to the post, or (with parentId) to one of its replies. */
export const createCommentSchema = z
  .object({
    content: contentField,
    contentWarning: optionalTrimmed(POST_LIMITS.contentWarning, "Content warning"),
    parentId: z.number().int().positive().optional().nullable(),
    mediaIds: mediaIdsField,
  })
  .strict();
export type CreateCommentInput = z.input<typeof createCommentSchema>;

/** PATCH /api/comments/:id: the new text; a warning left out or null is taken away. */
export const updateCommentSchema = z
  .object({
    content: contentField,
    contentWarning: optionalTrimmed(POST_LIMITS.contentWarning, "Content warning"),
  })
  .strict();

/** POST /api/posts/:id/accept-answer: the reply the asker accepts, or null to accept none. */
export const acceptAnswerSchema = z.object({ commentId: z.number().int().positive().nullable() }).strict();

export const COMMENT_SORTS = ["oldest", "newest"] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];
export const COMMENT_PAGE_SIZE = 50;
/** How often an open post asks for new replies. */
export const REPLY_POLL_MS = 10_000;

/** GET /api/posts/:id/comments?cursor=&limit=&sort=: top-level replies, each with its nested ones. */
export const listCommentsQuery = z
  .object({
    cursor: cursorSchema.optional(),
    limit: z
      .string()
      .regex(/^\d{1,3}$/, "must be a whole number")
      .transform(Number)
      .pipe(
        z.number().int().min(1, "must be at least 1").max(COMMENT_PAGE_SIZE, `must be at most ${COMMENT_PAGE_SIZE}`),
      )
      .optional(),
    sort: z.enum(COMMENT_SORTS).optional(),
    /** Only replies newer than this reply id, at any level, oldest first: the page's poll. */
    since: z
      .string()
      .regex(/^(0|[1-9][0-9]{0,9})$/, "must be a reply id")
      .transform(Number)
      .optional(),
  })
  .strict();

/**
 * `@username` in a post or reply. Usernames are letters, digits, dots, hyphens and underscores
 * ("jordan.lee", "member-x1y2"); a dot or hyphen at the end is the sentence's, not the name's.
 */
export const MENTION_PATTERN = /(^|[^\w@/.-])@([a-z0-9_](?:[a-z0-9_.-]{0,38}[a-z0-9_])?)/gi;

/** The usernames a text mentions, lower-cased, each once, at most 10 (more is noise, not a conversation). */
export function mentionedUsernames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(MENTION_PATTERN)) if (match[2]) names.add(match[2].toLowerCase());
  return [...names].slice(0, 10);
}

/** A blog's reading time at 200 words a minute, at least 1. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.round(text.split(/\s+/).filter(Boolean).length / 200));
}

/** What member suggestions look a name up by: the start of a username, a name or a later word of it. */
export const MEMBER_NAME_QUERY = { maxLength: 30, pattern: /^[\p{L}\p{N}_.\- ]*$/u } as const;

/** GET /api/users/mentionable?q=&postId=: what has been typed after `@`, and the thread it is in. */
export const mentionableQuery = z
  .object({
    q: z
      .string()
      .max(MEMBER_NAME_QUERY.maxLength, `must be at most ${MEMBER_NAME_QUERY.maxLength} characters`)
      .regex(MEMBER_NAME_QUERY.pattern, "must be letters, digits, spaces, dots, hyphens or underscores"),
    postId: idString.optional(),
  })
  .strict();
export const MENTION_SUGGESTIONS = 8;
