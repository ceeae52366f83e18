// Events: browsing by tab and type, registering within capacity, cancelling, and the calendar file.
import { and, asc, desc, eq, gt, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { eventRegistrations, events, notifications } from "../../db/schema";
import type { Db } from "~/models/db.server";
import { EVENT_TIME_ZONE, formatEventTime, type EventFilters, type Registration } from "~/lib/events";
import type { GroupEventInput } from "~/lib/groups";
import { encodeKeyset } from "~/lib/lists";
import { inVisibleGroup } from "./group-visibility.server";
import { notifyStatement } from "./notification.server";

const ACTIVE = ["registered", "pending"] as const;

const registrationOf = (viewerId: number) =>
  sql<Registration>`(select ${eventRegistrations.status} from ${eventRegistrations} where ${eventRegistrations.eventId} = ${events.id} and ${eventRegistrations.userId} = ${viewerId} and ${eventRegistrations.status} != 'cancelled')`.as(
    "registration",
  );

/** What a group's moderators edit; lists show these and more. */
export const editableEventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  eventType: events.eventType,
  startTime: events.startTime,
  endTime: events.endTime,
  isVirtual: events.isVirtual,
  virtualLink: events.virtualLink,
  location: events.location,
  maxAttendees: events.maxAttendees,
  accessibilityFeatures: events.accessibilityFeatures,
};

const columns = (viewerId: number) => ({
  ...editableEventColumns,
  organizer: events.organizer,
  attendeeCount: events.attendeeCount,
  cost: events.cost,
  requiresApproval: events.requiresApproval,
  auslanInterpreted: events.auslanInterpreted,
  registration: registrationOf(viewerId),
});

function eventsQuery(
  db: Db,
  {
    viewerId,
    filters,
    now,
    limit,
  }: { viewerId: number; filters: Omit<EventFilters, "limit">; now: string; limit: number },
) {
  // A private group's events are for its members.
  const where: (SQL | undefined)[] = [inVisibleGroup(events.groupId, { viewerId, moderator: false })];
  if (filters.type) where.push(eq(events.eventType, filters.type));
  if (filters.interpreting === "auslan") where.push(eq(events.auslanInterpreted, true));
  const forwards = filters.tab !== "past";
  // Auslan-interpreted events first (signLanguageSupport), then by date; the past keeps its order.
  const auslanFirst = filters.order === "auslan-first" && forwards;
  if (filters.tab === "upcoming") where.push(gt(events.startTime, now));
  if (filters.tab === "past") where.push(lte(events.startTime, now));
  if (filters.tab === "my-events") {
    where.push(
      inArray(
        events.id,
        db
          .select({ id: eventRegistrations.eventId })
          .from(eventRegistrations)
          .where(and(eq(eventRegistrations.userId, viewerId), inArray(eventRegistrations.status, [...ACTIVE]))),
      ),
    );
  }
  if (filters.cursor) {
    const [start, id] = filters.cursor.length === 3 ? (filters.cursor.slice(1) as [string, number]) : filters.cursor;
    const after = forwards
      ? or(gt(events.startTime, start), and(eq(events.startTime, start), gt(events.id, id)))
      : or(sql`${events.startTime} < ${start}`, and(eq(events.startTime, start), sql`${events.id} < ${id}`));
    if (filters.cursor.length === 3) {
      const auslan = filters.cursor[0];
      where.push(
        or(sql`${events.auslanInterpreted} < ${auslan}`, and(sql`${events.auslanInterpreted} = ${auslan}`, after)),
      );
    } else where.push(after);
  }
  const byDate = forwards ? [asc(events.startTime), asc(events.id)] : [desc(events.startTime), desc(events.id)];
  return db
    .select(columns(viewerId))
    .from(events)
    .where(and(...where))
    .orderBy(...(auslanFirst ? [desc(events.auslanInterpreted), ...byDate] : byDate))
    .limit(limit + 1);
}

type EventRow = Awaited<ReturnType<typeof eventsQuery>>[number];
const toItem = (row: EventRow) => ({ ...row, registration: row.registration ?? null });
export type EventListItem = ReturnType<typeof toItem>;

function toEventPage(rows: EventRow[], limit: number, auslanFirst: boolean) {
  const items = rows.slice(0, limit).map(toItem);
  const last = items.at(-1);
  if (!(rows.length > limit && last)) return { items, nextCursor: null };
  const key = [last.startTime, last.id] as const;
  return { items, nextCursor: encodeKeyset(auslanFirst ? [last.auslanInterpreted ? 1 : 0, ...key] : key) };
}

export async function listEvents(
  db: Db,
  args: { viewerId: number; filters: Omit<EventFilters, "limit">; now: string; limit: number },
) {
  const { order, tab } = args.filters;
  return toEventPage(await eventsQuery(db, args), args.limit, order === "auslan-first" && tab !== "past");
}

