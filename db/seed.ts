// Deterministic, realistic sample data. The same options give the same rows: all randomness
// comes from one seeded generator, and every time is an offset from the anchor day (today
// by default, so upcoming events stay upcoming; pass `anchor` for byte-identical output).
// The builder is pure so the CLI (db/seed.cli.ts) and the Worker tests share it.
import * as s from "./schema";
import * as d from "./seed-data";
import { ABOUT_ME, BIOS, MESSAGE_THREADS, PEER_THREAD } from "./seed-members";
import { cycle, writtenPost } from "./seed-posts";
import { insertStatements } from "./sql-insert";
import { DEFAULT_PREFERENCES } from "../app/lib/accessibility/preferences";
import { PLANS } from "../app/lib/billing/plans";
import {
  EVENT_ACCESSIBILITY_FEATURES,
  FLAG_TYPES,
  GAME_TYPES,
  INTERESTS,
  LOOKING_FOR,
  ACCESSIBILITY_COMPATIBILITY,
  COMMUNICATION_PREFERENCES,
  PRIVACY_LEVELS,
  REPORT_PRIORITIES,
  REPORT_REASONS,
  ROOM_ACCESSIBILITY_FEATURES,
  VERIFICATION_LEVELS,
  WEEKDAYS,
} from "../app/lib/vocab";
import { DEFAULT_ACTION_REASONS } from "../app/lib/moderation";
import { queueRank } from "../app/lib/support";

export type SeedOptions = {
  /** Day the data is built around, as YYYY-MM-DD. Defaults to today (UTC). */
  anchor?: string;
  /** Feed posts to create; raise it for benchmarks. */
  posts?: number;
  /** Members besides user 1. */
  members?: number;
  /** Extra campaigns in ad account 1, each with 90 days of metrics (bench/analytics). */
  adCampaigns?: number;
  /** Replies on post 1, the newest, for the post page's benchmarks. */
  longThread?: number;
};

/** The post the long thread is on: the newest in the feed. */
export const LONG_THREAD_POST_ID = 1;

export const SEED_USER_COUNT = 41;
/** Random draws the advertising section took from the shared generator before it had its own. */
const LEGACY_AD_DRAWS = 2655;
/** Days of metrics for each extra benchmark campaign. */
const BENCH_METRIC_DAYS = 90;

/** mulberry32: tiny, fast and good enough for sample data. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  function pick<T>(list: readonly T[]): T {
    const item = list[Math.floor(next() * list.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }
  function some<T>(list: readonly T[], min: number, max: number): T[] {
    const pool = [...list];
    const out: T[] = [];
    const n = Math.min(int(min, max), pool.length);
    while (out.length < n) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
    return out;
  }
  /**
   * Stands where the seed once drew a random text and now writes one: the draws are still made,
   * so every later value (ages, likes, profiles) stays what tests and the README know.
   */
  function instead<T>(value: T, draws = 1): T {
    for (let k = 0; k < draws; k++) next();
    return value;
  }
  return { next, int, pick, some, instead, chance: (p: number) => next() < p };
}

