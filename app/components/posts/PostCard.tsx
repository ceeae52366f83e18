import { Link } from "@remix-run/react";
import { Avatar } from "~/components/Avatar";
import { ReportButton } from "~/components/report/ReportButton";
import { plural, relativeTime } from "~/lib/format";
import { POST_TYPE_LABELS } from "~/lib/posts";
import type { PostListItem } from "~/models/post.server";
import { LikeButton } from "./LikeButton";
import { TagList } from "./TagList";
import { badgeClass, cardClass } from "~/components/ui/Card";
import { ContentWarning } from "./ContentWarning";
import { CardImages } from "./CardImages";
import { CardSummary } from "~/components/accessibility/Verbose";
import { useShellUser } from "~/components/shell/useShellUser";
import { MemberMenu } from "~/components/filters/MemberSafety";

/** The way into a post's page from a card: its replies, named for the post. */
export function CommentsLink({ postId, count, label }: { postId: number; count: number; label: string }) {
  return (
    <Link
      to={`/posts/${postId}`}
      className="inline-flex min-h-8 items-center rounded px-2 text-sm underline hover:bg-raised"
    >
      {plural(count, "comment")}
      <span className="sr-only"> on {label}</span>
    </Link>
  );
}

/** `headingLevel` keeps the outline right: 3 under a list heading, 2 straight under the page's h1. */
export function PostCard({
  post,
  now,
  tagLimit = 5,
  headingLevel = 3,
}: {
  post: PostListItem;
  now: number;
  tagLimit?: number;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `post-${post.id}`;
  const label = post.title ?? `post by ${post.author.displayName}`;
  // No one reports their own post; its page has Edit and Delete.
  const viewer = useShellUser();
  const mine = viewer?.id === post.author.id;
  // The reader's own filter collapses the title with the text: the heading says only whose post it is.
  const filtered = Boolean(post.filteredBy);
  return (
    <article
      id={`post-card-${post.id}`}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={cardClass({ className: "render-later" })}
      data-testid="post-card"
    >
      <header className="flex items-center gap-3">
        <Avatar userId={post.author.id} name={post.author.displayName} avatar={post.author.avatar} size="medium" />
        <div className="min-w-0">
          <Link to={`/profile/${post.author.id}`} className="font-semibold underline-offset-2 hover:underline">
            {post.author.displayName}
          </Link>
          <p className="text-sm text-muted">
            <time dateTime={post.createdAt}>{relativeTime(post.createdAt, now)}</time> · {POST_TYPE_LABELS[post.type]}
            {post.category ? ` · ${post.category}` : ""}
          </p>
        </div>
      </header>
      <Heading id={headingId} className={post.title || filtered ? "mt-3 text-lg font-semibold" : "sr-only"}>
        {filtered ? (
          <Link to={`/posts/${post.id}`} className="underline-offset-2 hover:underline">
            Filtered post by {post.author.displayName}
          </Link>
        ) : post.title ? (
          <Link to={`/posts/${post.id}`} className="underline-offset-2 hover:underline">
            {post.title}
          </Link>
        ) : (
          `Post by ${post.author.displayName}`
        )}
      </Heading>
      {post.type === "question" && post.acceptedCommentId ? (
        <p className="mt-1">
          <span className={badgeClass("success")}>Answered</span>
        </p>
      ) : null}
      <div className="mt-2">
        <ContentWarning warning={post.contentWarning} filteredBy={post.filteredBy}>
          {filtered && post.title ? <p className="font-semibold">{post.title}</p> : null}
          <p className="whitespace-pre-line">{post.content}</p>
          <CardImages media={post.media} />
        </ContentWarning>
      </div>
      <div className="mt-3">
        <TagList tags={post.tags} max={tagLimit} />
      </div>
      <CardSummary
        verb="Posted"
        date={post.createdAt}
        counts={[
          [post.likes, "like"],
          [post.commentsCount, "comment"],
        ]}
      />
      <footer className="mt-3 flex flex-wrap items-center gap-2">
        <LikeButton postId={post.id} likes={post.likes} likedByMe={post.likedByMe} label={label} />
        <CommentsLink postId={post.id} count={post.commentsCount} label={label} />
        {mine ? null : <ReportButton target={{ contentType: "post", contentId: post.id, label }} className="ml-auto" />}
        {viewer && !mine ? <MemberMenu userId={post.author.id} name={post.author.displayName} label={label} /> : null}
      </footer>
    </article>
  );
}
