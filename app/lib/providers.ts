// Provider directory rules shared by the pages, the API and the tests (docs/features/providers.md).
import { z } from "zod";
import { dateFormat, formatDollars, utcDate } from "./format";
import { limitParam, searchParam } from "./lists";
import { PROVIDER_TEXTS } from "./texts";
import { ENQUIRY_KINDS, PROVIDER_LOCATIONS, PROVIDER_SERVICE_TYPES, WEEKDAYS } from "./vocab";

export type ProviderLocation = (typeof PROVIDER_LOCATIONS)[number];
export type ProviderServiceType = (typeof PROVIDER_SERVICE_TYPES)[number];
export type Weekday = (typeof WEEKDAYS)[number];
export type BusinessHours = Partial<Record<Weekday, { open: string; close: string } | null>>;

export const PROVIDER_SORTS = ["rating", "reviews", "distance", "name"] as const;
export type ProviderSort = (typeof PROVIDER_SORTS)[number];
/** The spec's "Provider sort default 'rating'". */
export const DEFAULT_PROVIDER_SORT: ProviderSort = "rating";
/** A card shows up to 3 services and 4 service areas. */
export const CARD_SERVICE_LIMIT = 3;
export const CARD_AREA_LIMIT = 4;
export const PROVIDER_PAGE_SIZE = 12;
export const PROVIDER_PAGE_MAX = 50;
/** The star distribution bar is fixed, as the spec gives it (5 stars 80%, 4 stars 15%, the others 5%). */
export const STAR_DISTRIBUTION: readonly { stars: number; percent: number }[] = [
  { stars: 5, percent: 80 },
  { stars: 4, percent: 15 },
  { stars: 3, percent: 5 },
  { stars: 2, percent: 5 },
  { stars: 1, percent: 5 },
];

// Select options never have an empty value: "all" means no filter.
export const LOCATION_OPTIONS = [
  { value: "all", label: PROVIDER_TEXTS.allLocations },
  ...PROVIDER_LOCATIONS.map((value) => ({ value, label: value })),
];
export const SERVICE_TYPE_OPTIONS = [
  { value: "all", label: PROVIDER_TEXTS.allServices },
  ...PROVIDER_SERVICE_TYPES.map((value) => ({ value, label: PROVIDER_TEXTS.serviceTypes[value] })),
];
export const SORT_OPTIONS = PROVIDER_SORTS.map((value) => ({ value, label: PROVIDER_TEXTS.sorts[value] }));

/**
 * Each city's centre (distance sorting measures from here) and its time zone ("Open today"
 * is decided on the provider's own clock, not the server's UTC one).
 */
export const CITY_CENTRES: Record<
  ProviderLocation,
  { latitude: number; longitude: number; timeZone: string; city: string }
> = {
  "Melbourne VIC": { latitude: -37.8136, longitude: 144.9631, timeZone: "Australia/Melbourne", city: "Melbourne" },
  "Brisbane QLD": { latitude: -27.4698, longitude: 153.0251, timeZone: "Australia/Brisbane", city: "Brisbane" },
  "Sydney NSW": { latitude: -33.8688, longitude: 151.2093, timeZone: "Australia/Sydney", city: "Sydney" },
  "Perth WA": { latitude: -31.9505, longitude: 115.8605, timeZone: "Australia/Perth", city: "Perth" },
  "Adelaide SA": { latitude: -34.9285, longitude: 138.6007, timeZone: "Australia/Adelaide", city: "Adelaide" },
};

/** Kilometres per degree of latitude (mean Earth radius 6371 km). */
export const KM_PER_DEGREE = 111.195;

/**
 * The directory sorts by a squared equirectangular distance computed in SQL:
 * dLat² + (dLng·cos(centreLat))², in squared degrees. Good to well under 1% at city scale.
 * This gives the longitude factor (bound as a parameter, since SQLite has no cos()) and
 * turns the SQL value back into kilometres for display.
 */
