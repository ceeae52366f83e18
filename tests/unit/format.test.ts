import { describe, expect, it } from "vitest";
import {
  capList,
  clockTime,
  dateFormat,
  excerpt,
  formatDollars,
  formatNumber,
  humanise,
  numberFormat,
  plural,
  relativeTime,
  shortDate,
  utcDate,
} from "~/lib/format";
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

describe("hand-built number and date formats", () => {
  // Pages format these without Intl (lib/format.ts); the text must be exactly what ICU writes.
  const values = [
    0, -0, 1, 7, 999, 1000, 1234, 12_345, 999_999, 1_000_000, 1_234_567_890, 0.5, 1.005, 2.675, 12.5, 1234.5678, 99.999,
    -1, -1234.5, -0.004, 0.0001,
  ];
  const fractions = [{}, { max: 0 }, { max: 2 }, { min: 2, max: 2 }, { min: 0, max: 2 }, { min: 1, max: 3 }];

  it("writes numbers as Intl does for en-AU and en-US", () => {
    for (const value of values) {
      for (const { min, max } of fractions) {
        const options = { minimumFractionDigits: min ?? 0, maximumFractionDigits: max ?? Math.max(min ?? 0, 3) };
        const expected = new Intl.NumberFormat("en-AU", options).format(value);
        expect(formatNumber(value, { min, max }), `${value} ${JSON.stringify(options)}`).toBe(expected);
        expect(formatNumber(value, { min, max })).toBe(new Intl.NumberFormat("en-US", options).format(value));
      }
    }
  });

  it("writes dollars as Intl's en-US currency format does", () => {
    for (const value of values) {
      for (const [min, max] of [
        [2, 2],
        [0, 0],
        [0, 2],
      ] as const) {
        const expected = new Intl.NumberFormat("en-US", {
          style: "currency",
          currency: "USD",
          minimumFractionDigits: min,
          maximumFractionDigits: max,
        }).format(value);
        expect(formatDollars(value, { min, max }), `${value} ${min}-${max}`).toBe(expected);
      }
    }
  });

  it("writes UTC dates as Intl's en-AU format does, in every month", () => {
    for (let month = 0; month < 12; month++) {
      for (const iso of [
        new Date(Date.UTC(2026, month, 1)).toISOString(),
        new Date(Date.UTC(2027, month, 28, 23, 59)).toISOString(),
      ]) {
        expect(utcDate(iso, "short")).toBe(
          new Intl.DateTimeFormat("en-AU", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" }).format(
            new Date(iso),
          ),
        );
        expect(utcDate(iso, "long")).toBe(
          new Intl.DateTimeFormat("en-AU", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(
            new Date(iso),
          ),
        );
      }
    }
    expect(shortDate("2026-11-21T23:30:00.000Z")).toBe("21 Nov 2026");
    expect(plural(1500, "like")).toBe("1,500 likes");
  });

  it("writes the viewer's clock time as Intl's en-AU format does, in every hour", () => {
    const intl = new Intl.DateTimeFormat("en-AU", { hour: "numeric", minute: "2-digit", second: "2-digit" });
    for (let hour = 0; hour < 24; hour++) {
      for (const [minute, second] of [
        [0, 0],
        [5, 9],
        [59, 59],
      ] as const) {
        const at = new Date(2026, 10, 21, hour, minute, second).getTime();
        expect(clockTime(at)).toBe(intl.format(at));
      }
    }
  });

  it("builds one Intl formatter per locale and option set, for what is still written with Intl", () => {
    expect(numberFormat("en-AU")).toBe(numberFormat("en-AU"));
    expect(numberFormat("en-AU", { maximumFractionDigits: 0 })).not.toBe(numberFormat("en-AU"));
    expect(dateFormat("en-AU", { timeZone: "UTC", month: "short" })).toBe(
      dateFormat("en-AU", { timeZone: "UTC", month: "short" }),
    );
    expect(dateFormat("en-AU", { timeZone: "UTC", month: "short" })).not.toBe(
      dateFormat("en-AU", { timeZone: "UTC", month: "long" }),
    );
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
