// A post's own page (docs/features/conversations.md): a blog reads as an article, a discussion or
// question as a forum topic. The post, its accepted answer and the first 50 replies come from one
// D1 round trip.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useRef, useState } from "react";
import { z } from "zod";
import { Avatar } from "~/components/Avatar";
import { useDialogParam } from "~/components/forms/DialogOpener";
import { lazyNamed } from "~/components/lazyNamed";
import { skipRevalidationFor } from "~/components/forms/useActionForm";
import { LoadMore } from "~/components/lists/LoadMore";
import { ViewLinks } from "~/components/lists/ViewLinks";
import { useCursorList } from "~/components/lists/useCursorList";
import { ContentWarning } from "~/components/posts/ContentWarning";
import { PostImages } from "~/components/posts/PostImages";
import { MemberMenu } from "~/components/filters/MemberSafety";
import { LikeButton } from "~/components/posts/LikeButton";
import { PostActions } from "~/components/posts/PostActions";
import { ReplyForm, ReplyItem, type ReplyAction, type ReplyView } from "~/components/posts/Replies";
import { TagList } from "~/components/posts/TagList";
import { useNewReplies } from "~/components/posts/useNewReplies";
import { ReportButton } from "~/components/report/ReportButton";
import { alertClass, panelClass } from "~/components/ui/Card";
import { useAccessibility } from "~/components/AccessibilityProvider";
import { ReadAloud } from "~/components/accessibility/ReadAloud";
import { excerpt, plural, relativeTime, utcDate } from "~/lib/format";
import { COMMENT_SORTS, cursorSchema, POST_TYPE_LABELS, readingMinutes, type CommentSort } from "~/lib/posts";
import { canModerateGroup } from "~/server/auth.server";
import { conversationViewer, presentPost, presentThreads } from "~/server/conversation.server";
import { formAction, formNotFound } from "~/server/form.server";
import { conversationForms } from "~/server/forms/conversations.server";
import { idParams } from "~/lib/schemas";
import { pageTitle } from "~/lib/site";
import { parsePageIdOr404, parseQuery } from "~/server/validate.server";
import { canSeePost, loadPostPage } from "~/models/post.server";
import type { PresentedComment, PresentedPost } from "~/server/conversation.server";
import { SkippableList } from "~/components/lists/SkipPast";

const pageQuery = z.object({ sort: z.enum(COMMENT_SORTS).optional(), cursor: cursorSchema.optional() });

/** The title a post is known by: its own, or "Post by <name>" for a post without one. */
// A post the reader's own keyword filter matches keeps its title inside the collapse, not in the heading.
const titleOf = (post: Pick<PresentedPost, "title" | "author" | "deletedAt" | "filteredBy">) =>
  post.deletedAt
    ? "Deleted post"
    : post.filteredBy
      ? `Filtered post by ${post.author.displayName}`
      : (post.title ?? `Post by ${post.author.displayName}`);

const ReplyDialogs = lazyNamed(() => import("~/components/posts/ReplyDialogs"), "ReplyDialogs");

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page ? [{ title: pageTitle(titleOf(page.post)) }] : [{ title: pageTitle("Post not found") }];

