import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { EVENT_TEXTS } from "~/lib/texts";
import { call } from "./call";
import { scalar } from "./http";
import { expectEvery } from "../shared/expect-every";

type Event = {
  id: number;
  title: string;
  eventType: string;
  startTime: string;
  maxAttendees: number | null;
  attendeeCount: number;
  accessibilityFeatures: string[];
  requiresApproval: boolean;
  registration: "registered" | "pending" | null;
};
type Page = { items: Event[]; nextCursor: string | null };
const list = async (query: string, as = 1) => {
  const response = await call(`/api/events${query}`, { as });
  expect(response.status).toBe(200);
  return response.json<Page>();
};
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** An event of our own, so registrations here never change what other tests see. */
async function newEvent({ max = 10 as number | null, approval = false, startsInDays = 7, type = "social" } = {}) {
  const row = await env.DB.prepare(
    `INSERT INTO events (title, description, event_type, start_time, end_time, is_virtual, organizer, max_attendees, attendee_count, accessibility_features, cost_cents, requires_approval)
     VALUES (?, 'Test event', ?, ?, ?, 1, 'Test organiser', ?, 0, '["captions"]', 0, ?) RETURNING id`,
  )
    .bind(
      `Test event ${crypto.randomUUID()}`,
      type,
      inDays(startsInDays),
      inDays(startsInDays + 0.1),
      max,
      approval ? 1 : 0,
    )
    .first<{ id: number }>();
  return row!.id;
}
const register = (id: number, as = 1) => call(`/api/events/${id}/register`, { method: "POST", as });
const cancel = (id: number, as = 1) => call(`/api/events/${id}/register`, { method: "DELETE", as });
const attendees = (id: number) => scalar("SELECT attendee_count AS n FROM events WHERE id = ?", id);

describe("GET /api/events", () => {
  it("upcoming runs soonest first and past runs latest first, each complete across pages", async () => {
    const now = new Date().toISOString();
    for (const [tab, where, ascending] of [
      ["upcoming", "start_time > ?", true],
      ["past", "start_time <= ?", false],
    ] as const) {
      const seen: Event[] = [];
      let cursor: string | null = null;
      do {
        const page: Page = await list(`?tab=${tab}&limit=3${cursor ? `&cursor=${cursor}` : ""}`);
        seen.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen.length).toBe(await scalar(`SELECT count(*) AS n FROM events WHERE ${where}`, now));
      for (let i = 1; i < seen.length; i++)
        expect(
          ascending ? seen[i - 1]!.startTime <= seen[i]!.startTime : seen[i - 1]!.startTime >= seen[i]!.startTime,
        ).toBe(true);
    }
    expectEvery((await list("")).items, (e) => e.startTime > now);
  });

  it("filters by type, and my-events holds what I registered for", async () => {
    const workshops = await list("?type=workshop&tab=upcoming");
    expect(workshops.items.length).toBeGreaterThan(0);
    expectEvery(workshops.items, (e) => e.eventType === "workshop");
    const id = await newEvent({ type: "wellness" });
    await register(id, 9);
    const mine = await list("?tab=my-events&limit=50", 9);
    expect(mine.items.find((e) => e.id === id)?.registration).toBe("registered");
    expect(mine.items.length).toBe(
      await scalar("SELECT count(*) AS n FROM event_registrations WHERE user_id = 9 AND status != 'cancelled'"),
    );
    expect((await list("?tab=my-events&type=social&limit=50", 9)).items.find((e) => e.id === id)).toBeUndefined();
  });

  it.each([
    ["an unknown type", "type=party"],
    ["an unknown tab", "tab=mine"],
    ["a forged cursor", "cursor=WzFd"],
    ["an unknown parameter", "when=soon"],
  ])("refuses %s with 400", async (_, query) => {
    expect((await call(`/api/events?${query}`)).status).toBe(400);
  });
});

