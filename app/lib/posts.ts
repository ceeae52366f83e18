// Post rules shared by the composer, the API and the tests (spec doc 1, sections 3, 5 and 9).
import { z } from "zod";
import { idString } from "./schemas";
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

export const POST_LIMITS = { content: 10_000, title: 200, category: 60, tags: 10, tagLength: 32 } as const;
// Ten posts a page (with "Load more posts"): a shorter page to read, and half the work for a
// cheap phone to draw and hydrate (issue 27).
export const FEED_PAGE_SIZE = 10;
export const BLOG_PAGE_SIZE = 12;
export const BLOG_EXCERPT_LENGTH = 150;
export const CARD_TAG_LIMIT = 3;

/** "a, b, ,c" → ["a", "b", "c"] (spec doc 1, section 5). */
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

export const createPostSchema = z
  .object({
    authorId: z.number().int().positive().optional(),
    type: z.enum(POST_TYPES),
    title: optionalTrimmed(POST_LIMITS.title, "Title"),
    content: z
      .string()
      .trim()
      .min(1, POST_TEXTS.emptyContent)
      .max(POST_LIMITS.content, `Content must be at most ${POST_LIMITS.content} characters`),
    category: optionalTrimmed(POST_LIMITS.category, "Category"),
    forumId: z.number().int().positive().optional().nullable(),
    tags: z
      .array(z.string().max(POST_LIMITS.tagLength, `Each tag must be at most ${POST_LIMITS.tagLength} characters`))
      .max(POST_LIMITS.tags, `At most ${POST_LIMITS.tags} tags`)
      .default([])
      .transform((tags) => [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))]),
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
    cursor: cursorSchema.optional(),
    limit: z
      .string()
      .regex(/^\d{1,3}$/, "must be a whole number")
      .transform(Number)
      .pipe(z.number().int().min(1, "must be at least 1").max(50, "must be at most 50"))
      .optional(),
  })
  .strict();
