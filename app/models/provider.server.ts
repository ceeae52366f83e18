// NDIS providers (spec doc 2, Provider directory and Provider detail; issue 12).
// Ratings are never stored: averageRating and reviewCount are aggregates over the public
// reviews, read through the covering index provider_reviews_rating_idx (decision 011).
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import {
  ndisProviders,
  providerEnquiries,
  providerReviews,
  providerServices,
  providerStaff,
  savedProviders,
} from "../../db/schema";
import type { Db } from "~/lib/server/db.server";
import { likePattern } from "~/lib/lists";
import {
  CITY_CENTRES,
  createEnquirySchema,
  kmFromSquaredDegrees,
  longitudeFactor,
  openToday,
  responseTimeText,
  type ProviderFilters,
} from "~/lib/providers";
import { PROVIDER_SERVICE_TYPES } from "~/lib/vocab";

const p = ndisProviders;

// Correlated subqueries name every column with its table alias: in a one-table select
// drizzle prints columns unqualified, so a bare "id" inside a subquery would bind to the
// subquery's own table. PROVIDER_ID is the outer row's id, written out in full.
const PROVIDER_ID = sql.raw(`"ndis_providers"."id"`);

// Aggregates over the covering index provider_reviews_rating_idx: one index seek per provider row.
const averageRatingSql = sql<
  number | null
>`(select round(avg(r.rating), 2) from ${providerReviews} r where r.provider_id = ${PROVIDER_ID} and r.is_public = 1)`;
const reviewCountSql = sql<number>`(select count(*) from ${providerReviews} r where r.provider_id = ${PROVIDER_ID} and r.is_public = 1)`;
const savedBySql = (viewerId: number) =>
  sql<number>`exists (select 1 from ${savedProviders} sp where sp.user_id = ${viewerId} and sp.provider_id = ${PROVIDER_ID})`;
/** Mean hours from an enquiry to its answer, over the answered ones. */
const responseHoursSql = sql<
  number | null
>`(select avg((julianday(e.responded_at) - julianday(e.created_at)) * 24) from ${providerEnquiries} e where e.provider_id = ${PROVIDER_ID} and e.responded_at is not null)`;

// The card's services as one JSON array per row, so a page of cards is one statement. With
// a service type filter the matching services come first, so the card's first 3 show them.
const cardServicesSql = (serviceType: string | undefined) =>
  sql<string>`(select json_group_array(json_object('id', s.id, 'serviceType', s.service_type, 'serviceName', s.service_name, 'unitPrice', s.unit_price, 'unitType', s.unit_type)) from (select * from ${providerServices} s where s.provider_id = ${PROVIDER_ID} and s.is_active = 1 order by s.service_type = ${serviceType ?? ""} desc, s.id) s)`;
const cardServices = z.array(
  z.object({
    id: z.number(),
    serviceType: z.enum(PROVIDER_SERVICE_TYPES),
    serviceName: z.string(),
    unitPrice: z.number(),
    unitType: z.string(),
  }),
);

function filterConditions(filters: ProviderFilters, viewerId: number): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(p.isActive, true)];
  if (filters.location) where.push(eq(p.location, filters.location));
  if (filters.serviceType) {
    where.push(
      sql`exists (select 1 from ${providerServices} s where s.service_type = ${filters.serviceType} and s.provider_id = ${PROVIDER_ID} and s.is_active = 1)`,
    );
  }
  if (filters.saved) where.push(savedBySql(viewerId));
  if (filters.search) {
    // A substring match with LIKE (wildcards in the term escaped): no index can serve a
    // leading %, but it only scans the providers the other filters left, a few hundred at most.
    const pattern = likePattern(filters.search);
    where.push(
      sql`(${p.businessName} like ${pattern} escape '\\' or ${p.tradingName} like ${pattern} escape '\\' or ${p.businessDescription} like ${pattern} escape '\\' or exists (select 1 from ${providerServices} s where s.provider_id = ${PROVIDER_ID} and s.is_active = 1 and s.service_name like ${pattern} escape '\\'))`,
    );
  }
  return and(...where);
}

/** The squared equirectangular distance from the city centre, in squared degrees. */
function distanceSql(location: NonNullable<ProviderFilters["location"]>) {
  const centre = CITY_CENTRES[location];
  const k = longitudeFactor(centre.latitude);
  return sql<number>`((${p.latitude} - ${centre.latitude}) * (${p.latitude} - ${centre.latitude}) + (${p.longitude} - ${centre.longitude}) * ${k} * (${p.longitude} - ${centre.longitude}) * ${k})`;
}

