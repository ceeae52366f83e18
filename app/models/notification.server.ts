// Notifications (decision 024). Each is written by the same D1 batch as the event that causes it,
// through `notifyStatement`, whose SQL refuses what must never be sent: a notification to the
// actor themself, one between members with a block either way, one from a member the recipient
// muted, and one of a kind the member turned off (moderation notices excepted from the last two).
// Likes of one post and messages from one member share a row, updated in place.
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import {
  eventRegistrations,
  events,
  notifications,
  notificationSettings,
  userBlocks,
  userMutes,
  users,
} from "../../db/schema";
import { batchNamed, read, type Db, type Statement } from "~/models/db.server";
import {
  ALWAYS_ON,
  FILTER_KINDS,
  type NotificationFilter,
  type NotificationItem,
  type NotificationKind,
} from "~/lib/notifications";
import { targetVisible } from "./visibility.server";
import { DEFAULT_NOTIFICATION_SETTINGS, inQuietHours, type NotificationSettings } from "~/lib/notification-schemas";
import { encodeKeyset } from "~/lib/lists";
import { spokenKind } from "~/lib/notification-arrivals";

/** How long one cause (the same recipient, actor and kind) waits before it may be emailed again. */
export const EMAIL_CAUSE_MS = 3_600_000;

export type Notify = {
  /** Who is told. */
  recipient: number;
  kind: NotificationKind;
  /** Who did it; null for the platform itself (moderation, reminders). */
  actorId: number | null;
  /** A path on this site; SQL where it names a row the same batch inserts. */
  url: string | SQL;
  detail?: string | SQL | null;
  /** Only if this holds too: `changes() > 0` right after the write it reports. */
  when?: SQL;
  /** Rows with the same key (per recipient) are one notification: likes of a post, one member's messages. */
  groupKey?: string;
  /**
   * The content the notification names (its `detail` quotes it): the recipient is told only if
   * the visibility rule lets them see it, so no notification carries text they may not read.
   */
  about?: { kind: "post" | "comment" | "event"; id: number | SQL };
};

/**
 * An excerpt is enough to recognise a post or a message; a moderation notice is the decision
 * itself, so it keeps its whole sentence and the moderator's reason (up to ACTION_REASON_MAX).
 */
const DETAIL_LENGTH = { excerpt: 120, moderation: 800 };
const clip = (text: string | SQL | null | undefined, kind: NotificationKind) => {
  const length = kind === "moderation" ? DETAIL_LENGTH.moderation : DETAIL_LENGTH.excerpt;
  return typeof text === "string"
    ? text.length > length
      ? `${text.slice(0, length - 1).trimEnd()}…`
      : text
    : (text ?? null);
};

/** One notification, for the batch of the write that causes it. */
export function notifyStatement(db: Db, input: Notify): Statement {
  const { recipient, kind, actorId } = input;
  db.effects.touch(recipient);
  const now = new Date().toISOString();
  const conditions: SQL[] = [sql`r.id = ${recipient}`];
  if (input.when) conditions.push(input.when);
  if (input.about) conditions.push(targetVisible(input.about, { id: sql`r.id`, moderator: false }));
  if (actorId !== null) {
    conditions.push(sql`r.id <> ${actorId}`);
    conditions.push(
      sql`not exists (select 1 from ${userBlocks} b where (b.blocker_id = r.id and b.blocked_id = ${actorId}) or (b.blocker_id = ${actorId} and b.blocked_id = r.id))`,
    );
  }
  // A member they muted is not heard from either, except in a moderation notice.
  if (actorId !== null && !ALWAYS_ON.includes(kind))
    conditions.push(
      sql`not exists (select 1 from ${userMutes} um where um.muter_id = r.id and um.muted_id = ${actorId})`,
    );
  if (!ALWAYS_ON.includes(kind))
    conditions.push(
      sql`not exists (select 1 from ${notificationSettings} s, json_each(s.muted_kinds) m where s.user_id = r.id and m.value = ${kind})`,
    );
  // Every column in table order, as drizzle's insert-from-select wants; a null id is the next rowid.
  return db
    .insert(notifications)
    .select(
      sql`select null, r.id, ${kind}, ${actorId}, ${clip(input.detail, kind)}, ${input.url}, ${input.groupKey ?? null}, 1, null, ${now}, null,
          ${input.about?.kind ?? null}, ${input.about?.id ?? null}
        from ${users} r where ${sql.join(conditions, sql` and `)}`,
    )
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.groupKey],
      set: {
        actorId: sql`excluded.actor_id`,
        detail: sql`excluded.detail`,
        url: sql`excluded.url`,
        count: sql`case when ${notifications.readAt} is null then ${notifications.count} + 1 else 1 end`,
        readAt: null,
        createdAt: sql`excluded.created_at`,
        aboutKind: sql`excluded.about_kind`,
        aboutId: sql`excluded.about_id`,
        // The same cause (a follow undone and done again) is emailed at most once an hour.
        emailedAt: sql`case when ${notifications.emailedAt} > ${new Date(Date.now() - EMAIL_CAUSE_MS).toISOString()} then ${notifications.emailedAt} end`,
      },
    });
}

