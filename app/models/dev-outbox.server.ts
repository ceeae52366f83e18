// The local stand-in for the email API (DEV_OUTBOX=on only): sent mail lands in D1 and is read
// at /dev/outbox. Deployed, DEV_OUTBOX is unset and nothing reads or writes this table.
import { desc } from "drizzle-orm";
import { devOutbox } from "../../db/schema";
import type { Db } from "~/models/db.server";

/** An email as the outbox keeps it (app/server/email.server.ts sends these). */
type OutboxEmail = Pick<typeof devOutbox.$inferInsert, "to" | "subject" | "text" | "html">;

export async function addToOutbox(db: Db, email: OutboxEmail) {
  await db.insert(devOutbox).values(email);
}

export function listOutbox(db: Db, { limit = 50 }: { limit?: number } = {}) {
  return db.select().from(devOutbox).orderBy(desc(devOutbox.id)).limit(limit);
}