function orderFor(filters: ProviderFilters): SQL[] {
  const byName = [asc(p.businessName), asc(p.id)];
  switch (filters.sort) {
    case "reviews":
      return [sql`review_count desc`, sql`average_rating desc nulls last`, ...byName];
    case "name":
      return byName;
    case "distance":
      return filters.location
        ? [sql`distance_sq asc`, ...byName]
        : [sql`average_rating desc nulls last`, sql`review_count desc`, ...byName];
    default:
      return [sql`average_rating desc nulls last`, sql`review_count desc`, ...byName];
  }
}

/** One page of the directory and the total, in one round trip. */
export async function listProviders(
  db: Db,
  { viewerId, filters, now }: { viewerId: number; filters: ProviderFilters; now: number },
) {
  const limit = filters.limit ?? 12;
  const where = filterConditions(filters, viewerId);
  const distance =
    filters.sort === "distance" && filters.location ? distanceSql(filters.location) : sql<number | null>`null`;
  const [rows, [counted]] = await db.batch([
    db
      .select({
        id: p.id,
        businessName: p.businessName,
        tradingName: p.tradingName,
        ndisProviderNumber: p.ndisProviderNumber,
        registrationStatus: p.registrationStatus,
        businessDescription: p.businessDescription,
        website: p.website,
        email: p.email,
        phone: p.phone,
        suburb: p.suburb,
        state: p.state,
        postcode: p.postcode,
        location: p.location,
        serviceAreas: p.serviceAreas,
        businessHours: p.businessHours,
        isVerified: p.isVerified,
        isPremium: p.isPremium,
        averageRating: averageRatingSql.as("average_rating"),
        reviewCount: reviewCountSql.as("review_count"),
        services: cardServicesSql(filters.serviceType).as("card_services"),
        savedByMe: savedBySql(viewerId).as("saved_by_me"),
        responseHours: responseHoursSql.as("response_hours"),
        distanceSq: distance.as("distance_sq"),
      })
      .from(p)
      .where(where)
      .orderBy(...orderFor(filters))
      .limit(limit)
      .offset((filters.page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)` })
      .from(p)
      .where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    items: rows.map(({ businessHours, services, savedByMe, distanceSq, responseHours, ...row }) => ({
      ...row,
      services: cardServices.parse(JSON.parse(services)),
      savedByMe: Boolean(savedByMe),
      openToday: openToday(businessHours, row.location, now),
      responseTime: responseTimeText(responseHours),
      distanceKm: distanceSq === null ? null : Math.round(kmFromSquaredDegrees(distanceSq) * 10) / 10,
    })),
    page: filters.page,
    pageSize: limit,
    total,
    pageCount: Math.max(1, Math.ceil(total / limit)),
    sort: filters.sort,
  };
}
export type ProviderListPage = Awaited<ReturnType<typeof listProviders>>;
export type ProviderListItem = ProviderListPage["items"][number];

/** The whole profile: provider, services, staff and public reviews in one round trip. Null when missing. */
export async function getProviderDetail(db: Db, { id, viewerId, now }: { id: number; viewerId: number; now: number }) {
  const [[provider], services, staff, reviews] = await db.batch([
    db
      .select({
        id: p.id,
        businessName: p.businessName,
        tradingName: p.tradingName,
        abn: p.abn,
        acn: p.acn,
        ndisProviderNumber: p.ndisProviderNumber,
        businessType: p.businessType,
        registrationStatus: p.registrationStatus,
        registrationDate: p.registrationDate,
        registrationExpiry: p.registrationExpiry,
        businessDescription: p.businessDescription,
        website: p.website,
        email: p.email,
        phone: p.phone,
        streetAddress: p.streetAddress,
        suburb: p.suburb,
        state: p.state,
        postcode: p.postcode,
        location: p.location,
        serviceAreas: p.serviceAreas,
        registrationGroups: p.registrationGroups,
        practiceStandardsCompliant: p.practiceStandardsCompliant,
        complianceScore: p.complianceScore,
        lastAuditDate: p.lastAuditDate,
        nextAuditDue: p.nextAuditDue,
        publicLiabilityInsurer: p.publicLiabilityInsurer,
        publicLiabilityAmount: p.publicLiabilityAmount,
        publicLiabilityExpiry: p.publicLiabilityExpiry,
        professionalIndemnityInsurer: p.professionalIndemnityInsurer,
        professionalIndemnityAmount: p.professionalIndemnityAmount,
        professionalIndemnityExpiry: p.professionalIndemnityExpiry,
        logoUrl: p.logoUrl,
        bannerImageUrl: p.bannerImageUrl,
        businessHours: p.businessHours,
        emergencyContact: p.emergencyContact,
        isVerified: p.isVerified,
        isActive: p.isActive,
        isPremium: p.isPremium,
        createdAt: p.createdAt,
        updatedAt: p.updatedAt,
        averageRating: averageRatingSql.as("average_rating"),
        reviewCount: reviewCountSql.as("review_count"),
        savedByMe: savedBySql(viewerId).as("saved_by_me"),
        responseHours: responseHoursSql.as("response_hours"),
      })
      .from(p)
      .where(and(eq(p.id, id), eq(p.isActive, true))),
    db
      .select()
      .from(providerServices)
      .where(and(eq(providerServices.providerId, id), eq(providerServices.isActive, true)))
      .orderBy(asc(providerServices.id)),
    db
      .select()
      .from(providerStaff)
      .where(and(eq(providerStaff.providerId, id), eq(providerStaff.isActive, true)))
      .orderBy(asc(providerStaff.id)),
    // Who wrote a review stays private: participantId is not sent.
    db
      .select({
        id: providerReviews.id,
        providerId: providerReviews.providerId,
        staffId: providerReviews.staffId,
        rating: providerReviews.rating,
        reviewTitle: providerReviews.reviewTitle,
        reviewText: providerReviews.reviewText,
        serviceQuality: providerReviews.serviceQuality,
        communication: providerReviews.communication,
        reliability: providerReviews.reliability,
        valueForMoney: providerReviews.valueForMoney,
        wouldRecommend: providerReviews.wouldRecommend,
        isVerified: providerReviews.isVerified,
        providerResponse: providerReviews.providerResponse,
        providerResponseDate: providerReviews.providerResponseDate,
        createdAt: providerReviews.createdAt,
      })
      .from(providerReviews)
      .where(and(eq(providerReviews.providerId, id), eq(providerReviews.isPublic, true)))
      .orderBy(desc(providerReviews.createdAt), desc(providerReviews.id)),
  ]);
  if (!provider) return null;
  const { savedByMe, responseHours, ...rest } = provider;
  return {
    ...rest,
    savedByMe: Boolean(savedByMe),
    responseTime: responseTimeText(responseHours),
    openToday: openToday(provider.businessHours, provider.location, now),
    services,
    staff,
    reviews,
  };
}
export type ProviderDetail = NonNullable<Awaited<ReturnType<typeof getProviderDetail>>>;

async function providerExists(db: Db, id: number) {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.id, id), eq(p.isActive, true)));
  return Boolean(row);
}

/** Save or unsave; repeating either changes nothing. Null when the provider does not exist. */
export async function setProviderSaved(
  db: Db,
  { userId, providerId, saved }: { userId: number; providerId: number; saved: boolean },
) {
  if (!(await providerExists(db, providerId))) return null;
  if (saved) await db.insert(savedProviders).values({ userId, providerId }).onConflictDoNothing();
  else
    await db
      .delete(savedProviders)
      .where(and(eq(savedProviders.userId, userId), eq(savedProviders.providerId, providerId)));
  return { providerId, saved };
}

export class EnquiryRefusedError extends Error {
  constructor(
    readonly status: 400 | 409,
    message: string,
    readonly path?: string,
  ) {
    super(message);
  }
}

/** Stores an enquiry. Null when the provider does not exist; EnquiryRefusedError for a bad service or a suspended provider's booking. */
export async function createEnquiry(
  db: Db,
  { providerId, userId, input }: { providerId: number; userId: number; input: z.output<typeof createEnquirySchema> },
) {
  const serviceId = input.serviceId ?? null;
  const [[provider], services] = await db.batch([
    db
      .select({
        id: p.id,
        businessName: p.businessName,
        registrationStatus: p.registrationStatus,
        responseHours: responseHoursSql.as("response_hours"),
      })
      .from(p)
      .where(and(eq(p.id, providerId), eq(p.isActive, true))),
    db
      .select({ id: providerServices.id })
      .from(providerServices)
      .where(
        and(
          eq(providerServices.id, serviceId ?? 0),
          eq(providerServices.providerId, providerId),
          eq(providerServices.isActive, true),
        ),
      ),
  ]);
  if (!provider) return null;
  if (serviceId !== null && services.length === 0) {
    throw new EnquiryRefusedError(400, `Service ${serviceId} is not offered by this provider.`, "serviceId");
  }
  if (input.kind === "booking" && provider.registrationStatus === "suspended") {
    throw new EnquiryRefusedError(
      409,
      "This provider's NDIS registration is suspended, so it cannot take bookings. You can still send a message.",
    );
  }
  const [created] = await db
    .insert(providerEnquiries)
    .values({
      providerId,
      userId,
      serviceId,
      kind: input.kind,
      message: input.message,
      preferredDate: input.kind === "booking" ? (input.preferredDate ?? null) : null,
    })
    .returning();
  return {
    enquiry: created,
    providerName: provider.businessName,
    responseTime: responseTimeText(provider.responseHours),
  };
}
