import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/ComingSoon";

export const meta: MetaFunction = () => [{ title: "Choose Your Advertising Plan | Community Platform" }];

export default function Page() {
  return <ComingSoon title="Choose Your Advertising Plan" summary="Free, Starter, Professional and Enterprise plans, monthly or yearly." />;
}
