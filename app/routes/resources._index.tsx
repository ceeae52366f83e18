import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { FilterForm } from "~/components/lists/FilterForm";
import { ResultStatus } from "~/components/lists/ResultStatus";
import { useCursorList } from "~/components/lists/useCursorList";
import { ViewTabs, withQuery } from "~/components/lists/ViewTabs";
import { LoadMore } from "~/components/lists/LoadMore";
import { ResourceCard } from "~/components/resources/ResourceCard";
import { RetryError } from "~/components/RetryError";
import { getViewerId } from "~/server/auth.server";
import {
  RESOURCE_CATEGORY_LABELS,
  RESOURCE_PAGE_SIZE,
  RESOURCE_TAB_LABELS,
  RESOURCE_TABS,
  resourcesPageQuery,
} from "~/lib/resources";
import { RESOURCE_TEXTS } from "~/lib/texts";
import { RESOURCE_CATEGORIES } from "~/lib/vocab";
import { parseQuery } from "~/server/validate.server";
import { listResources, type ResourceListItem } from "~/models/resource.server";
import { pageTitle } from "~/lib/site";
import { SkippableList } from "~/components/lists/SkipPast";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

export const meta: MetaFunction = () => [{ title: pageTitle("Resources") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const filters = parseQuery(resourcesPageQuery, request);
  const page = await listResources(context.db, {
    viewerId: await getViewerId(context.db, request),
    filters: { ...filters, cursor: undefined },
    limit: RESOURCE_PAGE_SIZE,
  });
  return { filters: { category: filters.category ?? "all", search: filters.search ?? "", tab: filters.tab }, page };
}

const CATEGORY_OPTIONS = [
  { value: "all", label: "All categories" },
  ...RESOURCE_CATEGORIES.map((value) => ({ value, label: RESOURCE_CATEGORY_LABELS[value] })),
];
const TAB_HINTS = {
  all: "Every resource, A to Z.",
  verified: "Checked by community moderators, newest first.",
  popular: "Most helpful first, then most viewed.",
  recent: "Newest first.",
} as const;

// A like, a follow or a save answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function Resources() {
  const { filters, page } = useLoaderData<typeof loader>();
  const query = { category: filters.category, search: filters.search || undefined, tab: filters.tab };
  const list = useCursorList<ResourceListItem>(page, "/api/resources", query);
  const filtered = filters.category !== "all" || filters.search !== "";

  return (
    <div>
      <h1 className="text-3xl font-bold">Resources</h1>
      <p className="mt-2 text-muted">
        Guides, templates and directories on work, money, rights, housing, study, wellbeing and safety.
      </p>
      <ViewTabs
        label="Resource views"
        tabs={RESOURCE_TABS}
        labels={RESOURCE_TAB_LABELS}
        current={filters.tab}
        href={(tab) => withQuery("/resources", { ...query, tab }, { tab: "all", category: "all" })}
      />
      <p className="mt-3 text-sm">{TAB_HINTS[filters.tab]}</p>
      <FilterForm
        label="Filter resources"
        selects={[{ name: "category", label: "Category", options: CATEGORY_OPTIONS, selected: filters.category }]}
        search={{ label: "Search resources", value: filters.search }}
        hidden={{ tab: filters.tab }}
        clearHref={filtered ? withQuery("/resources", { tab: filters.tab }, { tab: "all" }) : null}
      />
      <ResultStatus
        count={list.items.length}
        hasMore={list.hasMore}
        noun="resource"
        emptyText={RESOURCE_TEXTS.noResources}
      />
      {list.items.length === 0 ? null : (
        <SkippableList what="resources">
          <ul className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.items.map((resource) => (
              <li key={resource.id}>
                <ResourceCard resource={resource} />
              </li>
            ))}
          </ul>
        </SkippableList>
      )}
      <LoadMore list={list} label="Load More Resources" failedText="Failed to load more resources. Please try again." />
    </div>
  );
}

export function ErrorBoundary() {
  return <RetryError title="Resources" message="Failed to load resources. Please try again later." />;
}
