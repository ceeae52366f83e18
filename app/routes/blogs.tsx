import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BlogCard } from "~/components/posts/BlogCard";
import { LoadMore } from "~/components/lists/LoadMore";
import { useCursorList } from "~/components/lists/useCursorList";
import { RetryError } from "~/components/RetryError";
import { getViewerId } from "~/server/auth.server";
import { BLOG_PAGE_SIZE } from "~/lib/posts";
import { POST_TEXTS } from "~/lib/texts";
import { listPosts } from "~/models/post.server";
import { EmptyState } from "~/components/ui/Card";
import { pageTitle } from "~/lib/site";
import { SkippableList } from "~/components/lists/SkipPast";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

export const meta: MetaFunction = () => [{ title: pageTitle("Blogs") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await listPosts(context.db, {
    viewerId: await getViewerId(context.db, request),
    type: "blog",
    limit: BLOG_PAGE_SIZE,
  });
  return { now: Date.now(), page };
}

// A like, a follow or a save answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function Blogs() {
  const { now, page } = useLoaderData<typeof loader>();
  const list = useCursorList(page, "/api/posts", { type: "blog", limit: String(BLOG_PAGE_SIZE) });
  return (
    <div>
      <h1 className="text-3xl font-bold">Blogs</h1>
      <p className="mt-2 text-muted">Long-form stories and guides written by members.</p>
      {list.items.length === 0 ? (
        <EmptyState className="mt-6" title={POST_TEXTS.noBlogs} />
      ) : (
        <SkippableList what="blogs">
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.items.map((post) => (
              <li key={post.id}>
                <BlogCard post={post} now={now} />
              </li>
            ))}
          </ul>
        </SkippableList>
      )}
      <LoadMore list={list} label={POST_TEXTS.loadMoreBlogs} failedText={POST_TEXTS.blogsLoadFailed} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RetryError title="Blogs" message={POST_TEXTS.blogsLoadFailed} />;
}
