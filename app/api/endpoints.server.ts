// The JSON API (docs/api-conventions.md): one module per endpoint in this folder, named as Remix
// names routes (`posts.$id.like.ts` answers /api/posts/:id/like). One Remix route, routes/api.$.ts,
// dispatches to them, so the browser's route manifest lists 37 routes rather than 95: the client
// router compiled and ranked every one of them on each page load
// (docs/decisions/032-client-performance.md).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";

type Handler = (args: LoaderFunctionArgs | ActionFunctionArgs) => unknown;
type Endpoint = { segments: string[]; loader?: Handler; action?: Handler };

const modules = import.meta.glob<{ loader?: Handler; action?: Handler }>(["./*.ts", "!./*.server.ts"], {
  eager: true,
});

const ENDPOINTS: Endpoint[] = Object.entries(modules).map(([file, module]) => ({
  segments: file.slice("./".length, -".ts".length).split("."),
  loader: module.loader,
  action: module.action,
}));

/**
 * The endpoint for a path's segments after /api, and its params. Where two match, the one with
 * a fixed segment first wins (`campaigns.export` over `campaigns.$id`), as Remix ranks routes;
 * fixed segments match in any case, as Remix's do.
 */
export function findEndpoint(segments: string[]) {
  let best: { endpoint: Endpoint; params: Record<string, string>; rank: string } | undefined;
  for (const endpoint of ENDPOINTS) {
    if (endpoint.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let rank = "";
    const matches = endpoint.segments.every((part, index) => {
      const segment = segments[index] ?? "";
      if (part.startsWith("$")) {
        params[part.slice(1)] = segment;
        rank += "0";
        return true;
      }
      rank += "1";
      return part.toLowerCase() === segment.toLowerCase();
    });
    if (matches && (!best || rank > best.rank)) best = { endpoint, params, rank };
  }
  return best;
}

/** Each endpoint's path (`/api/posts/:id/like`) and handlers, for the tests that cover every endpoint. */
export const API_ROUTES = ENDPOINTS.map(({ segments, loader, action }) => ({
  path: `/api/${segments.map((part) => (part.startsWith("$") ? `:${part.slice(1)}` : part)).join("/")}`,
  hasLoader: Boolean(loader),
  hasAction: Boolean(action),
}));
