import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { CommunityChat } from "~/components/chat/CommunityChat";
import { AboutSidebar, CommunitySidebar, ProfileSidebar } from "~/components/home/Sidebars";
import { ModerationNotices } from "~/components/moderation/ModerationNotices";
import { LoadMore } from "~/components/lists/LoadMore";
import { PostCard } from "~/components/posts/PostCard";
import { PostComposer } from "~/components/posts/PostComposer";
import { Skeletons } from "~/components/posts/Skeleton";
import { useCursorList } from "~/components/lists/useCursorList";
import { SignInPrompt } from "~/components/shell/SignInPrompt";
import { getViewerId } from "~/server/auth.server";
import { formAction } from "~/server/form.server";
import { postForms } from "~/server/forms/posts.server";
import { plural } from "~/lib/format";
import { FEED_FILTERS, type FeedFilter } from "~/lib/posts";
import { POST_TEXTS } from "~/lib/texts";
import { parseQuery } from "~/server/validate.server";
import { loadHomePage } from "~/models/home-page.server";
import { buttonClass } from "~/components/ui/Button";
import { EmptyState } from "~/components/ui/Card";
import { pageTitle } from "~/lib/site";
import { SkippableList } from "~/components/lists/SkipPast";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

export const meta: MetaFunction = () => [{ title: pageTitle("Home") }];

const feedQuery = z.object({ filter: z.enum(FEED_FILTERS).default("all") });
const FILTER_LABELS: Record<FeedFilter, string> = {
  all: "All",
  following: "Following",
  blog: "Blogs",
  question: "Questions",
  discussion: "Discussions",
};
const QUICK_LINKS = [
  { to: "/support-groups", label: "Support Groups" },
  { to: "/events", label: "Events" },
  { to: "/resources", label: "Resources" },
  { to: "/arcade", label: "Arcade" },
  { to: "/connections", label: "Connections" },
  { to: "/messages", label: "Messages" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { filter } = parseQuery(feedQuery, request);
  const viewerId = await getViewerId(context.db, request);
  const now = Date.now();
  return { now, filter, ...(await loadHomePage(context.db, { viewerId, filter, now })) };
}

/** The composer's plain post: the same rules as POST /api/posts. */
export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, postForms({ ...context, request }));
}

// A like, a follow or a save answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function Home() {
  const { now, filter, profile, achievements, feed, events, resources, groups, stats, notices } =
    useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const switching = navigation.state === "loading" && navigation.location.pathname === "/";
  const type = filter === "all" || filter === "following" ? undefined : filter;
  const list = useCursorList(feed, "/api/posts", { type, following: filter === "following" ? "true" : undefined });

  return (
    <div className="grid gap-6 lg:grid-cols-[min(16rem,22%)_1fr_min(18rem,25%)]" data-layout="columns">
      {/* On a desktop the chat button sits at the foot of this column, in its empty space below the
          profile, and stays in view there; on a phone it is the first thing on the page. Neither
          covers the page's own text or controls. */}
      <div className="contents lg:flex lg:flex-col lg:gap-6">
        <div className="hidden lg:block">
          {profile ? <ProfileSidebar profile={profile} achievements={achievements} /> : <AboutSidebar />}
        </div>
        {profile ? <CommunityChat user={{ id: profile.id, displayName: profile.displayName }} /> : null}
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <section aria-labelledby="welcome-heading" className="rounded-lg bg-raised p-6">
          <h1 id="welcome-heading" className="text-2xl font-bold">
            {profile ? `Welcome back, ${profile.displayName.split(" ")[0]}` : "Welcome to the community"}
          </h1>
          <p className="mt-2" data-testid="member-count">
            {`${plural(stats.members, "member")} sharing experiences and support, with ${plural(stats.posts, "post")} so far.`}
          </p>
        </section>

        <nav aria-label="Quick links" className="lg:hidden" data-nonessential>
          <ul className="cluster flex flex-wrap gap-2">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={buttonClass({ variant: "secondary", className: "inline-flex items-center text-sm" })}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <ModerationNotices notices={notices} />

        {profile ? <PostComposer /> : <SignInPrompt action="to share a post, like and join in." />}

        <section aria-labelledby="feed-heading">
          <h2 id="feed-heading" className="text-xl font-semibold">
            Community feed
          </h2>
          <ul className="cluster mt-3 flex flex-wrap gap-2" aria-label="Filter posts">
            {FEED_FILTERS.map((value) => (
              <li key={value}>
                <Link
                  to={value === "all" ? "/" : `/?filter=${value}`}
                  preventScrollReset
                  aria-current={filter === value ? "true" : undefined}
                  className={`inline-flex min-h-8 items-center rounded-full border px-3 text-sm ${
                    filter === value ? "border-accent bg-accent text-accent-fg" : "border-line"
                  }`}
                >
                  {FILTER_LABELS[value]}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-4">
            {switching ? (
              <Skeletons count={3} label="Loading posts" />
            ) : list.items.length === 0 ? (
              <EmptyState title={POST_TEXTS.noPosts} />
            ) : (
              <SkippableList what="posts">
                <ul className="flex flex-col gap-4">
                  {list.items.map((post) => (
                    <li key={post.id}>
                      <PostCard post={post} now={now} />
                    </li>
                  ))}
                </ul>
              </SkippableList>
            )}
          </div>
          {switching ? null : (
            <LoadMore list={list} label={POST_TEXTS.loadMorePosts} failedText={POST_TEXTS.postsLoadFailed} />
          )}
        </section>
      </div>
      <CommunitySidebar events={events} resources={resources} groups={groups} stats={stats} />
    </div>
  );
}
