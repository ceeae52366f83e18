// The NDIS provider directory API (issue 12): every filter and sort, their combinations,
// pagination, ratings derived from reviews, saving, enquiries and 404s, on the seeded D1.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CITY_CENTRES, KM_PER_DEGREE, longitudeFactor } from "~/lib/providers";
import { PROVIDER_TEXTS } from "~/lib/texts";
import { WEEKDAYS } from "~/lib/vocab";
import { call } from "./call";
import { scalar } from "./http";
import { expectEvery } from "../shared/expect-every";

type Service = { id: number; serviceType: string; serviceName: string; unitPrice: number; unitType: string };
type Item = {
  id: number;
  businessName: string;
  tradingName: string | null;
  businessDescription: string;
  location: string;
  averageRating: number | null;
  reviewCount: number;
  services: Service[];
  savedByMe: boolean;
  distanceKm: number | null;
  openToday: { weekday: string; text: string };
  responseTime: string;
};
type Page = { items: Item[]; page: number; pageSize: number; total: number; pageCount: number; sort: string };

const list = async (query: string, as = 1) => {
  const response = await call(`/api/ndis-providers${query}`, { as });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<Page>();
};
async function all(query: string, as = 1) {
  const first = await list(`?limit=7&${query}`, as);
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page++)
    items.push(...(await list(`?limit=7&page=${page}&${query}`, as)).items);
  expect(items.length).toBe(first.total);
  return items;
}
const ids = (items: Item[]) => items.map((item) => item.id);
const sqlIds = async (query: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(query)
      .bind(...binds)
      .all<{ id: number }>()
  ).results
    .map((row) => row.id)
    .sort((a, b) => a - b);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const byName = (a: Item, b: Item) =>
  a.businessName < b.businessName ? -1 : a.businessName > b.businessName ? 1 : a.id - b.id;

/** Rating order: average high to low (unrated last), then more reviews, then name. */
function expectRatingOrder(items: Item[]) {
  for (let i = 1; i < items.length; i++) {
    const [a, b] = [items[i - 1]!, items[i]!];
    const ra = a.averageRating ?? -1;
    const rb = b.averageRating ?? -1;
    expect(
      ra > rb ||
        (ra === rb && (a.reviewCount > b.reviewCount || (a.reviewCount === b.reviewCount && byName(a, b) < 0))),
      `${a.id} before ${b.id}`,
    ).toBe(true);
  }
}

const CLOSED_ALL_WEEK = JSON.stringify(Object.fromEntries(WEEKDAYS.map((day) => [day, null])));
async function insertProvider(fields: {
  businessName: string;
  tradingName?: string | null;
  description?: string;
  location?: string;
  latitude?: number;
  longitude?: number;
}) {
  const location = fields.location ?? "Melbourne VIC";
  const result = await env.DB.prepare(
    `INSERT INTO ndis_providers (business_name, trading_name, abn, ndis_provider_number, business_type, registration_status, registration_date, registration_expiry,
      business_description, email, phone, street_address, suburb, state, postcode, location, latitude, longitude, compliance_score, business_hours)
     VALUES (?, ?, '11 111 111 111', '4050999999', 'Company', 'active', '2024-01-01', '2027-01-01', ?, 'test@example.com', '(03) 9000 0000', '1 Test St', 'Carlton', 'VIC', '3053', ?, ?, ?, 90, ?) RETURNING id`,
  )
    .bind(
      fields.businessName,
      fields.tradingName ?? null,
      fields.description ?? "A test provider.",
      location,
      fields.latitude ?? -37.8,
      fields.longitude ?? 144.96,
      CLOSED_ALL_WEEK,
    )
    .first<{ id: number }>();
  return result!.id;
}

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

