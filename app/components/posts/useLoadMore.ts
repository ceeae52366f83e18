// "Load More" for any post list: fetches the next page from GET /api/posts with the same
// filters and appends it. The first page always comes from the route's loader (SSR).
import { useEffect, useState } from "react";
import { getJson } from "~/lib/api-client";
import type { PostListItem } from "~/models/post.server";

type Page = { items: PostListItem[]; nextCursor: string | null };

/** Our own API's shape; checked loosely because the server already validated every row. */
function isPage(value: unknown): value is Page {
  return typeof value === "object" && value !== null && "items" in value && Array.isArray(value.items) && "nextCursor" in value;
}

export function useLoadMore(first: Page, query: Record<string, string | undefined>) {
  const [items, setItems] = useState(first.items);
  const [cursor, setCursor] = useState(first.nextCursor);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [announcement, setAnnouncement] = useState("");

  // A new first page (another filter, a new post) replaces whatever was appended.
  useEffect(() => {
    setItems(first.items);
    setCursor(first.nextCursor);
  }, [first]);

  const loadMore = async () => {
    if (!cursor) return;
    setLoading(true);
    setFailed(false);
    const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
    params.set("cursor", cursor);
    try {
      const page = await getJson(`/api/posts?${params}`);
      if (!isPage(page)) throw new Error("Unexpected response");
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
