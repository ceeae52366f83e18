import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/ComingSoon";

export const meta: MetaFunction = () => [{ title: "Connections | Community Platform" }];

export default function Page() {
  return <ComingSoon title="Connections" summary="Find friends and partners who share your interests and access needs." />;
}
