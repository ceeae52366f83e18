import { describe, expect, it } from "vitest";
import { pageWindow } from "~/components/lists/Pagination";
import {
  clockText,
  createEnquirySchema,
  deliveryModeText,
  directoryHref,
  formatAud,
  kmFromSquaredDegrees,
  listProvidersQuery,
  longitudeFactor,
  openToday,
  rateText,
  responseTimeText,
  transportText,
  weekdayIn,
  type BusinessHours,
} from "~/lib/providers";
import { PROVIDER_TEXTS } from "~/lib/texts";

describe("money", () => {
  it("shows cents as Australian dollars with the unit", () => {
    expect(formatAud(6547)).toBe("$65.47");
    expect(formatAud(850000)).toBe("$8,500.00");
    expect(rateText({ unitPrice: 6547, unitType: "hour" })).toBe("$65.47/hour");
    expect(rateText({ unitPrice: 97, unitType: "km" })).toBe("$0.97/km");
  });
});

describe("service words", () => {
  it("uses the spec's three delivery modes and the transport words", () => {
    expect(deliveryModeText({ isInPersonAvailable: true, isOnlineAvailable: true })).toBe("In-person and Online");
    expect(deliveryModeText({ isInPersonAvailable: true, isOnlineAvailable: false })).toBe("In-person only");
    expect(deliveryModeText({ isInPersonAvailable: false, isOnlineAvailable: true })).toBe("Online only");
    expect(transportText(true)).toBe("Required");
    expect(transportText(false)).toBe("Not required");
  });
});

describe("Open today, on the provider's own clock", () => {
  const hours: BusinessHours = {
    monday: { open: "09:00", close: "17:00" },
    tuesday: { open: "09:00", close: "17:00" },
    wednesday: { open: "09:00", close: "17:00" },
    thursday: { open: "09:00", close: "17:00" },
    friday: { open: "09:00", close: "17:00" },
    saturday: { open: "10:00", close: "14:30" },
    sunday: null,
  };
  // Sunday 4 January 2026, 14:30 UTC: already Monday 01:30 in Sydney (AEDT, +11),
  // still Sunday 22:30 in Perth (AWST, +8).
  const sundayAfternoonUtc = Date.parse("2026-01-04T14:30:00Z");

  it("finds the weekday in each city's time zone, not UTC", () => {
    expect(weekdayIn("Australia/Sydney", sundayAfternoonUtc)).toBe("monday");
    expect(weekdayIn("Australia/Perth", sundayAfternoonUtc)).toBe("sunday");
    expect(weekdayIn("Australia/Brisbane", Date.parse("2026-01-03T13:59:00Z"))).toBe("saturday");
    expect(weekdayIn("Australia/Brisbane", Date.parse("2026-01-03T14:00:00Z"))).toBe("sunday");
  });

  it("gives the day's hours, or Closed today", () => {
    expect(openToday(hours, "Sydney NSW", sundayAfternoonUtc)).toEqual({
      weekday: "monday",
      hours: hours.monday,
      text: "Open today 9:00 am – 5:00 pm",
    });
    expect(openToday(hours, "Perth WA", sundayAfternoonUtc).text).toBe(PROVIDER_TEXTS.closedToday);
    expect(openToday(hours, "Adelaide SA", Date.parse("2026-01-03T01:00:00Z")).text).toBe(
      "Open today 10:00 am – 2:30 pm",
    );
    expect(clockText("12:05")).toBe("12:05 pm");
    expect(clockText("00:30")).toBe("12:30 am");
  });
});

describe("response time", () => {
  it("reads the average hours in words", () => {
    expect(responseTimeText(null)).toBe(PROVIDER_TEXTS.noResponseTime);
    expect(responseTimeText(0.4)).toBe("Usually responds within an hour");
    expect(responseTimeText(5.2)).toBe("Usually responds within 6 hours");
    expect(responseTimeText(23)).toBe("Usually responds within 23 hours");
    expect(responseTimeText(24)).toBe("Usually responds within a day");
    expect(responseTimeText(50)).toBe("Usually responds within 3 days");
  });
});

describe("distance", () => {
  it("turns the squared equirectangular value back into kilometres, within 1% of the great-circle distance at city scale", () => {
    const rad = (deg: number) => (deg * Math.PI) / 180;
    const haversine = (lat1: number, lng1: number, lat2: number, lng2: number) =>
      2 *
      6371 *
      Math.asin(
        Math.sqrt(
          Math.sin(rad(lat2 - lat1) / 2) ** 2 +
            Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2,
        ),
      );
    // Fremantle and Joondalup from the Perth centre.
    const [lat0, lng0] = [-31.9505, 115.8605];
    for (const [lat, lng] of [
      [-32.0569, 115.7439],
      [-31.7448, 115.7661],
    ] as const) {
      const km = kmFromSquaredDegrees((lat - lat0) ** 2 + ((lng - lng0) * longitudeFactor(lat0)) ** 2);
      expect(Math.abs(km - haversine(lat0, lng0, lat, lng)) / km).toBeLessThan(0.01);
    }
  });
});

describe("directory query and links", () => {
  const parse = (query: string) => listProvidersQuery.safeParse(Object.fromEntries(new URLSearchParams(query)));

  it("defaults to rating, page 1, and reads 'all' as no filter", () => {
    expect(parse("").data).toEqual({ sort: "rating", page: 1, saved: false });
    const all = parse("location=all&serviceType=all&search=%20%20").data;
    expect([all?.location, all?.serviceType, all?.search]).toEqual([undefined, undefined, undefined]);
    expect(parse("location=Perth%20WA&sort=distance").success).toBe(true);
    expect(parse("sort=distance").success).toBe(false);
  });

  it("writes short, shareable links that leave defaults out", () => {
    expect(
      directoryHref({ search: "", location: "all", serviceType: "all", sort: "rating", saved: false, page: 1 }),
    ).toBe("/ndis-providers");
    expect(
      directoryHref({
        search: "speech",
        location: "Sydney NSW",
        serviceType: "core",
        sort: "name",
        saved: true,
        page: 3,
      }),
    ).toBe("/ndis-providers?search=speech&location=Sydney+NSW&serviceType=core&sort=name&saved=true&page=3");
    const round = parse(directoryHref({ location: "Sydney NSW", sort: "name", page: 2 }).split("?")[1] ?? "");
    expect(round.data).toMatchObject({ location: "Sydney NSW", sort: "name", page: 2 });
  });

  it("numbers pages with gaps when there are many", () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 12)).toEqual([1, "gap", 4, 5, 6, 7, 8, "gap", 12]);
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, "gap", 12]);
  });
});

describe("enquiry schema", () => {
  it("trims the message and refuses blank ones with the spec-style text", () => {
    expect(createEnquirySchema.parse({ kind: "message", message: "  Hi  " }).message).toBe("Hi");
    const blank = createEnquirySchema.safeParse({ kind: "message", message: "   " });
    expect(blank.error?.issues[0]?.message).toBe(PROVIDER_TEXTS.emptyMessage);
  });
});
