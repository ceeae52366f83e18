// What a member does to a provider: save it, or send it an enquiry (a booking request or a
// message).
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { ndisProviders, providerEnquiries, providerServices, savedProviders } from "../../db/schema";
import type { Db } from "~/models/db.server";
import { responseTimeText, type createEnquirySchema } from "~/lib/providers";
import { responseHoursSql } from "./provider-sql.server";

const p = ndisProviders;

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
