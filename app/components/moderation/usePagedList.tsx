// "Load more" for the moderation lists: the first page comes from the route's loader,
// later pages from the same API with the same filters and the cursor the last page gave.
import { useEffect, useState } from "react";
import { getJson } from "~/lib/api-client";

export type Paged<T> = { items: T[]; nextCursor: string | null };

function isPaged<T>(value: unknown): value is Paged<T> {
  return typeof value === "object" && value !== null && "items" in value && Array.isArray(value.items) && "nextCursor" in value;
}

export function usePagedList<T>(first: Paged<T>, endpoint: string, query: Record<string, string | undefined> = {}) {
  const [items, setItems] = useState(first.items);
  const [cursor, setCursor] = useState(first.nextCursor);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [announcement, setAnnouncement] = useState("");

  // A new first page (other filters, a revalidation after an action) replaces what was appended.
  useEffect(() => {
    setItems(first.items);
    setCursor(first.nextCursor);
  }, [first]);

  const loadMore = async () => {
    if (!cursor) return;
    setLoading(true);
    setFailed(false);
    const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
    params.set("cursor", cursor);
    try {
      const page = await getJson(`${endpoint}?${params}`);
      if (!isPaged<T>(page)) throw new Error("Unexpected response");
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
export type PagedList<T> = ReturnType<typeof usePagedList<T>>;

/** The button under a list, its failure text and a polite note of what arrived. */
export function LoadMoreButton<T>({ list, label }: { list: PagedList<T>; label: string }) {
  return (
    <div className="mt-4 flex flex-col items-center gap-2">
      {list.hasMore ? (
        <button type="button" onClick={() => void list.loadMore()} disabled={list.loading} className="min-h-10 rounded border border-line px-5 font-medium disabled:opacity-70">
          {list.loading ? "Loading..." : label}
        </button>
      ) : null}
      {list.failed ? <p className="text-danger">Could not load more. Please try again.</p> : null}
      <p role="status" className="sr-only">
        {list.announcement}
      </p>
    </div>
  );
}
