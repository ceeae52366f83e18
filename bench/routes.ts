// Every page route of both route lists in the spec, with real seeded ids for the dynamic
// ones, shared by bench/page-weight and bench/lighthouse.
// `heavy` pages carry the larger JS budget (the arcade room and the ads analytics).

import { LONG_THREAD_POST_ID } from "../db/seed";

export type BenchRoute = { name: string; path: string; heavy: boolean };

/** The spec's page routes without an id in them; the security-headers test checks them too. */
export const SPEC_STATIC_PATHS = [
  "/",
  "/blogs",
  "/forums",
  "/messages",
  "/support-groups",
  "/resources",
  "/events",
  "/moderation",
  "/arcade",
  "/connections",
  "/accessibility",
  "/ads",
  "/pricing",
  "/subscription",
  "/ndis-providers",
  "/profile/1",
];
const STATIC: BenchRoute[] = SPEC_STATIC_PATHS.map((path) => ({ name: path, path, heavy: false }));

/** Resolve the dynamic routes against the running, seeded server, as the member whose session `cookie` is. */
export async function benchRoutes(baseUrl: string, cookie: string): Promise<BenchRoute[]> {
  const rooms = (await getJson(`${baseUrl}/api/game-rooms`, cookie)) as { id: number; gameType: string }[];
  const providers = (await getJson(`${baseUrl}/api/ndis-providers`, cookie)) as { items: { id: number }[] };
  const room = rooms[0];
  const provider = providers.items[0];
  if (!room || !provider) throw new Error("the seed has no game room or no provider");
  return [
    ...STATIC,
    { name: "/ads?tab=analytics", path: "/ads?tab=analytics", heavy: true },
    { name: `/arcade/room/:id (${room.gameType})`, path: `/arcade/room/${room.id}`, heavy: true },
    { name: "/ndis-providers/:id", path: `/ndis-providers/${provider.id}`, heavy: false },
    // The newest post; bench/page-weight seeds it with a 2,000-reply thread.
    { name: "/posts/:id", path: `/posts/${LONG_THREAD_POST_ID}`, heavy: false },
  ];
}

async function getJson(url: string, cookie: string): Promise<unknown> {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
