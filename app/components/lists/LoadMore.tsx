import { Button } from "~/components/ui/Button";
/** What LoadMore needs from useCursorList. */
type PagedList = {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  loadMore: () => Promise<void>;
  announcement: string;
};

/** The "Load More" button, its failure text and a polite announcement of what arrived. */
export function LoadMore({ list, label, failedText }: { list: PagedList; label: string; failedText: string }) {
  return (
    <div className="mt-4 flex flex-col items-center gap-2">
      {list.hasMore ? (
        // busy, not disabled: a disabled button drops focus to <body>.
        <Button onClick={() => void list.loadMore()} busy={list.loading} busyLabel="Loading..." variant="secondary">
          {list.loading ? "Loading..." : label}
        </Button>
      ) : null}
      {list.failed ? <p className="text-danger">{failedText}</p> : null}
      <p role="status" className="sr-only">
        {list.announcement}
      </p>
    </div>
  );
}