export async function getEvent(db: Db, { id, viewerId }: { id: number; viewerId: number }) {
  const [row] = await db
    .select(columns(viewerId))
    .from(events)
    .where(and(eq(events.id, id), inVisibleGroup(events.groupId, { viewerId, moderator: false })));
  return row ? toItem(row) : null;
}

/** attendee_count follows the registered rows (pending requests hold no seat). */
const registeredCount = (eventId: number) =>
  sql<number>`(select count(*) from ${eventRegistrations} where ${eventRegistrations.eventId} = ${eventId} and ${eventRegistrations.status} = 'registered')`;
// Only when the count moved, so a refused registration writes nothing at all.
const recountAttendees = (db: Db, eventId: number) =>
  db
    .update(events)
    .set({ attendeeCount: registeredCount(eventId) })
    .where(and(eq(events.id, eventId), sql`${events.attendeeCount} <> ${registeredCount(eventId)}`));

const stateAfter = (db: Db, eventId: number, userId: number) =>
  db
    .select({
      startTime: events.startTime,
      attendeeCount: events.attendeeCount,
      maxAttendees: events.maxAttendees,
      registration: registrationOf(userId),
    })
    .from(events)
    .where(eq(events.id, eventId));

export type RegisterResult =
  | {
      ok: true;
      created: boolean;
      registration: "registered" | "pending";
      attendeeCount: number;
      maxAttendees: number | null;
    }
  | { ok: false; reason: "not_found" | "full" | "started" };

/**
 * Registers (or, for events that need approval, requests a place). Capacity is enforced in
 * one statement: the row is inserted only while fewer than maxAttendees are registered and
 * the event has not started, and the counter is recounted in the same D1 batch. D1 runs a
 * batch as one transaction, one at a time, so two requests for the last seat cannot both
 * pass the check. A cancelled registration is revived the same way.
 */
export async function registerForEvent(
  db: Db,
  { eventId, userId, now }: { eventId: number; userId: number; now: string },
): Promise<RegisterResult> {
  const registered = sql`(select count(*) from ${eventRegistrations} where ${eventRegistrations.eventId} = ${events.id} and ${eventRegistrations.status} = 'registered')`;
  const [inserted, , [state]] = await db.batch([
    db
      .insert(eventRegistrations)
      .select(
        sql`select ${events.id}, ${userId}, case when ${events.requiresApproval} then 'pending' else 'registered' end, ${now} from ${events}
            where ${events.id} = ${eventId} and ${events.startTime} > ${now}
              and ${inVisibleGroup(events.groupId, { viewerId: userId, moderator: false })}
              and (${events.maxAttendees} is null or ${registered} < ${events.maxAttendees})`,
      )
      .onConflictDoUpdate({
        target: [eventRegistrations.eventId, eventRegistrations.userId],
        set: { status: sql`excluded.status`, createdAt: sql`excluded.created_at` },
        setWhere: sql`${eventRegistrations.status} = 'cancelled'`,
      })
      .returning({ status: eventRegistrations.status }),
    recountAttendees(db, eventId),
    stateAfter(db, eventId, userId),
  ]);
  if (!state) return { ok: false, reason: "not_found" };
  if (state.registration === "registered" || state.registration === "pending") {
    return {
      ok: true,
      created: inserted.length > 0,
      registration: state.registration,
      attendeeCount: state.attendeeCount,
      maxAttendees: state.maxAttendees,
    };
  }
  return { ok: false, reason: state.startTime <= now ? "started" : "full" };
}

export type CancelResult =
  | { ok: true; attendeeCount: number; maxAttendees: number | null }
  | { ok: false; reason: "not_found" | "not_registered" | "started" };

/** Cancels a registration or a pending request before the event starts; the seat is freed at once. */
export async function cancelRegistration(
  db: Db,
  { eventId, userId, now }: { eventId: number; userId: number; now: string },
): Promise<CancelResult> {
  const [cancelled, , [state]] = await db.batch([
    db
      .update(eventRegistrations)
      .set({ status: "cancelled" })
      .where(
        and(
          eq(eventRegistrations.eventId, eventId),
          eq(eventRegistrations.userId, userId),
          inArray(eventRegistrations.status, [...ACTIVE]),
          sql`exists (select 1 from ${events} where ${events.id} = ${eventId} and ${events.startTime} > ${now})`,
        ),
      )
      .returning({ status: eventRegistrations.status }),
    recountAttendees(db, eventId),
    stateAfter(db, eventId, userId),
  ]);
  if (!state) return { ok: false, reason: "not_found" };
  if (cancelled.length > 0) return { ok: true, attendeeCount: state.attendeeCount, maxAttendees: state.maxAttendees };
  if (!state.registration) return { ok: false, reason: "not_registered" };
  return { ok: false, reason: "started" };
}

