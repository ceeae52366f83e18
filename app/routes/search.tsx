import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { LoadMore } from "~/components/lists/LoadMore";
import { useCursorList } from "~/components/lists/useCursorList";
import { ViewTabs, withQuery } from "~/components/lists/ViewTabs";
import { RetryError } from "~/components/RetryError";
import { buttonClass } from "~/components/ui/Button";
import { EmptyState, cardClass } from "~/components/ui/Card";
import { pageTitle } from "~/lib/site";
import { SEARCH_TEXTS } from "~/lib/texts/search";
import { KIND_LABELS, SEARCH_QUERY_MAX, SEARCH_TYPE_LABELS, SEARCH_TYPES, type SearchType } from "~/lib/search";
import { loadSearchPage, type SearchPage } from "~/models/search.server";
import { getReader } from "~/server/auth.server";
import { parseQuery } from "~/server/validate.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.q ? `Search: ${data.q}` : "Search") },
];

// Lenient where the API is strict: a page answers a long or odd query with results, not a 400.
const searchPageQuery = z.object({
  q: z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim().slice(0, SEARCH_QUERY_MAX)),
  type: z.enum(SEARCH_TYPES).catch("all").default("all"),
});

const EMPTY: SearchPage = {
  items: [],
  nextCursor: null,
  counts: Object.fromEntries(SEARCH_TYPES.map((type) => [type, 0])) as Record<SearchType, number>,
  more: Object.fromEntries(SEARCH_TYPES.map((type) => [type, false])) as Record<SearchType, boolean>,
  didYouMean: [],
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { q, type } = parseQuery(searchPageQuery, request);
  const viewer = await getReader(context.db, request);
  const page = q ? await loadSearchPage(context.db, { q, type, viewer }) : EMPTY;
  return { q, type, page };
}

const quoted = (q: string) => `‘${q}’`;

export default function Search() {
  const { q, type, page } = useLoaderData<typeof loader>();
  const list = useCursorList(page, "/api/search", { q, type });
  const count = page.counts[type];
  // A count that stopped at its window (docs/features/search.md) says so: "500+".
  const shown = (tab: SearchType) => `${page.counts[tab]}${page.more[tab] ? "+" : ""}`;
  const heading = q
    ? `${shown(type)} ${count === 1 && !page.more[type] ? "result" : "results"} for ${quoted(q)}${type === "all" ? "" : ` in ${SEARCH_TYPE_LABELS[type]}`}`
    : "Search";
  const labels = Object.fromEntries(
    SEARCH_TYPES.map((tab) => [tab, `${SEARCH_TYPE_LABELS[tab]} (${shown(tab)})`]),
  ) as Record<SearchType, string>;

  return (
    <div>
      {/* A new search on this page keeps focus where it is (RouteFocus); the count is announced here. */}
      <div role="status">
        <h1 className="text-3xl font-bold">{heading}</h1>
      </div>
      <Form
        method="get"
        action="/search"
        role="search"
        aria-label="Search again"
        className="mt-4 flex flex-wrap items-end gap-2"
      >
        <div className="flex flex-col">
          <label htmlFor="search-page-q" className="font-medium">
            Search posts, replies, groups, resources, events, providers and people
          </label>
          <input
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={q}
            key={q}
            maxLength={SEARCH_QUERY_MAX}
            className="mt-1 min-h-10 w-80 max-w-full rounded border border-line bg-canvas px-2"
          />
        </div>
        {type === "all" ? null : <input type="hidden" name="type" value={type} />}
        <button type="submit" className={buttonClass()}>
          Search
        </button>
      </Form>
      {q ? (
        <>
          <ViewTabs
            label="Result types"
            tabs={SEARCH_TYPES}
            labels={labels}
            current={type}
            href={(tab) => withQuery("/search", { q, type: tab }, { type: "all" })}
          />
          {list.items.length === 0 ? (
            <EmptyState
              className="mt-4"
              picture="search"
              title={`Nothing found for ${quoted(q)}.`}
              hint="Try fewer words, or the start of a word: “access” finds “accessible”."
            >
              {page.didYouMean.length > 0 ? (
                <p className="mt-3" data-testid="did-you-mean">
                  {SEARCH_TEXTS.didYouMean}{" "}
                  {page.didYouMean.map((alternative, index) => (
                    <span key={alternative}>
                      {index > 0 ? (index === page.didYouMean.length - 1 ? " or " : ", ") : null}
                      <Link to={withQuery("/search", { q: alternative, type }, { type: "all" })} className="underline">
                        {alternative}
                      </Link>
                    </span>
                  ))}
                  ?
                </p>
              ) : null}
              <p className="mt-3">
                <Link to="/forums" className="underline">
                  Browse the forums
                </Link>{" "}
                or{" "}
                <Link to="/forums?dialog=compose" className="underline">
                  ask the community
                </Link>
                .
              </p>
            </EmptyState>
          ) : (
            <ol className="mt-4 flex flex-col gap-3" aria-label="Search results">
              {list.items.map((result) => (
                <li key={result.id} className={cardClass()}>
                  <p className="text-sm text-muted">{KIND_LABELS[result.kind]}</p>
                  <h2 className="text-lg font-semibold">
                    <Link to={result.href} className="underline">
                      {result.title}
                    </Link>
                  </h2>
                  {result.snippet ? (
                    // Safe: snippetHtml escapes the text whole and adds only <mark> (models/search.server.ts).
                    <p className="mt-1 [&_mark]:font-semibold" dangerouslySetInnerHTML={{ __html: result.snippet }} />
                  ) : null}
                </li>
              ))}
            </ol>
          )}
          <LoadMore list={list} label="Load More Results" failedText="More results could not be loaded. Try again." />
        </>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <RetryError title="Search" message="Search could not be loaded. Try again." />;
}
