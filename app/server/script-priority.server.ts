// Scripts after the first paint (docs/decisions/032-client-performance.md). Remix's <Scripts>
// preloads every module of the page with <link rel="modulepreload"> and starts them with an inline
// module script, so on a fast link they download, run and hydrate before the browser has painted
// anything, and on a slow one they compete with the HTML and the stylesheet. As the HTML streams
// out, both are made inert here: the preloads lose their rel (kept in data-after-paint) and the
// module script takes a type the browser does not run. A small classic script (AFTER_PAINT_SCRIPT),
// added at the end of the body, puts them back once the first paint is on screen: every module then
// downloads at once, in parallel, and the page hydrates. The server-rendered page, whose links and
// forms work before hydration, is on screen first. (React's hydration leaves extra nodes at the end
// of <body> alone.)

/** The HTML stream with the module preloads and the module script held until after the first paint; all other bytes unchanged. */
export function holdScriptsUntilPainted(
  html: ReadableStream<BufferSource>,
  nonce: string | undefined,
): ReadableStream<Uint8Array> {
  const rewrites: Rewrite[] = [
    ['<link rel="modulepreload"', '<link data-after-paint="modulepreload"'],
    ['type="module" async=""', 'type="text/x-after-paint"'],
    ["</body>", `<script${nonce ? ` nonce="${nonce}"` : ""}>${AFTER_PAINT_SCRIPT}</script></body>`],
  ];
  let held = "";
  return html
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(
      new TransformStream<string, string>({
        transform(chunk, controller) {
          let text = held + chunk;
          for (const [from, to] of rewrites) text = text.replaceAll(from, to);
          // A pattern cut between two chunks: hold its start back until the rest arrives.
          const cut = partialMatchLength(text, rewrites);
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

type Rewrite = [from: string, to: string];

/** How many characters at the end of `text` could be the start of a pattern. */
function partialMatchLength(text: string, rewrites: Rewrite[]): number {
  let longest = 0;
  for (const [from] of rewrites) {
    for (let n = Math.min(from.length - 1, text.length); n > longest; n--) {
      if (from.startsWith(text.slice(text.length - n))) {
        longest = n;
        break;
      }
    }
  }
  return longest;
}

/**
 * Turning a preload back on starts its request there and then: a few per task keeps each task
 * short. Six per task took 13 to 28 ms each unthrottled on a slow day, over the 12.5 ms that
 * Lighthouse's 4x simulation counts as blocking; two stay under it (decision 032).
 */
const PRELOADS_PER_TASK = 2;

/** How long the starter waits for a paint to be reported before it starts the scripts anyway. */
const PAINT_WAIT_MS = 3000;

/**
 * Runs where it is parsed, at the very end of the body: once the first paint is on screen, the
 * held preloads become preloads again, a few per task, and then the module script is replaced,
 * in place, by a runnable copy carrying this script's CSP nonce. "On screen" is the browser's
 * paint timing entry, which comes when the frame is presented: a frame can be drawn (its
 * requestAnimationFrame has run) long before it is shown, and scripts started then downloaded
 * ahead of the paint they were meant to follow (decision 032). Where paint timing is missing it
 * is the next frame (a rAF, then a task); if no paint is reported within PAINT_WAIT_MS, it starts
 * anyway. A hidden page paints nothing, so it starts at once.
 */
const AFTER_PAINT_SCRIPT = `(function(){var nonce=document.currentScript&&document.currentScript.nonce,started=false;function later(f){setTimeout(f,0)}function run(){document.querySelectorAll('script[type="text/x-after-paint"]').forEach(function(held){var script=document.createElement("script");script.type="module";script.nonce=nonce;script.textContent=held.textContent;held.replaceWith(script)})}function start(){if(started)return;started=true;var links=document.querySelectorAll("link[data-after-paint]"),i=0;(function some(){for(var end=Math.min(i+${PRELOADS_PER_TASK},links.length);i<end;i++){links[i].rel=links[i].getAttribute("data-after-paint");links[i].removeAttribute("data-after-paint")}later(i<links.length?some:run)})()}if(document.visibilityState==="hidden")return start();var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return requestAnimationFrame(function(){later(start)});new P(function(list,observer){observer.disconnect();later(start)}).observe({type:"paint",buffered:true});setTimeout(start,${PAINT_WAIT_MS});document.addEventListener("visibilitychange",function(){if(document.visibilityState==="hidden")start()})})();`;
