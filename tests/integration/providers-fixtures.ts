// Shared by the providers-*.test.ts files (the NDIS provider directory, docs/features/providers.md): paging
// through the list, the expected orders, and a provider of one's own.
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { WEEKDAYS } from "~/lib/vocab";
import { call } from "./call";

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

export const list = async (query: string, as = 1) => {
  const response = await call(`/api/ndis-providers${query}`, { as });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<Page>();
};
export async function all(query: string, as = 1) {
  const first = await list(`?limit=7&${query}`, as);
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page++)
    items.push(...(await list(`?limit=7&page=${page}&${query}`, as)).items);
  expect(items.length).toBe(first.total);
  return items;
}
export const ids = (items: Item[]) => items.map((item) => item.id);
export const sqlIds = async (query: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(query)
      .bind(...binds)
      .all<{ id: number }>()
  ).results
    .map((row) => row.id)
    .sort((a, b) => a - b);
export const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
export const byName = (a: Item, b: Item) =>
  a.businessName < b.businessName ? -1 : a.businessName > b.businessName ? 1 : a.id - b.id;

/** Rating order: average high to low (unrated last), then more reviews, then name. */
export function expectRatingOrder(items: Item[]) {
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
export async function insertProvider(fields: {
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