/** Where "Back" goes: the list the post came from. */
function listOf(post: Pick<PresentedPost, "type" | "forumId">) {
  if (post.type === "blog") return { path: "/blogs", name: "Blogs" };
  if (post.forumId) return { path: `/forums?forum=${post.forumId}`, name: "Forums" };
  return { path: "/", name: "the feed" };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parsePageIdOr404(idParams, params);
  const { sort = "oldest", cursor } = parseQuery(pageQuery, request);
  const viewer = await conversationViewer(context.db, request);
  const page = await loadPostPage(context.db, {
    postId: id,
    viewerId: viewer.viewerId,
    moderator: viewer.moderator,
    sort,
    cursor,
  });
  // A removed post, or one between blocked members, is not there for those who cannot see it.
  if (!page.post || !canSeePost(page.post, viewer)) throw data(null, { status: 404 });
  const post = presentPost(page.post);
  const replies = presentThreads(page.replies);
  return {
    now: Date.now(),
    sort,
    viewer: {
      id: viewer.viewerId,
      moderator: viewer.moderator,
      // This group's moderators (and site moderators) may remove its replies.
      groupModerator:
        post.groupId !== null &&
        canModerateGroup(viewer.user, post.groupRole ? { status: "member", role: post.groupRole } : null),
    },
    post,
    accepted:
      page.accepted && post.acceptedCommentId
        ? (presentThreads({ items: [{ ...page.accepted, replies: [] }], nextCursor: null }).items[0] ?? null)
        : null,
    replies,
    newestReplyId: page.newestReplyId,
    // The page's own <meta name="description"> (root.tsx reads it from the leaf route).
    metaDescription: excerpt((!post.filteredBy && post.content) || titleOf(post), 155),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { id } = parsePageIdOr404(idParams, params);
  const viewer = await conversationViewer(context.db, request);
  const page = await loadPostPage(context.db, {
    postId: id,
    viewerId: viewer.viewerId,
    moderator: false,
    sort: "oldest",
  });
  if (!page.post || !canSeePost(page.post, viewer)) return formNotFound(request, "That post is not there any more.");
  return formAction(
    request,
    conversationForms({ ...context, request }, { postId: id, listPath: listOf(page.post).path }),
  );
}

// A reply, an edit or a delete is drawn from the action's answer: the replies already loaded
// (and focus among them) stay as they are.
export const shouldRevalidate = skipRevalidationFor(["reply", "edit-reply", "delete-reply"]);

export default function PostPage() {
  const { now, sort, viewer, post, accepted, replies, newestReplyId } = useLoaderData<typeof loader>();
  const alwaysExpand = useAccessibility().effective.alwaysExpandWarnings;
  const list = useCursorList<ReplyView>(replies, `/api/posts/${post.id}/comments`, { sort });
  const [count, setCount] = useState(post.commentsCount);
  const [action, setAction] = useState<ReplyAction | null>(null);
  // Without script, ?dialog=<kind>&to=<reply id> draws the dialog's form in place.
  const requested = [useDialogParam("reply-to"), useDialogParam("edit-reply"), useDialogParam("delete-reply")];
  const requestedTo = Number(requested.find(Boolean)?.get("to") ?? 0);
  const fallbackReply = requestedTo ? findReply(list.items, requestedTo) : null;
  const close = () => setAction(null);
  const isQuestion = post.type === "question";
  const removeFromGroup = viewer.groupModerator && post.groupId ? post.groupId : undefined;
  const asker = isQuestion && post.authorId === viewer.id;
  const title = titleOf(post);
  const back = listOf(post);

  const added = (reply: PresentedComment) => {
    setCount((n) => n + 1);
    list.setItems((items) => placeReply(items, reply, sort));
  };
  // Replies others write while this page is open: placed where they belong, announced politely,
  // never focused. A reply to a thread not loaded yet comes with that thread's page.
  const [arrived, setArrived] = useState("");
  useNewReplies({
    postId: post.id,
    newestId: Math.max(newestReplyId, newestShown(list.items)),
    onReplies: (replies) => {
      const fresh = replies.filter((reply) => reply.author.id !== viewer.id);
      if (fresh.length === 0) return;
      setCount((n) => n + fresh.length);
      list.setItems((items) => fresh.reduce((placed, reply) => placeReply(placed, reply, sort), items));
      const names = [...new Set(fresh.map((reply) => reply.author.displayName))].join(", ");
      setArrived(`${plural(fresh.length, "new reply", "new replies")} from ${names}.`);
    },
  });
  const edited = (reply: PresentedComment) =>
    list.setItems((items) =>
      items.map((item) =>
        item.id === reply.id
          ? { ...reply, replies: item.replies }
          : { ...item, replies: item.replies?.map((child) => (child.id === reply.id ? reply : child)) },
      ),
    );
  const deleted = ({ commentId, result }: { commentId: number; result: "placeholder" | "deleted" }) => {
    setCount((n) => Math.max(n - 1, 0));
    list.setItems((items) =>
      items
        .filter((item) => !(item.id === commentId && result === "deleted"))
        .map((item) => {
          if (item.id === commentId)
            return { ...item, deletedAt: new Date().toISOString(), content: "", contentHtml: "" };
          const children = item.replies?.filter((child) => child.id !== commentId);
          return { ...item, replies: children, repliesCount: children?.length ?? 0 };
        })
        // A placeholder left with no replies under it goes too, as on the server.
        .filter((item) => !(item.deletedAt && item.replies?.length === 0 && item.repliesCount === 0)),
    );
  };

  const current = action?.reply ?? fallbackReply;
  // The reply dialogs load when first wanted, then stay, so a closing one hands focus back.
  const wantDialogs = useRef(false);
  if (action || fallbackReply) wantDialogs.current = true;

  return (
    <div className="mx-auto w-full max-w-reading">
      <p>
        <Link to={back.path} className="inline-flex min-h-8 items-center underline">
          Back to {back.name}
        </Link>
      </p>
      <article aria-labelledby="page-title" className="mt-2" data-testid="post">
        {post.removedAt ? (
          <p className={alertClass("warning", "mb-3")}>
            A moderator removed this post on {utcDate(post.removedAt, "long")}. Only moderators can see it.
          </p>
        ) : null}
        <h1 id="page-title" tabIndex={-1} className="text-3xl font-bold">
          {title}
        </h1>
        {post.deletedAt ? (
          <p className="mt-3 text-muted italic">This post was deleted by its author. The replies to it stay.</p>
        ) : (
          <>
            <div className="mt-3 flex items-center gap-3">
              <Avatar
                userId={post.author.id}
                name={post.author.displayName}
                avatar={post.author.avatar}
                size="medium"
              />
              <p className="text-sm text-muted">
                <Link
                  to={`/profile/${post.author.id}`}
                  className="font-semibold text-fg underline-offset-2 hover:underline"
                >
                  {post.author.displayName}
                </Link>
                <br />
                <time dateTime={post.createdAt} title={utcDate(post.createdAt, "long")}>
                  {relativeTime(post.createdAt, now)}
                </time>
                {" · "}
                {POST_TYPE_LABELS[post.type]}
                {post.forumName ? ` · ${post.forumName}` : ""}
                {post.groupId && post.groupName ? (
                  <>
                    {" · in "}
                    <Link to={`/support-groups/${post.groupId}`} className="underline">
                      {post.groupName}
                    </Link>
                  </>
                ) : null}
                {post.type === "blog" ? ` · ${readingMinutes(post.content)} min read` : ""}
                {post.editedAt ? " · edited" : ""}
              </p>
            </div>
            <div className="mt-3">
              <TagList tags={post.tags} max={post.tags.length} />
            </div>
            <div className="mt-4">
              <ContentWarning warning={post.contentWarning} filteredBy={post.filteredBy} alwaysExpand={alwaysExpand}>
                {post.filteredBy && post.title ? <p className="mb-2 text-2xl font-bold">{post.title}</p> : null}
                <div
                  id="post-body"
                  className="post-body text-lg"
                  dangerouslySetInnerHTML={{ __html: post.contentHtml }}
                />
                <PostImages media={post.media} edit={post.authorId === viewer.id ? { postId: post.id } : undefined} />
              </ContentWarning>
            </div>
            <footer className="mt-4 flex flex-wrap items-center gap-2">
              <LikeButton postId={post.id} likes={post.likes} likedByMe={post.likedByMe} label={title} />
              <PostActions post={post} title={title} mine={post.authorId === viewer.id} />
              <ReadAloud targetId="post-body" label={title} />
              {post.authorId !== viewer.id ? (
                <ReportButton target={{ contentType: "post", contentId: post.id, label: title }} className="ml-auto" />
              ) : null}
              {viewer.id && post.authorId !== viewer.id ? (
                <MemberMenu userId={post.authorId} name={post.author.displayName} label={title} />
              ) : null}
            </footer>
          </>
        )}
      </article>

      {accepted ? (
        <section
          id="accepted-answer"
          tabIndex={-1}
          aria-labelledby="accepted-heading"
          className={panelClass({ className: "mt-8" })}
        >
          <h2 id="accepted-heading" className="text-xl font-semibold">
            Accepted answer
          </h2>
          <ReplyItem
            reply={accepted}
            now={now}
            viewerId={viewer.id}
            level={3}
            alwaysExpand={alwaysExpand}
            accept={asker ? { accepted: true, postId: post.id } : undefined}
            onAction={setAction}
          />
        </section>
      ) : null}

      <section aria-labelledby="replies-heading" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="replies-heading" tabIndex={-1} className="text-xl font-semibold">
            {plural(count, "reply", "replies")}
          </h2>
          <ViewLinks
            label="Order of replies"
            views={[
              { label: "Oldest first", current: sort === "oldest", to: `/posts/${post.id}` },
              { label: "Newest first", current: sort === "newest", to: `/posts/${post.id}?sort=newest` },
            ]}
          />
        </div>
        {list.items.length === 0 ? (
          <p className="mt-3 text-muted">No replies yet.</p>
        ) : (
          <SkippableList what="replies">
            <ol className="mt-2 divide-y divide-line" data-testid="replies">
              {list.items.map((thread) => (
                <li key={thread.id}>
                  <ReplyItem
                    reply={thread}
                    now={now}
                    viewerId={viewer.id}
                    level={3}
                    alwaysExpand={alwaysExpand}
                    accept={
                      asker && !thread.deletedAt
                        ? { accepted: thread.id === post.acceptedCommentId, postId: post.id }
                        : undefined
                    }
                    onAction={setAction}
                    removeFromGroup={removeFromGroup}
                  />
                  {thread.replies?.length ? (
                    <ol
                      className="ml-6 border-l-2 border-line pl-4"
                      aria-label={`Replies to ${thread.author.displayName}`}
                    >
                      {thread.replies.map((child) => (
                        <li key={child.id}>
                          <ReplyItem
                            reply={child}
                            now={now}
                            viewerId={viewer.id}
                            level={4}
                            alwaysExpand={alwaysExpand}
                            accept={
                              asker ? { accepted: child.id === post.acceptedCommentId, postId: post.id } : undefined
                            }
                            onAction={setAction}
                            removeFromGroup={removeFromGroup}
                          />
                        </li>
                      ))}
                    </ol>
                  ) : null}
                </li>
              ))}
            </ol>
          </SkippableList>
        )}
        <LoadMore list={list} label="Load more replies" failedText="Failed to load replies. Please try again." />
        <p role="status" className="sr-only" data-testid="new-replies">
          {arrived}
        </p>
      </section>

      {post.deletedAt ? null : viewer.id && !post.groupMember ? (
        <p className="mt-8">
          Only members of {post.groupName} can reply.{" "}
          <Link to={`/support-groups/${post.groupId}`} className="underline">
            Go to the group
          </Link>
        </p>
      ) : viewer.id ? (
        <section className={panelClass({ className: "mt-8" })} id="reply-form">
          <ReplyForm postId={post.id} heading="Add a reply" onDone={added} />
        </section>
      ) : (
        <p className="mt-8">
          <Link to={`/login?redirectTo=${encodeURIComponent(`/posts/${post.id}`)}`} className="underline">
            Sign in to reply
          </Link>
        </p>
      )}

      {wantDialogs.current ? (
        <ReplyDialogs
          postId={post.id}
          action={action?.kind ?? null}
          current={current}
          onClose={close}
          onAdded={added}
          onEdited={edited}
          onDeleted={deleted}
        />
      ) : null}
    </div>
  );
}

/** A reply put where it belongs: under its thread, or as a thread at the end (or start, newest first). */
function placeReply(items: ReplyView[], reply: PresentedComment, sort: CommentSort): ReplyView[] {
  if (items.some((item) => item.id === reply.id || item.replies?.some((child) => child.id === reply.id))) return items;
  if (reply.parentId)
    return items.map((item) =>
      item.id === reply.parentId
        ? { ...item, replies: [...(item.replies ?? []), reply], repliesCount: item.repliesCount + 1 }
        : item,
    );
  const thread = { ...reply, replies: [] };
  return sort === "newest" ? [thread, ...items] : [...items, thread];
}

function newestShown(items: ReplyView[]) {
  let newest = 0;
  for (const item of items) {
    newest = Math.max(newest, item.id);
    for (const child of item.replies ?? []) newest = Math.max(newest, child.id);
  }
  return newest;
}

function findReply(items: ReplyView[], id: number): PresentedComment | null {
  for (const item of items) {
    if (item.id === id) return item;
    const child = item.replies?.find((reply) => reply.id === id);
    if (child) return child;
  }
  return null;
}
