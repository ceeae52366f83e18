// Site search over the FTS5 index (db/migrations/0018_search_index.sql; docs/features/search.md).
// One batch: a page of results and the count per kind for the tabs, both behind the one
// visibility rule in SQL, so a result the reader may not see is never read, counted or paged past.
import { sql, type SQL } from "drizzle-orm";
import { encodeKeyset } from "~/lib/lists";
import {
  KINDS_BY_TYPE,
  matchExpression,
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  SEARCH_TYPES,
  searchTerms,
  foldTerm,
  spellingAlternatives,
  type SearchKind,
  type SearchType,
  type VocabTerm,
} from "~/lib/search";
import { batchNamed, noRead, read, Read, readAll, type Db } from "~/models/db.server";
import { targetVisible, type Reader, type TargetKind } from "./visibility.server";
import { filteredOut, filterMatch, type FilterSubject } from "./filter.server";

export type SearchCursor = [score: number, at: string, rowid: number];

export type SearchResult = {
  /** Unique across kinds, for lists keyed by id. */
  id: string;
  kind: SearchKind;
  itemId: number;
  title: string;
  /** HTML: the matching text escaped, with only <mark> elements around the matched words. */
  snippet: string;
  href: string;
  at: string;
};

export type SearchPage = {
  items: SearchResult[];
  nextCursor: string | null;
  counts: Record<SearchType, number>;
  /** Per tab: its count stopped at a window (kindWindow), so there are more: "500+". */
  more: Record<SearchType, boolean>;
  /** With nothing found: other spellings of the query that do find something this reader may see. */
  didYouMean: string[];
};

type Row = {
  rid: number;
  kind: SearchKind;
  itemId: number;
  at: string;
  title: string;
  bodyStart: string;
  score: number;
  snippet: string;
  postId: number | null;
  parentTitle: string | null;
  filteredBy: string | null;
};
/** A row as SQL answers it: the kind as its code. */
type CodedRow = Omit<Row, "kind"> & { kind: number };

// Sentinels snippet() puts around a match; the text is escaped before they become <mark>.
const OPEN = "\u0001";
const CLOSE = "\u0002";
// Title well above body, tags and the like between.
const RANK = sql.raw("bm25(search_index, 0, 0, 0, 10.0, 1.0, 3.0)");

const TARGET_OF: Record<SearchKind, TargetKind | null> = {
  post: "post",
  reply: "comment",
  group: "group",
  forum: null,
  resource: "resource",
  event: "event",
  provider: "provider",
  member: "user",
};

// A row's kind and id, read from its rowid (id * 16 + the kind's code, SEARCH_KINDS in order from
// 1; db/migrations/0018_search_index.sql): FTS5 has the rowid of every match at hand, while the
// kind and item_id columns would be a lookup in its stored text for each one.
const code = (kind: SearchKind) => sql.raw(String(SEARCH_KINDS.indexOf(kind) + 1));
const KIND = sql.raw("(search_index.rowid & 15)");
const ITEM_ID = sql.raw("(search_index.rowid >> 4)");
const kindOfCode = (n: number): SearchKind => SEARCH_KINDS[n - 1] ?? "post";

/** How many of each kind's newest matches are ranked and counted (kindWindow). */
export const SEARCH_WINDOW = 500;

/** The one visibility rule for a row of this kind (forums are open to all). */
function visible(kind: SearchKind, reader: Reader): SQL {
  const target = TARGET_OF[kind];
  return target ? targetVisible({ kind: target, id: ITEM_ID }, reader) : sql`1`;
}

/**
 * How much a row is worth to this reader beyond its words, 0 to 2: a post or reply in one of
 * their groups or by someone they follow, a group they belong to, someone they follow, an event
 * still to come (and in one of their groups). The score is bm25 times (1 + this), so such a row
 * climbs above others that match as well, but a body match still stays below a title match.
 */
