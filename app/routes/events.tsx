import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/ComingSoon";

export const meta: MetaFunction = () => [{ title: "Events | Community Platform" }];

export default function Page() {
  return <ComingSoon title="Events" summary="Workshops, support circles, advocacy days and social events." />;
}
