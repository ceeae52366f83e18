// SQL fragments the provider model's reads share: a provider's rating, review count, whether
// the viewer saved it, and its response time, each a subquery on the outer provider row.
// Only provider.server.ts and provider-actions.server.ts use them.
import { sql } from "drizzle-orm";
import { providerEnquiries, providerReviews, providerServices, providerStaff, savedProviders } from "../../db/schema";

// Correlated subqueries name every column with its table alias: in a one-table select
// drizzle prints columns unqualified, so a bare "id" inside a subquery would bind to the
// subquery's own table. PROVIDER_ID is the outer row's id, written out in full.
export const PROVIDER_ID = sql.raw(`"ndis_providers"."id"`);

// Aggregates over the covering index provider_reviews_rating_idx: one index seek per provider row.
export const averageRatingSql = sql<
  number | null
>`(select round(avg(r.rating), 2) from ${providerReviews} r where r.provider_id = ${PROVIDER_ID} and r.is_public = 1)`;
export const reviewCountSql = sql<number>`(select count(*) from ${providerReviews} r where r.provider_id = ${PROVIDER_ID} and r.is_public = 1)`;
export const savedBySql = (viewerId: number) =>
  sql<number>`exists (select 1 from ${savedProviders} sp where sp.user_id = ${viewerId} and sp.provider_id = ${PROVIDER_ID})`;
/** Mean hours from an enquiry to its answer, over the answered ones. */
export const responseHoursSql = sql<
  number | null
>`(select avg((julianday(e.responded_at) - julianday(e.created_at)) * 24) from ${providerEnquiries} e where e.provider_id = ${PROVIDER_ID} and e.responded_at is not null)`;
/** Staff who speak Auslan or a service with Auslan interpreting: the provider's Auslan badge. */
export const worksInAuslanSql = sql<number>`(exists (select 1 from ${providerStaff} st where st.provider_id = ${PROVIDER_ID} and instr(st.languages_spoken, '"Auslan"') > 0)
  or exists (select 1 from ${providerServices} sv where sv.provider_id = ${PROVIDER_ID} and instr(sv.accessibility_features, '"auslan_interpreter"') > 0))`;
