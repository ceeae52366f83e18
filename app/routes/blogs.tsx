import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/ComingSoon";

export const meta: MetaFunction = () => [{ title: "Blogs | Community Platform" }];

export default function Page() {
  return <ComingSoon title="Blogs" summary="Long-form stories and guides written by members." />;
}