export function buildSeed(options: SeedOptions = {}): string[] {
  const rng = generator(20240601);
  const anchor = new Date(`${options.anchor ?? new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
  const members = options.members ?? SEED_USER_COUNT - 1;
  const postCount = options.posts ?? 60;
  const at = (days: number, hours = 0) => new Date(anchor.getTime() + (days * 24 + hours) * 3_600_000).toISOString();
  const day = (days: number) => at(days).slice(0, 10);
  const out: string[] = [];
  const userIds = Array.from({ length: members + 1 }, (_, i) => i + 1);
  const others = userIds.slice(1);

  // ------------------------------------------------------------ users and follows
  const people = userIds.map((id) => {
    if (id === 1) {
      return { id, username: "jordan.lee", displayName: "Jordan Lee", location: "Carlton, VIC" };
    }
    const first = d.FIRST_NAMES[(id - 2) % d.FIRST_NAMES.length] ?? "Sam";
    const last = d.LAST_NAMES[(id * 7) % d.LAST_NAMES.length] ?? "Smith";
    const place = d.SUBURBS[id % d.SUBURBS.length] ?? d.SUBURBS[0];
    const username = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, "") + (id > 41 ? id : "");
    return { id, username, displayName: `${first} ${last}`, location: `${place.suburb}, ${place.state}` };
  });
  out.push(
    ...insertStatements(
      s.users,
      people.map((p) => ({
        ...p,
        // Sign-in addresses (README, "Signing in locally"): jordan@example.org, mia.martin@example.org, ...
        email: p.id === 1 ? "jordan@example.org" : `${p.username}@example.org`,
        avatar: `/avatars/user-${p.id}.png`,
        bio:
          p.id === 1
            ? "Community volunteer, low-vision tech tinkerer and moderator here."
            : rng.instead(cycle(BIOS, p.id - 2)),
        // Members' own sites are invented, so they sit on the reserved example.com.
        website: p.id % 5 === 0 ? `https://${p.username.replace(".", "")}.example.com` : null,
        // Member 6 owns an ad account (db/seed-data.ts), which is what makes an advertiser.
        roles:
          p.id === 1
            ? (["member", "moderator", "advertiser"] as const)
            : p.id === 2
              ? (["member", "moderator"] as const)
              : p.id === 6
                ? (["member", "advertiser"] as const)
                : (["member"] as const),
        isActive: p.id % 17 !== 0,
        suspendedUntil: null,
        memberSince: at(-rng.int(30, 900)),
        welcomedAt: at(-1),
      })),
    ),
  );
  const followRows: { followerId: number; followingId: number }[] = [];
  for (const follower of userIds) {
    for (const following of rng.some(userIds, 2, 9)) {
      if (following !== follower) followRows.push({ followerId: follower, followingId: following });
    }
  }
  out.push(
    ...insertStatements(
      s.follows,
      dedupe(followRows, (r) => `${r.followerId}:${r.followingId}`),
    ),
  );

  // ------------------------------------------------------------ forums, posts, likes, comments
  out.push(
    ...insertStatements(
      s.forumCategories,
      d.FORUM_CATEGORIES.map((c, i) => ({ id: i + 1, ...c, sortOrder: i })),
    ),
  );
  out.push(
    ...insertStatements(
      s.forums,
      d.FORUMS.map((f, i) => ({
        id: i + 1,
        categoryId: f.category + 1,
        name: f.name,
        description: f.description,
        createdAt: at(-700),
      })),
    ),
  );
  const postRows: (typeof s.posts.$inferInsert)[] = [];
  const replies = new Map<number, string[]>();
  const types = ["post", "post", "question", "discussion", "blog"] as const;
  const written = { post: 0, question: 0, discussion: 0, blog: 0 };
  for (let i = 0; i < postCount; i++) {
    const type = types[i % types.length] ?? "post";
    // Each type takes the next of its written posts (db/seed-posts.ts), so the default seed repeats none.
    const post = writtenPost(type, written[type]++);
    const authorId = i % 9 === 0 ? 1 : rng.pick(others.length > 0 ? others : userIds);
    // The first seed drew the text, category, forum and tags (from 15) here.
    const drawn = [
      type !== "blog",
      type === "blog" || type === "discussion",
      type === "discussion" || type === "question",
    ];
    rng.instead(null, drawn.filter(Boolean).length);
    rng.some(Array.from({ length: 15 }), 0, 5);
    replies.set(i + 1, post.replies);
    postRows.push({
      id: i + 1,
      authorId,
      type,
      title: post.title,
      content: post.content,
      category: post.category,
      forumId: post.forum === null ? null : d.FORUMS.findIndex((f) => f.name === post.forum) + 1,
      tags: [...post.tags],
      imageUrl: null,
      likes: 0,
      commentsCount: 0,
      removedAt: null,
      // Spread newest-first over the last ~year; with large scales they get denser.
      createdAt: at(0, -Math.floor(((i + 1) * 24 * 365) / Math.max(postCount, 365)) - rng.int(0, 5)),
    });
  }
  const likeRows: { postId: number; userId: number }[] = [];
  const commentRows: (typeof s.comments.$inferInsert)[] = [];
  // Likes and comments only on the first few hundred posts: a large benchmark seed keeps its size in posts.
  for (const post of postRows.slice(0, 400)) {
    const likers = rng.some(userIds, 0, 12);
    for (const userId of likers) likeRows.push({ postId: post.id ?? 0, userId });
    post.likes = likers.length;
    const answers = replies.get(post.id ?? 0) ?? [];
    const drawn = rng.int(0, 3);
    const n = Math.min(drawn, answers.length);
    const commenters = userIds.filter((id) => id !== post.authorId);
    for (let c = 0; c < drawn; c++) {
      const authorId = rng.pick(commenters.length > 0 ? commenters : userIds);
      // The first seed drew each reply's text; a post with fewer written replies than drawn keeps those it has.
      const content = rng.instead(answers[c]);
      if (content === undefined) continue;
      commentRows.push({
        postId: post.id ?? 0,
        authorId,
        content,
        removedAt: null,
        // Replies follow the post, 20 minutes apart (the newest post is an hour or more old).
        createdAt: new Date(Date.parse(post.createdAt ?? "") + (c + 1) * 20 * 60_000).toISOString(),
      });
    }
    post.commentsCount = n;
  }
  const threadPost = postRows[LONG_THREAD_POST_ID - 1];
  if (options.longThread && threadPost) {
    const commenters = userIds.filter((id) => id !== threadPost.authorId);
    const start = Date.parse(threadPost.createdAt ?? "");
    for (let c = 0; c < options.longThread; c++)
      commentRows.push({
        postId: LONG_THREAD_POST_ID,
        authorId: commenters[c % commenters.length] ?? 1,
        content: `Reply ${c + 1} in a long thread: what worked for me, and what did not.`,
        removedAt: null,
        // A second apart, after the post and before now.
        createdAt: new Date(start + (c + 1) * 1000).toISOString(),
      });
    threadPost.commentsCount = (threadPost.commentsCount ?? 0) + options.longThread;
  }
  out.push(...insertStatements(s.posts, postRows));
  out.push(...insertStatements(s.postLikes, likeRows));
  out.push(...insertStatements(s.comments, commentRows));
  out.push(
    "UPDATE users SET posts_count = (SELECT count(*) FROM posts WHERE author_id = users.id AND removed_at IS NULL)",
  );

  // ------------------------------------------------------------ direct messages
  const messageRows: (typeof s.messages.$inferInsert)[] = [];
  for (const other of others.slice(0, MESSAGE_THREADS.length)) {
    const thread = MESSAGE_THREADS[other - 2] ?? [];
    const n = rng.int(2, thread.length);
    for (let m = 0; m < n; m++) {
      const fromMe = m % 2 === 1;
      messageRows.push({
        fromUserId: fromMe ? 1 : other,
        toUserId: fromMe ? other : 1,
        content: thread[m] ?? "",
        // The newest message in the first three conversations is unread.
        isRead: !(m === n - 1 && !fromMe && other <= 4),
        createdAt: at(-other, m - n),
      });
    }
  }
  for (let m = 0; m < PEER_THREAD.length && others.length > 3; m++) {
    messageRows.push({
      fromUserId: 3 + (m % 2),
      toUserId: 4 - (m % 2),
      content: PEER_THREAD[m] ?? "",
      isRead: true,
      createdAt: at(-2, m),
    });
  }
  out.push(...insertStatements(s.messages, messageRows));

  // ------------------------------------------------------------ moderation
  const statuses = [
    "pending",
    "pending",
    "pending",
    "reviewing",
    "reviewing",
    "resolved",
    "resolved",
    "dismissed",
  ] as const;
  const reportRows: (typeof s.reports.$inferInsert)[] = [];
  const notesUsed = { warning_issued: 0, content_removed: 0, no_action: 0 };
  for (let i = 0; i < 24; i++) {
    const status = statuses[i % statuses.length] ?? "pending";
    const reason = REPORT_REASONS[i % REPORT_REASONS.length] ?? "other";
    const resolved = status === "resolved" || status === "dismissed";
    const target = postRows[(i * 3) % Math.max(postRows.length, 1)];
    const reporterId = rng.pick(userIds);
    const description = rng.instead(cycle(d.REPORT_DESCRIPTIONS[reason], Math.floor(i / REPORT_REASONS.length)));
    const priority = reason === "hate_speech" || reason === "harassment" ? "high" : rng.pick(REPORT_PRIORITIES);
    const resolution = resolved
      ? status === "dismissed"
        ? ("no_action" as const)
        : rng.pick(["warning_issued", "content_removed"] as const)
      : null;
    reportRows.push({
      id: i + 1,
      reporterId,
      reportedUserId: target?.authorId ?? 2,
      contentType: i % 6 === 5 ? "user" : "post",
      contentId: i % 6 === 5 ? (target?.authorId ?? 2) : (target?.id ?? 1),
      reason,
      description,
      priority,
      status,
      moderatorId: status === "pending" ? null : 1,
      resolution,
      // Two resolved today so the "Resolved Today" counter has something to count.
      resolvedAt: resolved ? at(i < 8 ? 0 : -rng.int(1, 20), i < 8 ? 1 : 0) : null,
      moderatorNotes: resolution ? cycle(d.MODERATOR_NOTES[resolution], notesUsed[resolution]++) : null,
      createdAt: at(-rng.int(0, 30), -rng.int(0, 23)),
    });
  }
  // One report per member per item (reports_reporter_content_uq).
  out.push(
    ...insertStatements(
      s.reports,
      dedupe(reportRows, (r) => `${r.reporterId}:${r.contentType}:${r.contentId}`),
    ),
  );
  // Suspensions all target the last member, who really is suspended while the active one
  // lasts, so the dashboard and the posting rule agree (the rng is still drawn for each row).
  const suspendedMember = others.at(-1) ?? 1;
  const actionRows = Array.from({ length: 10 }, (_, i) => {
    const type = (["warning_issued", "content_removed", "user_suspended", "no_action"] as const)[i % 4] ?? "no_action";
    const picked = rng.pick(others.length > 0 ? others : userIds);
    return {
      moderatorId: i % 3 === 0 ? 2 : 1,
      targetUserId: type === "user_suspended" ? suspendedMember : picked,
      reportId: null,
      actionType: type,
      reason: DEFAULT_ACTION_REASONS[type],
      severity: (["low", "moderate", "severe", "critical"] as const)[i % 4] ?? "low",
      contentId: type === "user_suspended" ? suspendedMember : rng.int(1, Math.max(postRows.length, 1)),
      contentType: type === "user_suspended" ? ("user" as const) : ("post" as const),
      isActive: i < 6,
      expiresAt: type === "user_suspended" ? at(7 - i) : null,
      createdAt: at(-i * 3),
    };
  });
  out.push(...insertStatements(s.moderationActions, actionRows));
  const suspension = actionRows.find((a) => a.actionType === "user_suspended" && a.isActive && a.expiresAt);
  if (suspension?.expiresAt && suspendedMember !== 1) {
    out.push(`UPDATE "users" SET "suspended_until" = '${suspension.expiresAt}' WHERE "id" = ${suspendedMember}`);
  }
  out.push(
    ...insertStatements(
      s.contentFlags,
      Array.from({ length: 14 }, (_, i) => ({
        flagType: FLAG_TYPES[i % FLAG_TYPES.length] ?? "spam",
        contentType: i % 4 === 3 ? ("comment" as const) : ("post" as const),
        contentId: rng.int(1, Math.max(postRows.length, 1)),
        confidence: Math.round((0.55 + rng.next() * 0.44) * 100) / 100,
        isResolved: i >= 10,
        resolvedBy: i >= 10 ? 1 : null,
        resolvedAt: i >= 10 ? at(-i) : null,
        createdAt: at(-i, -rng.int(0, 12)),
      })),
    ),
  );

  // Two support requests (no random draws, so the rows after them stay as they were): a visitor's
  // barrier, open and on top of the queue, and a member's billing question already answered.
  out.push(
    ...insertStatements(s.supportRequests, [
      {
        userId: null,
        email: "alex.visitor@example.org",
        topic: "accessibility_barrier" as const,
        message: "The date picker on the events page does not work with my screen reader.",
        pageUrl: "/events",
        status: "open" as const,
        highPriority: true,
        queueRank: queueRank("open", true),
        createdAt: at(-2),
        updatedAt: at(-2),
      },
      {
        userId: 3,
        email: null,
        topic: "billing" as const,
        message: "I was charged twice this month. Can you check?",
        pageUrl: null,
        status: "answered" as const,
        highPriority: false,
        queueRank: queueRank("answered", false),
        createdAt: at(-4),
        updatedAt: at(-3),
      },
    ]),
    ...insertStatements(s.supportRequestEntries, [
      {
        requestId: 2,
        authorId: 2,
        kind: "note" as const,
        body: "Two charges on the invoice list.",
        createdAt: at(-3, 1),
      },
      {
        requestId: 2,
        authorId: 2,
        kind: "reply" as const,
        body: "Sorry about that. We refunded the second charge.",
        createdAt: at(-3, 2),
      },
    ]),
  );

  // ------------------------------------------------------------ groups, resources, events
  const memberships: (typeof s.groupMemberships.$inferInsert)[] = [];
  const groupPosts: (typeof s.posts.$inferInsert)[] = [];
  const groups = d.GROUPS.map((g, i) => {
    const joined = rng.some(userIds, 4, 18);
    // The first to join is the group's moderator, as for a group a member creates.
    joined.forEach((userId, k) =>
      memberships.push({
        groupId: i + 1,
        userId,
        status: "member",
        role: k === 0 ? "moderator" : "member",
        createdAt: at(-rng.int(1, 300)),
      }),
    );
    let recentActivity = at(0, -rng.int(1, 200));
    // A few groups start with discussions of their own; their newest is the group's recent activity.
    for (const [k, post] of (d.GROUP_POSTS[i] ?? []).entries()) {
      const createdAt = at(0, -(3 + k * 20 + i));
      groupPosts.push({
        id: postRows.length + groupPosts.length + 1,
        authorId: joined[(k % (joined.length - 1)) + 1] ?? joined[0] ?? 1,
        type: "discussion",
        title: post.title,
        content: post.content,
        tags: [],
        groupId: i + 1,
        createdAt,
      });
      if (k === 0) recentActivity = createdAt;
    }
    return {
      id: i + 1,
      ...g,
      memberCount: joined.length,
      recentActivity,
      createdAt: at(-rng.int(200, 800)),
    };
  });
  out.push(...insertStatements(s.supportGroups, groups));
  out.push(...insertStatements(s.posts, groupPosts));
  out.push(
    ...insertStatements(
      s.groupMemberships,
      dedupe(memberships, (m) => `${m.groupId}:${m.userId}`),
    ),
  );
  out.push(
    ...insertStatements(
      s.resources,
      d.RESOURCES.map(({ url, ...r }, i) => ({
        id: i + 1,
        ...r,
        tags: [...r.tags],
        helpful: rng.int(3, 240),
        viewCount: rng.int(50, 5000),
        isVerified: i % 3 !== 2,
        // Every resource is a public web page (a template's is the page that offers it), not a file of ours.
        fileUrl: null,
        externalUrl: url,
        authorId: i % 4 === 0 ? 1 : rng.pick(userIds),
        createdAt: at(-rng.int(1, 400)),
      })),
    ),
  );
  const registrations: (typeof s.eventRegistrations.$inferInsert)[] = [];
  const eventRows: (typeof s.events.$inferInsert)[] = d.EVENTS.map((e, i) => {
    // Two events in the past, the rest upcoming; the small support circle is full.
    const start = i < 2 ? -10 - i * 7 : 2 + i * 4;
    const attendees = e.max <= 12 ? userIds.slice(1, e.max + 1) : rng.some(others, 2, Math.min(e.max - 1, 14));
    for (const userId of attendees)
      registrations.push({ eventId: i + 1, userId, status: "registered", createdAt: at(start - 5) });
    return {
      id: i + 1,
      title: e.title,
      eventType: e.eventType,
      description: e.description,
      // 23:00 UTC is 10 am in Sydney during daylight time (9 am otherwise).
      startTime: at(start, -1),
      endTime: at(start, 1),
      isVirtual: e.isVirtual,
      // A placeholder domain: there is no real meeting to link to.
      virtualLink: e.isVirtual ? `https://meet.example.org.au/event-${i + 1}` : null,
      location: e.location,
      organizer: rng.instead(e.organizer),
      maxAttendees: e.max,
      attendeeCount: attendees.length,
      accessibilityFeatures: e.features.filter((f) => (EVENT_ACCESSIBILITY_FEATURES as readonly string[]).includes(f)),
      cost: e.cost,
      requiresApproval: e.approval,
      createdAt: at(start - 30),
    };
  });
  // A small taster with one seat taken (no rng, so the rest of the seed is unchanged):
  // the place to try registering until an event is full.
  const tasterId = eventRows.length + 1;
  eventRows.push({
    id: tasterId,
    title: "Peer Mentoring Taster (Small Group)",
    eventType: "workshop",
    description:
      "Thirty minutes with a trained peer mentor to see whether mentoring suits you. Three places only, so everyone gets time to talk.",
    startTime: at(9, -1),
    endTime: at(9, 0),
    isVirtual: true,
    virtualLink: `https://meet.example.org.au/event-${tasterId}`,
    location: null,
    organizer: "Peer Support Australia",
    maxAttendees: 3,
    attendeeCount: 1,
    accessibilityFeatures: ["captions", "screen_reader_friendly"],
    cost: 0,
    requiresApproval: false,
    createdAt: at(-3),
  });
  registrations.push({ eventId: tasterId, userId: 2, status: "registered", createdAt: at(-2) });
  out.push(...insertStatements(s.events, eventRows));
  out.push(
    ...insertStatements(
      s.eventRegistrations,
      dedupe(registrations, (r) => `${r.eventId}:${r.userId}`),
    ),
  );

  // ------------------------------------------------------------ accessibility preferences (not user 1: the "none set" state is real)
  out.push(
    ...insertStatements(
      s.accessibilityPreferences,
      [2, 3, 4]
        .filter((id) => id <= members + 1)
        .map((userId) => ({
          userId,
          ...DEFAULT_PREFERENCES,
          fontSize: (["large", "extra-large", "medium"] as const)[userId - 2] ?? "medium",
          fontFamily: (["system", "dyslexic-friendly", "high-contrast"] as const)[userId - 2] ?? "system",
          colorScheme: (["dark", "light", "high-contrast"] as const)[userId - 2] ?? "auto",
          reduceMotion: userId === 3,
          autoplay: userId !== 3,
          focusIndicators: "enhanced" as const,
          screenReaderOptimized: userId === 2,
          readingAssistance: userId === 3,
          signLanguageSupport: userId === 4,
        })),
    ),
  );

  // ------------------------------------------------------------ arcade
  const roomStatuses = [
    "waiting",
    "waiting",
    "waiting",
    "waiting",
    "in_progress",
    "in_progress",
    "completed",
    "completed",
    "completed",
    "cancelled",
  ] as const;
  const participants: (typeof s.roomParticipants.$inferInsert)[] = [];
  const results: (typeof s.gameResults.$inferInsert)[] = [];
  const resultPlayers: (typeof s.gameResultPlayers.$inferInsert)[] = [];
  const rooms = roomStatuses.map((status, i) => {
    const id = i + 1;
    const gameType = GAME_TYPES[i % GAME_TYPES.length] ?? "tic_tac_toe";
    const host = i % 3 === 0 ? 1 : (others[i % Math.max(others.length, 1)] ?? 1);
    const guest = host === 1 ? (others[(i + 5) % Math.max(others.length, 1)] ?? 2) : 1;
    const players = status === "waiting" ? [host] : [host, guest];
    players.forEach((userId, n) =>
      participants.push({
        roomId: id,
        userId,
        playerNumber: n + 1,
        isActive: status !== "cancelled",
        joinedAt: at(-i, n),
        leftAt: null,
      }),
    );
    if (status === "completed") {
      const winner = i === 8 ? null : (players[i % 2] ?? null);
      results.push({
        id: results.length + 1,
        roomId: id,
        gameType,
        winnerId: winner,
        moveCount: rng.int(9, 60),
        finishedAt: at(-i, 2),
      });
      for (const userId of players) {
        resultPlayers.push({
          resultId: results.length,
          userId,
          outcome: winner === null ? "drew" : winner === userId ? "won" : "lost",
        });
      }
    }
    return {
      id,
      name: `${rng.pick(["Friendly", "Evening", "Weekend", "Quick", "Relaxed"])} ${gameType.replaceAll("_", " ")} ${id}`,
      gameType,
      hostId: host,
      isPrivate: i % 4 === 3,
      inviteToken: i % 4 === 3 ? `invite-${id}-${rng.int(100000, 999999)}` : null,
      maxPlayers: 2,
      currentPlayers: status === "cancelled" ? 0 : players.length,
      status,
      accessibilityFeatures: rng.some(ROOM_ACCESSIBILITY_FEATURES, 1, 4),
      createdAt: at(-i, -1),
    };
  });
  out.push(...insertStatements(s.gameRooms, rooms));
  out.push(...insertStatements(s.roomParticipants, participants));
  out.push(...insertStatements(s.gameResults, results));
  out.push(...insertStatements(s.gameResultPlayers, resultPlayers));

  // ------------------------------------------------------------ connections (user 1 has no profile yet)
  // 40 generated profiles; a few are hand-written on top (d.CONNECTION_PROFILES) so the demo
  // has near neighbours of user 1 who already like them. Likes, passes, matches and blocks
  // come from their own generator, so this section never shifts the sections after it.
  const profileRows = others.slice(0, 40).map((userId) => {
    const place = d.SUBURBS[userId % d.SUBURBS.length] ?? d.SUBURBS[0];
    const age = rng.int(19, 72);
    const generated = {
      userId,
      isActive: userId % 11 !== 0,
      age,
      lookingFor: rng.some(LOOKING_FOR, 1, 3),
      relationshipStatus: "single",
      ageRangeMin: Math.max(18, age - rng.int(3, 10)),
      ageRangeMax: Math.min(80, age + rng.int(3, 12)),
      maxDistance: rng.pick([25, 50, 100, 200, 500]),
      genderPreference: [],
      aboutMe: rng.instead(cycle(ABOUT_ME, userId - 2)),
      interests: rng.some(INTERESTS, 3, 7),
      accessibilityCompatibility: rng.some(ACCESSIBILITY_COMPATIBILITY, 1, 3),
      communicationPreferences: rng.some(COMMUNICATION_PREFERENCES, 1, 3),
      privacyLevel: rng.pick(PRIVACY_LEVELS),
      openToLongDistance: rng.chance(0.3),
      allowMessages: rng.chance(0.85),
      verificationLevel: rng.pick(VERIFICATION_LEVELS),
      latitude: place.lat + (rng.next() - 0.5) * 0.1,
      longitude: place.lng + (rng.next() - 0.5) * 0.1,
      lastActive: at(0, -rng.int(1, 400)),
      createdAt: at(-rng.int(20, 300)),
      updatedAt: at(-rng.int(0, 19)),
    };
    const written = d.CONNECTION_PROFILES.find((c) => c.userId === userId);
    return written
      ? {
          ...generated,
          ...written,
          lookingFor: [...written.lookingFor],
          interests: [...written.interests],
          accessibilityCompatibility: [...written.accessibilityCompatibility],
          communicationPreferences: [...written.communicationPreferences],
        }
      : generated;
  });
  out.push(...insertStatements(s.relationshipProfiles, profileRows));

  const crng = generator(20241111);
  const blockRows = d.CONNECTION_BLOCKS.map(([blockerId, blockedId], i) => ({
    blockerId,
    blockedId,
    createdAt: at(-3 - i),
  }));
  const blockedPair = (a: number, b: number) =>
    blockRows.some((r) => (r.blockerId === a && r.blockedId === b) || (r.blockerId === b && r.blockedId === a));
  const profileIds = profileRows.map((r) => r.userId);
  const connectionLikeRows: (typeof s.connectionLikes.$inferInsert)[] = [];
  for (const fromUserId of profileIds) {
    for (const toUserId of crng.some(profileIds, 2, 6)) {
      if (toUserId === fromUserId || blockedPair(fromUserId, toUserId)) continue;
      connectionLikeRows.push({
        fromUserId,
        toUserId,
        action: crng.chance(0.7) ? "like" : "pass",
        createdAt: at(-crng.int(1, 60), -crng.int(0, 23)),
      });
    }
  }
  // Members who already like user 1: liking them back makes a match at once.
  for (const fromUserId of d.CONNECTION_LIKES_USER_ONE)
    connectionLikeRows.push({ fromUserId, toUserId: 1, action: "like", createdAt: at(-2, -fromUserId) });
  // Every pair that likes each other both ways is a match (low id first), dated by the later like.
  const likes = new Map(
    connectionLikeRows
      .filter((r) => r.action === "like")
      .map((r) => [`${r.fromUserId}:${r.toUserId}`, r.createdAt ?? ""]),
  );
  const matchRows = [...likes]
    .map(([key, createdAt]) => {
      const [a = 0, b = 0] = key.split(":").map(Number);
      const back = likes.get(`${b}:${a}`);
      return a < b && back !== undefined
        ? { userLowId: a, userHighId: b, createdAt: back > createdAt ? back : createdAt }
        : null;
    })
    .filter((row) => row !== null);
  out.push(
    ...insertStatements(
      s.connectionLikes,
      dedupe(connectionLikeRows, (r) => `${r.fromUserId}:${r.toUserId}`),
    ),
  );
  out.push(...insertStatements(s.connectionMatches, matchRows));
  out.push(...insertStatements(s.userBlocks, blockRows));

  // ------------------------------------------------------------ advertising
  // Its own generator, and the shared one moves on by exactly the draws this section used
  // to take, so every later section (providers) keeps its data byte for byte.
  for (let k = 0; k < LEGACY_AD_DRAWS; k++) rng.next();
  out.push(...buildAdvertising(generator(20240610), { at, day, benchCampaigns: options.adCampaigns ?? 0 }));

  // ------------------------------------------------------------ plans and billing (user 1 starts on the free plan: no subscription row)
  out.push(
    ...insertStatements(
      s.subscriptionPlans,
      PLANS.map((p, i) => ({ id: i + 1, ...p, sortOrder: i })),
    ),
  );
  const subscribers = others.slice(4, 8);
  out.push(
    ...insertStatements(
      s.userSubscriptions,
      subscribers.map((userId, i) => ({
        userId,
        planId: (i % 3) + 2,
        status: (["active", "active", "past_due", "canceled"] as const)[i] ?? "active",
        billingInterval: i === 1 ? ("yearly" as const) : ("monthly" as const),
        currentPeriodStart: at(-10 - i),
        currentPeriodEnd: at(20 - i + (i === 1 ? 335 : 0)),
        nextPaymentDate: i === 3 ? null : at(20 - i + (i === 1 ? 335 : 0)),
        cancelAtPeriodEnd: i === 3,
        stripeCustomerId: `cus_seed${userId}`,
        stripeSubscriptionId: `sub_seed${userId}`,
        cardBrand: (["visa", "mastercard", "amex", "visa"] as const)[i] ?? "visa",
        cardLast4: String(4242 + i * 1111).slice(-4),
        cardExpiry: `${String(3 + i * 2).padStart(2, "0")}/${2028 + i}`,
        lastEventCreated: 0,
        updatedAt: at(-10 - i),
      })),
    ),
  );
  const invoices: (typeof s.billingInvoices.$inferInsert)[] = [];
  subscribers.forEach((userId, i) => {
    const plan = PLANS[(i % 3) + 1];
    for (let m = 0; m < 4; m++) {
      const cents = (i === 1 ? (plan?.yearlyPrice ?? 0) : (plan?.price ?? 0)) * 100;
      const open = i === 2 && m === 0;
      invoices.push({
        userId,
        stripeInvoiceId: `in_seed${userId}_${m}`,
        invoiceNumber: `INV-${String(userId).padStart(3, "0")}-${String(4 - m).padStart(4, "0")}`,
        status: open ? "open" : "paid",
        amount: cents,
        total: cents,
        currency: "usd",
        paidAt: open ? null : at(-10 - m * 30),
        dueDate: at(-10 - m * 30 + (open ? 14 : 0)),
        downloadUrl: null,
        createdAt: at(-10 - m * 30),
      });
    }
  });
  out.push(...insertStatements(s.billingInvoices, invoices));

  // ------------------------------------------------------------ NDIS providers
  out.push(...buildProviders(rng, at, userIds));
  return out;
}