function actionable(kind: SearchKind, reader: Reader, now: string): SQL {
  const me = reader.id;
  const member = (groupId: SQL) =>
    sql`exists (select 1 from group_memberships gm where gm.group_id = ${groupId} and gm.user_id = ${me} and gm.status = 'member')`;
  const follows = (userId: SQL) =>
    sql`exists (select 1 from follows f where f.follower_id = ${me} and f.following_id = ${userId})`;
  switch (kind) {
    case "post":
      return sql`(select ${follows(sql`p.author_id`)} + (p.group_id is not null and ${member(sql`p.group_id`)})
        from posts p where p.id = ${ITEM_ID})`;
    case "reply":
      return sql`(select ${follows(sql`c.author_id`)} + (p.group_id is not null and ${member(sql`p.group_id`)})
        from comments c join posts p on p.id = c.post_id where c.id = ${ITEM_ID})`;
    case "group":
      return member(ITEM_ID);
    case "member":
      return follows(ITEM_ID);
    case "event":
      return sql`(select (e.start_time > ${now}) + (e.group_id is not null and ${member(sql`e.group_id`)})
        from events e where e.id = ${ITEM_ID})`;
    default:
      return sql`0`;
  }
}

/** A post or reply hit as the reader's filters see it: its author and its indexed words. */
function hitSubject(kind: "post" | "reply"): FilterSubject {
  return {
    authorId:
      kind === "post"
        ? sql`(select fp.author_id from posts fp where fp.id = ${ITEM_ID})`
        : sql`(select fc.author_id from comments fc where fc.id = ${ITEM_ID})`,
    text: sql.raw(`(search_index.title || ' ' || search_index.body)`),
  };
}
const readerIdOf = (reader: Reader) => (typeof reader.id === "number" ? reader.id : 0);

/** Beside the rule, the reader's own filters: mutes and "hide" filters leave posts and replies out. */
function unfiltered(kind: SearchKind, reader: Reader, now: string): SQL {
  if (kind !== "post" && kind !== "reply") return sql`1`;
  return sql`not ${filteredOut(readerIdOf(reader), hitSubject(kind), now)}`;
}

const kindsOf = (type: SearchType): readonly SearchKind[] => (type === "all" ? SEARCH_KINDS : KINDS_BY_TYPE[type]);

/** The table each kind's rows come from: its largest id is the top of the kind's rowids. */
const TABLE_OF: Record<SearchKind, string> = {
  post: "posts",
  reply: "comments",
  group: "support_groups",
  forum: "forums",
  resource: "resources",
  event: "events",
  provider: "ndis_providers",
  member: "users",
};

/**
 * Of each kind, the newest SEARCH_WINDOW matches are ranked and counted, not every match: at a
 * million posts a common word is in over a hundred thousand rows (`wheelchair`: 134,855;
 * bench/search), each of whose visibility, boost and score would be read. Newest by rowid (ids
 * grow with time). The window is a rowid range, [the lowest rowid of the kind's newest matches,
 * the kind's largest possible rowid], which FTS5 reads as a range of its doclists, so the work is
 * the window's, not the word's.
 * `window` is a one-row table `w(lo, full)`: the range's floor, and whether the window is full.
 */
function kindWindow(kind: SearchKind, match: SQL): { top: SQL; window: SQL } {
  const top = sql.raw(`(select coalesce(max(id), 0) * 16 + ${SEARCH_KINDS.indexOf(kind) + 1} from ${TABLE_OF[kind]})`);
  const window = sql`(select coalesce(min(r), ${top} + 1) as lo, count(*) >= ${sql.raw(String(SEARCH_WINDOW))} as full
    from (select search_index.rowid as r from search_index where search_index match ${match}
      and search_index.rowid <= ${top} and ${KIND} = ${code(kind)}
      order by search_index.rowid desc limit ${sql.raw(String(SEARCH_WINDOW))}))`;
  return { top, window };
}

