import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/ComingSoon";

export const meta: MetaFunction = () => [{ title: "Messages | Community Platform" }];

export default function Page() {
  return <ComingSoon title="Messages" summary="Your private conversations with other members." />;
}