type Rng = ReturnType<typeof generator>;

/** How each day's delivery splits by age, gender, device and placement. */
const BREAKDOWN_SPLIT = {
  age: [
    ["18-24", 0.14],
    ["25-34", 0.24],
    ["35-44", 0.22],
    ["45-54", 0.18],
    ["55-64", 0.13],
    ["65+", 0.09],
  ],
  gender: [
    ["female", 0.52],
    ["male", 0.44],
    ["other", 0.04],
  ],
  device: [
    ["mobile", 0.64],
    ["desktop", 0.3],
    ["tablet", 0.06],
  ],
  placement: [
    ["feed", 0.5],
    ["sidebar", 0.2],
    ["stories", 0.18],
    ["search", 0.12],
  ],
} as const;

type Metric = typeof s.campaignDailyMetrics.$inferInsert;

/** One day of delivery. A small account gets a small audience and cheap clicks. */
function dayOfDelivery(rng: Rng, campaignId: number, date: string, small: boolean): Metric {
  const impressions = small ? rng.int(300, 1400) : rng.int(1500, 9000);
  const clicks = Math.round(impressions * (0.008 + rng.next() * 0.03));
  const conversions = Math.round(clicks * (0.02 + rng.next() * 0.08));
  const spendCents = Math.round(clicks * (small ? 15 + rng.next() * 20 : 40 + rng.next() * 90));
  return {
    campaignId,
    date,
    spendCents,
    impressions,
    clicks,
    conversions,
    revenueCents: conversions * rng.int(1500, 6000),
  };
}

