import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/ComingSoon";

export const meta: MetaFunction = () => [{ title: "Resources | Community Platform" }];

export default function Page() {
  return <ComingSoon title="Resources" summary="Guides, templates and services on employment, benefits, housing and more." />;
}