describe("ratings are derived from public reviews", () => {
  it("follows every review written, and ignores hidden ones", async () => {
    const id = 12;
    const derived = async () => {
      const row = await env.DB.prepare(
        "SELECT round(avg(rating), 2) AS avg, count(*) AS n FROM provider_reviews WHERE provider_id = ? AND is_public = 1",
      )
        .bind(id)
        .first<{ avg: number; n: number }>();
      return { averageRating: row!.avg, reviewCount: row!.n };
    };
    const detail = async () =>
      (await call(`/api/ndis-providers/${id}`)).json<{
        averageRating: number;
        reviewCount: number;
        reviews: { rating: number }[];
      }>();
    const inList = async () => (await all("location=all")).find((item) => item.id === id)!;

    const before = await derived();
    expect(await detail()).toMatchObject(before);
    expect(await inList()).toMatchObject(before);

    await env.DB.prepare(
      "INSERT INTO provider_reviews (participant_id, provider_id, rating, review_title, review_text, is_public) VALUES (5, ?, 1, 'Poor', 'Did not turn up.', 1)",
    )
      .bind(id)
      .run();
    await env.DB.prepare(
      "INSERT INTO provider_reviews (participant_id, provider_id, rating, review_title, review_text, is_public) VALUES (6, ?, 5, 'Hidden', 'Not public.', 0)",
    )
      .bind(id)
      .run();
    const after = await derived();
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.averageRating).toBeLessThan(before.averageRating);
    const now = await detail();
    expect(now).toMatchObject(after);
    expect(now.reviews.length).toBe(after.reviewCount);
    expect(await inList()).toMatchObject(after);
  });

  it("leaves a provider with no reviews unrated, after every rated one", async () => {
    const unrated = await insertProvider({
      businessName: "Brand New Supports Pty Ltd",
      location: "Adelaide SA",
      latitude: -34.93,
      longitude: 138.6,
    });
    const adelaide = await all("location=Adelaide%20SA");
    expect(adelaide.at(-1)).toMatchObject({ id: unrated, averageRating: null, reviewCount: 0 });
    const detail = await (await call(`/api/ndis-providers/${unrated}`)).json();
    expect(detail).toMatchObject({ averageRating: null, reviewCount: 0, reviews: [] });
  });
});

describe("GET /api/ndis-providers/:id", () => {
  it("returns the provider with services, staff, public reviews and the compliance score", async () => {
    const response = await call("/api/ndis-providers/3");
    expect(response.status).toBe(200);
    const provider = await response.json<
      Record<string, unknown> & { services: unknown[]; staff: unknown[]; reviews: Record<string, unknown>[] }
    >();
    expect(provider).toMatchObject({
      id: 3,
      complianceScore: expect.any(Number),
      businessHours: expect.any(Object),
      registrationGroups: expect.any(Array),
    });
    expect(provider.services.length).toBe(
      await scalar("SELECT count(*) AS n FROM provider_services WHERE provider_id = 3 AND is_active = 1"),
    );
    expect(provider.staff.length).toBe(
      await scalar("SELECT count(*) AS n FROM provider_staff WHERE provider_id = 3 AND is_active = 1"),
    );
    expect(provider.reviews.length).toBe(
      await scalar("SELECT count(*) AS n FROM provider_reviews WHERE provider_id = 3 AND is_public = 1"),
    );
    // Reviewers stay private.
    expectEvery(provider.reviews, (review) => !("participantId" in review));
  });

  it("answers 404 for a missing provider and 400 for a bad id", async () => {
    const missing = await call("/api/ndis-providers/99999");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Provider 99999 not found." });
    expect((await call("/api/ndis-providers/abc")).status).toBe(400);
  });
});

