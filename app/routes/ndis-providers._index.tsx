import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/ComingSoon";

export const meta: MetaFunction = () => [{ title: "NDIS Provider Directory | Community Platform" }];

export default function Page() {
  return <ComingSoon title="NDIS Provider Directory" summary="Find registered NDIS providers and services in your area" />;
}
