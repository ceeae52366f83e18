import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import * as schema from "../../../db/schema";

export type Db = DrizzleD1Database<typeof schema>;

/** One drizzle client per request (built in workers/app.ts) or per room/test. */
export function createDb(d1: D1Database): Db {
  return drizzle(d1, { schema });
}

// The Remix load context, typed once for every loader and action.
declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    db: Db;
    env: Env;
    // Only what loaders may use; the dev proxy's context type lacks newer members.
    ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
    /** This response's Content-Security-Policy nonce, for Remix's inline scripts (app/lib/server/security-headers.ts). */
    cspNonce?: string;
  }
}
