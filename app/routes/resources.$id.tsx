import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { TagList } from "~/components/posts/TagList";
import { ReadAloud } from "~/components/accessibility/ReadAloud";
import { HelpfulButton } from "~/components/resources/HelpfulButton";
import { VerifiedBadge } from "~/components/resources/ResourceCard";
import { getViewerId } from "~/server/auth.server";
import { formAction } from "~/server/form.server";
import { resourceForms } from "~/server/forms/resources.server";
import { plural } from "~/lib/format";
import { RESOURCE_CATEGORY_LABELS, RESOURCE_TYPE_LABELS, resourceVersions } from "~/lib/resources";
import { useAccessibility } from "~/components/AccessibilityProvider";
import { idParams } from "~/lib/schemas";
import { parsePageIdOr404 } from "~/server/validate.server";
import { viewResource } from "~/models/resource.server";
import { buttonClass } from "~/components/ui/Button";
import { pageTitle } from "~/lib/site";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.resource.title ?? "Resource") },
];

/** Opening a resource counts a view. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parsePageIdOr404(idParams, params);
  const resource = await viewResource(context.db, { id, viewerId: await getViewerId(context.db, request) });
  if (!resource) throw data(null, { status: 404 });
  return { resource };
}

/** Mark as Helpful posts here, from the resource's card or its page, as POST /api/resources/:id/helpful. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { id } = parsePageIdOr404(idParams, params);
  return formAction(request, resourceForms({ ...context, request }, { resourceId: id }));
}

// A like, a follow or a save answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function ResourcePage() {
  const { resource } = useLoaderData<typeof loader>();
  const { signLanguageSupport, audioDescriptions } = useAccessibility().effective;
  const versions = resourceVersions(resource, { signLanguageSupport, audioDescriptions });
  return (
    <article aria-labelledby="page-title" className="mx-auto w-full max-w-reading">
      <p>
        <Link to="/resources" className="inline-flex min-h-8 items-center underline">
          Back to resources
        </Link>
      </p>
      <h1 id="page-title" className="mt-2 text-3xl font-bold">
        {resource.title}
      </h1>
      <p className="mt-2 flex flex-wrap gap-x-3 text-muted">
        <span>{RESOURCE_CATEGORY_LABELS[resource.category]}</span>
        <span>{RESOURCE_TYPE_LABELS[resource.resourceType]}</span>
        {resource.isVerified ? <VerifiedBadge /> : null}
        <span data-testid="view-count">{plural(resource.viewCount, "view")}</span>
      </p>
      <p id="resource-description" className="mt-4 text-lg">
        {resource.description}
      </p>
      <ReadAloud targetId="resource-description" label={resource.title} />
      <div className="mt-4">
        <TagList tags={resource.tags} max={resource.tags.length} />
      </div>
      {versions.length ? (
        <ul className="mt-6 flex flex-wrap gap-3" aria-label="Open this resource" data-testid="resource-versions">
          {versions.map((version, i) => (
            <li key={version.kind}>
              <a
                href={version.href}
                rel="noopener noreferrer"
                data-version={version.kind}
                className={buttonClass({
                  variant: i === 0 ? "primary" : "secondary",
                  className: "inline-flex items-center",
                })}
              >
                {version.label}
                {resource.externalUrl || version.kind !== "main" ? (
                  <span className="sr-only"> (external site)</span>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {audioDescriptions && resource.resourceType === "video" && !resource.audioDescribedUrl ? (
        <p className="mt-3 text-muted" data-testid="audio-description-missing">
          This video has no audio-described version yet.
        </p>
      ) : null}
      <div className="mt-6">
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
