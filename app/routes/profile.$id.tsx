import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Avatar } from "~/components/Avatar";
import { FollowButton } from "~/components/FollowButton";
import { PostCard } from "~/components/posts/PostCard";
import { ReportButton } from "~/components/report/ReportButton";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "~/components/ui/Tabs";
import { getViewerId } from "~/server/auth.server";
import { formAction } from "~/server/form.server";
import { followForms } from "~/server/forms/people.server";
import { memberSafetyForms } from "~/server/forms/filters.server";
import { MemberToggle } from "~/components/filters/MemberSafety";
import { dateFormat } from "~/lib/format";
import { idParams } from "~/lib/schemas";
import { POST_TEXTS } from "~/lib/texts";
import { parsePageIdOr404 } from "~/server/validate.server";
import { loadProfilePage } from "~/models/user.server";
import { buttonClass } from "~/components/ui/Button";
import { panelClass, EmptyState } from "~/components/ui/Card";
import { pageTitle } from "~/lib/site";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.user.displayName ?? "Profile") },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parsePageIdOr404(idParams, params);
  const viewerId = await getViewerId(context.db, request);
  const { user, isFollowing, muted, blocked, tabs } = await loadProfilePage(context.db, { id, viewerId });
  if (!user) throw data(null, { status: 404 });
  return {
    now: Date.now(),
    user,
    // Written here in the platform's time zone, so hydrating the page needs no Intl (lib/format.ts).
    memberSince: dateFormat("en-AU", { month: "long", year: "numeric", timeZone: "Australia/Sydney" }).format(
      new Date(user.memberSince),
    ),
    isOwn: id === viewerId,
    isFollowing,
    muted,
    blocked,
    signedIn: viewerId !== 0,
    tabs,
  };
}

/**
 * Follow and Unfollow post here, as POST/DELETE /api/users/:id/follow; so do Mute and Block, from
 * this page and from any post or reply menu, as /api/users/:id/mute and /block.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { id } = parsePageIdOr404(idParams, params);
  const call = { ...context, request };
  return formAction(request, { ...followForms(call, { userId: id }), ...memberSafetyForms(call, { userId: id }) });
}

const EMPTY = { posts: POST_TEXTS.noPosts, blogs: POST_TEXTS.noBlogs, discussions: POST_TEXTS.noDiscussions } as const;

// A like, a follow or a save answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function ProfilePage() {
  const { now, user, memberSince, isOwn, isFollowing, muted, blocked, signedIn, tabs } = useLoaderData<typeof loader>();
  // A follow answers with the new count; the page does not reload for it.
  const [followers, setFollowers] = useState(user.followers);
  useEffect(() => setFollowers(user.followers), [user]);

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="page-title" className={panelClass({ padding: "lg" })}>
        <div className="flex flex-wrap items-center gap-4">
          <Avatar userId={user.id} name={user.displayName} avatar={user.avatar} size="profile" />
          <div className="min-w-0 flex-1">
            <h1 id="page-title" className="text-3xl font-bold">
              {user.displayName}
            </h1>
            <p className="text-muted">
              @{user.username}
              {user.pronouns ? <span> · {user.pronouns}</span> : null}
            </p>
          </div>
          <div className="cluster flex flex-wrap gap-2">
            {isOwn ? (
              <Link
                to="/account"
                className={buttonClass({ variant: "secondary", className: "inline-flex items-center" })}
              >
                Edit Profile
              </Link>
            ) : (
              <>
                <FollowButton
                  key={user.id}
                  userId={user.id}
                  name={user.displayName}
                  initiallyFollowing={isFollowing}
                  onChange={(result) => setFollowers(result.followers)}
                />
                <Link
                  to={`/messages?to=${user.id}`}
                  className={buttonClass({ variant: "secondary", className: "inline-flex items-center" })}
                >
                  Message
                </Link>
                <ReportButton target={{ contentType: "user", contentId: user.id, label: user.displayName }} />
                {signedIn ? (
                  <>
                    <MemberToggle kind="mute" userId={user.id} name={user.displayName} initially={muted} />
                    <MemberToggle kind="block" userId={user.id} name={user.displayName} initially={blocked} />
                  </>
                ) : null}
              </>
            )}
          </div>
        </div>
        {user.bio ? <p className="mt-4">{user.bio}</p> : null}
        <dl className="mt-4 flex flex-wrap gap-6">
          {(
            [
              ["Followers", followers],
              ["Following", user.following],
              ["Posts", user.postsCount],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="flex flex-col-reverse">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="text-xl font-semibold" data-testid={`profile-${label.toLowerCase()}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <TabGroup>
        <TabList aria-label="Profile sections">
          {["Posts", "Blogs", "Discussions", "About"].map((tab) => (
            <Tab key={tab}>{tab}</Tab>
          ))}
        </TabList>
        <TabPanels className="mt-4">
          {(["posts", "blogs", "discussions"] as const).map((key) => (
            <TabPanel key={key}>
              {tabs[key].length === 0 ? (
                <EmptyState title={EMPTY[key]} />
              ) : (
                <ul className="flex flex-col gap-4">
                  {tabs[key].map((post) => (
                    <li key={post.id}>
                      <PostCard post={post} now={now} headingLevel={2} />
                    </li>
                  ))}
                </ul>
              )}
            </TabPanel>
          ))}
          <TabPanel>
            <dl className={panelClass({ padding: "lg", className: "grid gap-3 sm:grid-cols-2" })}>
              {(
                [
                  ["Member since", memberSince],
                  ["Location", user.location ?? "Not shared"],
                  ["Website", user.website ?? "Not shared"],
                  ["Status", user.isActive ? "Active" : "Inactive"],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-sm text-muted">{label}</dt>
                  <dd>
                    {label === "Website" && user.website ? (
                      <a href={user.website} rel="noopener noreferrer nofollow" className="text-accent underline">
                        {value}
                      </a>
                    ) : (
                      value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  );
}
