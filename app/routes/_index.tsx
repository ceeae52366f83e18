import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { count } from "drizzle-orm";
import { users } from "../../db/schema";
import { plural } from "~/lib/format";
import { TEXTS } from "~/lib/texts";
import { listRecentPosts } from "~/models/post.server";

export const meta: MetaFunction = () => [{ title: "Home | Community Platform" }];

export async function loader({ context }: LoaderFunctionArgs) {
  const { db } = context;
  // One round trip for the whole page.
  const [members, recent] = await db.batch([db.select({ total: count() }).from(users), listRecentPosts(db, { limit: 10 })]);
  return { memberCount: members[0]?.total ?? 0, posts: recent };
}

export default function Home() {
  const { memberCount, posts } = useLoaderData<typeof loader>();
  return (
    <>
      <section aria-labelledby="welcome-heading" className="rounded-lg bg-raised p-6">
        <h1 id="welcome-heading" className="text-2xl font-bold">
          Welcome to the community
        </h1>
        <p className="mt-2" data-testid="member-count">
          {`${memberCount.toLocaleString("en-AU")} members sharing experiences and support.`}
        </p>
      </section>
      <section aria-labelledby="feed-heading" className="mt-6">
        <h2 id="feed-heading" className="text-xl font-semibold">
          Recent posts
        </h2>
        {posts.length === 0 ? (
          <p>{TEXTS.noPosts}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {posts.map((post) => (
              <li key={post.id} className="rounded border border-line bg-surface p-4">
                <article aria-labelledby={`post-${post.id}`}>
                  <h3 id={`post-${post.id}`} className="font-semibold">
                    {post.title ?? `${post.author.displayName} posted`}
                  </h3>
                  <p className="mt-1">{post.content}</p>
                  <p className="mt-2 text-sm text-muted">
                    {`${post.author.displayName} · ${plural(post.likes, "like")} · ${plural(post.commentsCount, "comment")}`}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