export function longitudeFactor(latitude: number): number {
  return Math.cos((latitude * Math.PI) / 180);
}
export function kmFromSquaredDegrees(squared: number): number {
  return Math.sqrt(Math.max(0, squared)) * KM_PER_DEGREE;
}

const pageParam = z
  .string()
  .regex(/^\d{1,4}$/, "must be a whole number")
  .transform(Number)
  .pipe(z.number().int().min(1, "must be at least 1"));

/** The filters as the page's GET form and the API share them. "all" means no filter. */
export const providerFiltersQuery = z
  .object({
    search: searchParam.optional(),
    location: z
      .enum(["all", ...PROVIDER_LOCATIONS])
      .optional()
      .transform((value) => (value === "all" ? undefined : value)),
    serviceType: z
      .enum(["all", ...PROVIDER_SERVICE_TYPES])
      .optional()
      .transform((value) => (value === "all" ? undefined : value)),
    sort: z.enum(PROVIDER_SORTS).default(DEFAULT_PROVIDER_SORT),
    saved: z
      .enum(["true", "false"])
      .optional()
      .transform((value) => value === "true"),
    page: pageParam.default(1),
    limit: limitParam(PROVIDER_PAGE_MAX).optional(),
  })
  .strict();
export type ProviderFilters = z.output<typeof providerFiltersQuery>;

/** The API refuses sort=distance without a location: there is no centre to measure from. */
export const listProvidersQuery = providerFiltersQuery.superRefine((query, ctx) => {
  if (query.sort === "distance" && !query.location) {
    ctx.addIssue({ code: "custom", path: ["sort"], message: "distance needs a location to measure from" });
  }
});

/** The URL of a directory view: defaults left out, so a shared link stays short. */
export function directoryHref(
  filters: Partial<{
    search: string;
    location: string;
    serviceType: string;
    sort: string;
    saved: boolean;
    page: number;
  }>,
): string {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.location && filters.location !== "all") params.set("location", filters.location);
  if (filters.serviceType && filters.serviceType !== "all") params.set("serviceType", filters.serviceType);
  if (filters.sort && filters.sort !== DEFAULT_PROVIDER_SORT) params.set("sort", filters.sort);
  if (filters.saved) params.set("saved", "true");
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `/ndis-providers?${query}` : "/ndis-providers";
}

// ------------------------------------------------------------------ enquiries

export const ENQUIRY_MESSAGE_MAX = 1000;
/**
 * The enquiry dialog's address params without JavaScript (`?dialog=enquiry&provider=3&kind=booking`,
 * `service` when opened from a service), and `sent` once one went; the directory's filters ignore them.
 */
export const ENQUIRY_DIALOG_PARAMS = ["provider", "kind", "service", "sent"] as const;
/** Bookings can be asked for up to a year ahead. */
export const ENQUIRY_MAX_DAYS_AHEAD = 366;
const DAY_MS = 86_400_000;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    "is not a real date",
  )
  // Australian "today" can be a day ahead of UTC, so allow from yesterday (UTC).
  .refine((value) => Date.parse(`${value}T00:00:00Z`) >= Date.now() - 2 * DAY_MS, "must not be in the past")
  .refine(
    (value) => Date.parse(`${value}T00:00:00Z`) <= Date.now() + ENQUIRY_MAX_DAYS_AHEAD * DAY_MS,
    "must be within a year",
  );

/** POST /api/ndis-providers/:id/enquiries: "Send Message" (message) and "Book Service" (booking). */
export const createEnquirySchema = z
  .object({
    kind: z.enum(ENQUIRY_KINDS),
    message: z
      .string()
      .trim()
      .min(1, PROVIDER_TEXTS.emptyMessage)
      .max(ENQUIRY_MESSAGE_MAX, `must be at most ${ENQUIRY_MESSAGE_MAX} characters`),
    serviceId: z.number().int().positive().nullable().optional(),
    preferredDate: isoDate.nullable().optional(),
  })
  .strict();
export type CreateEnquiryInput = z.input<typeof createEnquirySchema>;

// ------------------------------------------------------------------ formatting

