// NDIS providers (docs/features/providers.md): the directory and the profile. Saving and enquiries
// are in provider-actions.server.ts. Ratings are never stored: averageRating and reviewCount are
// aggregates over the public reviews, read through the covering index provider_reviews_rating_idx
// (decision 011).
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { ndisProviders, providerReviews, providerServices, providerStaff } from "../../db/schema";
import type { Db } from "~/models/db.server";
import { likePattern } from "~/lib/lists";
import {
  CITY_CENTRES,
  kmFromSquaredDegrees,
  longitudeFactor,
  openToday,
  responseTimeText,
  type ProviderFilters,
} from "~/lib/providers";
import { PROVIDER_SERVICE_TYPES } from "~/lib/vocab";
import {
  averageRatingSql,
  PROVIDER_ID,
  responseHoursSql,
  reviewCountSql,
  savedBySql,
  worksInAuslanSql,
} from "./provider-sql.server";

const p = ndisProviders;

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
        worksInAuslan: worksInAuslanSql.as("works_in_auslan"),
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
    items: rows.map(({ businessHours, services, savedByMe, distanceSq, responseHours, worksInAuslan, ...row }) => ({
      ...row,
      worksInAuslan: Boolean(worksInAuslan),
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
        worksInAuslan: worksInAuslanSql.as("works_in_auslan"),
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
  const { savedByMe, responseHours, worksInAuslan, ...rest } = provider;
  return {
    ...rest,
    savedByMe: Boolean(savedByMe),
    worksInAuslan: Boolean(worksInAuslan),
    responseTime: responseTimeText(responseHours),
    openToday: openToday(provider.businessHours, provider.location, now),
    services,
    staff,
    reviews,
  };
}
export type ProviderDetail = NonNullable<Awaited<ReturnType<typeof getProviderDetail>>>;
