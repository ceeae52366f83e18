// "Load More" for the groups, resources and events lists: fetches the next page from the
// list's API with the same filters and appends it. The first page comes from the loader.
import { useEffect, useState } from "react";
import { getJson } from "~/lib/api-client";

type Page<T> = { items: T[]; nextCursor: string | null };

/** Our own API's shape; checked loosely because the server already validated every row. */
function isPage<T>(value: unknown): value is Page<T> {
  return typeof value === "object" && value !== null && "items" in value && Array.isArray(value.items) && "nextCursor" in value;
}

export function useCursorList<T>(first: Page<T>, endpoint: string, query: Record<string, string | undefined>) {
  const [items, setItems] = useState(first.items);
  const [cursor, setCursor] = useState(first.nextCursor);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [announcement, setAnnouncement] = useState("");

  // New filters give a new first page, which replaces whatever was appended.
  useEffect(() => {
    setItems(first.items);
    setCursor(first.nextCursor);
    setFailed(false);
  }, [first]);

  const loadMore = async () => {
    if (!cursor) return;
    setLoading(true);
    setFailed(false);
    const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
    params.set("cursor", cursor);
    try {
      const page = await getJson(`${endpoint}?${params}`);
      if (!isPage<T>(page)) throw new Error("Unexpected response");
      setItems((current) => [...current, ...page.items]);
      setCursor(page.nextCursor);
      setAnnouncement(`${page.items.length} more loaded${page.nextCursor ? "" : ". That is everything"}.`);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return { items, hasMore: cursor !== null, loading, failed, loadMore, announcement };
}
