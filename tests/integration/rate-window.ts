// Rate limits count in fixed windows (app/server/rate-limit.server.ts): a test that fills a window
// and then expects a refusal fails if the window ends in between, as the next one counts afresh.
// Such a test waits here first, at most `needs` (plus 0.1 s), when its window is about to end.

/** Waits, if need be, until the current `windowSeconds` window has at least `needs` ms left. */
export async function awayFromWindowEnd(windowSeconds: number, needs = 15_000) {
  const left = windowSeconds * 1000 - (Date.now() % (windowSeconds * 1000));
  if (left < needs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/** The start of the current `windowSeconds` window, in seconds, as the rate_limits table stores it. */
export function windowStart(windowSeconds: number): number {
  const now = Math.floor(Date.now() / 1000);
  return now - (now % windowSeconds);
}
