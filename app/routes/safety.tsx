// The Safety Center: crisis lines, blocking, muting, reporting and moderation. The words are Markdown in
// app/content (safety.md and easy-read/safety.md); ContentPage draws either version.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ContentPage, contentMeta } from "~/components/content/ContentPage";
import { skipRevalidationFor } from "~/components/forms/useActionForm";
import { loadContentPage } from "~/server/content.server";

export const loader = ({ request }: LoaderFunctionArgs) => loadContentPage(request, "safety");

export const meta: MetaFunction<typeof loader> = ({ data }) => contentMeta(data);

// The bell's "Mark all as read" answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function Page() {
  const { page, view } = useLoaderData<typeof loader>();
  return <ContentPage page={page} view={view} />;
}
