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

/**
 * The site's own content pages (app/content), beyond the spec's lists, in both views: the
 * page-budgets test and the JS budgets cover them too.
 */
export const CONTENT_ROUTES: BenchRoute[] = [
  "/guidelines",
  "/safety",
  "/faq",
  "/accessibility-statement",
  "/privacy",
  "/terms",
].flatMap((path) => [
  { name: path, path, heavy: false },
  { name: `${path}?view=easy-read`, path: `${path}?view=easy-read`, heavy: false },
]);

/** The seeded records the dynamic routes name (the post is always LONG_THREAD_POST_ID). */
export type RouteIds = { room: { id: number; gameType?: string }; providerId: number };

/** Every page route of both spec route lists, the dynamic ones filled in with `ids`. */
export function specRoutes({ room, providerId }: RouteIds): BenchRoute[] {
  return [
    ...STATIC,
    { name: "/ads?tab=analytics", path: "/ads?tab=analytics", heavy: true },
    {
      name: `/arcade/room/:id${room.gameType ? ` (${room.gameType})` : ""}`,
      path: `/arcade/room/${room.id}`,
      heavy: true,
    },
    { name: "/ndis-providers/:id", path: `/ndis-providers/${providerId}`, heavy: false },
    // The newest post; bench/page-weight seeds it with a 2,000-reply thread.
    { name: "/posts/:id", path: `/posts/${LONG_THREAD_POST_ID}`, heavy: false },
    { name: "/search?q=wheelchair", path: "/search?q=wheelchair", heavy: false },
    { name: "/support", path: "/support", heavy: false },
    { name: "/moderation?tab=support", path: "/moderation?tab=support", heavy: false },
    { name: "/account", path: "/account", heavy: false },
    { name: "/account/passkeys", path: "/account/passkeys", heavy: false },
    { name: "/moderation-history", path: "/moderation-history", heavy: false },
    { name: "/moderation?tab=appeals", path: "/moderation?tab=appeals", heavy: false },
    { name: "/settings/filters", path: "/settings/filters", heavy: false },
  ];
}

/**
 * Resolve the dynamic routes against the running, seeded server, as the member whose session
 * `cookie` is. `fetcher` is the global fetch, or the Worker itself in an integration test.
 */
export async function benchRoutes(
  baseUrl: string,
  cookie: string,
  fetcher: (url: string, init: RequestInit) => Promise<Response> = fetch,
): Promise<BenchRoute[]> {
  const getJson = async (path: string) => {
    const response = await fetcher(baseUrl + path, { headers: { cookie } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  };
  const rooms = (await getJson("/api/game-rooms")) as { id: number; gameType: string }[];
  const providers = (await getJson("/api/ndis-providers")) as { items: { id: number }[] };
  const room = rooms[0];
  const provider = providers.items[0];
  if (!room || !provider) throw new Error("the seed has no game room or no provider");
  return specRoutes({ room, providerId: provider.id });
}
