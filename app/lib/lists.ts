// Shared pieces of the groups, resources and events lists: opaque keyset cursors, a page
// limit, and a search term that is safe inside LIKE.
import { z } from "zod";
import { encodeCursor } from "./posts";

/**
 * A keyset cursor: the sort values of the last item, base64url-encoded JSON. Opaque to
 * clients; each list checks the decoded tuple with its own zod schema.
 */
export function encodeKeyset(values: readonly (string | number)[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(values));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function keysetCursor<T extends z.ZodType>(tuple: T) {
  return z
    .string()
    .max(400)
    .transform((value, ctx): z.output<T> => {
      try {
        const binary = atob(value.replaceAll("-", "+").replaceAll("_", "/"));
        const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
        const parsed = tuple.safeParse(JSON.parse(json));
        if (parsed.success) return parsed.data;
      } catch {
        // fall through to the issue below
      }
      ctx.addIssue({ code: "custom", message: "is not a cursor this API gave out" });
      return z.NEVER;
    });
}

export const limitParam = (max: number) =>
  z
    .string()
    .regex(/^\d{1,3}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(1, "must be at least 1").max(max, `must be at most ${max}`));

export const SEARCH_MAX = 100;
/** A trimmed search term; blank means "no search". */
export const searchParam = z
  .string()
  .max(SEARCH_MAX, `must be at most ${SEARCH_MAX} characters`)
  .transform((value) => value.trim() || undefined);

/** "50%_off" → "%50\%\_off%": a LIKE pattern (with ESCAPE '\') matching the text literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Rows fetched one past a page → the page and the next cursor (the same shape as the posts API). */
export function keysetPage<T extends { createdAt: string; id: number }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
