import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GroupCard } from "~/components/groups/GroupCard";
import { buttonClass } from "~/components/ui/Button";
import { skipRevalidationFor } from "~/components/forms/useActionForm";
import { FilterForm } from "~/components/lists/FilterForm";
import { ResultStatus } from "~/components/lists/ResultStatus";
import { useCursorList } from "~/components/lists/useCursorList";
import { ViewTabs, withQuery } from "~/components/lists/ViewTabs";
import { LoadMore } from "~/components/lists/LoadMore";
import { RetryError } from "~/components/RetryError";
import { getViewerId } from "~/server/auth.server";
import { formAction } from "~/server/form.server";
import { groupForms } from "~/server/forms/memberships.server";
import { GROUP_CATEGORY_LABELS, GROUP_PAGE_SIZE, GROUP_TAB_LABELS, GROUP_TABS, groupsPageQuery } from "~/lib/groups";
import { GROUP_TEXTS } from "~/lib/texts";
import { GROUP_CATEGORIES } from "~/lib/vocab";
import { parseQuery } from "~/server/validate.server";
import { listGroups, type GroupListItem } from "~/models/group.server";
import { pageTitle } from "~/lib/site";

export const meta: MetaFunction = () => [{ title: pageTitle("Support Groups") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const filters = parseQuery(groupsPageQuery, request);
  const page = await listGroups(context.db, {
    viewerId: await getViewerId(context.db, request),
    filters,
    limit: GROUP_PAGE_SIZE,
  });
  return {
    now: Date.now(),
    filters: { category: filters.category ?? "all", search: filters.search ?? "", tab: filters.tab },
    page,
  };
}

const CATEGORY_OPTIONS = [
  { value: "all", label: "All categories" },
  ...GROUP_CATEGORIES.map((value) => ({ value, label: GROUP_CATEGORY_LABELS[value] })),
];

/** The cards' plain posts for joining or leaving a group: the same rules as the API. */
export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, groupForms({ ...context, request }));
}

export const shouldRevalidate = skipRevalidationFor(["join-group", "leave-group"]);

export default function SupportGroups() {
  const { now, filters, page } = useLoaderData<typeof loader>();
  const query = { category: filters.category, search: filters.search || undefined, tab: filters.tab };
  const list = useCursorList<GroupListItem>(page, "/api/groups", query);
  const filtered = filters.category !== "all" || filters.search !== "";

  return (
    <div>
      <h1 className="text-3xl font-bold">Support Groups</h1>
      <p className="mt-2 text-muted">
        Find people who understand. Public groups are open to everyone; private groups review each request.
      </p>
      <p className="mt-3">
        <Link
          to="/support-groups/new"
          className={buttonClass({ variant: "secondary", className: "inline-flex items-center" })}
        >
          Create a group
        </Link>
      </p>
      <ViewTabs
        label="Group views"
        tabs={GROUP_TABS}
        labels={GROUP_TAB_LABELS}
        current={filters.tab}
        href={(tab) => withQuery("/support-groups", { ...query, tab }, { tab: "all", category: "all" })}
      />
      <FilterForm
        label="Filter groups"
        selects={[{ name: "category", label: "Category", options: CATEGORY_OPTIONS, selected: filters.category }]}
        search={{ label: "Search groups", value: filters.search }}
        hidden={{ tab: filters.tab }}
        clearHref={filtered ? withQuery("/support-groups", { tab: filters.tab }, { tab: "all" }) : null}
      />
      <ResultStatus count={list.items.length} hasMore={list.hasMore} noun="group" emptyText={GROUP_TEXTS.noGroups} />
      {list.items.length === 0 ? null : (
        <ul className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.items.map((group) => (
            <li key={group.id}>
              <GroupCard group={group} now={now} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={list} label="Load More Groups" failedText="Failed to load more groups. Please try again." />
    </div>
  );
}

export function ErrorBoundary() {
  return <RetryError title="Support Groups" message="Failed to load groups. Please try again later." />;
}