/** Rates are stored in cents and shown in Australian dollars. 6547 → "$65.47". */
export function formatAud(cents: number): string {
  return formatDollars(cents / 100, { min: 2, max: 2 });
}

/** "$65.47/hour", "$0.97/km", "$450.00/each". */
export function rateText(service: { unitPrice: number; unitType: string }): string {
  return `${formatAud(service.unitPrice)}/${service.unitType}`;
}

/** Whole dollars (insurance cover): 20000000 → "$20,000,000". */
export function formatWholeAud(dollars: number): string {
  return formatDollars(dollars, { max: 0 });
}

/** The spec's three delivery mode texts. */
export function deliveryModeText(service: { isOnlineAvailable: boolean; isInPersonAvailable: boolean }): string {
  if (service.isInPersonAvailable && service.isOnlineAvailable) return PROVIDER_TEXTS.deliveryBoth;
  if (service.isOnlineAvailable) return PROVIDER_TEXTS.deliveryOnline;
  return PROVIDER_TEXTS.deliveryInPerson;
}

export function transportText(requiresTransport: boolean): string {
  return requiresTransport ? PROVIDER_TEXTS.required : PROVIDER_TEXTS.notRequired;
}

/** "09:00" → "9:00 am", "17:30" → "5:30 pm". */
export function clockText(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const suffix = h >= 12 ? "pm" : "am";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** "9:00 am – 5:00 pm" for a day's hours. */
export function hoursText(hours: { open: string; close: string }): string {
  return `${clockText(hours.open)} – ${clockText(hours.close)}`;
}

/** The weekday at `now` in `timeZone`, e.g. "monday". */
export function weekdayIn(timeZone: string, now: number): Weekday {
  const name = dateFormat("en-AU", { timeZone, weekday: "long" }).format(new Date(now)).toLowerCase();
  return WEEKDAYS.find((day) => day === name) ?? "monday";
}

export type OpenToday = { weekday: Weekday; hours: { open: string; close: string } | null; text: string };

/** The card's "Open today" line, from the provider's hours on its own city's today. */
export function openToday(businessHours: BusinessHours, location: ProviderLocation, now: number): OpenToday {
  const weekday = weekdayIn(CITY_CENTRES[location].timeZone, now);
  const hours = businessHours[weekday] ?? null;
  return {
    weekday,
    hours,
    text: hours ? `${PROVIDER_TEXTS.openToday} ${hoursText(hours)}` : PROVIDER_TEXTS.closedToday,
  };
}

/** Average hours to answer an enquiry → words. Null when the provider has answered none yet. */
export function responseTimeText(hours: number | null): string {
  if (hours === null) return PROVIDER_TEXTS.noResponseTime;
  if (hours <= 1) return "Usually responds within an hour";
  if (hours < 24) return `Usually responds within ${Math.ceil(hours)} hours`;
  const days = Math.ceil(hours / 24);
  return days === 1 ? "Usually responds within a day" : `Usually responds within ${days} days`;
}

/** "4.3 out of 5 stars": the text equivalent of a star display. */
export function ratingText(rating: number | null): string {
  return rating === null ? "Not yet rated" : `${rating.toFixed(1)} out of 5 stars`;
}

/** Names for the registration group codes the seed uses (NDIS Commission list). */
export const REGISTRATION_GROUP_NAMES: Record<string, string> = {
  "0101": "Accommodation/Tenancy Assistance",
  "0104": "High Intensity Daily Personal Activities",
  "0107": "Daily Personal Activities",
  "0115": "Assistance with Travel/Transport Arrangements",
  "0117": "Development of Daily Living and Life Skills",
  "0125": "Participation in Community, Social and Civic Activities",
  "0126": "Exercise Physiology and Personal Well-being Activities",
  "0128": "Therapeutic Supports",
  "0136": "Group and Centre Based Activities",
};

/** "2026-03-12" → "12 March 2026", the same on server and browser. */
export function longDate(isoDate: string): string {
  return utcDate(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate, "long");
}
