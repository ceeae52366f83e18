// Work that can wait until the browser has nothing else to do (issue 27): after hydration and
// the first input, never in the middle of them. Safari has no requestIdleCallback; a timeout
// stands in. Returns a cancel function, as an effect's cleanup wants.
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
}
