// Support requests and the moderators' replies and internal notes on them. The queue is ordered by
// `queue_rank` (open barriers, open, answered, closed), then oldest first, so the request that has
// waited longest is on top; every status change sets the rank in the same statement.
import { and, asc, desc, eq, gt, ne, or, sql } from "drizzle-orm";
import { z } from "zod";
import { supportRequestEntries, supportRequests, users } from "../../db/schema";
import { read, type Db } from "~/models/db.server";
import { encodeKeyset } from "~/lib/lists";
import {
  HIGH_PRIORITY_TOPICS,
  queueRank,
  type CreateSupportRequestInput,
  type SupportStatus,
  type SupportTopic,
} from "~/lib/support";
import { notifyStatement } from "./notification.server";

const supportEntries = z.array(
  z.object({
    id: z.number().int(),
    kind: z.enum(["reply", "note"]),
    body: z.string(),
    authorName: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type SupportEntry = z.infer<typeof supportEntries>[number];

/** Stores a new open request; a barrier is high priority. */
export async function createSupportRequest(
  db: Db,
  { userId, email, input }: { userId: number | null; email: string | null; input: CreateSupportRequestInput },
) {
  const highPriority = HIGH_PRIORITY_TOPICS.includes(input.topic);
  const [row] = await db
    .insert(supportRequests)
    .values({
      userId,
      email,
      topic: input.topic,
      message: input.message,
      pageUrl: input.pageUrl || null,
      status: "open",
      highPriority,
      queueRank: queueRank("open", highPriority),
    })
    .returning({
      id: supportRequests.id,
      topic: supportRequests.topic,
      status: supportRequests.status,
      highPriority: supportRequests.highPriority,
      createdAt: supportRequests.createdAt,
    });
  return row!;
}

/** Entries of a request as JSON, in order; `kinds` leaves internal notes out for the requester. */
function entriesColumn(kinds: "all" | "replies") {
  const onlyReplies = kinds === "replies" ? sql` and e.kind = 'reply'` : sql``;
  return sql<string>`(select coalesce(json_group_array(json_object('id', x.id, 'kind', x.kind, 'body', x.body, 'authorName', x.author_name, 'createdAt', x.created_at)), '[]')
    from (select e.id, e.kind, e.body, e.created_at, u.display_name as author_name
      from ${supportRequestEntries} e left join ${users} u on u.id = e.author_id
      where e.request_id = "support_requests"."id"${onlyReplies} order by e.created_at, e.id) x)`.as("entries");
}

// Parsed, not cast: the column is built by entriesColumn, and a row that does not fit fails loudly here.
const parseEntries = (json: string): SupportEntry[] => supportEntries.parse(JSON.parse(json));

type QueueCursor = readonly [number, string, number];
type QueueFilters = { cursor?: QueueCursor; limit: number };

function queueQuery(db: Db, { cursor, limit }: QueueFilters) {
  const after = cursor
    ? or(
        gt(supportRequests.queueRank, cursor[0]),
        and(eq(supportRequests.queueRank, cursor[0]), gt(supportRequests.createdAt, cursor[1])),
        and(
          eq(supportRequests.queueRank, cursor[0]),
          eq(supportRequests.createdAt, cursor[1]),
          gt(supportRequests.id, cursor[2]),
        ),
      )
    : undefined;
  return db
    .select({
      id: supportRequests.id,
      topic: supportRequests.topic,
      message: supportRequests.message,
      pageUrl: supportRequests.pageUrl,
      status: supportRequests.status,
      highPriority: supportRequests.highPriority,
      queueRank: supportRequests.queueRank,
      createdAt: supportRequests.createdAt,
      userId: supportRequests.userId,
      requesterName: users.displayName,
      // A member's reply address is their account's, unless they have none.
      replyTo: sql<string | null>`coalesce(${users.email}, ${supportRequests.email})`.as("reply_to"),
      entries: entriesColumn("all"),
    })
    .from(supportRequests)
    .leftJoin(users, eq(users.id, supportRequests.userId))
    .where(after)
    .orderBy(asc(supportRequests.queueRank), asc(supportRequests.createdAt), asc(supportRequests.id))
    .limit(limit + 1);
}

export type SupportQueueItem = Omit<Awaited<ReturnType<typeof queueQuery>>[number], "entries" | "queueRank"> & {
  entries: SupportEntry[];
};

function queuePage(rows: Awaited<ReturnType<typeof queueQuery>>, limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ entries, queueRank: _, ...row }): SupportQueueItem => ({
      ...row,
      entries: parseEntries(entries),
    })),
    nextCursor: rows.length > limit && last ? encodeKeyset([last.queueRank, last.createdAt, last.id]) : null,
  };
}

/** A page of the moderators' queue, for a page's batch. */
export function supportQueueRead(db: Db, filters: QueueFilters) {
  return read(queueQuery(db, filters), (rows) => queuePage(rows, filters.limit));
}

export async function listSupportRequests(db: Db, filters: QueueFilters) {
  return queuePage(await queueQuery(db, filters), filters.limit);
}

