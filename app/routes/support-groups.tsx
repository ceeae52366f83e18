import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/ComingSoon";

export const meta: MetaFunction = () => [{ title: "Support Groups | Community Platform" }];

export default function Page() {
  return <ComingSoon title="Support Groups" summary="Peer support groups by disability, condition and life stage." />;
}