/** A support group's own event, organised in the group's name; its members see it first. */
export async function createGroupEvent(
  db: Db,
  { groupId, organizer, input }: { groupId: number; organizer: string; input: GroupEventInput },
) {
  const [event] = await db
    .insert(events)
    .values({
      ...input,
      virtualLink: input.isVirtual ? (input.virtualLink ?? null) : null,
      location: input.isVirtual ? null : (input.location ?? null),
      maxAttendees: input.maxAttendees ?? null,
      organizer,
      groupId,
    })
    .returning({ id: events.id, title: events.title, startTime: events.startTime, endTime: events.endTime });
  return event!;
}

/** "Tue 3 Dec, 2:00 pm": short enough for a notification's sentence. */
const shortEventTime = (iso: string) =>
  new Intl.DateTimeFormat("en-AU", {
    timeZone: EVENT_TIME_ZONE,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));

/**
 * A group moderator changes one of the group's upcoming events. When its title, time
 * or place moved, everyone registered (or waiting for approval) is told, in the same batch, in
 * one notification per event that later changes update; a new time also clears the event's
 * reminders, so the next one comes a day before the new start. Null when the group has no such
 * upcoming event.
 */
export async function updateGroupEvent(
  db: Db,
  {
    groupId,
    eventId,
    moderatorId,
    input,
  }: { groupId: number; eventId: number; moderatorId: number; input: GroupEventInput },
) {
  const [[before], registered] = await db.batch([
    db
      .select({
        title: events.title,
        startTime: events.startTime,
        endTime: events.endTime,
        isVirtual: events.isVirtual,
        location: events.location,
        virtualLink: events.virtualLink,
      })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.groupId, groupId), gt(events.startTime, new Date().toISOString()))),
    db
      .select({ userId: eventRegistrations.userId })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), inArray(eventRegistrations.status, [...ACTIVE]))),
  ]);
  if (!before) return null;
  const after = {
    ...input,
    virtualLink: input.isVirtual ? (input.virtualLink ?? null) : null,
    location: input.isVirtual ? null : (input.location ?? null),
    maxAttendees: input.maxAttendees ?? null,
  };
  const moved = before.startTime !== after.startTime || before.endTime !== after.endTime;
  const changes = [
    before.title !== after.title ? "name" : null,
    moved ? "time" : null,
    before.isVirtual !== after.isVirtual ||
    before.location !== after.location ||
    before.virtualLink !== after.virtualLink
      ? "place"
      : null,
  ].filter((change): change is string => change !== null);
  const title = after.title.length > 50 ? `${after.title.slice(0, 49).trimEnd()}…` : after.title;
  const detail = `“${title}” changed (${changes.join(" and ")}): now ${shortEventTime(after.startTime)}, ${after.isVirtual ? "online" : `at ${after.location}`}.`;
  const [[event]] = await db.batch([
    db
      .update(events)
      .set(after)
      .where(eq(events.id, eventId))
      .returning({ id: events.id, title: events.title, startTime: events.startTime, endTime: events.endTime }),
    ...(moved ? [db.delete(notifications).where(eq(notifications.groupKey, `event-reminder:${eventId}`))] : []),
    ...(changes.length
      ? registered.map(({ userId }) =>
          notifyStatement(db, {
            recipient: userId,
            kind: "event_changed",
            actorId: moderatorId,
            url: "/events?tab=my-events",
            detail,
            groupKey: `event-changed:${eventId}`,
            about: { kind: "event", id: eventId },
          }),
        )
      : []),
  ]);
  return { event: event!, changes, told: changes.length ? registered.length : 0 };
}

/**
 * A group moderator cancels one of the group's upcoming events: everyone registered
 * (or waiting for approval) is told, in the same batch that removes it. False when
 * the group has no such upcoming event.
 */
export async function cancelGroupEvent(
  db: Db,
  { groupId, eventId, moderatorId }: { groupId: number; eventId: number; moderatorId: number },
) {
  const [event] = await db
    .select({ title: events.title, startTime: events.startTime })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.groupId, groupId), gt(events.startTime, new Date().toISOString())));
  if (!event) return false;
  const registered = await db
    .select({ userId: eventRegistrations.userId })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), inArray(eventRegistrations.status, [...ACTIVE])));
  const when = formatEventTime(event.startTime, event.startTime).split(",")[0];
  await db.batch([
    db.delete(events).where(eq(events.id, eventId)),
    ...registered.map(({ userId }) =>
      notifyStatement(db, {
        recipient: userId,
        kind: "event_changed",
        actorId: moderatorId,
        url: `/support-groups/${groupId}`,
        detail: `“${event.title}” on ${when} was cancelled.`,
      }),
    ),
  ]);
  return true;
}
