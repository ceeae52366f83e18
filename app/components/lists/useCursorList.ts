// "Load More" for every cursor-paginated list: the first page comes from the route's loader
// (SSR); later pages come from the list's API with the same filters and the last cursor.
import { useState } from "react";
import { getJson } from "~/lib/api-client";

export type CursorPage<T> = { items: T[]; nextCursor: string | null };

/** Our own API's shape; checked loosely because the server already validated every row. */
function isPage<T>(value: unknown): value is CursorPage<T> {
  return (
    typeof value === "object" &&
    value !== null &&
    "items" in value &&
    Array.isArray(value.items) &&
    "nextCursor" in value
  );
}

const keyOf = (item: unknown) =>
  typeof item === "object" && item !== null && "id" in item ? (item as { id: unknown }).id : item;

export function useCursorList<T>(
  first: CursorPage<T>,
  endpoint: string,
  query: Record<string, string | undefined> = {},
) {
  const [items, setItems] = useState(first.items);
  const [cursor, setCursor] = useState(first.nextCursor);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [announcement, setAnnouncement] = useState("");

  // A new first page (other filters, a new post, a revalidation) replaces what was appended.
  // Done while rendering, not in an effect, so the new filter's page is never committed next
  // to the old page's items (a screen reader could otherwise read a stale list).
  const [shownFirst, setShownFirst] = useState(first);
  if (shownFirst !== first) {
    setShownFirst(first);
    setItems(first.items);
    setCursor(first.nextCursor);
    setFailed(false);
  }

  const loadMore = async () => {
    if (!cursor) return;
    setLoading(true);
    setFailed(false);
    const params = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    params.set("cursor", cursor);
    try {
      const page = await getJson(`${endpoint}?${params}`);
      if (!isPage<T>(page)) throw new Error("Unexpected response");
      // An item the page already shows (a reply just written, now on a later page) is not shown twice.
      setItems((current) => {
        const shown = new Set(current.map(keyOf));
        return [...current, ...page.items.filter((item) => !shown.has(keyOf(item)))];
      });
      setCursor(page.nextCursor);
      setAnnouncement(`${page.items.length} more loaded${page.nextCursor ? "" : ". That is everything"}.`);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return { items, setItems, hasMore: cursor !== null, loading, failed, loadMore, announcement };
}