/** Notifications about something taken away (a deleted or removed post or reply) go with it. */
export function forgetNotificationsAbout(db: Db, path: string): Statement {
  return db.delete(notifications).where(or(eq(notifications.url, path), sql`${notifications.url} like ${`${path}#%`}`));
}

/** The same for a reply known only by its id (its post's path is in the stored link). */
export function forgetNotificationsAboutReply(db: Db, commentId: number): Statement {
  return db.delete(notifications).where(sql`${notifications.url} like ${`/posts/%#reply-${commentId}`}`);
}

// ---------------------------------------------------------------- reading

/** Whether a notification's actor is someone the member has since blocked (or who blocked them). */
const actorBlocked = (userId: SQLWrapper | number, actorId: SQLWrapper = notifications.actorId) =>
  sql`exists (select 1 from ${userBlocks} xb where (xb.blocker_id = ${userId} and xb.blocked_id = ${actorId}) or (xb.blocker_id = ${actorId} and xb.blocked_id = ${userId}))`;

/**
 * Whether what a notification quotes is still the member's to see: leaving a private group, a
 * block or a removal since takes the text away, as the visibility rule takes the thing itself.
 */
const aboutVisible = (userId: SQLWrapper | number, alias?: string) => {
  const kind = alias ? sql.raw(`${alias}.about_kind`) : notifications.aboutKind;
  const id = alias ? sql.raw(`${alias}.about_id`) : notifications.aboutId;
  const reader = { id: userId, moderator: false };
  return sql`(${kind} is null
    or (${kind} = 'post' and ${targetVisible({ kind: "post", id }, reader)})
    or (${kind} = 'comment' and ${targetVisible({ kind: "comment", id }, reader)})
    or (${kind} = 'event' and ${targetVisible({ kind: "event", id }, reader)}))`;
};

/** Whether a notification is from someone the member has since muted (moderation notices still show). */
const actorMuted = (userId: SQLWrapper | number, actorId: SQLWrapper, kind: SQLWrapper) =>
  sql`(${kind} not in (${sql.join(
    ALWAYS_ON.map((k) => sql`${k}`),
    sql`, `,
  )}) and exists (select 1 from ${userMutes} xm where xm.muter_id = ${userId} and xm.muted_id = ${actorId}))`;

/** What the member is shown: nothing from someone blocked or muted since, nothing they may no longer see. */
const shown = (userId: SQLWrapper | number, alias?: string) => {
  const actorId = alias ? sql.raw(`${alias}.actor_id`) : notifications.actorId;
  const kind = alias ? sql.raw(`${alias}.kind`) : notifications.kind;
  return sql`(not ${actorBlocked(userId, actorId)} and not ${actorMuted(userId, actorId, kind)} and ${aboutVisible(userId, alias)})`;
};

/**
 * Unread notifications, counted up to 10 (the bell says 9+ beyond nine), for the session's
 * batch. Like the list, it leaves out those from a member blocked since and those about what the
 * member may no longer see, so the bell never counts an item the member cannot see.
 */
export const unreadCountColumn = (userId: SQLWrapper | number) =>
  sql<number>`(select count(*) from (select 1 from ${notifications} un where un.user_id = ${userId} and un.read_at is null and ${shown(userId, "un")} limit 10))`;

type Cursor = [createdAt: string, id: number];

/** What an item shows: the list, the panel and the emails. */
const itemColumns = {
  id: notifications.id,
  kind: notifications.kind,
  actorName: sql<string | null>`(select au.display_name from ${users} au where au.id = ${notifications.actorId})`.as(
    "actor_name",
  ),
  count: notifications.count,
  detail: notifications.detail,
  url: notifications.url,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

function listQuery(db: Db, { userId, filter, cursor, limit, unreadOnly }: ListArgs & { unreadOnly?: boolean }) {
  const kinds = FILTER_KINDS[filter];
  return db
    .select(itemColumns)
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        kinds ? inArray(notifications.kind, [...kinds]) : undefined,
        unreadOnly ? isNull(notifications.readAt) : undefined,
        shown(userId),
        cursor
          ? or(
              lt(notifications.createdAt, cursor[0]),
              and(eq(notifications.createdAt, cursor[0]), lt(notifications.id, cursor[1])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
}

type ListArgs = { userId: number; filter: NotificationFilter; cursor?: Cursor; limit: number };
type Row = Awaited<ReturnType<typeof listQuery>>[number];

function toPage(rows: Row[], limit: number) {
  const items: NotificationItem[] = rows
    .slice(0, limit)
    .map(({ readAt, ...row }) => ({ ...row, read: readAt !== null }));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeKeyset([last.createdAt, last.id]) : null };
}

export function notificationsRead(db: Db, args: ListArgs) {
  return read(listQuery(db, args), (rows) => toPage(rows, args.limit));
}

export async function listNotifications(db: Db, args: ListArgs & { unreadOnly?: boolean }) {
  return toPage(await listQuery(db, args), args.limit);
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: unreadCountColumn(userId) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- marking read

/** Marks the member's unread notifications that match `where` read; their ids. */
async function markReadWhere(db: Db, userId: number, where?: SQL) {
  const changed = await db
    .update(notifications)
    .set({ readAt: new Date().toISOString() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), where))
    .returning({ id: notifications.id });
  if (changed.length) db.effects.touch(userId);
  return changed.map((row) => row.id);
}

/** Marks some of the member's notifications read (others' ids are simply not theirs), or all. */
export function markRead(db: Db, { userId, ids }: { userId: number; ids: number[] | "all" }) {
  return markReadWhere(db, userId, ids === "all" ? undefined : inArray(notifications.id, ids));
}

/** Opening one: it is read, and its link is where to go; null when it is not the member's. */
export async function openNotification(db: Db, { userId, id }: { userId: number; id: number }) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${new Date().toISOString()})` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ url: notifications.url });
  if (row) db.effects.touch(userId);
  return row?.url ?? null;
}

/** A member's messages from one sender, read on their thread: the message notification is read too. */
export function readMessageNotificationStatement(db: Db, { userId, senderId }: { userId: number; senderId: number }) {
  db.effects.touch(userId);
  return db
    .update(notifications)
    .set({ readAt: new Date().toISOString() })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.groupKey, `message:${senderId}`),
        isNull(notifications.readAt),
      ),
    );
}

/** The member's game invites and turns for a room are read once they are in it (party/game.ts). */
export async function readRoomNotifications(db: Db, { userId, roomId }: { userId: number; roomId: number }) {
  const read = await markReadWhere(
    db,
    userId,
    and(eq(notifications.url, `/arcade/room/${roomId}`), inArray(notifications.kind, ["game_invite", "game_turn"])),
  );
  return read.length;
}

/** Direct messages from members whose thread the member has on screen are not notified: the page shows them. */
export async function forgetViewedMessages(db: Db, { userId, senderIds }: { userId: number; senderIds: number[] }) {
  await db.delete(notifications).where(
    and(
      eq(notifications.userId, userId),
      isNull(notifications.readAt),
      inArray(
        notifications.groupKey,
        senderIds.map((id) => `message:${id}`),
      ),
    ),
  );
}

// ---------------------------------------------------------------- settings

const settingsColumns = {
  mutedKinds: notificationSettings.mutedKinds,
  email: notificationSettings.email,
  quietStart: notificationSettings.quietStart,
  quietEnd: notificationSettings.quietEnd,
  timeZone: notificationSettings.timeZone,
  announce: notificationSettings.announce,
};

export function settingsRead(db: Db, userId: number) {
  return read(
    db.select(settingsColumns).from(notificationSettings).where(eq(notificationSettings.userId, userId)),
    ([row]): NotificationSettings =>
      row ? { ...DEFAULT_NOTIFICATION_SETTINGS, ...row } : DEFAULT_NOTIFICATION_SETTINGS,
  );
}

export async function getNotificationSettings(db: Db, userId: number): Promise<NotificationSettings> {
  const { statements, map } = settingsRead(db, userId);
  return map(await db.batch(statements as [Statement]));
}

export async function saveNotificationSettings(db: Db, userId: number, settings: NotificationSettings) {
  const values = { ...settings, updatedAt: new Date().toISOString() };
  await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
  db.effects.touch(userId);
  return settings;
}

// ---------------------------------------------------------------- the live room

/** Minutes after midnight in `timeZone`, now. */
function minuteOfDay(timeZone: string, now: Date) {
  const parts = new Intl.DateTimeFormat("en-AU", { timeZone, hourCycle: "h23", hour: "2-digit", minute: "2-digit" })
    .formatToParts(now)
    .map((part) => [part.type, Number(part.value)] as const);
  const value = Object.fromEntries(parts);
  return (value.hour ?? 0) * 60 + (value.minute ?? 0);
}

/** When the quiet hours in force end; null when none are. */
export function quietUntil(settings: NotificationSettings, now = new Date()): string | null {
  if (!inQuietHours(settings, now) || settings.quietEnd === null) return null;
  const minutesLeft = (settings.quietEnd - minuteOfDay(settings.timeZone, now) + 1440) % 1440 || 1440;
  const end = new Date(now.getTime() + minutesLeft * 60_000);
  end.setUTCSeconds(0, 0);
  return end.toISOString();
}

/**
 * What a member's room says: the unread count and what arrived after `since` (null: nothing is
 * new, on connecting), with whether the announce setting says each aloud and, during quiet
 * hours, when they end (the browser holds arrivals until then), in one D1 round trip.
 */
export async function liveState(db: Db, { userId, since }: { userId: number; since: string | null }) {
  const [settingsRows, counted, fresh, newest] = await db.batch([
    db.select(settingsColumns).from(notificationSettings).where(eq(notificationSettings.userId, userId)),
    db
      .select({ n: unreadCountColumn(userId) })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        actorName: sql<string | null>`(select au.display_name from ${users} au where au.id = ${notifications.actorId})`,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          since ? gt(notifications.createdAt, since) : sql`0`,
          shown(userId),
        ),
      )
      .orderBy(asc(notifications.createdAt), asc(notifications.id))
      .limit(20),
    db
      .select({ at: sql<string | null>`max(${notifications.createdAt})` })
      .from(notifications)
      .where(eq(notifications.userId, userId)),
  ]);
  const settings = settingsRows[0]
    ? { ...DEFAULT_NOTIFICATION_SETTINGS, ...settingsRows[0] }
    : DEFAULT_NOTIFICATION_SETTINGS;
  const until = quietUntil(settings);
  return {
    unread: counted[0]?.n ?? 0,
    items: fresh.map(({ createdAt: _createdAt, ...item }) => ({
      ...item,
      announce: spokenKind(settings.announce, item.kind),
    })),
    since: newest[0]?.at ?? since ?? new Date().toISOString(),
    quietUntil: until,
  };
}

/** The unread count, for a page's batch. */
export function unreadRead(db: Db, userId: number) {
  return read(
    db
      .select({ n: unreadCountColumn(userId) })
      .from(users)
      .where(eq(users.id, userId)),
    ([row]) => row?.n ?? 0,
  );
}

/** A page of notifications, the unread count and how arrivals are announced now: one D1 round trip. */
export async function loadNotifications(db: Db, args: ListArgs) {
  const page = await batchNamed(db, {
    list: notificationsRead(db, args),
    unread: unreadRead(db, args.userId),
    settings: settingsRead(db, args.userId),
  });
  const until = quietUntil(page.settings);
  return {
    ...page.list,
    unread: page.unread,
    settings: page.settings,
    live: { announce: page.settings.announce, quietUntil: until },
  };
}

// ---------------------------------------------------------------- scheduled (the Cron Trigger)

const DAY_MS = 86_400_000;

/**
 * Event reminders: each member registered for an event that starts within the next 24 hours is
 * reminded once (the hourly job runs this; a rerun reminds no one twice).
 */
export async function remindUpcomingEvents(db: Db, now = new Date()) {
  const due = await db
    .select({ userId: eventRegistrations.userId, eventId: events.id, title: events.title })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(
      and(
        eq(eventRegistrations.status, "registered"),
        gt(events.startTime, now.toISOString()),
        lte(events.startTime, new Date(now.getTime() + DAY_MS).toISOString()),
        sql`not exists (select 1 from ${notifications} n where n.user_id = ${eventRegistrations.userId} and n.group_key = 'event-reminder:' || ${events.id})`,
      ),
    )
    .limit(500);
  if (!due.length) return 0;
  await db.batch(
    due.map(({ userId, eventId, title }) =>
      notifyStatement(db, {
        recipient: userId,
        kind: "event_reminder",
        actorId: null,
        url: "/events?tab=my-events",
        detail: title,
        groupKey: `event-reminder:${eventId}`,
        about: { kind: "event", id: eventId },
      }),
    ) as [Statement, ...Statement[]],
  );
  return due.length;
}

/**
 * Members owed a daily digest: an email address, unread notifications newer than their last
 * digest (or the last day), and no digest in the last 20 hours. At most `limit` a run.
 */
export async function digestCandidates(db: Db, { now = new Date(), limit = 100 } = {}) {
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const recent = new Date(now.getTime() - 20 * 3_600_000).toISOString();
  return db
    .select({ userId: users.id, email: users.email, displayName: users.displayName })
    .from(users)
    .where(
      and(
        isNotNull(users.email),
        sql`not exists (select 1 from ${notificationSettings} s where s.user_id = ${users.id} and s.digest_sent_at > ${recent})`,
        sql`exists (select 1 from ${notifications} n where n.user_id = ${users.id} and n.read_at is null and n.created_at > coalesce((select s.digest_sent_at from ${notificationSettings} s where s.user_id = ${users.id}), ${dayAgo}))`,
      ),
    )
    .limit(limit);
}

/** What one member's digest holds: their settings and the unread items since the last digest. */
export async function digestFor(db: Db, { userId, now = new Date() }: { userId: number; now?: Date }) {
  const settings = await getNotificationSettings(db, userId);
  const [sent] = await db
    .select({ at: notificationSettings.digestSentAt })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const since = sent?.at ?? new Date(now.getTime() - DAY_MS).toISOString();
  const page = await listNotifications(db, { userId, filter: "all", limit: 20, unreadOnly: true });
  // Kinds set to "Email at once" went (or, after quiet hours, go) out on their own.
  const items = page.items.filter(
    (item) => item.createdAt > since && (settings.email[item.kind] ?? "digest") === "digest",
  );
  return { settings, items };
}

export async function markDigestSent(db: Db, userId: number, now = new Date()) {
  const at = now.toISOString();
  await db
    .insert(notificationSettings)
    .values({ userId, digestSentAt: at })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { digestSentAt: at } });
}

// ---------------------------------------------------------------- email at once

/**
 * Members (among `userIds`, or all) owed an email at once: an address, some kind set to "Email
 * at once", and an unread item from the last day not yet emailed. At most 200 a call.
 */
export async function atOnceCandidates(db: Db, { userIds, now = new Date() }: { userIds?: number[]; now?: Date }) {
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const rows = await db
    .select({ userId: users.id, address: users.email, displayName: users.displayName, ...settingsColumns })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.userId))
    .where(
      and(
        userIds ? inArray(notificationSettings.userId, userIds) : undefined,
        isNotNull(users.email),
        sql`exists (select 1 from json_each(${notificationSettings.email}) e where e.value = 'immediate')`,
        sql`exists (select 1 from ${notifications} n where n.user_id = ${users.id} and n.read_at is null and n.emailed_at is null and n.created_at > ${dayAgo})`,
      ),
    )
    .limit(200);
  return rows.map(({ userId, address, displayName, ...settings }) => ({
    userId,
    address: address!,
    displayName,
    settings: { ...DEFAULT_NOTIFICATION_SETTINGS, ...settings },
  }));
}

/**
 * Takes the member's unread items of `kinds` from the last day that no email has carried yet,
 * marking them emailed in the same statement, so two requests racing send each item once.
 */
export async function claimAtOnce(
  db: Db,
  { userId, kinds, now = new Date() }: { userId: number; kinds: NotificationKind[]; now?: Date },
): Promise<NotificationItem[]> {
  if (!kinds.length) return [];
  const claimed = await db
    .update(notifications)
    .set({ emailedAt: now.toISOString() })
    .where(
      and(
        eq(notifications.userId, userId),
        inArray(notifications.kind, kinds),
        isNull(notifications.readAt),
        isNull(notifications.emailedAt),
        gt(notifications.createdAt, new Date(now.getTime() - DAY_MS).toISOString()),
        shown(userId),
        // One email an hour per actor and kind: a loop of actions cannot become a stream of emails.
        sql`not exists (select 1 from ${notifications} e where e.user_id = ${notifications.userId}
          and e.kind = ${notifications.kind} and e.actor_id = ${notifications.actorId}
          and e.emailed_at > ${new Date(now.getTime() - EMAIL_CAUSE_MS).toISOString()})`,
      ),
    )
    .returning({ id: notifications.id });
  if (!claimed.length) return [];
  const rows = await db
    .select(itemColumns)
    .from(notifications)
    .where(
      inArray(
        notifications.id,
        claimed.map((row) => row.id),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  return toPage(rows, rows.length).items;
}

/** Gives items back when their email could not be sent, so the next run tries again. */
export async function unclaimAtOnce(db: Db, ids: number[]) {
  if (ids.length) await db.update(notifications).set({ emailedAt: null }).where(inArray(notifications.id, ids));
}
