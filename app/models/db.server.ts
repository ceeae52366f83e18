import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  type ExtractTablesWithRelations,
  type SQL,
} from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { DrizzleD1Database, SQLiteD1Session } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "../../db/schema";

export type LiveTopic = "notifications" | "messages";

/**
 * What a request's writes leave for the Worker to do once its response is ready: which members'
 * notification rooms should catch up from D1, and on what. A model that writes a notification or
 * a message names its recipient here; the Worker (or the room that wrote) drains the list. A name
 * too many only wakes a room that finds nothing new.
 */
export class Effects {
  #touched = new Map<number, Set<LiveTopic>>();

  touch(userId: number, topic: LiveTopic = "notifications") {
    let topics = this.#touched.get(userId);
    if (!topics) this.#touched.set(userId, (topics = new Set()));
    topics.add(topic);
  }

  /** The members named so far, and what changed for each; clears the list. */
  drain(): Map<number, Set<LiveTopic>> {
    const touched = this.#touched;
    this.#touched = new Map();
    return touched;
  }
}

export type Db = DrizzleD1Database<typeof schema> & {
  readonly effects: Effects;
  /** The D1 binding (the request's session) under drizzle, for statements built once (toQuery). */
  readonly $client: Pick<D1Database, "prepare" | "batch">;
};

/**
 * One drizzle client per request (built in workers/app.ts on the request's D1 session) or per
 * room/test (on the raw binding, the primary), with its own effects list.
 */
export function createDb(d1: D1Database): Db {
  const session = new SQLiteD1Session<typeof schema, Relations>(d1, dialect, relationalSchema, {});
  const db = new DrizzleD1Database<typeof schema>("async", dialect, session, relationalSchema);
  return Object.assign(db, { $client: d1, effects: new Effects() });
}

// What drizzle(d1, { schema }) builds, minus its walk over every table and relation, which it
// repeats on each call (about a tenth of an API request's CPU): walked once per isolate here instead.
const dialect = new SQLiteAsyncDialect();
const tablesConfig = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
type Relations = ExtractTablesWithRelations<typeof schema>;
const relationalSchema = {
  fullSchema: schema,
  schema: tablesConfig.tables as Relations,
  tableNamesMap: tablesConfig.tableNamesMap,
};

/** A statement's SQL text and parameters, for a statement built once and bound many times (search). */
export const toQuery = (statement: SQL) => dialect.sqlToQuery(statement);

/** One statement that can join a D1 batch. */
export type Statement = BatchItem<"sqlite">;
type Rows<S extends Statement> = S["_"]["result"];

/**
 * A read that a page batches with others: its statements and how their rows become a value.
 * Models build these, so queries and row shapes stay private to the model that owns them.
 */
export class Read<T> {
  constructor(
    readonly statements: readonly Statement[],
    readonly map: (results: readonly unknown[]) => T,
  ) {}
}

/** A read with no statements: a batch entry a page leaves out (another tab's data). */
export const noRead = new Read<null>([], () => null);

/** A read of one statement, its rows mapped (or as they are). */
export function read<S extends Statement>(statement: S): Read<Rows<S>>;
export function read<S extends Statement, T>(statement: S, map: (rows: Rows<S>) => T): Read<T>;
export function read<S extends Statement, T>(statement: S, map?: (rows: Rows<S>) => T) {
  return new Read([statement], ([rows]) => (map ? map(rows as Rows<S>) : rows));
}

/** A read of several statements whose results map together, e.g. a profile and its two counts. */
export function readAll<S extends readonly [Statement, ...Statement[]], T>(
  statements: S,
  map: (results: { -readonly [K in keyof S]: Rows<S[K]> }) => T,
): Read<T> {
  return new Read(statements, (results) => map(results as { -readonly [K in keyof S]: Rows<S[K]> }));
}

type Named = Record<string, Read<unknown> | Statement>;
type NamedResults<R extends Named> = {
  [K in keyof R]: R[K] extends Read<infer T> ? T : R[K] extends Statement ? Rows<R[K]> : never;
};

/** Several reads as one, answered under their keys: a model composes its reads with this. */
export function readNamed<R extends Named>(named: R): Read<NamedResults<R>> {
  const parts = Object.entries(named).map(
    ([key, value]) => [key, value instanceof Read ? value : read(value)] as const,
  );
  return new Read(
    parts.flatMap(([, part]) => part.statements),
    (results) => {
      let at = 0;
      const entries = parts.map(([key, part]) => {
        const value = part.map(results.slice(at, at + part.statements.length));
        at += part.statements.length;
        return [key, value];
      });
      return Object.fromEntries(entries) as NamedResults<R>;
    },
  );
}

/**
 * Runs every read in one D1 round trip and answers each under its own key, so a loader never
 * picks results out of `db.batch` by position.
 */
export async function batchNamed<R extends Named>(db: Db, named: R): Promise<NamedResults<R>> {
  const { statements, map } = readNamed(named);
  return map(statements.length ? await db.batch(statements as [Statement, ...Statement[]]) : []);
}

// The Remix load context, typed once for every loader and action.
declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    db: Db;
    env: Env;
    // Only what loaders may use; the dev proxy's context type lacks newer members.
    ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
    /** This response's Content-Security-Policy nonce, for Remix's inline scripts (app/server/security-headers.ts). */
    cspNonce?: string;
  }
}
