// zod schemas shared by routes, forms and tests. Entity-specific ones join this file as
// their issues land; the primitives here keep every route parameter equally strict.
import { z } from "zod";

/** A database id in a URL: digits only, so "1e3", "0x10" and " 1" are refused, not coerced. */
export const idString = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, "must be a positive whole number")
  .transform(Number);

export const idParams = z.object({ id: idString });

/**
 * A D1 bookmark a browser sends back (app/server/d1-session.ts): hex groups joined by hyphens,
 * as in 00000001-00000002-00004e2f-0a83ea2fceebc654de0640c422be4653. Anything else is ignored.
 */
export const d1BookmarkSchema = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/);
