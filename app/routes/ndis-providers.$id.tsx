import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { EnquirySent } from "~/components/providers/EnquiryDialog";
import { ContactCard, ProviderHeader } from "~/components/providers/ProviderHeader";
import { ProviderTabs } from "~/components/providers/ProviderTabs";
import { getViewerId } from "~/server/auth.server";
import { formAction } from "~/server/form.server";
import { providerForms } from "~/server/forms/providers.server";
import { idParams } from "~/lib/schemas";
import { PROVIDER_TEXTS } from "~/lib/texts";
import { parsePageIdOr404 } from "~/server/validate.server";
import { getProviderDetail } from "~/models/provider.server";
import { pageTitle } from "~/lib/site";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.found ? data.provider.businessName : PROVIDER_TEXTS.notFoundTitle) },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parsePageIdOr404(idParams, params);
  const provider = await getProviderDetail(context.db, {
    id,
    viewerId: await getViewerId(context.db, request),
    now: Date.now(),
  });
  if (!provider) return data({ found: false as const }, { status: 404 });
  return { found: true as const, provider };
}

/** The enquiry dialog's plain post: the same rules as POST /api/ndis-providers/:id/enquiries. */
export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, providerForms({ ...context, request }));
}

function BackLink() {
  return (
    <Link to="/ndis-providers" className="inline-flex min-h-8 items-center underline">
      Back to the provider directory
    </Link>
  );
}

// A like, a follow or a save answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function ProviderPage() {
  const loaded = useLoaderData<typeof loader>();
  if (!loaded.found) {
    return (
      <section aria-labelledby="page-title" className="py-12 text-center">
        <h1 id="page-title" className="text-3xl font-bold">
          {PROVIDER_TEXTS.notFoundTitle}
        </h1>
        <p className="mt-3">{PROVIDER_TEXTS.notFound}</p>
        <p className="mt-4">
          <BackLink />
        </p>
      </section>
    );
  }
  const { provider } = loaded;
  return (
    <article aria-labelledby="page-title" className="mx-auto flex w-full max-w-reading flex-col gap-6">
      <p>
        <BackLink />
      </p>
      <EnquirySent />
      <ProviderHeader provider={provider} />
      <div className="grid gap-6 lg:grid-cols-[1fr_min(18rem,35%)]">
        <div className="min-w-0">
          <ProviderTabs provider={provider} />
        </div>
        <div className="lg:order-last">
          <ContactCard provider={provider} />
        </div>
      </div>
    </article>
  );
}
