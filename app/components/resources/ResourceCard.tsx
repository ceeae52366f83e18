import { Link } from "@remix-run/react";
import { TagList } from "~/components/posts/TagList";
import { excerpt, plural } from "~/lib/format";
import {
  RESOURCE_CATEGORY_LABELS,
  RESOURCE_EXCERPT_LENGTH,
  RESOURCE_TAG_LIMIT,
  RESOURCE_TYPE_LABELS,
} from "~/lib/resources";
import type { ResourceListItem } from "~/models/resource.server";
import { HelpfulButton } from "./HelpfulButton";
import { Icon } from "~/components/icons";
import { cardClass } from "~/components/ui/Card";
import { CardSummary, VerboseText } from "~/components/accessibility/Verbose";

export function VerifiedBadge() {
  return (
    <span className="inline-flex items-center gap-1 font-medium text-success" data-testid="verified">
      <Icon size={14} strokeWidth="2.5">
        <path d="m5 12 5 5 9-10" />
      </Icon>
      Verified
      <VerboseText>: checked by our team as accurate and up to date.</VerboseText>
    </span>
  );
}

/** A resource card: up to 4 tags, helpful votes, and a link that opens it. */
export function ResourceCard({ resource }: { resource: ResourceListItem }) {
  const headingId = `resource-${resource.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cardClass({ className: "flex h-full flex-col gap-2" })}
      data-testid="resource-card"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        <Link to={`/resources/${resource.id}`} className="underline-offset-2 hover:underline">
          {resource.title}
        </Link>
      </h2>
      <p className="flex flex-wrap gap-x-3 text-sm text-muted">
        <span data-testid="resource-category">{RESOURCE_CATEGORY_LABELS[resource.category]}</span>
        <span>{RESOURCE_TYPE_LABELS[resource.resourceType]}</span>
        {resource.isVerified ? <VerifiedBadge /> : null}
      </p>
      <p>{excerpt(resource.description, RESOURCE_EXCERPT_LENGTH)}</p>
      <TagList tags={resource.tags} max={RESOURCE_TAG_LIMIT} />
      <p className="text-sm text-muted">{plural(resource.viewCount, "view")}</p>
      <CardSummary
        verb="Added"
        date={resource.createdAt}
        counts={[
          [resource.viewCount, "view"],
          [resource.helpful, "person who found it helpful", "people who found it helpful"],
        ]}
      />
      <div className="mt-auto pt-2">
        <HelpfulButton
          resourceId={resource.id}
          helpful={resource.helpful}
          markedHelpful={resource.markedHelpful}
          title={resource.title}
        />
      </div>
    </article>
  );
}
