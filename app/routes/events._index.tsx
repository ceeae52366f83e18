import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { EventCard } from "~/components/events/EventCard";
import { skipRevalidationFor } from "~/components/forms/useActionForm";
import { FilterForm } from "~/components/lists/FilterForm";
import { ResultStatus } from "~/components/lists/ResultStatus";
import { useCursorList } from "~/components/lists/useCursorList";
import { ViewTabs, withQuery } from "~/components/lists/ViewTabs";
import { LoadMore } from "~/components/lists/LoadMore";
import { RetryError } from "~/components/RetryError";
import { getViewerId } from "~/server/auth.server";
import { formAction } from "~/server/form.server";
import { eventForms } from "~/server/forms/memberships.server";
import {
  EVENT_EMPTY_TEXTS,
  EVENT_PAGE_SIZE,
  EVENT_TAB_LABELS,
  EVENT_TABS,
  EVENT_TYPE_LABELS,
  INTERPRETING_OPTIONS,
  eventsPageQuery,
  type EventOrder,
} from "~/lib/events";
import { EVENT_TYPES } from "~/lib/vocab";
import { parseQuery } from "~/server/validate.server";
import { viewerPreferences } from "~/server/visitor-preferences.server";
import { listEvents, type EventListItem } from "~/models/event.server";
import { pageTitle } from "~/lib/site";
import { SkippableList } from "~/components/lists/SkipPast";

export const meta: MetaFunction = () => [{ title: pageTitle("Events") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = parseQuery(eventsPageQuery, request);
  const { signLanguageSupport } = await viewerPreferences(context.db, request);
  const order: EventOrder = signLanguageSupport ? "auslan-first" : "date";
  const filters = { ...query, order };
  const now = Date.now();
  const page = await listEvents(context.db, {
    viewerId: await getViewerId(context.db, request),
    filters,
    now: new Date(now).toISOString(),
    limit: EVENT_PAGE_SIZE,
  });
  return {
    now,
    filters: { type: query.type ?? "all", tab: query.tab, interpreting: query.interpreting ?? "any", order },
    page,
  };
}

const TYPE_OPTIONS = [
  { value: "all", label: "All event types" },
  ...EVENT_TYPES.map((value) => ({ value, label: EVENT_TYPE_LABELS[value] })),
];

/** The cards' plain posts for registering for an event: the same rules as the API. */
export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, eventForms({ ...context, request }));
}

export const shouldRevalidate = skipRevalidationFor(["register-event", "cancel-registration"]);

export default function Events() {
  const { now, filters, page } = useLoaderData<typeof loader>();
  const query = { type: filters.type, tab: filters.tab, interpreting: filters.interpreting };
  const defaults = { tab: "upcoming", type: "all", interpreting: "any" };
  const list = useCursorList<EventListItem>(page, "/api/events", { ...query, order: filters.order });

  return (
    <div>
      <h1 className="text-3xl font-bold">Events</h1>
      <p className="mt-2 text-muted">
        Workshops, support circles, advocacy days and social events. Times are shown in Sydney time.
      </p>
      <ViewTabs
        label="Event views"
        tabs={EVENT_TABS}
        labels={EVENT_TAB_LABELS}
        current={filters.tab}
        href={(tab) => withQuery("/events", { ...query, tab }, defaults)}
      />
      <FilterForm
        label="Filter events"
        selects={[
          { name: "type", label: "Event type", options: TYPE_OPTIONS, selected: filters.type },
          {
            name: "interpreting",
            label: "Interpreting",
            options: INTERPRETING_OPTIONS,
            selected: filters.interpreting,
          },
        ]}
        hidden={{ tab: filters.tab }}
        clearHref={
          filters.type !== "all" || filters.interpreting !== "any"
            ? withQuery("/events", { tab: filters.tab }, { tab: "upcoming" })
            : null
        }
      />
      {filters.order === "auslan-first" && filters.tab !== "past" ? (
        <p className="mt-3 text-sm text-muted" data-testid="auslan-first-note">
          Auslan-interpreted events are listed first, as your Sign Language Support setting asks.
        </p>
      ) : null}
      <ResultStatus
        count={list.items.length}
        hasMore={list.hasMore}
        noun="event"
        emptyText={EVENT_EMPTY_TEXTS[filters.tab]}
      />
      {list.items.length === 0 ? null : (
        <SkippableList what="events">
          <ul className="mt-2 grid gap-4 md:grid-cols-2">
            {list.items.map((event) => (
              <li key={event.id}>
                <EventCard event={event} now={now} />
              </li>
            ))}
          </ul>
        </SkippableList>
      )}
      <LoadMore list={list} label="Load More Events" failedText="Failed to load more events. Please try again." />
    </div>
  );
}

export function ErrorBoundary() {
  return <RetryError title="Events" message="Failed to load events. Please try again later." />;
}
