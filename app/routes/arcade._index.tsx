import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/ComingSoon";

export const meta: MetaFunction = () => [{ title: "Board Games Arcade | Community Platform" }];

export default function Page() {
  return <ComingSoon title="Board Games Arcade" summary="Two-player board games with accessible boards, joined by invite link." />;
}