/** The rows of one kind in its window that the reader may see, with `columns`. */
function kindHits(kind: SearchKind, match: SQL, columns: SQL, reader: Reader, now: string): SQL {
  const { top, window } = kindWindow(kind, match);
  // A kind with no match in its window (w.lo past the top) never opens the index's cursor.
  return sql`select ${columns} from ${window} as w join search_index
    where w.lo <= ${top} and search_index match ${match} and search_index.rowid between w.lo and ${top} and ${KIND} = ${code(kind)}
      and ${visible(kind, reader)} and ${unfiltered(kind, reader, now)}`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * snippet()'s text as safe HTML: escaped whole, then only our sentinels become <mark>. Member text
 * holding a sentinel of its own can at most open or close a <mark>, always balanced.
 */
export function snippetHtml(raw: string): string {
  let open = false;
  let html = "";
  for (const part of escapeHtml(raw).split(/([\u0001\u0002])/)) {
    if (part === OPEN) {
      if (!open) html += "<mark>";
      open = true;
    } else if (part === CLOSE) {
      if (open) html += "</mark>";
      open = false;
    } else html += part;
  }
  return open ? `${html}</mark>` : html;
}

const short = (text: string, max = 90) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

function toResult(row: Row): SearchResult {
  const { kind, itemId } = row;
  const hrefs: Record<SearchKind, string> = {
    post: `/posts/${itemId}`,
    reply: `/posts/${row.postId ?? 0}#reply-${itemId}`,
    group: `/support-groups/${itemId}`,
    forum: `/forums?forum=${itemId}`,
    resource: `/resources/${itemId}`,
    event: `/events#event-${itemId}`,
    provider: `/ndis-providers/${itemId}`,
    member: `/profile/${itemId}`,
  };
  // A "collapse" filter's match: the result stays, its words do not, and its page opens collapsed.
  if (row.filteredBy)
    return {
      id: `${kind}-${itemId}`,
      kind,
      itemId,
      title: `Filtered ${kind === "reply" ? "reply" : "post"}: matches your filter “${row.filteredBy}”`,
      snippet: escapeHtml(`Hidden by your filter “${row.filteredBy}”. Open it to choose whether to read it.`),
      href: hrefs[kind],
      at: row.at,
    };
  const title =
    kind === "reply"
      ? `Reply to “${short(row.parentTitle ?? "a post", 70)}”`
      : row.title.trim()
        ? row.title
        : short(row.bodyStart) || "Untitled";
  return {
    id: `${kind}-${itemId}`,
    kind,
    itemId,
    title,
    snippet: snippetHtml(row.snippet),
    href: hrefs[kind],
    at: row.at,
  };
}

const noCounts = (): Record<SearchType, number> =>
  Object.fromEntries(SEARCH_TYPES.map((type) => [type, 0])) as Record<SearchType, number>;
const noMore = (): Record<SearchType, boolean> =>
  Object.fromEntries(SEARCH_TYPES.map((type) => [type, false])) as Record<SearchType, boolean>;

export type SearchInput = {
  q: string;
  type: SearchType;
  cursor?: SearchCursor;
  limit?: number;
  viewer: Reader;
  /** Every word as a prefix, not only the last: the retry when nothing matched. */
  allPrefix?: boolean;
  /** What "upcoming" is measured from (an ISO time); now unless a test says. */
  now?: string;
};

/**
 * One page of results and the count per tab, as one batch. Order: bm25 (title matches above body
 * matches), then the newest, then rowid; the cursor is the last result's [score, at, rowid], so a
 * page never repeats or skips a row while the index stands still.
 */
export function searchRead(db: Db, input: SearchInput): Read<Omit<SearchPage, "didYouMean"> & { terms: number }> {
  const terms = searchTerms(input.q);
  if (terms.length === 0)
    return new Read([], () => ({ items: [], nextCursor: null, counts: noCounts(), more: noMore(), terms: 0 }));
  const match = sql`${matchExpression(terms, input.allPrefix ?? false)}`;
  const limit = input.limit ?? SEARCH_PAGE_SIZE;
  const now = new Date().toISOString();
  const shown = kindsOf(input.type);
  const after = input.cursor
    ? sql`where (score > ${input.cursor[0]} or (score = ${input.cursor[0]} and (at < ${input.cursor[1]}
        or (at = ${input.cursor[1]} and rid < ${input.cursor[2]}))))`
    : sql``;
  // One statement per kind (D1 allows few terms in a compound SELECT), its page merged here. A
  // shown kind's statement ranks its hits on what each needs (rowid, time, score; and their number,
  // before the cursor), and only its page's rows are read again for their text, snippet and the
  // reply's post: snippet() tokenizes the text anew. The other kinds are only counted, for the tabs.
  const statements = SEARCH_KINDS.map((kind) => {
    if (!shown.includes(kind))
      return db
        .select({ kind: sql<number>`${code(kind)}`, n: sql<number>`count(*)`, full: sql<number | null>`max(full)` })
        .from(sql`(${kindHits(kind, match, sql`w.full`, input.viewer, now)})`);
    // Materialized, so bm25() runs beside its FTS5 cursor, not in the window function's pass.
    const ranked = kindHits(
      kind,
      match,
      sql`search_index.rowid as rid, search_index.at as at, w.full as full,
        ${RANK} * (1 + coalesce(${actionable(kind, input.viewer, input.now ?? now)}, 0)) as score`,
      input.viewer,
      now,
    );
    const { top: highest, window } = kindWindow(kind, match);
    // The page's rows are read again in one pass over the kind's window (CROSS JOIN keeps the
    // index outside), not by one FTS5 cursor per row: a prefix query merges its words' doclists
    // each time a cursor opens.
    const top = sql`search_index cross join (with ranked as materialized (${ranked})
      select rid, at, score, n, full from (select *, count(*) over () as n from ranked) ${after}
      order by score, at desc, rid desc limit ${sql.raw(String(limit + 1))}) as top`;
    const pageRows = sql`search_index match ${match} and search_index.rowid between (select lo from ${window}) and ${highest}
      and ${KIND} = ${code(kind)} and search_index.rowid = top.rid`;
    const collapse =
      kind === "post" || kind === "reply"
        ? filterMatch(readerIdOf(input.viewer), hitSubject(kind), now)
        : sql<string | null>`null`;
    // Drizzle batches builders, not raw statements: the FTS query is the builder's FROM.
    return db
      .select({
        kind: sql<number>`${code(kind)}`,
        n: sql<number>`top.n`,
        full: sql<number | null>`top.full`,
        rid: sql<number>`top.rid`,
        itemId: sql<number>`${ITEM_ID}`,
        at: sql<string>`top.at`,
        title: sql<string>`search_index.title`,
        bodyStart: sql<string>`substr(search_index.body, 1, 200)`,
        score: sql<number>`top.score`,
        snippet: sql<string>`snippet(search_index, 4, ${OPEN}, ${CLOSE}, '…', 24)`,
        // Named, each of them: D1 answers rows keyed by column name, so two bare `null`s would collide.
        postId: (kind === "reply"
          ? sql<number | null>`(select c.post_id from comments c where c.id = ${ITEM_ID})`
          : sql<number | null>`null`
        ).as("post_id"),
        parentTitle: (kind === "reply"
          ? sql<string | null>`(select coalesce(nullif(p.title, ''), substr(p.content, 1, 120))
              from comments c join posts p on p.id = c.post_id where c.id = ${ITEM_ID})`
          : sql<string | null>`null`
        ).as("parent_title"),
        filteredBy: collapse.as("filtered_by"),
      })
      .from(top)
      .where(pageRows);
  });
  return new Read(statements, (results) => {
    const perKind = results as (CodedRow & { n: number; full: number | null })[][];
    const rows = perKind
      .flatMap((kindRows) => kindRows.filter((row) => row.rid !== undefined))
      .map((row): Row => ({ ...row, kind: kindOfCode(row.kind) }))
      .sort((a, b) => a.score - b.score || (a.at < b.at ? 1 : a.at > b.at ? -1 : 0) || b.rid - a.rid)
      .slice(0, limit + 1);
    const items = rows.slice(0, limit);
    const last = rows.length > limit ? items.at(-1) : undefined;
    const byKind = new Map(
      SEARCH_KINDS.map((kind, index) => {
        const first = perKind[index]?.[0];
        return [kind, { n: first?.n ?? 0, full: Boolean(first?.full) }];
      }),
    );
    const tally = noCounts();
    const more = noMore();
    for (const type of SEARCH_TYPES) {
      const of = kindsOf(type).map((kind) => byKind.get(kind));
      tally[type] = of.reduce((sum, row) => sum + (row?.n ?? 0), 0);
      more[type] = of.some((row) => Boolean(row?.full));
    }
    return {
      items: items.map(toResult),
      nextCursor: last ? encodeKeyset([last.score, last.at, last.rid]) : null,
      counts: tally,
      more,
      terms: terms.length,
    };
  });
}

// Index words near each query word: the same first two letters (a range the vocabulary reads
// in order) and a length within two; the edit distance is then measured here.
const NEAR_WORDS = 400;
function nearWordsRead(db: Db, words: readonly string[]): Read<VocabTerm[][]> {
  const statements = words.map((word) => {
    const folded = foldTerm(word);
    const start = folded.slice(0, 2);
    return db
      .select({ term: sql<string>`term`, doc: sql<number>`doc` })
      .from(sql`search_vocab`)
      .where(
        sql`term >= ${start} and term < ${`${start}\uffff`} and length(term) between ${folded.length - 2} and ${folded.length + 2}`,
      )
      .limit(NEAR_WORDS);
  });
  if (statements.length === 0) return new Read([], () => []);
  return readAll(statements as unknown as [(typeof statements)[number]], (results) => results as VocabTerm[][]);
}

/** Whether `q` finds anything `viewer` may see (a spelling is offered only if it does). */
function findsAnything(db: Db, q: string, viewer: Reader): Read<boolean> {
  const match = matchExpression(searchTerms(q), false);
  return read(
    db
      .select({ one: sql<number>`1` })
      .from(sql`search_index`)
      .where(
        sql`search_index match ${match} and (case ${KIND} ${sql.join(
          SEARCH_KINDS.map((kind) => sql`when ${code(kind)} then ${visible(kind, viewer)}`),
          sql` `,
        )} else 0 end)`,
      )
      .limit(1),
    (rows) => rows.length > 0,
  );
}

const SPELLING_WORDS = 6;

/**
 * Search. When nothing matched: retried once with every word as a prefix ("acc equip" →
 * "accessible equipment"), and alongside it the index's words near each query word are read; if
 * the retry finds nothing either, the closest spellings that find something are offered.
 */
export async function search(db: Db, input: SearchInput): Promise<SearchPage> {
  const { terms, ...first } = (await batchNamed(db, { page: searchRead(db, input) })).page;
  if (first.counts.all > 0 || input.allPrefix || input.cursor) return { ...first, didYouMean: [] };
  const words = searchTerms(input.q).slice(0, SPELLING_WORDS);
  const { retry, near } = await batchNamed(db, {
    retry: terms >= 2 ? searchRead(db, { ...input, allPrefix: true }) : noRead,
    near: nearWordsRead(db, words),
  });
  if (retry && retry.counts.all > 0) {
    const { terms: _, ...retried } = retry;
    return { ...retried, didYouMean: [] };
  }
  const alternatives = spellingAlternatives(words, near);
  if (alternatives.length === 0) return { ...first, didYouMean: [] };
  const found = await batchNamed(
    db,
    Object.fromEntries(alternatives.map((q, index) => [index, findsAnything(db, q, input.viewer)])),
  );
  return { ...first, didYouMean: alternatives.filter((_, index) => found[index]) };
}

/** /search: the first page of results and the tabs' counts (the same read as GET /api/search). */
export const loadSearchPage = search;
