// The seed at scale (`npm run db:setup -- --force --members 100000 --posts 1000000`): the
// hand-written world of db/seed.ts at its default size, then bulk members, posts, replies, likes,
// follows, messages, reports, events and registrations made by SQLite itself. Each statement is an
// INSERT … SELECT over a recursive counter, joined by a modulo to the seed's own written texts, so
// its SQL stays a few kilobytes however many rows it makes; each covers at most CHUNK rows, which
// keeps it within D1's limits on a statement's size and time. No randomness: the same options and
// anchor give the same rows. The search index is filled by its triggers, as for any insert.
import * as d from "./seed-data";
import { BIOS, MESSAGE_THREADS, PEER_THREAD } from "./seed-members";
import { writtenPost } from "./seed-posts";
import { SEED_USER_COUNT, type SeedOptions } from "./seed";
import { EVENT_ACCESSIBILITY_FEATURES, REPORT_PRIORITIES, REPORT_REASONS } from "../app/lib/vocab";

/** Above either of these, a seed is built at scale (below, db/seed.ts builds every row itself). */
export const SCALE_FROM = { members: 1_000, posts: 10_000 };
/** The busy post's replies (post 1, LONG_THREAD_POST_ID): its page is one of bench/scale's. */
export const SCALE_BUSY_THREAD = 2_000;
/** Member 1 follows this many of the bulk members: the home feed bench/scale times. */
export const SCALE_FOLLOWED_BY_ONE = 200;
/** Rows per statement. */
const CHUNK = 50_000;
/** Follows per bulk member. */
const FOLLOWS_EACH = 10;
/** Messages in each bulk member's conversation. */
const MESSAGES_EACH = 5;
/** One report per this many bulk posts; four in five are pending (50,000 at a million posts). */
const POSTS_PER_REPORT = 16;
/** One event per this many bulk members. */
const MEMBERS_PER_EVENT = 1_000;
/** Bulk posts span this many days before the written ones. */
const SPAN_DAYS = 730;
/** The written feed's 60 posts span the last 60 days; bulk posts are older. */
const WRITTEN_DAYS = 61;
const DEFAULT_POSTS = 60;

export function atScale(options: SeedOptions): boolean {
  return (options.members ?? 0) > SCALE_FROM.members || (options.posts ?? 0) > SCALE_FROM.posts;
}

/** What db/seed.ts builds first at scale: the default world, with the busy post's long thread. */
export function scaleBase(options: SeedOptions): SeedOptions {
  return { anchor: options.anchor, adCampaigns: options.adCampaigns, longThread: SCALE_BUSY_THREAD };
}

export type ScaleInput = {
  anchor: string;
  /** Members besides user 1, and feed posts, in all (the written ones included). */
  members: number;
  posts: number;
  /** The first free ids after the written world. */
  firstUserId: number;
  firstPostId: number;
  firstEventId: number;
};

const text = (value: string | null | undefined) =>
  value === null || value === undefined ? "NULL" : `'${value.replaceAll("'", "''")}'`;
/** A VALUES table `name(n, …)` numbering `rows` from 0, for a CTE. */
const valuesTable = (name: string, columns: string[], rows: (string | number | null)[][]) =>
  `${name}(n, ${columns.join(", ")}) AS (VALUES ${rows
    .map((row, n) => `(${[n, ...row].map((v) => (typeof v === "number" ? String(v) : text(v))).join(", ")})`)
    .join(", ")})`;
/** Rows `from` to `to - 1` as `seq(i)`. */
const counter = (from: number, to: number) =>
  `seq(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM seq WHERE i < ${to - 1})`;
function chunked(total: number, statement: (from: number, to: number) => string): string[] {
  const out: string[] = [];
  for (let from = 0; from < total; from += CHUNK) out.push(statement(from, Math.min(total, from + CHUNK)));
  return out;
}

