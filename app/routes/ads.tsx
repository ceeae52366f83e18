import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/ComingSoon";

export const meta: MetaFunction = () => [{ title: "Ads Manager | Community Platform" }];

export default function Page() {
  return <ComingSoon title="Ads Manager" summary="Campaigns, analytics, usage and plan limits for advertisers." />;
}
