import { describe, expect, it } from "vitest";
import { capList, excerpt, humanise, plural, relativeTime } from "~/lib/format";
import { createPostSchema, cursorSchema, encodeCursor, splitTags } from "~/lib/posts";
import { reportPriority } from "~/lib/reports";

const now = Date.parse("2026-11-21T12:00:00.000Z");
const ago = (ms: number) => new Date(now - ms).toISOString();
const HOUR = 3_600_000;

describe("relativeTime", () => {
  it.each([
    [0, "Just now"],
    [59 * 60_000, "Just now"],
    [HOUR, "1 hour ago"],
    [23 * HOUR + 59 * 60_000, "23 hours ago"],
    [24 * HOUR, "1 day ago"],
    [9 * 24 * HOUR, "9 days ago"],
  ])("%i ms ago reads %s", (elapsed, text) => {
    expect(relativeTime(ago(elapsed), now)).toBe(text);
  });

  it("treats a time in the future as just now", () => {
    expect(relativeTime(new Date(now + HOUR).toISOString(), now)).toBe("Just now");
  });
});

describe("card helpers", () => {
  it("cuts an excerpt at 150 characters with an ellipsis, and leaves short text alone", () => {
    expect(excerpt("x".repeat(150), 150)).toBe("x".repeat(150));
    expect(excerpt("x".repeat(151), 150)).toBe(`${"x".repeat(150)}…`);
  });

  it("caps a tag list and counts the rest", () => {
    expect(capList(["a", "b", "c", "d", "e"], 3)).toEqual({ shown: ["a", "b", "c"], hidden: 2 });
    expect(capList(["a"], 3)).toEqual({ shown: ["a"], hidden: 0 });
  });

  it("pluralises and humanises", () => {
    expect(plural(1, "like")).toBe("1 like");
    expect(plural(1200, "like")).toBe("1,200 likes");
    expect(humanise("hate_speech")).toBe("Hate speech");
  });
});

describe("post rules", () => {
  it("splits tags on commas, trimming and dropping empties", () => {
    expect(splitTags(" ndis, housing ,, ,carers ")).toEqual(["ndis", "housing", "carers"]);
  });

  it("requires a title only for blogs", () => {
    expect(createPostSchema.safeParse({ type: "blog", content: "x" }).success).toBe(false);
    expect(createPostSchema.safeParse({ type: "question", content: "x" }).success).toBe(true);
  });

  it("round-trips a cursor and refuses anything else", () => {
    const cursor = encodeCursor({ createdAt: "2026-11-21T10:00:00.000Z", id: 42 });
    expect(cursorSchema.parse(cursor)).toEqual({ createdAt: "2026-11-21T10:00:00.000Z", id: 42 });
    expect(cursorSchema.safeParse("2026-11-21_42").success).toBe(false);
    expect(cursorSchema.safeParse("'; drop table posts; --").success).toBe(false);
  });
});

describe("reportPriority", () => {
  it("forces high for hate speech and harassment, lets only 'other' choose, and defaults to medium", () => {
    expect(reportPriority("hate_speech", "low")).toBe("high");
    expect(reportPriority("harassment", undefined)).toBe("high");
    expect(reportPriority("other", "low")).toBe("low");
    expect(reportPriority("other", "urgent")).toBe("medium");
    expect(reportPriority("spam", "high")).toBe("medium");
    expect(reportPriority("misinformation", undefined)).toBe("medium");
  });
});
