import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse } from "@remix-run/react";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { NonceProvider } from "~/components/Nonce";
import { holdScriptsUntilPainted } from "~/server/script-priority.server";

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), ABORT_DELAY);
  const nonce = loadContext.cspNonce;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeoutId));
  // Crawlers and our axe/lighthouse runs get the whole document at once.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(holdScriptsUntilPainted(body, nonce), { headers: responseHeaders, status: responseStatusCode });
}

/**
 * Remix logs every error a request meets. A 4xx it answers itself (a method a resource route
 * does not take, a path that does not match) is the client's mistake, not ours: not logged.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};
