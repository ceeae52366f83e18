// Event rules shared by the page, the API, the calendar file and the tests.
import { z } from "zod";
import { dateFormat } from "./format";
import { keysetCursor, limitParam } from "./lists";
import { EVENT_TEXTS } from "./texts";
import { EVENT_ACCESSIBILITY_FEATURES, EVENT_TYPES } from "./vocab";

export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  workshop: "Workshop",
  support_group: "Support group",
  advocacy: "Advocacy",
  social: "Social",
  wellness: "Wellness",
};
export const EVENT_FEATURE_LABELS: Record<(typeof EVENT_ACCESSIBILITY_FEATURES)[number], string> = {
  // "ASL" is the spec's stored value; Australian events book Auslan interpreters.
  ASL: "Auslan interpreter",
  captions: "Live captions",
  audio_description: "Audio description",
  wheelchair_accessible: "Wheelchair accessible",
  screen_reader_friendly: "Screen reader friendly",
  materials_braille: "Materials in braille",
};
/** A stored feature as words; an unknown one is shown as written rather than dropped. */
export const featureLabel = (feature: string) =>
  (EVENT_FEATURE_LABELS as Record<string, string>)[feature] ?? feature.replaceAll("_", " ");

export const EVENT_TABS = ["upcoming", "my-events", "past"] as const;
export type EventTab = (typeof EVENT_TABS)[number];
export const EVENT_TAB_LABELS: Record<EventTab, string> = {
  upcoming: "Upcoming",
  "my-events": "My Events",
  past: "Past",
};
export const EVENT_EMPTY_TEXTS: Record<EventTab, string> = {
  upcoming: EVENT_TEXTS.noUpcoming,
  "my-events": EVENT_TEXTS.noMyEvents,
  past: EVENT_TEXTS.noPast,
};
export const EVENT_PAGE_SIZE = 12;

/**
 * Cursor: the last card's [startTime, id]; upcoming and my-events run forwards in time, past
 * backwards. Listed Auslan-interpreted first, it leads with the card's 1 or 0: [auslan, startTime, id].
 */
const startAndId = [z.string().max(40), z.number().int().positive()] as const;
export const eventCursor = keysetCursor(
  z.union([z.tuple(startAndId), z.tuple([z.union([z.literal(0), z.literal(1)]), ...startAndId])]),
);

/** "date": by start time. "auslan-first" (signLanguageSupport): Auslan-interpreted events first. */
export const EVENT_ORDERS = ["date", "auslan-first"] as const;
export type EventOrder = (typeof EVENT_ORDERS)[number];
export const INTERPRETING_OPTIONS = [
  { value: "any", label: "Any interpreting" },
  { value: "auslan", label: "Auslan interpreted" },
] as const;

export const listEventsQuery = z
  .object({
    type: z
      .enum(["all", ...EVENT_TYPES])
      .optional()
      .transform((value) => (value === "all" ? undefined : value)),
    tab: z.enum(EVENT_TABS).default("upcoming"),
    interpreting: z
      .enum(["any", "auslan"])
      .optional()
      .transform((value) => (value === "any" ? undefined : value)),
    order: z.enum(EVENT_ORDERS).default("date"),
    cursor: eventCursor.optional(),
    limit: limitParam(50).optional(),
  })
  .strict()
  .superRefine((query, ctx) => {
    const auslanFirst = query.order === "auslan-first" && query.tab !== "past";
    if (query.cursor && (query.cursor.length === 3) !== auslanFirst)
      ctx.addIssue({ code: "custom", path: ["cursor"], message: "does not belong to this order" });
  });
export type EventFilters = z.output<typeof listEventsQuery>;

export type Registration = "registered" | "pending" | null;
type Capacity = { attendeeCount: number; maxAttendees: number | null };

/** Full when attendeeCount is at or above maxAttendees. */
export const isFull = ({ attendeeCount, maxAttendees }: Capacity) =>
  maxAttendees !== null && attendeeCount >= maxAttendees;

export type EventAction =
  | { kind: "registered" | "pending" | "started" }
  | { kind: "full"; label: typeof EVENT_TEXTS.full }
  | { kind: "register"; label: typeof EVENT_TEXTS.register | typeof EVENT_TEXTS.requestToJoin };

/** What the card's button says and does for this viewer. */
export function eventAction(
  event: Capacity & { requiresApproval: boolean; startTime: string },
  registration: Registration,
  now: number,
): EventAction {
  if (registration) return { kind: registration };
  if (Date.parse(event.startTime) <= now) return { kind: "started" };
  if (isFull(event)) return { kind: "full", label: EVENT_TEXTS.full };
  return { kind: "register", label: event.requiresApproval ? EVENT_TEXTS.requestToJoin : EVENT_TEXTS.register };
}

/** Whole cents → "Free" or "$10.00". */
export function formatCost(cents: number): string {
  return cents <= 0 ? "Free" : `$${(cents / 100).toFixed(2)}`;
}

/** "12 of 25 attending" (or "12 attending" when there is no cap). */
export function attendanceText({ attendeeCount, maxAttendees }: Capacity): string {
  return maxAttendees === null ? `${attendeeCount} attending` : `${attendeeCount} of ${maxAttendees} attending`;
}

/** The page's own query: the same filters, but unknown parameters are ignored rather than refused. */
export const eventsPageQuery = z.object({
  type: listEventsQuery.shape.type,
  tab: listEventsQuery.shape.tab,
  interpreting: listEventsQuery.shape.interpreting,
});

/** Event times are shown in the platform's home time zone, named on screen. */
export const EVENT_TIME_ZONE = "Australia/Sydney";

/** An instant as the date and time fields show it in the platform's time zone: "2026-12-03", "14:00". */
export function wallClock(iso: string) {
  const parts = Object.fromEntries(
    dateFormat("en-CA", {
      timeZone: EVENT_TIME_ZONE,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** "24 Nov": the day an event starts, in the platform's time zone (the home page's sidebar). */
export const eventDay = (iso: string) =>
  dateFormat("en-AU", { timeZone: EVENT_TIME_ZONE, day: "numeric", month: "short" }).format(new Date(iso));

/** "Tuesday 24 November 2026, 10:00 am to 12:00 pm AEDT" */
export function formatEventTime(startIso: string, endIso: string): string {
  const day = dateFormat("en-AU", {
    timeZone: EVENT_TIME_ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  const time = (withZone: boolean) =>
    dateFormat("en-AU", {
      timeZone: EVENT_TIME_ZONE,
      hour: "numeric",
      minute: "2-digit",
      ...(withZone ? { timeZoneName: "short" as const } : {}),
    });
  const start = new Date(startIso);
  const end = new Date(endIso);
  const sameDay = day.format(start) === day.format(end);
  return sameDay
    ? `${day.format(start)}, ${time(false).format(start)} to ${time(true).format(end)}`
    : `${day.format(start)}, ${time(false).format(start)} to ${day.format(end)}, ${time(true).format(end)}`;
}
