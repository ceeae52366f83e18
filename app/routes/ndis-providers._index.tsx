import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Pagination } from "~/components/lists/Pagination";
import { EnquirySent } from "~/components/providers/EnquiryDialog";
import { ProviderCard } from "~/components/providers/ProviderCard";
import { ProviderFilters } from "~/components/providers/ProviderFilters";
import { RetryError } from "~/components/RetryError";
import { getViewerId } from "~/server/auth.server";
import { formAction } from "~/server/form.server";
import { providerForms } from "~/server/forms/providers.server";
import { directoryHref, ENQUIRY_DIALOG_PARAMS, PROVIDER_PAGE_SIZE, providerFiltersQuery } from "~/lib/providers";
import { PROVIDER_TEXTS } from "~/lib/texts";
import { parseQuery } from "~/server/validate.server";
import { listProviders } from "~/models/provider.server";
import { EmptyState } from "~/components/ui/Card";
import { pageTitle } from "~/lib/site";
import { SkippableList } from "~/components/lists/SkipPast";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

export const meta: MetaFunction = () => [{ title: pageTitle(PROVIDER_TEXTS.title) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The enquiry dialog's no-script params are not filters (the API's query refuses them).
  const url = new URL(request.url);
  for (const key of ["dialog", ...ENQUIRY_DIALOG_PARAMS]) url.searchParams.delete(key);
  const filters = parseQuery(providerFiltersQuery, new Request(url));
  // The page keeps "Distance" chosen without a city, but has no centre to measure from:
  // it says so and shows the default order (the API answers 400 instead).
  const distanceWithoutCentre = filters.sort === "distance" && !filters.location;
  const page = await listProviders(context.db, {
    viewerId: await getViewerId(context.db, request),
    filters: { ...filters, limit: PROVIDER_PAGE_SIZE, sort: distanceWithoutCentre ? "rating" : filters.sort },
    now: Date.now(),
  });
  return {
    values: {
      search: filters.search ?? "",
      location: filters.location ?? "all",
      serviceType: filters.serviceType ?? "all",
      sort: filters.sort,
      saved: filters.saved,
    },
    distanceWithoutCentre,
    page,
  };
}

/** A card's enquiry dialog posts here: the same rules as POST /api/ndis-providers/:id/enquiries. */
export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, providerForms({ ...context, request }));
}

// A like, a follow or a save answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function ProviderDirectory() {
  const { values, distanceWithoutCentre, page } = useLoaderData<typeof loader>();
  const filtered =
    values.search !== "" ||
    values.location !== "all" ||
    values.serviceType !== "all" ||
    values.saved ||
    values.sort !== "rating";
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + page.items.length - 1;

  return (
    <div>
      <h1 className="text-3xl font-bold">{PROVIDER_TEXTS.title}</h1>
      <p className="mt-2 text-muted">{PROVIDER_TEXTS.subtitle}</p>
      <EnquirySent className="mt-4" />
      <ProviderFilters values={values} filtered={filtered} />
      <div role="status" className="mt-4" data-testid="result-status">
        {distanceWithoutCentre ? (
          <p className="mb-2 text-sm font-medium">{PROVIDER_TEXTS.distanceNeedsLocation}</p>
        ) : null}
        {page.items.length === 0 ? (
          <EmptyState title={PROVIDER_TEXTS.noProviders} hint={PROVIDER_TEXTS.noProvidersHint} picture="search" />
        ) : (
          <p className="text-sm text-muted">{`Showing ${first}–${last} of ${page.total} providers`}</p>
        )}
      </div>
      {page.items.length > 0 ? (
        <SkippableList what="providers">
          <ul className="mt-2 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {page.items.map((provider) => (
              <li key={provider.id}>
                <ProviderCard provider={provider} />
              </li>
            ))}
          </ul>
        </SkippableList>
      ) : null}
      <Pagination
        label="Provider pages"
        page={page.page}
        pageCount={page.pageCount}
        href={(n) => directoryHref({ ...values, page: n })}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <RetryError title={PROVIDER_TEXTS.title} message="Failed to load providers. Please try again later." />;
}