describe("POST /api/events/:id/register", () => {
  it("registers, counts the seat, and a repeat changes nothing", async () => {
    const id = await newEvent({ max: 3 });
    const first = await register(id, 2);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ eventId: id, registration: "registered", attendeeCount: 1, maxAttendees: 3 });
    const again = await register(id, 2);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ eventId: id, registration: "registered", attendeeCount: 1, maxAttendees: 3 });
  });

  it("registers until full, then refuses with 409 and writes nothing", async () => {
    const id = await newEvent({ max: 2 });
    expect((await register(id, 2)).status).toBe(201);
    expect((await register(id, 3)).status).toBe(201);
    const full = await register(id, 4);
    expect(full.status).toBe(409);
    expect((await full.json<{ error: string }>()).error).toBe(EVENT_TEXTS.isFull);
    expect(await attendees(id)).toBe(2);
    expect(await scalar("SELECT count(*) AS n FROM event_registrations WHERE event_id = ?", id)).toBe(2);
  });

  it("gives exactly one of two parallel requests the last seat", async () => {
    for (let round = 0; round < 3; round++) {
      const id = await newEvent({ max: 1 });
      const responses = await Promise.all([register(id, 5), register(id, 6)]);
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await attendees(id)).toBe(1);
      expect(
        await scalar("SELECT count(*) AS n FROM event_registrations WHERE event_id = ? AND status = 'registered'", id),
      ).toBe(1);
    }
  });

  it("holds capacity when many register at once for a few seats", async () => {
    const id = await newEvent({ max: 3 });
    const responses = await Promise.all([10, 11, 12, 13, 14, 15, 16, 17].map((user) => register(id, user)));
    expect(responses.filter((r) => r.status === 201).length).toBe(3);
    expect(responses.filter((r) => r.status === 409).length).toBe(5);
    expect(await attendees(id)).toBe(3);
  });

  it("records a request to join, holding no seat, when approval is required", async () => {
    const id = await newEvent({ max: 1, approval: true });
    const response = await register(id, 7);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ eventId: id, registration: "pending", attendeeCount: 0, maxAttendees: 1 });
    expect((await list("?tab=my-events&limit=50", 7)).items.find((e) => e.id === id)?.registration).toBe("pending");
  });

  it("refuses events that have started, unknown events and bad ids", async () => {
    const past = await newEvent({ startsInDays: -1 });
    const started = await register(past, 2);
    expect(started.status).toBe(409);
    expect((await started.json<{ error: string }>()).error).toBe(EVENT_TEXTS.hasStarted);
    expect((await register(99999)).status).toBe(404);
    expect((await call("/api/events/abc/register", { method: "POST" })).status).toBe(400);
    expect((await call("/api/events/1/register")).status).toBe(405);
    expect((await call("/api/events/1/register", { method: "PUT" })).status).toBe(405);
    expect(await scalar("SELECT count(*) AS n FROM event_registrations WHERE event_id IN (?, 99999)", past)).toBe(0);
  });
});

describe("DELETE /api/events/:id/register", () => {
  it("cancels, frees the seat for someone else, and can register again", async () => {
    const id = await newEvent({ max: 1 });
    await register(id, 2);
    expect((await register(id, 3)).status).toBe(409);
    const cancelled = await cancel(id, 2);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ eventId: id, registration: null, attendeeCount: 0, maxAttendees: 1 });
    expect((await register(id, 3)).status).toBe(201);
    expect((await register(id, 2)).status).toBe(409);
    expect(await cancel(id, 3).then((r) => r.status)).toBe(200);
    expect((await register(id, 2)).status).toBe(201);
    expect(await attendees(id)).toBe(1);
  });

  it("answers 404 when not registered and for unknown events", async () => {
    const id = await newEvent();
    expect((await cancel(id, 2)).status).toBe(404);
    expect((await cancel(99999)).status).toBe(404);
  });
});

describe("GET /events/:id/calendar.ics", () => {
  it("downloads an iCalendar file for a registered event only", async () => {
    const id = await newEvent();
    expect((await call(`/events/${id}/calendar.ics`, { as: 4 })).status).toBe(403);
    await register(id, 4);
    const response = await call(`/events/${id}/calendar.ics`, { as: 4 });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="event-${id}.ics"`);
    // Long lines are folded at 75 octets; unfold before reading.
    const body = (await response.text()).replaceAll("\r\n ", "");
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(body).toContain(`UID:event-${id}@example.com`);
    expect(body).toContain("Live captions");
    expect((await call("/events/99999/calendar.ics")).status).toBe(404);
  });
});
