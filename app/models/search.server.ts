// Site search over the FTS5 index (db/migrations/0029_search_rowid_by_kind.sql; docs/features/search.md).
// One batch: a page of results and the count per kind for the tabs, both behind the one
// visibility rule in SQL, so a result the reader may not see is never read, counted or paged past.
import { fillPlaceholders, sql, type Query, type SQL, type SQLWrapper } from "drizzle-orm";
import { encodeKeyset } from "~/lib/lists";
import {
  KINDS_BY_TYPE,
  matchExpression,
  mergesDoclists,
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
import { toQuery, type Db } from "~/models/db.server";
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

// A row's kind and id, read from its rowid (the kind's code × 2^40 + the id;
// db/migrations/0029_search_rowid_by_kind.sql): FTS5 has the rowid of every match at hand, while
// the kind and item_id columns would be a lookup in its stored text for each one. Each kind is one
// range of rowids, which FTS5 seeks to (BY_ROWID).
const ID_BITS = 40;
const CODES: Record<SearchKind, number> = {
  post: 1,
  group: 2,
  forum: 3,
  resource: 4,
  event: 5,
  provider: 6,
  member: 7,
  reply: 8,
};
const codeOf = (kind: SearchKind) => CODES[kind];
const code = (kind: SearchKind) => sql.raw(String(codeOf(kind)));
const KIND = sql.raw(`(search_index.rowid >> ${ID_BITS})`);
const ITEM_ID = sql.raw(`(search_index.rowid & ${2 ** ID_BITS - 1})`);
/** The first and last rowid a kind's rows can have. */
const rowids = (kind: SearchKind) => ({
  bottom: sql.raw(String(codeOf(kind) * 2 ** ID_BITS)),
  top: sql.raw(String((codeOf(kind) + 1) * 2 ** ID_BITS - 1)),
});
const kindOfCode = (n: number): SearchKind => SEARCH_KINDS.find((kind) => CODES[kind] === n) ?? "post";

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
function actionable(kind: SearchKind, reader: Reader, now: SQLWrapper): SQL {
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
/** Beside the rule, the reader's own filters: mutes and "hide" filters leave posts and replies out. */
function unfiltered(kind: SearchKind, shape: Shape): SQL {
  if (kind !== "post" && kind !== "reply") return sql`1`;
  return sql`not ${filteredOut(shape.readerId, hitSubject(kind), P.now)}`;
}

const kindsOf = (type: SearchType): readonly SearchKind[] => (type === "all" ? SEARCH_KINDS : KINDS_BY_TYPE[type]);

/**
 * Of each kind, the newest SEARCH_WINDOW matches are ranked and counted, not every match: at a
 * million posts a common word is in over a hundred thousand rows (`wheelchair`: 134,855;
 * bench/search), each of whose visibility, boost and score would be read. Newest by rowid (ids
 * grow with time). The window is a rowid range, [the lowest rowid of the kind's newest matches,
 * the kind's last rowid], which FTS5 reads as a range of its doclists, so the work is the
 * window's, not the word's.
 * `window` is a one-row table `w(lo, full)`: the range's floor, and whether the window is full.
 */
function kindWindow(kind: SearchKind, match: SQLWrapper): { top: SQL; window: SQL } {
  const { bottom, top } = rowids(kind);
  const window = sql`(select coalesce(min(r), ${top} + 1) as lo, count(*) >= ${sql.raw(String(SEARCH_WINDOW))} as full
    from (select search_index.rowid as r from search_index where search_index match ${match}
      and search_index.rowid between ${bottom} and ${top}
      order by search_index.rowid desc limit ${sql.raw(String(SEARCH_WINDOW))}))`;
  return { top, window };
}

/**
 * Every kind, in rowid order. All are ranked in one statement, so by one FTS5 cursor: bm25()
 * counts each query word's rows across the whole index for its weight, once per cursor (at a
 * million posts about 4 ms for "acc…", more than ranking a window). The cursor reads one range,
 * from the posts' window up to the replies' last rowid: every match of the places, members and
 * replies is passed over (at most the rows that weight-count reads anyway), and only those in
 * their kind's window are checked against the rule and ranked.
 */
const BY_ROWID = (Object.keys(CODES) as SearchKind[]).sort((a, b) => CODES[a] - CODES[b]) as [
  SearchKind,
  ...SearchKind[],
];

/** `expression` for each kind, as one expression on a row's kind. */
function perKind(expression: (kind: SearchKind) => SQL): SQL {
  return sql`(case ${KIND} ${sql.join(
    BY_ROWID.map((kind) => sql`when ${code(kind)} then ${expression(kind)}`),
    sql` `,
  )} end)`;
}

const windowAlias = (kind: SearchKind) => sql.raw(`w${codeOf(kind)}`);

/**
 * The rows in their kind's window that the reader may see, with `columns` (`full`: whether the
 * row's window is full). Read from the first kind's window's floor to the last kind's last rowid.
 */
function hits(columns: SQL, shape: Shape): SQL {
  const windows = BY_ROWID.map((kind) => ({ alias: windowAlias(kind), ...kindWindow(kind, P.match) }));
  // CROSS JOIN: the windows are read first, so each index row's window is checked before its rule.
  const from = sql.join(
    windows.map(({ window, alias }) => sql`${window} as ${alias}`),
    sql` cross join `,
  );
  const last = rowids(BY_ROWID.at(-1)!).top;
  // A row is in its kind's window when it is at or above the window's floor.
  const inWindow = sql`search_index.rowid >= ${perKind((kind) => sql`${windowAlias(kind)}.lo`)}`;
  // A kind with no match in its window (its floor past its top) never opens the index's cursor.
  const anyMatch = sql.join(
    windows.map(({ alias, top }) => sql`${alias}.lo <= ${top}`),
    sql` or `,
  );
  return sql`select ${columns}, ${perKind((kind) => sql`${windowAlias(kind)}.full`)} as full
    from ${from} cross join search_index
    where (${anyMatch}) and search_index match ${P.match}
      and search_index.rowid between ${windowAlias(BY_ROWID[0])}.lo and ${last} and ${inWindow}
      and ${perKind((kind) => visible(kind, shape.reader))} and ${perKind((kind) => unfiltered(kind, shape))}`;
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

// Search's statements are long (the window, the rule, the boosts and the filters, for each
// kind), and drizzle's building of one took longer than D1's running of it: at a million posts,
// about a third of a search's CPU in the Worker. So each is built once per isolate for its shape
// (which kinds are shown, a cursor or not, a visitor, member or moderator), with placeholders
// where a request's values go, and each request only binds them (`bound`).
const P = {
  match: sql.placeholder("match"),
  me: sql.placeholder("me"),
  now: sql.placeholder("now"),
  rankNow: sql.placeholder("rankNow"),
  score: sql.placeholder("score"),
  at: sql.placeholder("at"),
  rid: sql.placeholder("rid"),
};
type Values = Partial<Record<keyof typeof P, unknown>>;

/** What a statement's text depends on besides its kind: who reads (not which member), and a cursor. */
type Shape = {
  key: string;
  reader: Reader;
  readerId: number | SQLWrapper;
  cursor: boolean;
  limit: number;
  /** Whether the query has a prefix no prefix index answers (readAsPrefix). */
  merges: boolean;
};

function shapeOf(viewer: Reader, { cursor = false, limit = 1, merges = false } = {}): Shape {
  // A visitor is id 0 (VISITOR_ID), whom the rule and the filters treat as no one.
  const visitor = viewer.id === 0;
  const reader: Reader = { id: visitor ? 0 : P.me, moderator: viewer.moderator };
  const who = visitor ? "visitor" : viewer.moderator ? "moderator" : "member";
  return {
    key: `${who}:${cursor}:${limit}:${merges}`,
    reader,
    readerId: visitor ? 0 : P.me,
    cursor,
    limit,
    merges,
  };
}

const builtStatements = new Map<string, Query>();

/** The statement `build` makes, built once per `key` in this isolate, with this request's values bound. */
function bound(db: Db, key: string, build: () => SQL, values: Values): D1PreparedStatement {
  let query = builtStatements.get(key);
  if (!query) builtStatements.set(key, (query = toQuery(build())));
  return db.$client.prepare(query.sql).bind(...fillPlaceholders(query.params, values));
}

type RawRows = Record<string, unknown>[];
/** Search's statements and how their rows become a value: run by `runReads`, in one D1 batch. */
type SearchRead<T> = { statements: D1PreparedStatement[]; map: (results: RawRows[]) => T };
const noSearchRead: SearchRead<null> = { statements: [], map: () => null };

async function runReads<const R extends readonly SearchRead<unknown>[]>(
  db: Db,
  reads: R,
): Promise<{ -readonly [K in keyof R]: R[K] extends SearchRead<infer T> ? T : never }> {
  const statements = reads.flatMap((part) => part.statements);
  const results = statements.length ? await db.$client.batch(statements) : [];
  let at = 0;
  return reads.map((part) => {
    const rows = results.slice(at, at + part.statements.length).map((result) => result.results as RawRows);
    at += part.statements.length;
    return part.map(rows);
  }) as { -readonly [K in keyof R]: R[K] extends SearchRead<infer T> ? T : never };
}

/**
 * The search's one statement: each kind's count, as rows without a rid, and the page: the hits of
 * the `shown` kinds ranked on what each needs (rowid, time, score), and only the page's rows read
 * again for their text, snippet and the reply's post (snippet() tokenizes the text anew).
 */
function searchStatement(shown: readonly SearchKind[], shape: Shape): SQL {
  // Materialized, so bm25() runs beside its FTS5 cursor, once for the counts and the page.
  const ranked = hits(
    sql`search_index.rowid as rid, ${KIND} as kind, search_index.at as at,
      ${RANK} * (1 + coalesce(${perKind((kind) => actionable(kind, shape.reader, P.rankNow))}, 0)) as score`,
    shape,
  );
  const after = shape.cursor
    ? sql`and (score > ${P.score} or (score = ${P.score} and (at < ${P.at} or (at = ${P.at} and rid < ${P.rid}))))`
    : sql``;
  const paged = sql`select rid, kind, at, score from ranked
    where kind in (${sql.join(
      shown.map((kind) => code(kind)),
      sql`, `,
    )}) ${after}
    order by score, at desc, rid desc limit ${sql.raw(String(shape.limit + 1))}`;
  // The page's rows: one FTS5 cursor each, which seeks straight to its row, unless the query has
  // a prefix no prefix index answers (the all-prefix retry): FTS5 merges the doclists of every
  // word it starts each time a cursor opens, so there one cursor passes over the range instead.
  const pageRows = shape.merges
    ? sql`search_index cross join paged as top
        where search_index match ${P.match} and search_index.rowid = top.rid
          and search_index.rowid between (select lo from ${kindWindow(BY_ROWID[0], P.match).window}) and ${rowids(BY_ROWID.at(-1)!).top}`
    : sql`paged as top cross join search_index where search_index match ${P.match} and search_index.rowid = top.rid`;
  const subject = (kind: SearchKind) =>
    kind === "post" || kind === "reply" ? filterMatch(shape.readerId, hitSubject(kind), P.now) : sql`null`;
  const reply = (expression: SQL) => perKind((kind) => (kind === "reply" ? expression : sql`null`));
  return sql`with ranked as materialized (${ranked}), paged as materialized (${paged})
    select kind, count(*) as n, max(full) as full, null as rid, null as itemId, null as at, null as title,
      null as bodyStart, null as score, null as snippet, null as postId, null as parentTitle, null as filteredBy
    from ranked group by kind
    union all
    select top.kind, null, null, top.rid, ${ITEM_ID}, top.at, search_index.title, substr(search_index.body, 1, 200),
      top.score, snippet(search_index, 4, ${OPEN}, ${CLOSE}, '…', 24),
      ${reply(sql`(select c.post_id from comments c where c.id = ${ITEM_ID})`)},
      ${reply(sql`(select coalesce(nullif(p.title, ''), substr(p.content, 1, 120))
        from comments c join posts p on p.id = c.post_id where c.id = ${ITEM_ID})`)},
      ${perKind(subject)}
    from ${pageRows}`;
}

/**
 * One page of results and the count per tab, as one batch. Order: bm25 (title matches above body
 * matches), then the newest, then rowid; the cursor is the last result's [score, at, rowid], so a
 * page never repeats or skips a row while the index stands still.
 */
export function searchRead(db: Db, input: SearchInput): SearchRead<Omit<SearchPage, "didYouMean">> {
  const terms = searchTerms(input.q);
  if (terms.length === 0)
    return { statements: [], map: () => ({ items: [], nextCursor: null, counts: noCounts(), more: noMore() }) };
  const limit = input.limit ?? SEARCH_PAGE_SIZE;
  const now = new Date().toISOString();
  const shown = kindsOf(input.type);
  const shape = shapeOf(input.viewer, {
    cursor: Boolean(input.cursor),
    limit,
    merges: mergesDoclists(terms, input.allPrefix ?? false),
  });
  const values: Values = {
    match: matchExpression(terms, input.allPrefix ?? false),
    me: input.viewer.id,
    now,
    rankNow: input.now ?? now,
    ...(input.cursor ? { score: input.cursor[0], at: input.cursor[1], rid: input.cursor[2] } : {}),
  };
  const statements = [bound(db, `${shown.join(",")}:${shape.key}`, () => searchStatement(shown, shape), values)];
  return {
    statements,
    map: (results) => {
      const counted = new Map<SearchKind, { n: number; full: boolean }>();
      const found: Row[] = [];
      // A row without a rid is a kind's count.
      for (const row of results.flat() as unknown as (CodedRow & { n: number; full: number | null })[]) {
        const kind = kindOfCode(row.kind);
        if (row.rid === null || row.rid === undefined) counted.set(kind, { n: row.n, full: Boolean(row.full) });
        else found.push({ ...row, kind });
      }
      const rows = found
        .sort((a, b) => a.score - b.score || (a.at < b.at ? 1 : a.at > b.at ? -1 : 0) || b.rid - a.rid)
        .slice(0, limit + 1);
      const items = rows.slice(0, limit);
      const last = rows.length > limit ? items.at(-1) : undefined;
      const tally = noCounts();
      const more = noMore();
      for (const type of SEARCH_TYPES) {
        const of = kindsOf(type).map((kind) => counted.get(kind));
        tally[type] = of.reduce((sum, row) => sum + (row?.n ?? 0), 0);
        more[type] = of.some((row) => Boolean(row?.full));
      }
      return {
        items: items.map(toResult),
        nextCursor: last ? encodeKeyset([last.score, last.at, last.rid]) : null,
        counts: tally,
        more,
      };
    },
  };
}

// Index words near each query word: the same first two letters (a range the vocabulary reads
// in order) and a length within two; the edit distance is then measured here.
const NEAR_WORDS = 400;
function nearWordsRead(db: Db, words: readonly string[]): SearchRead<VocabTerm[][]> {
  const statements = words.map((word) => {
    const folded = foldTerm(word);
    const start = folded.slice(0, 2);
    return db.$client
      .prepare(
        `select term, doc from search_vocab where term >= ?1 and term < ?2 and length(term) between ?3 and ?4 limit ${NEAR_WORDS}`,
      )
      .bind(start, `${start}\uffff`, folded.length - 2, folded.length + 2);
  });
  return { statements, map: (results) => results as unknown as VocabTerm[][] };
}

/** Whether `q` finds anything `viewer` may see (a spelling is offered only if it does). */
function findsAnything(db: Db, q: string, viewer: Reader): SearchRead<boolean> {
  const shape = shapeOf(viewer);
  const statement = bound(
    db,
    `finds:${shape.key}`,
    () =>
      sql`select 1 as one from search_index where search_index match ${P.match} and (case ${KIND} ${sql.join(
        SEARCH_KINDS.map((kind) => sql`when ${code(kind)} then ${visible(kind, shape.reader)}`),
        sql` `,
      )} else 0 end) limit 1`,
    { match: matchExpression(searchTerms(q), false), me: viewer.id },
  );
  return { statements: [statement], map: ([rows]) => (rows?.length ?? 0) > 0 };
}

const SPELLING_WORDS = 6;

/** Whether reading every word as a prefix asks anything the first reading did not. */
const retries = (q: string) => matchExpression(searchTerms(q), true) !== matchExpression(searchTerms(q), false);

/**
 * Search. When nothing matched: retried once with every word as a prefix ("acc equip" →
 * "accessible equipment"), and alongside it the index's words near each query word are read; if
 * the retry finds nothing either, the closest spellings that find something are offered.
 */
export async function search(db: Db, input: SearchInput): Promise<SearchPage> {
  const [first] = await runReads(db, [searchRead(db, input)]);
  if (input.cursor) {
    // A later page of a search that was retried: its cursor came from the all-prefix reading.
    if (first.items.length > 0 || input.allPrefix || !retries(input.q)) return { ...first, didYouMean: [] };
    const [retried] = await runReads(db, [searchRead(db, { ...input, allPrefix: true })]);
    return { ...retried, didYouMean: [] };
  }
  if (first.counts.all > 0 || input.allPrefix) return { ...first, didYouMean: [] };
  const words = searchTerms(input.q).slice(0, SPELLING_WORDS);
  const [retry, near] = await runReads(db, [
    retries(input.q) ? searchRead(db, { ...input, allPrefix: true }) : noSearchRead,
    nearWordsRead(db, words),
  ]);
  if (retry && retry.counts.all > 0) return { ...retry, didYouMean: [] };
  const alternatives = spellingAlternatives(words, near);
  if (alternatives.length === 0) return { ...first, didYouMean: [] };
  const found = await runReads(
    db,
    alternatives.map((q) => findsAnything(db, q, input.viewer)),
  );
  return { ...first, didYouMean: alternatives.filter((_, index) => found[index]) };
}

/** /search: the first page of results and the tabs' counts (the same read as GET /api/search). */
export const loadSearchPage = search;
