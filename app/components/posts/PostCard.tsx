import { Link } from "@remix-run/react";
import { Avatar } from "~/components/Avatar";
import { ReportButton } from "~/components/report/ReportDialog";
import { plural, relativeTime } from "~/lib/format";
import { POST_TYPE_LABELS } from "~/lib/posts";
import type { PostListItem } from "~/models/post.server";
import { LikeButton } from "./LikeButton";
import { TagList } from "./TagList";
import { cardClass } from "~/components/ui/Card";

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
  return (
    <article
      id={`post-card-${post.id}`}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={cardClass()}
      data-testid="post-card"
    >
      <header className="flex items-center gap-3">
        <Avatar userId={post.author.id} name={post.author.displayName} size={36} />
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
      <Heading id={headingId} className={post.title ? "mt-3 text-lg font-semibold" : "sr-only"}>
        {post.title ?? `Post by ${post.author.displayName}`}
      </Heading>
      <p className="mt-2 whitespace-pre-line">{post.content}</p>
      <div className="mt-3">
        <TagList tags={post.tags} max={tagLimit} />
      </div>
      <footer className="mt-3 flex flex-wrap items-center gap-2">
        <LikeButton postId={post.id} likes={post.likes} likedByMe={post.likedByMe} label={label} />
        <span className="text-sm text-muted">{plural(post.commentsCount, "comment")}</span>
        <ReportButton target={{ contentType: "post", contentId: post.id, label }} className="ml-auto" />
      </footer>
    </article>
  );
}