function breakdownsOf(m: Metric): (typeof s.campaignBreakdownMetrics.$inferInsert)[] {
  return Object.entries(BREAKDOWN_SPLIT).flatMap(([dimension, parts]) =>
    parts.map(([value, share]) => ({
      campaignId: m.campaignId,
      date: m.date,
      dimension: dimension as keyof typeof BREAKDOWN_SPLIT,
      value,
      spendCents: Math.round(m.spendCents * share),
      impressions: Math.round(m.impressions * share),
      clicks: Math.round(m.clicks * share),
      conversions: Math.round(m.conversions * share),
    })),
  );
}

function buildAdvertising(
  rng: Rng,
  {
    at,
    day,
    benchCampaigns,
  }: { at: (days: number, hours?: number) => string; day: (days: number) => string; benchCampaigns: number },
): string[] {
  const out: string[] = [];
  out.push(
    ...insertStatements(
      s.adAccounts,
      d.AD_ACCOUNTS.map((a) => ({
        id: a.id,
        ownerId: a.ownerId,
        accountName: a.accountName,
        currency: "USD",
        dailySpendLimitCents: a.dailySpendLimitCents,
        status: "active" as const,
        createdAt: at(-a.createdDaysAgo),
      })),
    ),
  );
  const audiences = d.AUDIENCES.map((a, i) => ({
    id: i + 1,
    ...a,
    description: `${a.name}, refreshed daily.`,
    createdAt: at(-100 + i),
  }));
  out.push(...insertStatements(s.audiences, audiences));
  const creatives = d.CREATIVES.map((c, i) => ({
    id: i + 1,
    ...c,
    imageUrl: `/api/placeholder/600/400?creative=${i + 1}`,
    videoUrl: c.type === "video" ? "/api/placeholder/video" : null,
    createdAt: at(-90 + i * 5),
  }));
  out.push(...insertStatements(s.adCreatives, creatives));

  const metrics: Metric[] = [];
  const adSetRows: (typeof s.adSets.$inferInsert)[] = [];
  const adRows: (typeof s.ads.$inferInsert)[] = [];
  const campaignRows = d.CAMPAIGNS.map((c, i): typeof s.campaigns.$inferInsert & { id: number; accountId: number } => {
    const id = i + 1;
    const mineAudiences = audiences.filter((a) => a.accountId === c.accountId);
    const mineCreatives = creatives.filter((cr) => cr.accountId === c.accountId);
    for (let a = 0; a < 2; a++) {
      const adSetId = id * 10 + a;
      adSetRows.push({
        id: adSetId,
        campaignId: id,
        name: `${c.name} set ${a + 1}`,
        audienceId: mineAudiences[(i + a) % Math.max(1, mineAudiences.length)]?.id ?? null,
        isActive: true,
        createdAt: at(-c.start),
      });
      for (let b = 0; b < 2; b++) {
        adRows.push({
          id: adSetId * 10 + b,
          adSetId,
          creativeId: mineCreatives[(i + a + b) % Math.max(1, mineCreatives.length)]?.id ?? null,
          name: `${c.name} ad ${a * 2 + b + 1}`,
          isActive: c.status === "active",
          createdAt: at(-c.start),
        });
      }
    }
    const lastDay = c.end ?? c.pausedDaysAgo ?? 1;
    const small = c.accountId === 1;
    for (let off = -c.start; off <= -lastDay; off++) metrics.push(dayOfDelivery(rng, id, day(off), small));
    return {
      id,
      accountId: c.accountId,
      name: c.name,
      objective: c.objective,
      status: c.status,
      budgetCents: c.budget,
      startDate: day(-c.start),
      endDate: c.end === null ? null : day(-c.end),
      createdAt: at(-c.start - 2),
      updatedAt: at(-c.start - 2),
    };
  });
  // Each account's daily spend limit holds: a day over it is scaled down across its campaigns.
  const accountOf = new Map(campaignRows.map((c) => [c.id, c.accountId]));
  const dayTotals = new Map<string, number>();
  for (const m of metrics)
    dayTotals.set(
      `${accountOf.get(m.campaignId)}|${m.date}`,
      (dayTotals.get(`${accountOf.get(m.campaignId)}|${m.date}`) ?? 0) + m.spendCents,
    );
  for (const m of metrics) {
    const cap = d.AD_ACCOUNTS.find((a) => a.id === accountOf.get(m.campaignId))?.dailySpendLimitCents ?? Infinity;
    const total = dayTotals.get(`${accountOf.get(m.campaignId)}|${m.date}`) ?? 0;
    if (total > cap) m.spendCents = Math.floor((m.spendCents * cap) / total);
  }

  // Benchmark campaigns (bench/analytics): many campaigns in account 1, 90 days each.
  for (let k = 0; k < benchCampaigns; k++) {
    const id = 1000 + k;
    campaignRows.push({
      id,
      accountId: 1,
      name: `Benchmark campaign ${k + 1}`,
      objective: CAMPAIGN_OBJECTIVE_CYCLE[k % CAMPAIGN_OBJECTIVE_CYCLE.length] ?? "awareness",
      status: "active",
      budgetCents: 100000,
      startDate: day(-BENCH_METRIC_DAYS),
      endDate: null,
      createdAt: at(-BENCH_METRIC_DAYS - 1),
      updatedAt: at(-BENCH_METRIC_DAYS - 1),
    });
    for (let off = -BENCH_METRIC_DAYS; off <= -1; off++) metrics.push(dayOfDelivery(rng, id, day(off), false));
  }

  out.push(...insertStatements(s.campaigns, campaignRows));
  out.push(...insertStatements(s.adSets, adSetRows));
  out.push(...insertStatements(s.ads, adRows));
  out.push(...insertStatements(s.campaignDailyMetrics, metrics));
  out.push(...insertStatements(s.campaignBreakdownMetrics, metrics.flatMap(breakdownsOf)));
  return out;
}