describe("the provider pages", () => {
  it("renders a filtered directory from the URL and a missing provider as 'Provider not found' with 404", async () => {
    const page = await call("/ndis-providers?location=Perth%20WA&sort=name");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(PROVIDER_TEXTS.title);
    const [perthFirst] = (await list("?location=Perth%20WA&sort=name")).items;
    expect(html).toContain(perthFirst!.businessName);

    const empty = await (await call("/ndis-providers?search=no-such-provider-anywhere")).text();
    expect(empty).toContain(PROVIDER_TEXTS.noProviders);
    expect(empty).toContain(PROVIDER_TEXTS.noProvidersHint);

    // The Overview tab renders first: the ACN row only when the provider has one.
    const withAcn = await scalar("SELECT id AS n FROM ndis_providers WHERE acn IS NOT NULL ORDER BY id LIMIT 1");
    const withoutAcn = await scalar("SELECT id AS n FROM ndis_providers WHERE acn IS NULL ORDER BY id LIMIT 1");
    expect(await (await call(`/ndis-providers/${withAcn}`)).text()).toContain(">ACN<");
    const noAcn = await (await call(`/ndis-providers/${withoutAcn}`)).text();
    expect(noAcn).toContain(">ABN<");
    expect(noAcn).not.toContain(">ACN<");

    const missing = await call("/ndis-providers/99999");
    expect(missing.status).toBe(404);
    const text = await missing.text();
    expect(text).toContain(PROVIDER_TEXTS.notFoundTitle);
    expect(text).toContain(PROVIDER_TEXTS.notFound.replaceAll("'", "&#x27;"));
  });
});

describe("saving providers", () => {
  it("saves and unsaves idempotently, and the saved filter shows only the caller's", async () => {
    // A Melbourne provider beside 5 and 7, so the location filter on saved providers has something to keep and something to drop.
    const melbourne = await scalar(
      "SELECT min(id) AS n FROM ndis_providers WHERE location = 'Melbourne VIC' AND is_active = 1 AND id NOT IN (5, 7)",
    );
    expect((await call("/api/ndis-providers/5/save", { method: "POST", as: 20 })).status).toBe(200);
    await call("/api/ndis-providers/5/save", { method: "POST", as: 20 });
    await call("/api/ndis-providers/7/save", { method: "POST", as: 20 });
    await call(`/api/ndis-providers/${melbourne}/save`, { method: "POST", as: 20 });
    expect(await scalar("SELECT count(*) AS n FROM saved_providers WHERE user_id = 20")).toBe(3);
    expect(sorted(ids((await list("?saved=true", 20)).items))).toEqual(sorted([5, 7, melbourne]));
    const savedInMelbourne = (await list("?saved=true&location=Melbourne%20VIC", 20)).items;
    expect(ids(savedInMelbourne)).toContain(melbourne);
    expect(savedInMelbourne.length).toBeLessThan(3);
    expectEvery(savedInMelbourne, (item) => item.location === "Melbourne VIC");
    expect((await list("?saved=true", 21)).items).toEqual([]);
    expect((await (await call("/api/ndis-providers/5", { as: 20 })).json<{ savedByMe: boolean }>()).savedByMe).toBe(
      true,
    );
    expect((await (await call("/api/ndis-providers/5", { as: 21 })).json<{ savedByMe: boolean }>()).savedByMe).toBe(
      false,
    );

    const removed = await call("/api/ndis-providers/5/save", { method: "DELETE", as: 20 });
    expect(await removed.json()).toEqual({ providerId: 5, saved: false });
    expect(sorted(ids((await list("?saved=true", 20)).items))).toEqual(sorted([7, melbourne]));
    await call("/api/ndis-providers/7/save", { method: "DELETE", as: 20 });
    await call(`/api/ndis-providers/${melbourne}/save`, { method: "DELETE", as: 20 });
  });

  it("answers 404 for a missing provider and 405 for GET", async () => {
    expect((await call("/api/ndis-providers/99999/save", { method: "POST" })).status).toBe(404);
    expect((await call("/api/ndis-providers/5/save")).status).toBe(405);
  });
});

