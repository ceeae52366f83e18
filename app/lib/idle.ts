// Work that can wait until the browser has nothing else to do: after hydration and
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

const INTERACTIONS = ["pointermove", "pointerdown", "keydown", "touchstart", "scroll", "focusin"] as const;

/**
 * Work that only matters once someone is using the page (the bell's live room): at the
 * first interaction, or after `fallbackMs` if none comes, then when idle. Kept out of the first
 * load entirely, so it never competes with hydration or the first input.
 */
export function afterFirstInteraction(work: () => void, fallbackMs = 10_000): () => void {
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    stop();
    cancelIdle = whenIdle(work);
  };
  const timer = window.setTimeout(start, fallbackMs);
  const stop = () => {
    window.clearTimeout(timer);
    for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
  return () => {
    stop();
    cancelIdle?.();
  };
}
