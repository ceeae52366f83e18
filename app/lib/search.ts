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

/** The prefix lengths the index keeps (`prefix = '2 3 4'` in db/migrations/0029_search_rowid_by_kind.sql). */
export const INDEXED_PREFIX = { min: 2, max: 4 };

/**
 * Whether a word is read as the start of longer words. The last word is, when a prefix index
 * answers it (2 to 4 letters: the member may still be typing it); with `allPrefix` (the retry when
 * nothing matched) every word of 2 letters or more is. FTS5 answers a longer prefix by merging the
 * whole doclist of every word that starts with it, each time a cursor opens: at a million posts
 * `support*` is most of the query's time (docs/features/search.md, "Benchmark").
 */
export function readAsPrefix(term: string, isLast: boolean, allPrefix: boolean): boolean {
  const letters = foldTerm(term).length;
  if (letters < INDEXED_PREFIX.min) return false;
  return allPrefix || (isLast && letters <= INDEXED_PREFIX.max);
}

/** Whether FTS5 answers the query by merging doclists: a prefix longer than the prefix indexes. */
export function mergesDoclists(terms: readonly string[], allPrefix: boolean): boolean {
  return terms.some(
    (term, index) =>
      readAsPrefix(term, index === terms.length - 1, allPrefix) && foldTerm(term).length > INDEXED_PREFIX.max,
  );
}

/**
 * An FTS5 MATCH expression: every word quoted (so AND, OR, NEAR are words), all required, and
 * read as a prefix as `readAsPrefix` says.
 */
export function matchExpression(terms: readonly string[], allPrefix: boolean): string {
  return terms
    .map(
      (term, index) =>
        `"${term.replaceAll('"', '""')}"${readAsPrefix(term, index === terms.length - 1, allPrefix) ? "*" : ""}`,
    )
    .join(" ");
}

/** A word as the index stores it: lower case, accents removed (unicode61 remove_diacritics 2). */
export function foldTerm(word: string): string {
  return word
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** Edits (insert, delete, change, swap two neighbours) between two words, or `max + 1` once past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = Array.from({ length: b.length + 1 }, (_, j) => j);
  let previous = before;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** Edits a word of this length may be away from a suggestion: one for short words, two after. */
export const editsAllowed = (word: string) => (word.length <= 4 ? 1 : 2);

export type VocabTerm = { term: string; doc: number };

/**
 * Up to `max` other queries, each with every word the index lacks swapped for the closest word it
 * has (fewest edits, then the most rows). `candidates[i]` are index words near `words[i]`; the last
 * word counts as known when some index word starts with it, as the search reads it as a prefix.
 */
export function spellingAlternatives(words: readonly string[], candidates: readonly VocabTerm[][], max = 3): string[] {
  const options = words.map((word, index) => {
    const folded = foldTerm(word);
    const near = candidates[index] ?? [];
    const isLast = index === words.length - 1;
    const known = near.some(({ term }) => term === folded || (isLast && term.startsWith(folded)));
    if (known || folded.length < 3) return [word];
    const allowed = editsAllowed(folded);
    const ranked = near
      .map(({ term, doc }) => ({ term, doc, edits: editDistance(folded, term, allowed) }))
      .filter(({ edits }) => edits <= allowed)
      .sort((x, y) => x.edits - y.edits || y.doc - x.doc || x.term.localeCompare(y.term));
    return ranked.length ? ranked.slice(0, max).map(({ term }) => term) : null;
  });
  if (options.some((choices) => choices === null)) return [];
  const choices = options as string[][];
  if (choices.every((list, index) => list.length === 1 && list[0] === words[index])) return [];
  const alternatives = new Set<string>();
  for (let k = 0; k < max; k++) alternatives.add(choices.map((list) => list[Math.min(k, list.length - 1)]).join(" "));
  return [...alternatives];
}
