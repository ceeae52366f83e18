// The Connections page's data once the member has a profile. Typed from the model rather than the
// route, so the page and its tabs do not import each other.
import type { SerializeFrom } from "@remix-run/cloudflare";
import type { ConnectionTab } from "~/lib/connections";
import type { loadConnectionsPage } from "~/models/connection.server";

type Page = Awaited<ReturnType<typeof loadConnectionsPage>>;
type Data = SerializeFrom<{
  userId: number;
  now: number;
  tab: ConnectionTab;
  blocks: Page["blocks"];
  profile: Page["profile"];
  discovery: Page["discovery"];
  matches: Page["matches"];
}>;
export type HomeData = Data & { profile: NonNullable<Data["profile"]> };
