// Remix's <Scripts> preloads every module of the page with <link rel="modulepreload">, which
// browsers fetch at high priority, level with the stylesheet that the first paint waits for.
// Marked fetchpriority="low", the modules still start downloading at once (no import
// waterfall), but on a slow connection the HTML and CSS arrive first and the page paints
// sooner; it hydrates once they are in (decision 015). <Scripts> passes no attributes to its
// links, so the attribute goes into the HTML as it streams out.

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRELOAD = `${PRELOAD} fetchpriority="low"`;

/** The HTML stream with every module preload marked low priority; all other bytes unchanged. */
export function lowerModulePreloadPriority(html: ReadableStream<BufferSource>): ReadableStream<Uint8Array> {
  let held = "";
  return html
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(
      new TransformStream<string, string>({
        transform(chunk, controller) {
          const text = (held + chunk).replaceAll(PRELOAD, LOW_PRELOAD);
          // A tag cut between two chunks: hold its start back until the rest arrives.
          const cut = partialTagLength(text);
          held = text.slice(text.length - cut);
          if (text.length > cut) controller.enqueue(text.slice(0, text.length - cut));
        },
        flush(controller) {
          if (held) controller.enqueue(held);
        },
      }),
    )
    .pipeThrough(new TextEncoderStream());
}

/** How many characters at the end of `text` could be the start of a preload tag. */
function partialTagLength(text: string): number {
  for (let n = Math.min(PRELOAD.length - 1, text.length); n > 0; n--) {
    if (PRELOAD.startsWith(text.slice(text.length - n))) return n;
  }
  return 0;
}
