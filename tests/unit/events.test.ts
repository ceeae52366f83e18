// Event rules (capacity, button labels, formatting) and the iCalendar file.
import { describe, expect, it } from "vitest";
import { attendanceText, eventAction, formatCost, formatEventTime, isFull } from "~/lib/events";
import { buildIcs, foldLine, icsDate, icsText } from "~/lib/ics";
import { EVENT_TEXTS } from "~/lib/texts";

describe("event rules", () => {
  const base = { attendeeCount: 3, maxAttendees: 10, requiresApproval: false, startTime: "2030-01-01T00:00:00.000Z" };
  const now = Date.parse("2029-12-01T00:00:00.000Z");

  it("is full at or above maxAttendees, never without a cap", () => {
    expect(isFull({ attendeeCount: 9, maxAttendees: 10 })).toBe(false);
    expect(isFull({ attendeeCount: 10, maxAttendees: 10 })).toBe(true);
    expect(isFull({ attendeeCount: 11, maxAttendees: 10 })).toBe(true);
    expect(isFull({ attendeeCount: 500, maxAttendees: null })).toBe(false);
  });

  it("labels the card button as the spec says", () => {
    expect(eventAction(base, null, now)).toEqual({ kind: "register", label: EVENT_TEXTS.register });
    expect(eventAction({ ...base, requiresApproval: true }, null, now)).toEqual({
      kind: "register",
      label: EVENT_TEXTS.requestToJoin,
    });
    expect(eventAction({ ...base, attendeeCount: 10 }, null, now)).toEqual({ kind: "full", label: "Event Full" });
    expect(eventAction({ ...base, attendeeCount: 10, requiresApproval: true }, null, now)).toEqual({
      kind: "full",
      label: "Event Full",
    });
    expect(eventAction({ ...base, attendeeCount: 10 }, "registered", now)).toEqual({ kind: "registered" });
    expect(eventAction(base, "pending", now)).toEqual({ kind: "pending" });
    expect(eventAction(base, null, Date.parse(base.startTime))).toEqual({ kind: "started" });
  });

  it("formats cost, attendance and time", () => {
    expect(formatCost(0)).toBe("Free");
    expect(formatCost(1050)).toBe("$10.50");
    expect(attendanceText({ attendeeCount: 2, maxAttendees: 3 })).toBe("2 of 3 attending");
    expect(attendanceText({ attendeeCount: 2, maxAttendees: null })).toBe("2 attending");
    // 23:00 UTC on 23 Nov is 10 am on the 24th in Sydney (daylight time).
    expect(formatEventTime("2026-11-23T23:00:00.000Z", "2026-11-24T01:00:00.000Z")).toMatch(
      /^Tuesday,? 24 November 2026, 10:00\s?am to 12:00\s?pm AEDT$/,
    );
  });
});

describe("iCalendar", () => {
  it("escapes text and formats UTC dates", () => {
    expect(icsText("a, b; c\\d\nnext")).toBe("a\\, b\\; c\\\\d\\nnext");
    expect(icsDate("2026-11-23T10:05:09.123Z")).toBe("20261123T100509Z");
  });

  it("folds lines at 75 octets without splitting a character", () => {
    const folded = foldLine(`DESCRIPTION:${"é".repeat(60)}`);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replaceAll("\r\n ", "")).toBe(`DESCRIPTION:${"é".repeat(60)}`);
  });

  it("builds one event with CRLF lines", () => {
    const ics = buildIcs(
      {
        id: 7,
        title: "Yoga, seated",
        description: "Gentle",
        startTime: "2026-11-23T23:00:00.000Z",
        endTime: "2026-11-24T01:00:00.000Z",
        isVirtual: true,
        virtualLink: "https://meet.example.org.au/x",
        location: null,
        organizer: "Access For All Inc.",
        accessibilityFeatures: ["captions"],
      },
      { host: "example.org", now: new Date("2026-11-01T00:00:00.000Z"), featureLabel: (f) => f.toUpperCase() },
    );
    const lines = ics.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("UID:event-7@example.org");
    expect(lines).toContain("SUMMARY:Yoga\\, seated");
    expect(lines).toContain("DTSTART:20261123T230000Z");
    expect(lines).toContain("URL:https://meet.example.org.au/x");
    expect(ics.replaceAll("\r\n ", "")).toContain("Accessibility: CAPTIONS.");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });
});
