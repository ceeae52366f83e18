import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/ComingSoon";

export const meta: MetaFunction = () => [{ title: "Forums | Community Platform" }];

export default function Page() {
  return <ComingSoon title="Forums" summary="Discussion categories and the latest conversations." />;
}
