// Keyset cursors and the literal LIKE pattern shared by the community lists.
import { describe, expect, it } from "vitest";
import { eventCursor } from "~/lib/events";
import { resourceCursors } from "~/lib/resources";
import { encodeKeyset, keysetCursor, likePattern } from "~/lib/lists";
import { z } from "zod";

describe("keyset cursors", () => {
  it("round-trips the sort values, including non-ASCII text", () => {
    const cursor = encodeKeyset(["Café & “quotes”", 12]);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(resourceCursors.all.parse(cursor)).toEqual(["Café & “quotes”", 12]);
  });

  it("refuses cursors of the wrong shape or that are not base64 JSON", () => {
    const pair = keysetCursor(z.tuple([z.string(), z.number().int().positive()]));
    expect(pair.safeParse(encodeKeyset([1, 2, 3])).success).toBe(false);
    expect(pair.safeParse("not a cursor!").success).toBe(false);
    expect(eventCursor.safeParse(encodeKeyset(["2026-01-01T00:00:00.000Z", -1])).success).toBe(false);
  });
});

describe("likePattern", () => {
  it("matches the search text literally", () => {
    expect(likePattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