describe("POST /api/ndis-providers/:id/enquiries", () => {
  const count = () => scalar("SELECT count(*) AS n FROM provider_enquiries");
  const send = (id: number, body: unknown, as = 22) =>
    call(`/api/ndis-providers/${id}/enquiries`, { method: "POST", body, as });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  it("stores a valid message and booking, and answers with the provider's response time", async () => {
    const before = await count();
    const message = await send(4, { kind: "message", message: "  Do you have Auslan-speaking staff?  " });
    expect(message.status).toBe(201);
    const body = await message.json<{
      enquiry: { id: number; userId: number; kind: string; message: string };
      responseTime: string;
    }>();
    expect(body.enquiry).toMatchObject({ userId: 22, kind: "message", message: "Do you have Auslan-speaking staff?" });
    expect(body.responseTime).toMatch(/^Usually responds within /);

    const serviceId = await scalar("SELECT min(id) AS n FROM provider_services WHERE provider_id = 4");
    const booking = await send(4, {
      kind: "booking",
      message: "A first visit, please.",
      serviceId,
      preferredDate: tomorrow,
    });
    expect(booking.status).toBe(201);
    const row = await env.DB.prepare(
      "SELECT kind, service_id, preferred_date FROM provider_enquiries ORDER BY id DESC LIMIT 1",
    ).first();
    expect(row).toEqual({ kind: "booking", service_id: serviceId, preferred_date: tomorrow });
    expect(await count()).toBe(before + 2);
  });

  it.each([
    ["a blank message", { kind: "message", message: "   " }, "message"],
    ["a missing kind", { message: "Hello" }, "kind"],
    ["an unknown kind", { kind: "complaint", message: "Hello" }, "kind"],
    ["an over-long message", { kind: "message", message: "x".repeat(1001) }, "message"],
    ["an unknown field", { kind: "message", message: "Hello", userId: 1 }, ""],
    ["a date that is not a date", { kind: "booking", message: "Hello", preferredDate: "2026-02-30" }, "preferredDate"],
    ["a date in the past", { kind: "booking", message: "Hello", preferredDate: "2020-01-01" }, "preferredDate"],
    ["a service id that is text", { kind: "booking", message: "Hello", serviceId: "3" }, "serviceId"],
  ])("refuses %s with 400, writing nothing", async (_, body, path) => {
    const before = await count();
    const response = await send(4, body);
    expect(response.status).toBe(400);
    const answer = await response.json<{ issues: { path: string; message: string }[] }>();
    expect(answer.issues.map((issue) => issue.path)).toContain(path);
    expect(await count()).toBe(before);
  });

  it("refuses another provider's service, a booking with a suspended provider, and a suspended member", async () => {
    const before = await count();
    const foreign = await scalar("SELECT min(id) AS n FROM provider_services WHERE provider_id = 9");
    const wrong = await send(4, { kind: "booking", message: "Hello", serviceId: foreign });
    expect(wrong.status).toBe(400);
    expect((await wrong.json<{ issues: { path: string }[] }>()).issues[0]?.path).toBe("serviceId");

    const suspended = await scalar(
      "SELECT id AS n FROM ndis_providers WHERE registration_status = 'suspended' ORDER BY id LIMIT 1",
    );
    expect(suspended).toBeGreaterThan(0);
    expect((await send(suspended, { kind: "booking", message: "Hello" })).status).toBe(409);
    expect((await send(suspended, { kind: "message", message: "Hello" })).status).toBe(201);

    await env.DB.prepare("UPDATE users SET suspended_until = '2999-01-01T00:00:00.000Z' WHERE id = 23").run();
    try {
      expect((await send(4, { kind: "message", message: "Hello" }, 23)).status).toBe(403);
    } finally {
      await env.DB.prepare("UPDATE users SET suspended_until = NULL WHERE id = 23").run();
    }
    expect(await count()).toBe(before + 1);
  });

  it("answers 404 for a missing provider, 415 for a non-JSON body and 405 for GET", async () => {
    expect((await send(99999, { kind: "message", message: "Hello" })).status).toBe(404);
    const form = await call("/api/ndis-providers/4/enquiries", { method: "POST" });
    expect(form.status).toBe(415);
    expect((await call("/api/ndis-providers/4/enquiries")).status).toBe(405);
  });
});
