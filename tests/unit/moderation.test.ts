import { describe, expect, it } from "vitest";
import {
  confidencePercent,
  dayBounds,
  REPORT_ACTIONS,
  resolveReportSchema,
  createActionSchema,
  severityTone,
  toReportFilters,
} from "~/lib/moderation";

describe("dayBounds (Resolved Today, in Sydney)", () => {
  it.each([
    ["summer (AEDT, UTC+11)", "2026-01-15T05:00:00Z", "2026-01-14T13:00:00.000Z", "2026-01-15T13:00:00.000Z"],
    ["winter (AEST, UTC+10)", "2026-07-15T05:00:00Z", "2026-07-14T14:00:00.000Z", "2026-07-15T14:00:00.000Z"],
    [
      "a UTC evening that is already tomorrow in Sydney",
      "2026-01-15T20:00:00Z",
      "2026-01-15T13:00:00.000Z",
      "2026-01-16T13:00:00.000Z",
    ],
    [
      "the 23-hour day daylight saving starts",
      "2026-10-04T05:00:00Z",
      "2026-10-03T14:00:00.000Z",
      "2026-10-04T13:00:00.000Z",
    ],
    [
      "the 25-hour day daylight saving ends",
      "2026-04-05T05:00:00Z",
      "2026-04-04T13:00:00.000Z",
      "2026-04-05T14:00:00.000Z",
    ],
  ])("%s", (_, now, start, end) => {
    expect(dayBounds(new Date(now))).toEqual({ start, end });
  });

  it("works for any zone", () => {
    expect(dayBounds(new Date("2026-03-01T12:00:00Z"), "UTC")).toEqual({
      start: "2026-03-01T00:00:00.000Z",
      end: "2026-03-02T00:00:00.000Z",
    });
  });
});

describe("badges and numbers", () => {
  it("maps severities to tones, treating anything unknown as low (spec 2.11)", () => {
    expect(["critical", "severe", "moderate", "low", "mild", ""].map(severityTone)).toEqual([
      "urgent",
      "high",
      "medium",
      "low",
      "low",
      "low",
    ]);
  });
  it("shows confidence times 100, rounded", () => {
    expect([0.874, 0.875, 0.5, 1, 0].map(confidencePercent)).toEqual([87, 88, 50, 100, 0]);
  });
});

describe("queue filters", () => {
  it("drops 'all', blanks and unknown values", () => {
    expect(toReportFilters({ status: "all", priority: "urgent", q: "  spam " })).toEqual({
      status: undefined,
      priority: "urgent",
      q: "spam",
    });
    expect(toReportFilters({ status: "reviewing", priority: "all", q: "   " })).toEqual({
      status: "reviewing",
      priority: undefined,
      q: undefined,
    });
  });
});

describe("the four actions", () => {
  it("are the spec's, in order, and only No Action dismisses (decision 006)", () => {
    expect(REPORT_ACTIONS.map((a) => [a.label, a.actionType, a.status])).toEqual([
      ["Warn User", "warning_issued", "resolved"],
      ["Remove Content", "content_removed", "resolved"],
      ["Suspend User", "user_suspended", "resolved"],
      ["No Action", "no_action", "dismissed"],
    ]);
    for (const action of REPORT_ACTIONS)
      expect(resolveReportSchema.safeParse({ status: action.status, resolution: action.actionType }).success).toBe(
        true,
      );
  });
  it("refuses contradictions", () => {
    expect(resolveReportSchema.safeParse({ status: "dismissed", resolution: "warning_issued" }).success).toBe(false);
    expect(
      resolveReportSchema.safeParse({ status: "resolved", resolution: "no_action", expiresAt: "2030-01-01T00:00:00Z" })
        .success,
    ).toBe(false);
    expect(
      createActionSchema.safeParse({ actionType: "content_removed", reason: "x", contentType: "user", contentId: 2 })
        .success,
    ).toBe(false);
    expect(
      createActionSchema.safeParse({ actionType: "warning_issued", reason: "x", contentType: "post" }).success,
    ).toBe(false);
    expect(
      createActionSchema.safeParse({ actionType: "content_removed", reason: "x", contentType: "post", contentId: 2 })
        .success,
    ).toBe(true);
  });
});
