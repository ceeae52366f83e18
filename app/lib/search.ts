// Site search, shared with the browser: the tabs, the query's schema and its cursor, and how a
// member's words become an FTS5 query (docs/features/search.md).
import { z } from "zod";
import { keysetCursor, limitParam } from "./lists";

export const SEARCH_TYPES = [
  "all",
  "posts",
  "replies",
  "groups",
  "resources",
  "events",
  "providers",
  "people",
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  all: "All",
  posts: "Posts",
  replies: "Replies",
  groups: "Groups",
  resources: "Resources",
  events: "Events",
  providers: "Providers",
  people: "People",
};

/** What the index stores per row; a tab covers one or more (forums sit with groups: both are places). */
export const SEARCH_KINDS = ["post", "reply", "group", "forum", "resource", "event", "provider", "member"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const KINDS_BY_TYPE: Record<Exclude<SearchType, "all">, readonly SearchKind[]> = {
  posts: ["post"],
  replies: ["reply"],
  groups: ["group", "forum"],
  resources: ["resource"],
  events: ["event"],
  providers: ["provider"],
  people: ["member"],
};

export const KIND_LABELS: Record<SearchKind, string> = {
  post: "Post",
  reply: "Reply",
  group: "Support group",
  forum: "Forum",
  resource: "Resource",
  event: "Event",
  provider: "NDIS provider",
  member: "Member",
};

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_PAGE_SIZE = 20;
const MAX_TERMS = 16;

/** Cursor: the last result's [score, at, rowid], the order the results come in. */
export const searchCursor = keysetCursor(
  z.tuple([z.number().finite(), z.string().max(40), z.number().int().nonnegative()]),
);

export const searchQuery = z.object({
  q: z
    .string()
    .max(SEARCH_QUERY_MAX, `must be at most ${SEARCH_QUERY_MAX} characters`)
    .trim()
    .min(1, "must not be empty"),
  type: z.enum(SEARCH_TYPES).default("all"),
  cursor: searchCursor.optional(),
  limit: limitParam(50).optional(),
});

/**
 * The words of a query, as the index's tokenizer sees them: runs of letters, marks and digits.
 * Quotes, `*`, parentheses and the like never reach FTS5, so nothing a member types is syntax.
 */
export function searchTerms(q: string): string[] {
  return (q.normalize("NFC").match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
}

/**
 * An FTS5 MATCH expression: every word quoted (so AND, OR, NEAR are words), all required, the
 * last one as a prefix (the member may not have finished typing it), or every one with `allPrefix`.
 */
export function matchExpression(terms: readonly string[], allPrefix: boolean): string {
  return terms
    .map((term, index) => `"${term.replaceAll('"', '""')}"${allPrefix || index === terms.length - 1 ? "*" : ""}`)
    .join(" ");
}