/** The bulk statements, run after the base world (whose next free ids they are given). */
export function scaleStatements(input: ScaleInput): string[] {
  const members = Math.max(input.members, SEED_USER_COUNT - 1);
  const extraMembers = members + 1 - (input.firstUserId - 1);
  const extraPosts = Math.max(0, input.posts - DEFAULT_POSTS);
  const M = members; // members are ids 2 to M + 1
  const julian = `julianday('${input.anchor}')`;
  const iso = (daysBack: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${julian} - (${daysBack}))`;
  const out: string[] = [];

  // ------------------------------------------------------------ members
  const slug = (name: string) => name.toLowerCase().replace(/[^a-z]/g, "");
  const firstNames = valuesTable(
    "fnames",
    ["name", "slug"],
    d.FIRST_NAMES.map((name) => [name, slug(name)]),
  );
  const lastNames = valuesTable(
    "lnames",
    ["name", "slug"],
    d.LAST_NAMES.map((name) => [name, slug(name)]),
  );
  const bios = valuesTable(
    "bios",
    ["bio"],
    BIOS.map((bio) => [bio]),
  );
  const places = valuesTable(
    "places",
    ["place"],
    d.SUBURBS.map((p) => [`${p.suburb}, ${p.state}`]),
  );
  out.push(
    ...chunked(
      extraMembers,
      (
        from,
        to,
      ) => `INSERT INTO users (id, username, display_name, email, avatar, bio, location, website, roles, is_active, created_at, welcomed_at)
WITH RECURSIVE ${counter(from, to)}, ${firstNames}, ${lastNames}, ${bios}, ${places},
people AS (SELECT ${input.firstUserId} + i AS id, f.name AS first, l.name AS last, f.slug || '.' || l.slug || (${input.firstUserId} + i) AS username
  FROM seq JOIN fnames f ON f.n = (${input.firstUserId} + i - 2) % ${d.FIRST_NAMES.length}
  JOIN lnames l ON l.n = ((${input.firstUserId} + i) * 7) % ${d.LAST_NAMES.length})
SELECT id, username, first || ' ' || last, username || '@example.org', '/avatars/user-' || id || '.png',
  (SELECT bio FROM bios WHERE n = (id - 2) % ${BIOS.length}), (SELECT place FROM places WHERE n = id % ${d.SUBURBS.length}),
  CASE WHEN id % 5 = 0 THEN 'https://' || replace(username, '.', '') || '.example.com' END,
  '["member"]', id % 17 <> 0, ${iso(`30 + id % 870`)}, ${iso("1")}
FROM people`,
    ),
  );

  // ------------------------------------------------------------ follows: ten each, and member 1 follows 200
  out.push(
    ...chunked(
      extraMembers * FOLLOWS_EACH,
      (from, to) => `INSERT OR IGNORE INTO follows (follower_id, following_id, created_at)
WITH RECURSIVE ${counter(from, to)},
pairs AS (SELECT ${input.firstUserId} + i / ${FOLLOWS_EACH} AS follower, 2 + ((i / ${FOLLOWS_EACH}) * 31 + (i % ${FOLLOWS_EACH}) * 7919 + 1) % ${M} AS following, i FROM seq)
SELECT follower, following, ${iso(`1 + i % 300`)} FROM pairs WHERE follower <> following`,
    ),
  );
  const step = Math.max(1, Math.floor(extraMembers / SCALE_FOLLOWED_BY_ONE));
  out.push(
    ...chunked(
      Math.min(SCALE_FOLLOWED_BY_ONE, extraMembers),
      (from, to) => `INSERT OR IGNORE INTO follows (follower_id, following_id, created_at)
WITH RECURSIVE ${counter(from, to)}
SELECT 1, ${input.firstUserId} + i * ${step}, ${iso(`2 + i`)} FROM seq`,
    ),
  );

  // ------------------------------------------------------------ posts, as the written feed's 60 in turn
  const types = ["post", "post", "question", "discussion", "blog"] as const;
  const counts = { post: 0, question: 0, discussion: 0, blog: 0 };
  const written = Array.from({ length: DEFAULT_POSTS }, (_, k) => {
    const type = types[k % types.length] ?? "post";
    return { type, ...writtenPost(type, counts[type]++) };
  });
  const postTexts = valuesTable(
    "texts",
    ["type", "title", "content", "category", "forum_id", "tags"],
    written.map((p) => [
      p.type,
      p.title,
      p.content,
      p.category,
      p.forum === null ? null : d.FORUMS.findIndex((f) => f.name === p.forum) + 1,
      JSON.stringify(p.tags),
    ]),
  );
  // Post j (0-based among the bulk posts): its id, author, age, likes and replies, all from j.
  const postId = (j: string) => `(${input.firstPostId} + ${j})`;
  const authorOf = (j: string) => `(2 + (${j} * 7919) % ${M})`;
  // Ids grow with time, as they do on a live site: the last bulk post is the newest of them.
  const ageOf = (j: string) =>
    `(${WRITTEN_DAYS} + (${extraPosts - 1} - ${j}) * ${SPAN_DAYS}.0 / ${Math.max(extraPosts, 1)})`;
  const likesOf = (j: string) => `((${j} * 13) % 5)`;
  const repliesOf = (j: string) => `(${j} % 3)`;
  out.push(
    ...chunked(
      extraPosts,
      (
        from,
        to,
      ) => `INSERT INTO posts (id, author_id, type, title, content, category, forum_id, tags, likes, comments_count, created_at)
WITH RECURSIVE ${counter(from, to)}, ${postTexts}
SELECT ${postId("i")}, ${authorOf("i")}, t.type, t.title, t.content, t.category, t.forum_id, t.tags, ${likesOf("i")}, ${repliesOf("i")}, ${iso(ageOf("i"))}
FROM seq JOIN texts t ON t.n = i % ${DEFAULT_POSTS}`,
    ),
  );

  // ------------------------------------------------------------ replies (0 to 2 a post), likes (0 to 4)
  const replyLines = written.flatMap((p) => p.replies);
  const replyTexts = valuesTable(
    "lines",
    ["content"],
    replyLines.map((line) => [line]),
  );
  out.push(
    ...chunked(
      extraPosts,
      (from, to) => `INSERT INTO comments (post_id, author_id, content, created_at)
WITH RECURSIVE ${counter(from, to)}, ${replyTexts}, nth(c) AS (VALUES (0), (1))
SELECT ${postId("i")}, 2 + (i * 31 + c * 104729 + 1) % ${M}, l.content, ${iso(`${ageOf("i")} - (c + 1) / 72.0`)}
FROM seq JOIN nth ON c < ${repliesOf("i")} JOIN lines l ON l.n = (i * 2 + c) % ${replyLines.length}`,
    ),
  );
  out.push(
    ...chunked(
      extraPosts,
      (from, to) => `INSERT OR IGNORE INTO post_likes (post_id, user_id, created_at)
WITH RECURSIVE ${counter(from, to)}, nth(k) AS (VALUES (0), (1), (2), (3))
SELECT ${postId("i")}, 2 + (i * 7 + k * 15485863) % ${M}, ${iso(`${ageOf("i")} - (k + 1) / 24.0`)}
FROM seq JOIN nth ON k < ${likesOf("i")}`,
    ),
  );
  // Every member's count, the written world's members too: bulk posts are theirs as well.
  out.push(
    ...chunked(
      M + 1,
      (
        from,
        to,
      ) => `UPDATE users SET posts_count = (SELECT count(*) FROM posts WHERE author_id = users.id AND removed_at IS NULL)
WHERE id BETWEEN ${from + 1} AND ${to}`,
    ),
  );

  // ------------------------------------------------------------ messages: a short conversation each
  const messageLines = [...MESSAGE_THREADS.flat(), ...PEER_THREAD];
  const messageTexts = valuesTable(
    "lines",
    ["content"],
    messageLines.map((line) => [line]),
  );
  out.push(
    ...chunked(
      extraMembers * MESSAGES_EACH,
      (from, to) => `INSERT INTO messages (from_user_id, to_user_id, content, is_read, created_at)
WITH RECURSIVE ${counter(from, to)}, ${messageTexts},
turns AS (SELECT ${input.firstUserId} + i / ${MESSAGES_EACH} AS member, 2 + ((i / ${MESSAGES_EACH}) * 37 + 5) % ${M} AS partner, i % ${MESSAGES_EACH} AS m, i FROM seq)
SELECT CASE WHEN m % 2 = 0 THEN member ELSE partner END, CASE WHEN m % 2 = 0 THEN partner ELSE member END,
  l.content, m < ${MESSAGES_EACH - 1}, ${iso(`(member % 90) + (${MESSAGES_EACH} - m) / 24.0`)}
FROM turns JOIN lines l ON l.n = i % ${messageLines.length} WHERE member <> partner`,
    ),
  );

  // ------------------------------------------------------------ reports: four in five pending
  const descriptionsEach = Math.min(...REPORT_REASONS.map((reason) => d.REPORT_DESCRIPTIONS[reason].length));
  const reasons = valuesTable(
    "reasons",
    ["reason", "description"],
    REPORT_REASONS.flatMap((reason) =>
      d.REPORT_DESCRIPTIONS[reason].slice(0, descriptionsEach).map((line) => [reason, line]),
    ),
  );
  const reportCount = Math.floor(extraPosts / POSTS_PER_REPORT);
  out.push(
    ...chunked(
      reportCount,
      (
        from,
        to,
      ) => `INSERT INTO reports (reporter_id, reported_user_id, content_type, content_id, reason, description, priority, status, moderator_id, resolution, resolved_at, created_at)
WITH RECURSIVE ${counter(from, to)}, ${reasons}
SELECT 2 + (i * 7919 + 3) % ${M}, ${authorOf(`i * ${POSTS_PER_REPORT}`)}, 'post', ${postId(`i * ${POSTS_PER_REPORT}`)}, r.reason, r.description,
  CASE WHEN r.reason IN ('hate_speech', 'harassment') THEN 'high' ELSE ${`(SELECT value FROM json_each('${JSON.stringify(REPORT_PRIORITIES)}') WHERE key = i % ${REPORT_PRIORITIES.length})`} END,
  CASE WHEN i % 5 = 4 THEN (CASE WHEN i % 10 = 9 THEN 'dismissed' ELSE 'resolved' END) ELSE 'pending' END,
  CASE WHEN i % 5 = 4 THEN 1 END,
  CASE WHEN i % 5 = 4 THEN (CASE WHEN i % 10 = 9 THEN 'no_action' ELSE 'warning_issued' END) END,
  CASE WHEN i % 5 = 4 THEN ${iso(`i % 20`)} END,
  ${iso(`i % 30 + (i % 23) / 24.0`)}
FROM seq JOIN reasons r ON r.n = (i % ${REPORT_REASONS.length}) * ${descriptionsEach} + (i / ${REPORT_REASONS.length}) % ${descriptionsEach}`,
    ),
  );

  // ------------------------------------------------------------ events and their registrations
  const eventCount = Math.floor(extraMembers / MEMBERS_PER_EVENT);
  const eventRows = Array.from({ length: eventCount }, (_, e) => {
    const source = d.EVENTS[e % d.EVENTS.length] ?? d.EVENTS[0];
    const id = input.firstEventId + e;
    // Half still to come, half past, a few days apart.
    const start = e % 2 === 0 ? 3 + e : -(3 + e);
    const attendees = Math.min(source.max - 1, 150);
    return { id, source, start, attendees };
  });
  out.push(
    ...chunked(
      eventRows.length,
      (from, to) =>
        `INSERT INTO events (id, title, description, event_type, start_time, end_time, is_virtual, virtual_link, location, organizer, max_attendees, attendee_count, accessibility_features, cost_cents, requires_approval, created_at) VALUES ${eventRows
          .slice(from, to)
          .map(
            ({ id, source, start, attendees }) =>
              `(${[
                id,
                text(source.title),
                text(source.description),
                text(source.eventType),
                iso(`${-start} + 1 / 24.0`),
                iso(`${-start} - 1 / 24.0`),
                source.isVirtual ? 1 : 0,
                source.isVirtual ? text(`https://meet.example.org.au/event-${id}`) : "NULL",
                text(source.location),
                text(source.organizer),
                source.max,
                attendees,
                text(
                  JSON.stringify(
                    source.features.filter((f) => (EVENT_ACCESSIBILITY_FEATURES as readonly string[]).includes(f)),
                  ),
                ),
                source.cost,
                source.approval ? 1 : 0,
                iso(`${30 - start}`),
              ].join(", ")})`,
          )
          .join(", ")}`,
    ),
  );
  for (const { id, start, attendees } of eventRows.filter((event) => event.attendees > 0))
    out.push(`INSERT OR IGNORE INTO event_registrations (event_id, user_id, status, created_at)
WITH RECURSIVE ${counter(0, attendees)}
SELECT ${id}, 2 + (${id} * 131 + i * 7) % ${M}, 'registered', ${iso(`${5 - start}`)} FROM seq`);
  return out;
}
