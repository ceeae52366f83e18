// The NDIS provider directory API (docs/features/providers.md) on the seeded D1: every filter and sort, their
// combinations, pagination and each card's contents.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CITY_CENTRES, KM_PER_DEGREE, longitudeFactor } from "~/lib/providers";
import { PROVIDER_TEXTS } from "~/lib/texts";
import { call } from "./call";
import { scalar } from "./http";
import { all, byName, expectRatingOrder, ids, insertProvider, list, sorted, sqlIds } from "./providers-fixtures";
import { expectEvery } from "../shared/expect-every";

describe("GET /api/ndis-providers", () => {
  it("lists every active provider once across pages, highest rated first by default", async () => {
    const first = await list("");
    expect(first.sort).toBe("rating");
    expect(first.pageSize).toBe(12);
    expect(first.items.length).toBe(12);
    const items = await all("");
    expect(sorted(ids(items))).toEqual(await sqlIds("SELECT id FROM ndis_providers WHERE is_active = 1"));
    expectRatingOrder(items);
    // Pages do not overlap, and a page past the end is empty, not an error.
    const beyond = await list(`?page=${first.pageCount + 1}`);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it("sorts by most reviews, by name A-Z, and by distance from the chosen city's centre", async () => {
    const reviews = await all("sort=reviews");
    for (let i = 1; i < reviews.length; i++)
      expect(reviews[i - 1]!.reviewCount).toBeGreaterThanOrEqual(reviews[i]!.reviewCount);

    const names = await all("sort=name");
    expect(ids(names)).toEqual(ids([...names].sort(byName)));

    const perth = await all("location=Perth%20WA&sort=distance");
    const rows = (
      await env.DB.prepare(
        "SELECT id, latitude, longitude FROM ndis_providers WHERE location = 'Perth WA' AND is_active = 1",
      ).all<{ id: number; latitude: number; longitude: number }>()
    ).results;
    const centre = CITY_CENTRES["Perth WA"];
    const k = longitudeFactor(centre.latitude);
    const km = new Map(
      rows.map((r) => [
        r.id,
        Math.hypot(r.latitude - centre.latitude, (r.longitude - centre.longitude) * k) * KM_PER_DEGREE,
      ]),
    );
    expect(ids(perth)).toEqual(ids([...perth].sort((a, b) => km.get(a.id)! - km.get(b.id)!)));
    for (const item of perth) expect(item.distanceKm).toBeCloseTo(km.get(item.id)!, 0);
    expectEvery(perth, (item) => item.location === "Perth WA");
    // Only a distance sort carries a distance.
    expectEvery((await list("?location=Perth%20WA")).items, (item) => item.distanceKm === null);
  });

  it("filters by location and by service type", async () => {
    const sydney = await all("location=Sydney%20NSW");
    expect(sorted(ids(sydney))).toEqual(
      await sqlIds("SELECT id FROM ndis_providers WHERE location = 'Sydney NSW' AND is_active = 1"),
    );
    expectRatingOrder(sydney);

    const capital = await all("serviceType=capital");
    expect(sorted(ids(capital))).toEqual(
      await sqlIds(
        "SELECT DISTINCT provider_id AS id FROM provider_services WHERE service_type = 'capital' AND is_active = 1",
      ),
    );
    // The matching services come first, so a card's first three show them.
    expectEvery(capital, (item) => item.services[0]?.serviceType === "capital");
    expect(capital.length).toBeLessThan(60);

    // "all" is the same as no filter.
    expect((await list("?location=all&serviceType=all")).total).toBe((await list("")).total);
  });

  it("searches business name, trading name, description and service names, case-insensitively", async () => {
    const harbour = await all("search=harbour");
    expect(harbour.length).toBeGreaterThan(0);
    expect(sorted(ids(harbour))).toEqual(
      await sqlIds(
        "SELECT id FROM ndis_providers p WHERE business_name LIKE '%harbour%' OR trading_name LIKE '%harbour%' OR business_description LIKE '%harbour%' OR EXISTS (SELECT 1 FROM provider_services s WHERE s.provider_id = p.id AND s.service_name LIKE '%harbour%')",
      ),
    );

    const speech = await all("search=Speech%20pathology");
    expect(sorted(ids(speech))).toEqual(
      await sqlIds(
        "SELECT DISTINCT provider_id AS id FROM provider_services WHERE service_name = 'Speech pathology' AND is_active = 1",
      ),
    );

    const trading = await insertProvider({
      businessName: "Zephyrine Holdings Pty Ltd",
      tradingName: "Quokka Kinetics",
    });
    const described = await insertProvider({
      businessName: "Plain Name Pty Ltd",
      description: "Specialists in hydrotherapy for toddlers.",
    });
    expect(ids((await list("?search=quokka")).items)).toEqual([trading]);
    expect(ids((await list("?search=HYDROTHERAPY")).items)).toEqual([described]);
    expect((await list("?search=no-such-provider-anywhere")).items).toEqual([]);
    expect((await list("?search=%20%20")).total).toBe((await list("")).total);
  });

  it("matches LIKE wildcards in a search literally", async () => {
    const literal = await insertProvider({ businessName: "Fifty 50%_Off Care Pty Ltd" });
    expect(ids((await list("?search=50%25_")).items)).toEqual([literal]);
    expect(ids((await list("?search=%25")).items)).toEqual([literal]);
    expect(ids((await list("?search=_Off")).items)).toEqual([literal]);
  });

  it("combines search, location, service type and sort", async () => {
    const combined = await all("search=care&location=Melbourne%20VIC&serviceType=core&sort=name");
    const expected = await sqlIds(
      `SELECT id FROM ndis_providers p WHERE location = 'Melbourne VIC' AND is_active = 1
         AND EXISTS (SELECT 1 FROM provider_services s WHERE s.provider_id = p.id AND s.service_type = 'core' AND s.is_active = 1)
         AND (business_name LIKE '%care%' OR trading_name LIKE '%care%' OR business_description LIKE '%care%'
              OR EXISTS (SELECT 1 FROM provider_services s WHERE s.provider_id = p.id AND s.service_name LIKE '%care%'))`,
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(sorted(ids(combined))).toEqual(expected);
    expect(ids(combined)).toEqual(ids([...combined].sort(byName)));

    const near = await all("serviceType=capacity_building&location=Adelaide%20SA&sort=distance");
    expectEvery(
      near,
      (item) => item.location === "Adelaide SA" && item.services.some((s) => s.serviceType === "capacity_building"),
    );
    for (let i = 1; i < near.length; i++) expect(near[i - 1]!.distanceKm!).toBeLessThanOrEqual(near[i]!.distanceKm!);
  });

  it("shows each card's services in cents with the Open today line from business hours", async () => {
    const [item] = (await list("?sort=name&limit=1")).items;
    expect(item!.services.length).toBe(
      await scalar("SELECT count(*) AS n FROM provider_services WHERE provider_id = ? AND is_active = 1", item!.id),
    );
    expect(Number.isInteger(item!.services[0]!.unitPrice)).toBe(true);
    expect(item!.openToday.text).toMatch(
      new RegExp(
        `^(${PROVIDER_TEXTS.openToday} \\d{1,2}:\\d\\d [ap]m – \\d{1,2}:\\d\\d [ap]m|${PROVIDER_TEXTS.closedToday})$`,
      ),
    );
  });

  it.each([
    ["an unknown location", "location=Hobart%20TAS"],
    ["an unknown service type", "serviceType=food"],
    ["an unknown sort", "sort=price"],
    ["distance with no location to measure from", "sort=distance"],
    ["page 0", "page=0"],
    ["a non-numeric page", "page=two"],
    ["a limit over 50", "limit=51"],
    ["an unknown parameter", "colour=red"],
    ["an over-long search", `search=${"a".repeat(101)}`],
  ])("refuses %s with 400 and the issue", async (_, query) => {
    const response = await call(`/api/ndis-providers?${query}`);
    expect(response.status).toBe(400);
    const body = await response.json<{ error: string; issues: unknown[] }>();
    expect(body.issues.length).toBeGreaterThan(0);
  });

  it("answers POST with 405", async () => {
    expect((await call("/api/ndis-providers", { method: "POST", body: {} })).status).toBe(405);
  });
});
