import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/ComingSoon";

export const meta: MetaFunction = () => [{ title: "Subscription & Billing | Community Platform" }];

export default function Page() {
  return <ComingSoon title="Subscription & Billing" summary="Your plan, payment method and billing history." />;
}