/** How many requests are open: the Support tab's counter. */
export function openSupportCountRead(db: Db) {
  return read(
    db
      .select({ count: sql<number>`count(*)` })
      .from(supportRequests)
      .where(eq(supportRequests.status, "open")),
    (rows) => rows[0]?.count ?? 0,
  );
}

/** A member's own requests, newest first, with the replies but never the internal notes. */
export function ownSupportRequestsRead(db: Db, userId: number) {
  return read(
    db
      .select({
        id: supportRequests.id,
        topic: supportRequests.topic,
        message: supportRequests.message,
        status: supportRequests.status,
        createdAt: supportRequests.createdAt,
        entries: entriesColumn("replies"),
      })
      .from(supportRequests)
      .where(eq(supportRequests.userId, userId))
      .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
      .limit(20),
    (rows) => rows.map((row) => ({ ...row, entries: parseEntries(row.entries) })),
  );
}
export type OwnSupportRequest = {
  id: number;
  topic: SupportTopic;
  message: string;
  status: SupportStatus;
  createdAt: string;
  entries: SupportEntry[];
};

/** Who asked and where the reply goes, for a reply's email. */
async function requestFor(db: Db, id: number) {
  const [row] = await db
    .select({
      id: supportRequests.id,
      topic: supportRequests.topic,
      status: supportRequests.status,
      userId: supportRequests.userId,
      name: users.displayName,
      replyTo: sql<string | null>`coalesce(${users.email}, ${supportRequests.email})`,
    })
    .from(supportRequests)
    .leftJoin(users, eq(users.id, supportRequests.userId))
    .where(eq(supportRequests.id, id));
  return row ?? null;
}

type Refused = { error: "not_found" } | { error: "conflict"; status: SupportStatus };

/**
 * A moderator's reply: stored, the request marked answered, and a member told in the same batch.
 * A closed request takes no reply until it is reopened. The email is the caller's to send.
 */
export async function replyToSupportRequest(
  db: Db,
  { id, moderatorId, message }: { id: number; moderatorId: number; message: string },
): Promise<Refused | { request: NonNullable<Awaited<ReturnType<typeof requestFor>>>; entryId: number }> {
  const request = await requestFor(db, id);
  if (!request) return { error: "not_found" };
  if (request.status === "closed") return { error: "conflict", status: request.status };
  const at = new Date().toISOString();
  const insert = db
    .insert(supportRequestEntries)
    .values({ requestId: id, authorId: moderatorId, kind: "reply", body: message, createdAt: at })
    .returning({ id: supportRequestEntries.id });
  const update = db
    .update(supportRequests)
    .set({ status: "answered", queueRank: queueRank("answered", false), updatedAt: at })
    .where(and(eq(supportRequests.id, id), ne(supportRequests.status, "closed")));
  const statements = request.userId
    ? ([
        insert,
        update,
        notifyStatement(db, {
          recipient: request.userId,
          kind: "support_reply",
          actorId: null,
          url: `/support#support-request-${id}`,
          detail: message,
        }),
      ] as const)
    : ([insert, update] as const);
  const [inserted] = await db.batch(statements);
  return { request, entryId: inserted[0]!.id };
}

/** An internal note: moderators only ever see it. Any status takes one. */
export async function addSupportNote(
  db: Db,
  { id, moderatorId, note }: { id: number; moderatorId: number; note: string },
): Promise<{ error: "not_found" } | { entryId: number }> {
  const [row] = await db
    .insert(supportRequestEntries)
    .select(
      sql`select null, ${supportRequests.id}, ${moderatorId}, 'note', ${note}, ${new Date().toISOString()}
        from ${supportRequests} where ${supportRequests.id} = ${id}`,
    )
    .returning({ id: supportRequestEntries.id });
  return row ? { entryId: row.id } : { error: "not_found" };
}

/**
 * Close, or reopen: a reopened request is open again (at the top if it is a barrier). Closing a
 * closed request, or reopening one that is not closed, is a conflict.
 */
export async function setSupportRequestStatus(
  db: Db,
  { id, status }: { id: number; status: "open" | "closed" },
): Promise<Refused | { id: number; status: SupportStatus; topic: SupportTopic }> {
  const [row] = await db
    .update(supportRequests)
    .set({
      status,
      queueRank:
        status === "closed"
          ? queueRank("closed", false)
          : sql`case when ${supportRequests.highPriority} then ${queueRank("open", true)} else ${queueRank("open", false)} end`,
      updatedAt: new Date().toISOString(),
    })
    .where(
      and(
        eq(supportRequests.id, id),
        status === "closed" ? ne(supportRequests.status, "closed") : eq(supportRequests.status, "closed"),
      ),
    )
    .returning({ id: supportRequests.id, status: supportRequests.status, topic: supportRequests.topic });
  if (row) return row;
  const existing = await requestFor(db, id);
  return existing ? { error: "conflict", status: existing.status } : { error: "not_found" };
}
