import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ComingSoon } from "~/components/ComingSoon";
import { idParams } from "~/lib/schemas";
import { parsePageIdOr404 } from "~/lib/validate.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Provider ${data?.id ?? ""} | Community Platform` }];

export function loader({ params }: LoaderFunctionArgs) {
  return parsePageIdOr404(idParams, params);
}

export default function ProviderPage() {
  const { id } = useLoaderData<typeof loader>();
  return <ComingSoon title={`Provider ${id}`} summary="Services, staff, reviews and compliance for one provider." />;
}
