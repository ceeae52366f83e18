// A support group's page (docs/features/support-groups.md): its header and guidelines for anyone;
// for those who may see its content (anyone for a public group, members for a private one, and site
// moderators) its discussions, members and upcoming events; for its moderators the join requests,
// removals and the guidelines' editor. One D1 round trip after the session.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CancelEvent } from "~/components/groups/CancelEvent";
import { GroupEventForm } from "~/components/groups/GroupEventForm";
import { GroupModeration } from "~/components/groups/GroupModeration";
import { GroupMembers } from "~/components/groups/GroupMembers";
import { MembershipControl } from "~/components/groups/MembershipControl";
import { PinPost } from "~/components/groups/PinPost";
import { RemoveFromGroup } from "~/components/groups/RemoveFromGroup";
import { LoadMore } from "~/components/lists/LoadMore";
import { SkippableList } from "~/components/lists/SkipPast";
import { useCursorList } from "~/components/lists/useCursorList";
import { PostCard } from "~/components/posts/PostCard";
import { PostComposer } from "~/components/posts/PostComposer";
import { RetryError } from "~/components/RetryError";
import { badgeClass, cardClass, EmptyState, panelClass } from "~/components/ui/Card";
import { formatEventTime } from "~/lib/events";
import { plural, relativeTime } from "~/lib/format";
import { GROUP_CATEGORY_LABELS } from "~/lib/groups";
import { POST_TEXTS } from "~/lib/texts";
import { idParams } from "~/lib/schemas";
import { pageTitle } from "~/lib/site";
import { can, canModerateGroup, getCurrentUser, VISITOR_ID } from "~/server/auth.server";
import { formAction } from "~/server/form.server";
import { groupModerationForms } from "~/server/forms/groups.server";
import { groupForms } from "~/server/forms/memberships.server";
import { postForms } from "~/server/forms/posts.server";
import { parsePageIdOr404, parseParams } from "~/server/validate.server";
import { loadGroupPage, seesContent } from "~/models/group-page.server";
import type { PostListItem } from "~/models/post.server";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle(page?.group.name ?? "Support group") },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parsePageIdOr404(idParams, params);
  const user = await getCurrentUser(context.db, request);
  const moderator = can(user, "moderate:groups");
  const now = Date.now();
  const page = await loadGroupPage(context.db, {
    groupId: id,
    viewerId: user?.id ?? VISITOR_ID,
    moderator,
    now: new Date(now).toISOString(),
  });
  const { group } = page;
  if (!group) throw data(null, { status: 404 });
  const membership = group.membership ? { status: group.membership, role: group.role } : null;
  const canModerate = canModerateGroup(user, membership);
  return {
    now,
    viewerId: user?.id ?? null,
    group,
    seesContent: seesContent(group, moderator),
    canModerate,
    pinned: page.pinned.items,
    posts: page.posts,
    members: page.members,
    requests: page.requests,
    removed: page.removed,
    // Only its moderators' editors need more than the name and time.
    events: page.events.map((event) =>
      canModerate ? event : { id: event.id, title: event.title, startTime: event.startTime, endTime: event.endTime },
    ),
    metaDescription: group.description,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { id } = parseParams(idParams, params);
  return formAction(request, {
    ...groupForms({ ...context, request }),
    ...postForms({ ...context, request }, { groupId: id }),
    ...groupModerationForms({ ...context, request }, id),
  });
}

/** A group moderator's controls under a discussion. */
function PostModeration({ groupId, post, pinned }: { groupId: number; post: PostListItem; pinned: boolean }) {
  const title = post.title ?? "this post";
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <PinPost postId={post.id} title={title} pinned={pinned} />
      <RemoveFromGroup
        groupId={groupId}
        contentType="post"
        contentId={post.id}
        title={title}
        focusId="discussions-heading"
      />
    </div>
  );
}

