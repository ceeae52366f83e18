import { Link } from "@remix-run/react";
import { ReportButton } from "~/components/report/ReportButton";
import { excerpt, relativeTime } from "~/lib/format";
import { BLOG_EXCERPT_LENGTH, CARD_TAG_LIMIT } from "~/lib/posts";
import type { PostListItem } from "~/models/post.server";
import { LikeButton } from "./LikeButton";
import { TagList } from "./TagList";
import { CommentsLink } from "./PostCard";
import { cardClass } from "~/components/ui/Card";
import { CardSummary } from "~/components/accessibility/Verbose";
import { useShellUser } from "~/components/shell/useShellUser";
import { MemberMenu } from "~/components/filters/MemberSafety";
import { ContentWarning } from "./ContentWarning";
import { CardImages } from "./CardImages";

/** A blog's card: title, a 150-character excerpt, 3 tags and "+N", author, likes, comments. */
export function BlogCard({ post, now }: { post: PostListItem; now: number }) {
  const filtered = Boolean(post.filteredBy);
  // The reader's own filter collapses the title with the excerpt.
  const title = filtered ? `Filtered blog by ${post.author.displayName}` : (post.title ?? "Untitled");
  // No one reports their own blog; its page has Edit and Delete.
  const viewer = useShellUser();
  const mine = viewer?.id === post.author.id;
  return (
    <article
      aria-labelledby={`blog-${post.id}`}
      className={cardClass({ className: "flex h-full flex-col" })}
      data-testid="blog-card"
    >
      <h2 id={`blog-${post.id}`} className="text-lg font-semibold">
        <Link to={`/posts/${post.id}`} className="underline-offset-2 hover:underline">
          {title}
        </Link>
      </h2>
      <p className="mt-1 text-sm text-muted">
        <Link to={`/profile/${post.author.id}`} className="underline-offset-2 hover:underline">
          {post.author.displayName}
        </Link>{" "}
        · <time dateTime={post.createdAt}>{relativeTime(post.createdAt, now)}</time>
      </p>
      <div className="mt-2 flex-1">
        <ContentWarning warning={null} filteredBy={post.filteredBy}>
          {filtered ? <p className="font-semibold">{post.title}</p> : null}
          <p data-testid="blog-excerpt">{excerpt(post.content, BLOG_EXCERPT_LENGTH)}</p>
          <CardImages media={post.media} />
        </ContentWarning>
      </div>
      <div className="mt-3">
        <TagList tags={post.tags} max={CARD_TAG_LIMIT} />
      </div>
      <CardSummary
        verb="Published"
        date={post.createdAt}
        counts={[
          [post.likes, "like"],
          [post.commentsCount, "comment"],
        ]}
      />
      <footer className="mt-3 flex flex-wrap items-center gap-2">
        <LikeButton postId={post.id} likes={post.likes} likedByMe={post.likedByMe} label={title} />
        <CommentsLink postId={post.id} count={post.commentsCount} label={`blog "${title}"`} />
        {mine ? null : (
          <ReportButton
            target={{ contentType: "post", contentId: post.id, label: `blog "${title}"` }}
            className="ml-auto"
          />
        )}
        {viewer && !mine ? <MemberMenu userId={post.author.id} name={post.author.displayName} label={title} /> : null}
      </footer>
    </article>
  );
}
