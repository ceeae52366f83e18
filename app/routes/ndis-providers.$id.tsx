import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ComingSoon } from "~/components/ComingSoon";
import { idParams } from "~/lib/schemas";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Provider ${data?.id ?? ""} | Community Platform` }];

export function loader({ params }: LoaderFunctionArgs) {
  const parsed = idParams.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  return { id: parsed.data.id };
}

export default function ProviderPage() {
  const { id } = useLoaderData<typeof loader>();
  return <ComingSoon title={`Provider ${id}`} summary="Services, staff, reviews and compliance for one provider." />;
}