// A like, a follow or a save answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function GroupPage() {
  const page = useLoaderData<typeof loader>();
  const { group, now } = page;
  const isMember = group.membership === "member";
  const posts = useCursorList<PostListItem>(page.posts, `/api/groups/${group.id}/posts`);
  return (
    <article aria-labelledby="page-title" className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p>
          <Link to="/support-groups" className="inline-flex min-h-8 items-center underline">
            All support groups
          </Link>
        </p>
        <h1 id="page-title" className="text-3xl font-bold">
          {group.name}
        </h1>
        <p className="flex flex-wrap gap-x-3 text-muted">
          <span>{GROUP_CATEGORY_LABELS[group.category]}</span>
          <span data-testid="group-privacy">{group.isPrivate ? "Private group" : "Public group"}</span>
          <span data-testid="member-count">{plural(group.memberCount, "member")}</span>
          <span>Active {relativeTime(group.recentActivity, now).toLowerCase()}</span>
          {group.role === "moderator" ? <span className={badgeClass("info")}>You moderate this group</span> : null}
        </p>
        <p className="max-w-3xl text-lg">{group.description}</p>
        {page.viewerId ? (
          <MembershipControl group={group} membership={group.membership} action={`/support-groups/${group.id}`} />
        ) : (
          <p>
            <Link to={`/login?returnTo=/support-groups/${group.id}`} className="underline">
              Sign in
            </Link>{" "}
            to join this group.
          </p>
        )}
      </header>

      <GroupModeration
        guidelines={group.guidelines}
        canModerate={page.canModerate}
        requests={page.requests}
        removed={page.removed}
      />

      {page.seesContent ? (
        <>
          <section aria-labelledby="discussions-heading" className="flex flex-col gap-4">
            <h2 id="discussions-heading" tabIndex={-1} className="text-2xl font-semibold">
              Discussions
            </h2>
            {isMember ? (
              <PostComposer initialType="discussion" heading={POST_TEXTS.groupComposerHeading(group.name)} />
            ) : null}
            {page.pinned.length ? (
              <section aria-labelledby="pinned-heading" className="flex flex-col gap-3">
                <h3 id="pinned-heading" className="text-lg font-semibold">
                  Pinned by the group's moderators
                </h3>
                <ul className="flex flex-col gap-4" data-testid="pinned-posts">
                  {page.pinned.map((post) => (
                    <li key={post.id}>
                      <PostCard post={post} now={now} />
                      {page.canModerate ? <PostModeration groupId={group.id} post={post} pinned /> : null}
                    </li>
                  ))}
                </ul>
                <h3 className="text-lg font-semibold">Newest</h3>
              </section>
            ) : null}
            {posts.items.length === 0 && page.pinned.length === 0 ? (
              <EmptyState title="No discussions yet" />
            ) : (
              <SkippableList what="discussions">
                <ul className="flex flex-col gap-4">
                  {posts.items.map((post) => (
                    <li key={post.id}>
                      <PostCard post={post} now={now} />
                      {page.canModerate ? <PostModeration groupId={group.id} post={post} pinned={false} /> : null}
                    </li>
                  ))}
                </ul>
              </SkippableList>
            )}
            <LoadMore list={posts} label="Load More Discussions" failedText={POST_TEXTS.postsLoadFailed} />
          </section>

          <section aria-labelledby="events-heading" className={panelClass()}>
            <h2 id="events-heading" tabIndex={-1} className="text-xl font-semibold">
              Upcoming events
            </h2>
            {page.events.length === 0 ? (
              <p className="mt-2 text-muted">No upcoming events in this group.</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-2">
                {page.events.map((event) => (
                  <li key={event.id} className={cardClass()}>
                    <p className="font-semibold">{event.title}</p>
                    <p className="text-sm" suppressHydrationWarning>
                      {formatEventTime(event.startTime, event.endTime)}
                    </p>
                    {"description" in event ? (
                      <>
                        <GroupEventForm event={event} />
                        <CancelEvent eventId={event.id} title={event.title} />
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            {page.events.length ? (
              <p className="mt-2">
                <Link to="/events" className="inline-flex min-h-8 items-center underline">
                  Register on the events page
                </Link>
              </p>
            ) : null}
            {page.canModerate ? <GroupEventForm /> : null}
          </section>

          <GroupMembers
            groupId={group.id}
            first={page.members}
            viewerId={page.viewerId}
            canModerate={page.canModerate}
          />
        </>
      ) : (
        <section aria-labelledby="private-heading" className={panelClass()}>
          <h2 id="private-heading" className="text-xl font-semibold">
            Members only
          </h2>
          <p className="mt-2">
            This is a private group. Its discussions, members and events are for its members.
            {group.membership === "pending" ? " Your request to join is waiting for a group moderator." : null}
          </p>
        </section>
      )}
    </article>
  );
}

export function ErrorBoundary() {
  return <RetryError title="Support group" message="Failed to load this group. Please try again later." />;
}
