import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/ComingSoon";

export const meta: MetaFunction = () => [{ title: "Moderation Dashboard | Community Platform" }];

export default function Page() {
  return <ComingSoon title="Moderation Dashboard" summary="The reports queue, moderation actions and automatic content flags." />;
}