const CAMPAIGN_OBJECTIVE_CYCLE = ["awareness", "traffic", "conversions", "app_installs"] as const;

function buildProviders(
  rng: ReturnType<typeof generator>,
  at: (days: number, hours?: number) => string,
  userIds: number[],
): string[] {
  const providers: (typeof s.ndisProviders.$inferInsert)[] = [];
  const services: (typeof s.providerServices.$inferInsert)[] = [];
  const staff: (typeof s.providerStaff.$inferInsert)[] = [];
  const reviews: (typeof s.providerReviews.$inferInsert)[] = [];
  const cities = d.SUBURBS;
  const reviewsAt = { 2: 0, 3: 0, 4: 0, 5: 0 };
  const responses = { positive: 0, negative: 0 };
  for (let i = 0; i < 60; i++) {
    const id = i + 1;
    const place = cities[i % cities.length] ?? cities[0];
    const first = d.PROVIDER_NAME_PARTS.first[i % d.PROVIDER_NAME_PARTS.first.length] ?? "Bright";
    const second =
      d.PROVIDER_NAME_PARTS.second[
        Math.floor(i / d.PROVIDER_NAME_PARTS.first.length) % d.PROVIDER_NAME_PARTS.second.length
      ] ?? "Care";
    const businessName = `${first} ${second} ${place.suburb} Pty Ltd`;
    const hours = Object.fromEntries(
      WEEKDAYS.map((w) => [
        w,
        w === "sunday" || (w === "saturday" && i % 2 === 0)
          ? null
          : { open: i % 3 === 0 ? "07:30" : "09:00", close: i % 3 === 0 ? "18:00" : "17:00" },
      ]),
    ) as Record<(typeof WEEKDAYS)[number], { open: string; close: string } | null>;
    providers.push({
      id,
      businessName,
      tradingName: i % 3 === 0 ? `${first} ${second}` : businessName,
      abn: `${51 + (i % 40)} ${String(100 + i).padStart(3, "0")} ${String(200 + i * 7).slice(0, 3)} ${String(300 + i * 3).slice(0, 3)}`,
      acn:
        i % 2 === 0
          ? `${String(600 + i).padStart(3, "0")} ${String(400 + i).padStart(3, "0")} ${String(100 + i).padStart(3, "0")}`
          : null,
      ndisProviderNumber: `4050${String(100000 + i * 137).slice(0, 6)}`,
      businessType: rng.pick(["Company", "Partnership", "Not-for-profit", "Sole trader"]),
      registrationStatus: i % 15 === 14 ? "pending" : i % 29 === 28 ? "suspended" : "active",
      registrationDate: at(-rng.int(400, 2500)).slice(0, 10),
      registrationExpiry: at(rng.int(60, 900)).slice(0, 10),
      businessDescription: `${(
        d.PROVIDER_OPENINGS[second]?.[i % 2] ?? "{name} supports NDIS participants across {area}."
      )
        .replace("{name}", `${first} ${second}`)
        .replace("{area}", place.location)} ${cycle(d.PROVIDER_DETAILS, i)}`,
      // The providers are invented, so their sites and addresses are on placeholder domains.
      website:
        i % 4 === 3 ? null : `https://${first.toLowerCase()}${second.split(" ")[0]?.toLowerCase()}${id}.example.com.au`,
      email: `hello@${first.toLowerCase()}${id}.example.com.au`,
      phone: `(0${AREA_CODES[place.state] ?? 2}) ${String(9000 + i * 13).padStart(4, "0")} ${String(1000 + i * 7).slice(-4)}`,
      streetAddress: `${rng.int(1, 240)} ${rng.pick(["High St", "Main Rd", "Smith St", "Station St", "Church St"])}`,
      suburb: place.suburb,
      state: place.state,
      postcode: place.postcode,
      location: place.location,
      latitude: place.lat + (rng.next() - 0.5) * 0.05,
      longitude: place.lng + (rng.next() - 0.5) * 0.05,
      serviceAreas: rng.some(
        [...nearbySuburbs(place.location), "CBD", "Inner North", "Western Suburbs", "Eastern Suburbs"],
        2,
        7,
      ),
      registrationGroups: rng.some(["0101", "0104", "0107", "0115", "0117", "0125", "0126", "0128", "0136"], 2, 5),
      practiceStandardsCompliant: i % 29 !== 28,
      complianceScore: i % 29 === 28 ? 62 : rng.int(82, 100),
      lastAuditDate: at(-rng.int(30, 300)).slice(0, 10),
      nextAuditDue: at(rng.int(60, 700)).slice(0, 10),
      publicLiabilityInsurer: rng.pick(["QBE", "Allianz", "CGU", "Zurich"]),
      publicLiabilityAmount: 20_000_000,
      publicLiabilityExpiry: at(rng.int(30, 365)).slice(0, 10),
      professionalIndemnityInsurer: rng.pick(["QBE", "Allianz", "Berkley", "Zurich"]),
      professionalIndemnityAmount: 10_000_000,
      professionalIndemnityExpiry: at(rng.int(30, 365)).slice(0, 10),
      logoUrl: `/api/placeholder/96/96?provider=${id}`,
      bannerImageUrl: `/api/placeholder/1200/240?provider=${id}`,
      businessHours: hours,
      emergencyContact:
        i % 2 === 0 ? `1800 ${String(100 + i).padStart(3, "0")} ${String(400 + i).padStart(3, "0")}` : null,
      isVerified: i % 5 !== 4,
      isActive: true,
      isPremium: i % 6 === 0,
      createdAt: at(-rng.int(100, 1500)),
      updatedAt: at(-rng.int(0, 99)),
    });
    for (const svc of rng.some(d.PROVIDER_SERVICE_CATALOGUE, 2, 6)) {
      const min = rng.pick([1, 1, 2]);
      services.push({
        providerId: id,
        categoryCode: svc.categoryCode,
        categoryName: svc.categoryName,
        serviceType: svc.serviceType,
        serviceName: svc.serviceName,
        serviceDescription: cycle(svc.descriptions, id),
        hourlyRate: svc.unitType === "hour" ? svc.unitPrice : null,
        unitPrice: svc.unitPrice,
        unitType: svc.unitType,
        minBookingHours: min,
        maxBookingHours: min * rng.pick([4, 4, 8]),
        isActive: true,
        isOnlineAvailable: svc.serviceType === "capacity_building" && rng.chance(0.6),
        isInPersonAvailable: true,
        requiresTransport: svc.categoryCode === "04",
        // An Auslan interpreter only at some providers, so "Works in Auslan" tells them apart
        // (filtered after the draw, which leaves the rest of the seed unchanged).
        accessibilityFeatures: rng
          .some(
            ["wheelchair_accessible", "auslan_interpreter", "easy_read", "quiet_space", "female_staff_available"],
            1,
            3,
          )
          .filter((feature) => feature !== "auslan_interpreter" || i % 4 === 1),
        createdAt: at(-300),
        updatedAt: at(-30),
      });
    }
    const staffIds: number[] = [];
    for (let k = 0; k < rng.int(2, 4); k++) {
      const staffId = staff.length + 1;
      staffIds.push(staffId);
      const member = {
        id: staffId,
        providerId: id,
        firstName: rng.pick(d.FIRST_NAMES),
        lastName: rng.pick(d.LAST_NAMES),
        position: rng.pick(d.STAFF_POSITIONS),
        qualifications: rng.some(
          [
            "Cert III Individual Support",
            "Cert IV Disability",
            "Bachelor of Occupational Therapy",
            "Bachelor of Speech Pathology",
            "Diploma of Community Services",
          ],
          1,
          2,
        ),
        certifications: rng.some(["First Aid", "CPR", "Manual Handling", "Medication Administration"], 1, 3),
        specializations: rng.some(
          [
            "Autism",
            "Acquired brain injury",
            "Psychosocial disability",
            "Early childhood",
            "Complex bowel care",
            "Mealtime management",
          ],
          1,
          3,
        ),
        yearsExperience: rng.int(1, 22),
        languagesSpoken: ["English", ...rng.some(d.LANGUAGES.slice(1), 0, 2)],
        workerScreeningNumber: `WSC${String(1_000_000 + staffId * 97).slice(0, 7)}`,
        workerScreeningExpiry: at(rng.int(100, 1500)).slice(0, 10),
        profileImageUrl: null,
        isActive: true,
        isAvailableForBooking: rng.chance(0.75),
      };
      staff.push({ ...member, bio: staffBio(member) });
    }
    for (let k = 0; k < rng.int(2, 8); k++) {
      rng.instead(null); // the first seed drew the review's line before its rating
      const rating = Math.max(1, Math.min(5, Math.round(3.2 + rng.next() * 2.2 - (i % 29 === 28 ? 1.5 : 0))));
      // Each rating's lines are taken in turn, so one provider never shows the same review twice.
      const stars = Math.max(2, rating) as 2 | 3 | 4 | 5;
      const line = cycle(d.REVIEW_LINES[stars], reviewsAt[stars]++);
      reviews.push({
        bookingId: null,
        participantId: rng.pick(userIds),
        providerId: id,
        staffId: rng.pick(staffIds),
        rating,
        reviewTitle: line.title,
        reviewText: line.text,
        serviceQuality: rating,
        communication: Math.max(1, rating - rng.int(0, 1)),
        reliability: Math.max(1, rating - rng.int(0, 1)),
        valueForMoney: Math.max(1, rating - rng.int(0, 1)),
        wouldRecommend: rating >= 4,
        isVerified: rng.chance(0.7),
        isPublic: k !== 7,
        providerResponse: rng.chance(0.3)
          ? rating >= 4
            ? cycle(d.PROVIDER_RESPONSES.positive, responses.positive++)
            : cycle(d.PROVIDER_RESPONSES.negative, responses.negative++)
          : null,
        providerResponseDate: null,
        createdAt: at(-rng.int(1, 400)),
        updatedAt: at(-rng.int(0, 1)),
      });
    }
  }
  for (const r of reviews) if (r.providerResponse) r.providerResponseDate = r.createdAt;
  // Past enquiries, most answered, so each provider has a response time measured from real
  // rows. A separate pass keeps the providers above unchanged by these draws.
  const enquiries: (typeof s.providerEnquiries.$inferInsert)[] = [];
  const members = userIds.slice(1);
  for (let i = 0; i < providers.length; i++) {
    const typicalHours = [2, 4, 6, 20, 44][i % 5] ?? 24;
    for (let k = 0; k < rng.int(1, 4); k++) {
      const sentDaysAgo = rng.int(5, 200);
      const kind = rng.chance(0.5) ? "booking" : "message";
      enquiries.push({
        providerId: i + 1,
        userId: rng.pick(members.length ? members : userIds),
        serviceId: null,
        kind,
        message: cycle(d.ENQUIRY_LINES[kind], enquiries.length),
        preferredDate: null,
        respondedAt: k === 3 ? null : at(-sentDaysAgo, rng.int(1, typicalHours * 2)),
        createdAt: at(-sentDaysAgo),
      });
    }
  }
  return [
    ...insertStatements(s.ndisProviders, providers),
    ...insertStatements(s.providerServices, services),
    ...insertStatements(s.providerStaff, staff),
    ...insertStatements(s.providerReviews, reviews),
    ...insertStatements(s.providerEnquiries, enquiries),
  ];
}

/** "Occupational Therapist with 9 years' experience, mostly in autism and early childhood. Also speaks Greek." */
function staffBio(member: {
  position: string;
  yearsExperience: number;
  specializations: string[];
  languagesSpoken: string[];
}): string {
  const years = member.yearsExperience === 1 ? "1 year's" : `${member.yearsExperience} years'`;
  const focus = member.specializations.map((area) => area.toLowerCase()).join(" and ");
  const languages = member.languagesSpoken.filter((language) => language !== "English");
  const also = languages.length > 0 ? ` Also speaks ${languages.join(" and ")}.` : "";
  return `${member.position} with ${years} experience, mostly in ${focus}.${also}`;
}

/** Landline area codes by state, so a Carlton provider has a Melbourne number. */
const AREA_CODES: Record<string, number> = { VIC: 3, NSW: 2, QLD: 7, WA: 8, SA: 8 };

function nearbySuburbs(location: string): string[] {
  return d.SUBURBS.filter((c) => c.location === location).map((c) => c.suburb);
}

function dedupe<T>(rows: T[], key: (row: T) => string): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const k = key(row);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
